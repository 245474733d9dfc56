import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataError } from '@/lib/data-errors';
import { fakeSignedIn } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render';
import type { Trip } from '../api/trip';
import { TripResources } from './trip-resources';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts }));

const assign = vi.hoisted(() => vi.fn());
vi.mock('../api/trip', () => ({
  useAssignTripResources: () => ({ mutateAsync: assign, isPending: false }),
}));

const fleet = vi.hoisted(() => ({
  vehicles: [{ id: 'v1', plate: 'AB123CD', vehicle_type: 'truck_large' }],
  drivers: [{ id: 'd1', full_name: 'Pedro Chofer', dni: '30111222' }],
}));
vi.mock('@/features/fleet', () => ({
  formatPlate: (plate: string) => plate,
  useMyVehicles: () => ({ isPending: false, data: fleet.vehicles }),
  useMyDrivers: () => ({ isPending: false, data: fleet.drivers }),
}));

afterEach(() => {
  assign.mockReset();
  toasts.success.mockReset();
  toasts.error.mockReset();
});

function renderForm(trip: Trip | null = null) {
  return renderWithProviders(<TripResources listingId="l1" trip={trip} canAssign />, {
    auth: fakeSignedIn('transporter'),
  });
}

describe('TripResources: the transporter assigns a vehicle and a driver', () => {
  it('says in the form which choice is missing, and sends nothing', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Asignar vehículo y chofer' }));
    expect(await screen.findByText('Elige el vehículo del viaje')).toBeInTheDocument();
    expect(screen.getByText('Elige el chofer del viaje')).toBeInTheDocument();
    expect(screen.getByLabelText('Vehículo')).toHaveFocus();
    expect(assign).not.toHaveBeenCalled();
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('sends both choices and says so', async () => {
    assign.mockResolvedValue(undefined);
    renderForm();
    await userEvent.selectOptions(screen.getByLabelText('Vehículo'), 'v1');
    await userEvent.selectOptions(screen.getByLabelText('Chofer'), 'd1');
    await userEvent.click(screen.getByRole('button', { name: 'Asignar vehículo y chofer' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith({ vehicleId: 'v1', driverId: 'd1' }));
    expect(toasts.success).toHaveBeenCalledWith('Vehículo y chofer asignados');
  });

  it("shows the server's refusal above the button and keeps the choices", async () => {
    assign.mockRejectedValue(new DataError(null, 'El viaje ya empezó'));
    renderForm();
    await userEvent.selectOptions(screen.getByLabelText('Vehículo'), 'v1');
    await userEvent.selectOptions(screen.getByLabelText('Chofer'), 'd1');
    await userEvent.click(screen.getByRole('button', { name: 'Asignar vehículo y chofer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El viaje ya empezó');
    expect(screen.getByLabelText('Vehículo')).toHaveValue('v1');
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('says a shipment that left before trips were recorded has none, not that they are missing', () => {
    const { unmount } = renderWithProviders(
      <TripResources listingId="l1" trip={null} canAssign={false} started />,
      { auth: fakeSignedIn('shipper') },
    );
    expect(
      screen.getByText(/salió antes de que ConectaCargas registrara los viajes/),
    ).toBeInTheDocument();
    unmount();
    renderWithProviders(<TripResources listingId="l1" trip={null} canAssign={false} />, {
      auth: fakeSignedIn('shipper'),
    });
    expect(
      screen.getByText('El transportista todavía no asignó el vehículo y el chofer.'),
    ).toBeInTheDocument();
  });
});
