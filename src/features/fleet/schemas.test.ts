import { describe, expect, it } from 'vitest';
import { driverSchema, fleetMessages, vehicleSchema } from './schemas';

const vehicle = {
  plate: 'ab 123 cd',
  vehicleType: 'truck_large',
  capacityKg: '28000',
  trailerPlate: '',
};
const driver = {
  fullName: 'Juan Pérez',
  dni: '25123456',
  licenceNumber: 'LN-1234',
  licenceExpiry: '2030-05-01',
  phone: '0261 555-0101',
};

function firstError(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : result.error?.issues[0]?.message;
}

describe('vehicleSchema', () => {
  it('normalises the plates and reads the capacity', () => {
    expect(vehicleSchema.parse({ ...vehicle, trailerPlate: 'abc 123' })).toEqual({
      plate: 'AB123CD',
      vehicleType: 'truck_large',
      capacityKg: 28000,
      trailerPlate: 'ABC123',
    });
    expect(vehicleSchema.parse(vehicle).trailerPlate).toBeNull();
  });

  it.each([
    [{ plate: 'A1234' }, fleetMessages.plate],
    [{ trailerPlate: '12345' }, fleetMessages.plate],
    [{ vehicleType: 'rocket' }, fleetMessages.vehicleType],
    [{ capacityKg: '0' }, fleetMessages.capacity],
    [{ capacityKg: '90000' }, fleetMessages.capacity],
    [{ capacityKg: '1.5' }, fleetMessages.capacity],
  ])('refuses %o', (change, message) => {
    expect(firstError(vehicleSchema.safeParse({ ...vehicle, ...change }))).toBe(message);
  });
});

describe('driverSchema', () => {
  it('sends the phone as E.164', () => {
    expect(driverSchema.parse(driver).phone).toBe('+542615550101');
  });

  it.each([
    [{ dni: '25.123.456' }, fleetMessages.dni],
    [{ dni: '123456' }, fleetMessages.dni],
    [{ dni: '123456789' }, fleetMessages.dni],
    [{ fullName: 'J' }, fleetMessages.fullName],
    [{ licenceNumber: 'a b' }, fleetMessages.licenceNumber],
    [{ licenceExpiry: '' }, fleetMessages.licenceExpiry],
    [{ phone: '123' }, fleetMessages.phone],
  ])('refuses %o', (change, message) => {
    expect(firstError(driverSchema.safeParse({ ...driver, ...change }))).toBe(message);
  });
});
