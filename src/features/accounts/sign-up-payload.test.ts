import { describe, expect, it } from 'vitest';
import { registerPayload, shipperSignupPayload, transporterSignupPayload } from './sign-up-payload';

const account = {
  name: 'Lucía Fernández',
  company: '',
  email: 'lucia@example.com',
  phone: '2614257890',
  password: 'secreto123',
  confirmPassword: 'secreto123',
  terms: true,
};

describe('sign-up payloads', () => {
  it('generic: name, company null if empty, phone and the chosen role, no address', () => {
    const payload = registerPayload({ ...account, role: 'transporter' });
    expect(payload).toEqual({
      email: 'lucia@example.com',
      password: 'secreto123',
      data: { name: 'Lucía Fernández', company: null, phone: '2614257890', role: 'transporter' },
    });
    expect(payload.data).not.toHaveProperty('address');
  });

  it('keeps a company that was typed', () => {
    expect(
      registerPayload({ ...account, company: 'Bodega Sur', role: 'shipper' }).data.company,
    ).toBe('Bodega Sur');
  });

  it('shipper: adds the address and leaves cargoTypes out', () => {
    const payload = shipperSignupPayload({
      ...account,
      address: 'Av. San Martín 1250',
      cargoTypes: 'Vinos',
    });
    expect(payload.data).toEqual({
      name: 'Lucía Fernández',
      company: null,
      phone: '2614257890',
      address: 'Av. San Martín 1250',
      role: 'shipper',
    });
  });

  it('transporter: adds taxId, description, vehicleTypes and serviceAreas', () => {
    const payload = transporterSignupPayload({
      ...account,
      company: 'Transportes Gómez',
      address: 'Ruta 7 km 1030',
      description: 'Fletes refrigerados a todo el país',
      vehicleTypes: ['truck_large', 'refrigerated'],
      serviceAreas: 'Cuyo y Centro',
      taxId: '20-12345678-9',
    });
    expect(payload).toEqual({
      email: 'lucia@example.com',
      password: 'secreto123',
      data: {
        name: 'Lucía Fernández',
        company: 'Transportes Gómez',
        phone: '2614257890',
        address: 'Ruta 7 km 1030',
        role: 'transporter',
        taxId: '20-12345678-9',
        description: 'Fletes refrigerados a todo el país',
        vehicleTypes: ['truck_large', 'refrigerated'],
        serviceAreas: 'Cuyo y Centro',
      },
    });
  });
});
