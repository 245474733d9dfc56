import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { localCalendarDate } from '@/lib/calendar-date';
import { paths } from '@/lib/paths';
import { fakeSignedIn } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render';
import { AvailabilityPage } from '../pages/availability-page';

const { fake, rows } = await vi.hoisted(async () => {
  const rows: { availabilities: unknown[]; vehicles: unknown[] } = {
    availabilities: [],
    vehicles: [],
  };
  const fake = (await import('@/testing/fake-supabase')).fakeSupabase({
    tables: {
      truck_availabilities: () => ({ data: rows.availabilities, error: null }),
      vehicles: () => ({ data: rows.vehicles, error: null }),
    },
  });
  return { fake, rows };
});
vi.mock('@/lib/supabase', () => ({ supabase: fake.client }));

/** YYYY-MM-DD `days` from today. */
function inDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return localCalendarDate(date);
}

const active = {
  id: 'a1',
  vehicle_id: 'v1',
  vehicle_type: 'truck_large',
  place: 'Rosario, Santa Fe',
  province: 'Santa Fe',
  available_from: inDays(1),
  available_to: inDays(3),
  destination_province: 'Mendoza',
  note: 'Vuelvo vacío',
  withdrawn_at: null,
  created_at: '2026-12-01T10:00:00Z',
};
const withdrawn = { ...active, id: 'a0', vehicle_id: null, withdrawn_at: '2026-11-30T10:00:00Z' };

const load = {
  id: 'l1',
  title: 'Vino a Mendoza',
  origin: 'Rosario, Santa Fe',
  destination: 'Mendoza, Mendoza',
  origin_province: 'Santa Fe',
  destination_province: 'Mendoza',
  pickup_date: inDays(2),
  delivery_date: inDays(4),
  price: 1312.5,
  vehicle_type: null,
  weight_kg: 1000,
  distance_km: 1050,
  price_per_km: 1.25,
  pickup_distance_km: 12,
};

const invitation = {
  id: 'i1',
  listing_id: 'l2',
  title: 'Ladrillos a Córdoba',
  origin: 'Rosario, Santa Fe',
  destination: 'Córdoba, Córdoba',
  pickup_date: inDays(2),
  price: 800,
  shipper_name: 'Corralón Sur',
  status: 'pending',
  created_at: '2026-12-01T10:00:00Z',
  answered_at: null,
  declined: false,
};

beforeEach(() => {
  vi.clearAllMocks();
  fake.rpc.mockReset();
  rows.availabilities = [active, withdrawn];
  rows.vehicles = [
    {
      id: 'v1',
      plate: 'AB123CD',
      vehicle_type: 'truck_large',
      capacity_kg: 28000,
      trailer_plate: null,
    },
  ];
  fake.rpc.mockImplementation(async (fn) => {
    if (fn === 'loads_for_availability') return { data: [load], error: null };
    if (fn === 'my_invitations') return { data: [invitation], error: null };
    return { data: null, error: null };
  });
});

const render = () =>
  renderWithProviders(<AvailabilityPage />, { auth: fakeSignedIn('transporter') });

describe('AvailabilityPage', () => {
  it('lists his trucks, active with their loads and Retirar, withdrawn ones marked', async () => {
    render();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Camión disponible' }),
    ).toBeInTheDocument();
    const [first, second] = await screen.findAllByTestId('my-availability');
    expect(within(first).getByText('Activo')).toBeInTheDocument();
    expect(within(first).getByText('AB 123 CD · Camión Grande')).toBeInTheDocument();
    expect(within(second).getByText('Retirado')).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: /Retirar/ })).not.toBeInTheDocument();
    expect(within(second).queryByText('Cargas para tu camión')).not.toBeInTheDocument();

    const loads = within(first).getByRole('region', { name: 'Cargas para tu camión' });
    const match = await within(loads).findByTestId('load-match');
    expect(within(match).getByRole('link', { name: 'Vino a Mendoza' })).toHaveAttribute(
      'href',
      paths.listing('l1'),
    );
    expect(match).toHaveTextContent('1.050 km');
    expect(match).toHaveTextContent('≈ 1,25 €/km');
    expect(match).toHaveTextContent('a 12 km');
    expect(fake.rpc).toHaveBeenCalledWith('loads_for_availability', {
      p_availability_id: 'a1',
      p_limit: 10,
    });
  });

  it('withdraws a truck after confirming', async () => {
    const user = userEvent.setup();
    render();
    const [first] = await screen.findAllByTestId('my-availability');
    await user.click(
      within(first).getByRole('button', { name: 'Retirar camión en Rosario, Santa Fe' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: '¿Retirar este camión?' });
    await user.click(within(dialog).getByRole('button', { name: 'Retirar' }));
    await waitFor(() =>
      expect(fake.table('truck_availabilities').eq).toHaveBeenCalledWith('id', 'a1'),
    );
    expect(fake.table('truck_availabilities').update).toHaveBeenCalledTimes(1);
  });

  it('shows invitations with a link to offer and Rechazar', async () => {
    const user = userEvent.setup();
    render();
    const item = await screen.findByTestId('invitation');
    expect(within(item).getByRole('link', { name: 'Ver carga y ofertar' })).toHaveAttribute(
      'href',
      paths.listing('l2'),
    );
    expect(item).toHaveTextContent('Corralón Sur');
    await user.click(within(item).getByRole('button', { name: 'Rechazar Ladrillos a Córdoba' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    await waitFor(() =>
      expect(fake.rpc).toHaveBeenCalledWith('decline_invitation', { p_invitation_id: 'i1' }),
    );
  });

  it('publishes a truck from one of his vehicles', async () => {
    rows.availabilities = [];
    const user = userEvent.setup();
    render();
    await screen.findByText('Todavía no publicaste tu camión');
    await user.selectOptions(
      await screen.findByLabelText(/^Vehículo/),
      'AB 123 CD · Camión Grande',
    );
    await user.type(screen.getByRole('combobox', { name: /^Localidad/ }), 'Rosario, Santa Fe');
    await user.type(screen.getByLabelText(/^Disponible desde/), inDays(1));
    await user.type(screen.getByLabelText(/^Disponible hasta/), inDays(3));
    await user.selectOptions(screen.getByLabelText(/^Destino preferido/), 'Mendoza');
    fake.table('truck_availabilities').single.mockResolvedValueOnce({ data: active, error: null });
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    await waitFor(() =>
      expect(fake.table('truck_availabilities').insert).toHaveBeenCalledWith({
        vehicle_id: 'v1',
        vehicle_type: 'truck_large',
        place: 'Rosario, Santa Fe',
        province: 'Santa Fe',
        available_from: inDays(1),
        available_to: inDays(3),
        destination_province: 'Mendoza',
        note: '',
      }),
    );
  });

  it('says a place it does not know before sending anything', async () => {
    const user = userEvent.setup();
    render();
    await user.type(await screen.findByRole('combobox', { name: /^Localidad/ }), 'Villa Inventada');
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Elige una localidad de la lista')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Localidad/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(fake.table('truck_availabilities').insert).not.toHaveBeenCalled();
  });
});
