import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError } from '@/lib/data-errors';
import { fakeSignedIn } from '@/testing/fake-auth';
import { expectMessages } from '@/testing/form-messages';
import { renderWithProviders } from '@/testing/render';
import { fleetMessages, type DriverInput, type VehicleInput } from '../schemas';
import { DriverForm } from './driver-form';
import { VehicleForm } from './vehicle-form';

const api = vi.hoisted(() => ({
  addVehicle: vi.fn<(input: VehicleInput) => Promise<unknown>>(),
  addDriver: vi.fn<(input: DriverInput) => Promise<unknown>>(),
}));
vi.mock('../api/fleet', () => ({
  useAddVehicle: () => ({ mutateAsync: api.addVehicle, isPending: false }),
  useAddDriver: () => ({ mutateAsync: api.addDriver, isPending: false }),
}));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts }));

function renderForm(form: ReactElement) {
  renderWithProviders(form, { auth: fakeSignedIn('transporter') });
  return userEvent.setup();
}

async function fillVehicle(
  user: UserEvent,
  { plate = 'AB123CD', type = 'van', capacity = '1500', trailer = '' } = {},
) {
  await user.type(screen.getByLabelText('Patente'), plate);
  await user.selectOptions(screen.getByLabelText('Tipo de vehículo'), type);
  await user.type(screen.getByLabelText('Capacidad (kg)'), capacity);
  if (trailer) await user.type(screen.getByLabelText('Patente del acoplado (opcional)'), trailer);
}

async function fillDriver(user: UserEvent, { dni = '30111222', phone = '0261 555-0101' } = {}) {
  await user.type(screen.getByLabelText('Nombre y apellido'), '  Pedro Chofer ');
  await user.type(screen.getByLabelText('DNI'), dni);
  await user.type(screen.getByLabelText('Número de licencia'), 'B-1234567');
  await user.type(screen.getByLabelText('Vencimiento de la licencia'), '2027-05-31');
  await user.type(screen.getByLabelText('Teléfono'), phone);
}

beforeEach(() => {
  api.addVehicle.mockReset().mockResolvedValue({});
  api.addDriver.mockReset().mockResolvedValue({});
  toasts.success.mockReset();
  toasts.error.mockReset();
});

describe('VehicleForm: the transporter adds a vehicle', () => {
  const submit = () => screen.getByRole('button', { name: 'Agregar vehículo' });

  it('says in the form what each empty field needs, and sends nothing', async () => {
    const user = renderForm(<VehicleForm />);
    await user.click(submit());
    await expectMessages([fleetMessages.plate, fleetMessages.vehicleType, fleetMessages.capacity]);
    expect(screen.getByLabelText('Patente')).toHaveAttribute('aria-invalid', 'true');
    expect(api.addVehicle).not.toHaveBeenCalled();
  });

  it('refuses a plate in neither format, a trailer plate likewise, and a capacity over 80.000 kg', async () => {
    const user = renderForm(<VehicleForm />);
    await fillVehicle(user, { plate: 'A1B2C3', capacity: '90000', trailer: 'XYZ' });
    await user.click(submit());
    await expectMessages([fleetMessages.capacity], [fleetMessages.vehicleType]);
    expect(screen.getAllByText(fleetMessages.plate)).toHaveLength(2);
    expect(api.addVehicle).not.toHaveBeenCalled();
  });

  it('sends the plate as stored, the capacity as a number and no trailer, then toasts and empties the form', async () => {
    const user = renderForm(<VehicleForm />);
    await fillVehicle(user, { plate: 'ab 123 cd', type: 'truck_large', capacity: '12000' });
    await user.click(submit());
    await waitFor(() =>
      expect(api.addVehicle).toHaveBeenCalledWith({
        plate: 'AB123CD',
        vehicleType: 'truck_large',
        capacityKg: 12000,
        trailerPlate: null,
      }),
    );
    expect(toasts.success).toHaveBeenCalledWith('Vehículo agregado');
    await waitFor(() => expect(screen.getByLabelText('Patente')).toHaveValue(''));
    expect(screen.getByLabelText('Capacidad (kg)')).toHaveValue('');
  });

  it('sends a trailer plate in the older format, normalised', async () => {
    const user = renderForm(<VehicleForm />);
    await fillVehicle(user, { plate: 'AC 456 BD', type: 'flatbed', trailer: 'abc-123' });
    await user.click(submit());
    await waitFor(() =>
      expect(api.addVehicle).toHaveBeenCalledWith({
        plate: 'AC456BD',
        vehicleType: 'flatbed',
        capacityKg: 1500,
        trailerPlate: 'ABC123',
      }),
    );
  });

  it("shows the server's refusal above the button and keeps what was typed", async () => {
    api.addVehicle.mockRejectedValue(new DataError(null, 'Ya tienes un vehículo con esa patente.'));
    const user = renderForm(<VehicleForm />);
    await fillVehicle(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ya tienes un vehículo con esa patente.',
    );
    expect(screen.getByLabelText('Patente')).toHaveValue('AB123CD');
    expect(toasts.success).not.toHaveBeenCalled();
  });
});

describe('DriverForm: the transporter adds a driver', () => {
  const submit = () => screen.getByRole('button', { name: 'Agregar chofer' });

  it('says in the form what each empty field needs, and sends nothing', async () => {
    const user = renderForm(<DriverForm />);
    await user.click(submit());
    await expectMessages([
      fleetMessages.fullName,
      fleetMessages.dni,
      fleetMessages.licenceNumber,
      fleetMessages.licenceExpiry,
      fleetMessages.phone,
    ]);
    expect(api.addDriver).not.toHaveBeenCalled();
  });

  it('refuses a DNI with dots and a phone that is not Argentine, keeping the rest', async () => {
    const user = renderForm(<DriverForm />);
    await fillDriver(user, { dni: '30.111.2', phone: '12' });
    await user.click(submit());
    await expectMessages(
      [fleetMessages.dni, fleetMessages.phone],
      [fleetMessages.fullName, fleetMessages.licenceExpiry],
    );
    expect(api.addDriver).not.toHaveBeenCalled();
  });

  it('sends the trimmed name and the phone in E.164, then toasts and empties the form', async () => {
    const user = renderForm(<DriverForm />);
    await fillDriver(user);
    await user.click(submit());
    await waitFor(() =>
      expect(api.addDriver).toHaveBeenCalledWith({
        fullName: 'Pedro Chofer',
        dni: '30111222',
        licenceNumber: 'B-1234567',
        licenceExpiry: '2027-05-31',
        phone: '+542615550101',
      }),
    );
    expect(toasts.success).toHaveBeenCalledWith('Chofer agregado');
    await waitFor(() => expect(screen.getByLabelText('Nombre y apellido')).toHaveValue(''));
    expect(screen.getByLabelText('DNI')).toHaveValue('');
  });

  it("shows the server's refusal above the button and keeps what was typed", async () => {
    api.addDriver.mockRejectedValue(new DataError(null, 'Ya tienes un chofer con ese DNI.'));
    const user = renderForm(<DriverForm />);
    await fillDriver(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Ya tienes un chofer con ese DNI.');
    expect(screen.getByLabelText('DNI')).toHaveValue('30111222');
    expect(toasts.success).not.toHaveBeenCalled();
  });
});
