import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError } from '@/lib/data-errors';
import { FAKE_USER_ID, fakeSignedIn } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render';
import type { Driver, Vehicle } from '../api/fleet';
import { FleetSections } from './fleet-sections';

interface FakeQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data?: T[];
  refetch: () => void;
}
interface MutateCallbacks {
  onSuccess: () => void;
  onError: (error: unknown) => void;
  onSettled: () => void;
}
type Removal = { table: 'vehicles' | 'drivers'; id: string };

const settled = <T,>(data: T[]): FakeQuery<T> => ({
  isPending: false,
  isError: false,
  error: null,
  data,
  refetch: () => undefined,
});

const api = vi.hoisted(() => ({
  vehicles: null as unknown as FakeQuery<Vehicle>,
  drivers: null as unknown as FakeQuery<Driver>,
  owners: [] as (string | undefined)[],
  removeOutcome: null as unknown,
  remove: vi.fn<(item: Removal) => void>(),
}));
vi.mock('../api/fleet', () => ({
  useMyVehicles: (ownerId: string | undefined) => {
    api.owners.push(ownerId);
    return api.vehicles;
  },
  useMyDrivers: () => api.drivers,
  useAddVehicle: () => ({ mutateAsync: vi.fn(), isPending: false }),
  useAddDriver: () => ({ mutateAsync: vi.fn(), isPending: false }),
  useRemoveFleetItem: () => ({
    isPending: false,
    mutate: (item: Removal, callbacks: MutateCallbacks) => {
      api.remove(item);
      if (api.removeOutcome) callbacks.onError(api.removeOutcome);
      else callbacks.onSuccess();
      callbacks.onSettled();
    },
  }),
}));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts }));

const truck: Vehicle = {
  id: 'v1',
  plate: 'AB123CD',
  vehicle_type: 'truck_large',
  capacity_kg: 12000,
  trailer_plate: 'ABC123',
};
const van: Vehicle = {
  id: 'v2',
  plate: 'AC456BD',
  vehicle_type: 'van',
  capacity_kg: 1500,
  trailer_plate: null,
};
const pedro: Driver = {
  id: 'd1',
  full_name: 'Pedro Chofer',
  dni: '30111222',
  licence_number: 'B-1234567',
  licence_expiry: '2027-05-31',
  phone: '+542615550101',
};

function renderSections() {
  renderWithProviders(<FleetSections />, { auth: fakeSignedIn('transporter') });
  return userEvent.setup();
}

const itemsOf = (list: string) =>
  within(screen.getByRole('list', { name: list })).getAllByRole('listitem');

beforeEach(() => {
  api.vehicles = settled([truck, van]);
  api.drivers = settled([pedro]);
  api.owners = [];
  api.removeOutcome = null;
  api.remove.mockReset();
  toasts.success.mockReset();
  toasts.error.mockReset();
});

describe('FleetSections: the transporter’s vehicles and drivers', () => {
  it('says each list is loading, for the signed-in transporter', () => {
    api.vehicles = { ...settled<Vehicle>([]), isPending: true, data: undefined };
    api.drivers = { ...settled<Driver>([]), isPending: true, data: undefined };
    renderSections();
    expect(screen.getByText('Cargando tus vehículos…')).toBeInTheDocument();
    expect(screen.getByText('Cargando tus choferes…')).toBeInTheDocument();
    expect(api.owners).toContain(FAKE_USER_ID);
  });

  it('says why a list failed and tries again', async () => {
    const refetch = vi.fn();
    // A first read that failed: no data, as TanStack Query leaves it.
    api.vehicles = {
      ...settled<Vehicle>([]),
      data: undefined,
      isError: true,
      error: new DataError(null, 'Sin conexión'),
      refetch,
    };
    const user = renderSections();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron cargar tus vehículos');
    expect(alert).toHaveTextContent('Sin conexión');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(refetch).toHaveBeenCalled();
    expect(screen.getByRole('list', { name: 'Tus choferes' })).toBeInTheDocument();
  });

  it('invites the first vehicle and the first driver when there are none', () => {
    api.vehicles = settled([]);
    api.drivers = settled([]);
    renderSections();
    expect(screen.getByText('Todavía no cargaste vehículos')).toBeInTheDocument();
    expect(screen.getByText('Todavía no cargaste choferes')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar vehículo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar chofer' })).toBeInTheDocument();
  });

  it('lists each vehicle with its plate, type, capacity and trailer, and each driver', () => {
    renderSections();
    const vehicles = itemsOf('Tus vehículos');
    expect(vehicles).toHaveLength(2);
    expect(vehicles[0]).toHaveTextContent('AB 123 CD');
    // The text is matched with its white space folded: the kg sits after a no-break space.
    expect(vehicles[0]).toHaveTextContent('Camión Grande · 12.000 kg · Acoplado ABC 123');
    expect(vehicles[1]).toHaveTextContent('Furgoneta · 1.500 kg');
    expect(vehicles[1]).not.toHaveTextContent('Acoplado');

    const drivers = itemsOf('Tus choferes');
    expect(drivers).toHaveLength(1);
    expect(drivers[0]).toHaveTextContent('Pedro Chofer');
    expect(drivers[0]).toHaveTextContent('DNI 30111222 · Licencia B-1234567, vence');
    expect(drivers[0]).toHaveTextContent('+54 261');
  });

  it('removes a vehicle only after the question is confirmed, then toasts', async () => {
    const user = renderSections();
    await user.click(screen.getByRole('button', { name: 'Eliminar AB 123 CD' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar AB 123 CD?' });
    expect(dialog).toHaveTextContent('Los viajes ya asignados conservan sus datos.');
    expect(api.remove).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(api.remove).toHaveBeenCalledWith({ table: 'vehicles', id: 'v1' });
    expect(toasts.success).toHaveBeenCalledWith('Vehículo eliminado');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('removes nothing when the question is cancelled', async () => {
    const user = renderSections();
    await user.click(screen.getByRole('button', { name: 'Eliminar Pedro Chofer' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar Pedro Chofer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.remove).not.toHaveBeenCalled();
  });

  it('says in a toast why a driver could not be removed', async () => {
    api.removeOutcome = new DataError(null, 'No se pudo eliminar');
    const user = renderSections();
    await user.click(screen.getByRole('button', { name: 'Eliminar Pedro Chofer' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(api.remove).toHaveBeenCalledWith({ table: 'drivers', id: 'd1' });
    expect(toasts.error).toHaveBeenCalledWith('Error', { description: 'No se pudo eliminar' });
    expect(toasts.success).not.toHaveBeenCalled();
  });
});
