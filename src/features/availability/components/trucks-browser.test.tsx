import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSignedIn } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render';
import { paths } from '@/lib/paths';
import { TrucksBrowser } from './trucks-browser';

const { fake, shipperListings } = await vi.hoisted(async () => {
  // The signed-in shipper's pending listings, as cargo_listings answers them.
  const shipperListings: { current: unknown[] } = { current: [] };
  const fake = (await import('@/testing/fake-supabase')).fakeSupabase({
    tables: { cargo_listings: () => ({ data: shipperListings.current, error: null }) },
  });
  return { fake, shipperListings };
});
vi.mock('@/lib/supabase', () => ({ supabase: fake.client }));

function truck(i: number, overrides: Record<string, unknown> = {}) {
  return {
    id: `a${i}`,
    transporter_id: `t${i}`,
    carrier_name: `Transportes ${i}`,
    verified: i === 1,
    rating_average: i === 1 ? 4.5 : null,
    rating_count: i === 1 ? 3 : 0,
    vehicle_type: 'truck_large',
    place: 'Rosario, Santa Fe',
    province: 'Santa Fe',
    available_from: '2026-12-03',
    available_to: '2026-12-05',
    destination_province: i === 1 ? null : 'Mendoza',
    note: '',
    created_at: '2026-12-01T10:00:00Z',
    ...overrides,
  };
}

const pending = {
  id: 'l1',
  title: 'Vino a Córdoba',
  origin: 'Rosario, Santa Fe',
  destination: 'Córdoba, Córdoba',
  pickup_date: '2026-12-04',
};

beforeEach(() => {
  vi.clearAllMocks();
  fake.rpc.mockReset();
  fake.rpc.mockImplementation(async (fn) => {
    if (fn === 'browse_availabilities') return { data: [truck(1), truck(2)], error: null };
    if (fn === 'invite_to_listing') return { data: 'i1', error: null };
    return { data: null, error: null };
  });
});

describe('TrucksBrowser', () => {
  it('shows each truck with its carrier, badge, stars, vehicle, window and destination', async () => {
    renderWithProviders(<TrucksBrowser />);
    const cards = await screen.findAllByTestId('truck-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]);
    expect(first.getByRole('heading', { name: 'Transportes 1' })).toBeInTheDocument();
    expect(first.getByText('Transportista verificado')).toBeInTheDocument();
    expect(first.getByText('4,5 de 5 (3 calificaciones)')).toBeInTheDocument();
    expect(first.getByText('Camión Grande')).toBeInTheDocument();
    expect(first.getByText('Disponible del 3 al 5 dic')).toBeInTheDocument();
    expect(first.getByText('Cualquier destino')).toBeInTheDocument();
    expect(within(cards[1]).queryByText('Transportista verificado')).not.toBeInTheDocument();
    expect(within(cards[1]).getByText('Sin calificaciones')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Mendoza')).toBeInTheDocument();
    expect(screen.getByText('2 camiones disponibles')).toHaveAttribute('aria-live', 'polite');
  });

  it('asks a visitor to sign in to offer a load, and shows a carrier nothing', async () => {
    const { unmount } = renderWithProviders(<TrucksBrowser />);
    const [card] = await screen.findAllByTestId('truck-card');
    expect(
      within(card).getByRole('link', { name: 'Inicia sesión para ofrecer carga' }),
    ).toHaveAttribute('href', paths.signIn);
    unmount();

    renderWithProviders(<TrucksBrowser />, { auth: fakeSignedIn('transporter') });
    const [transporterCard] = await screen.findAllByTestId('truck-card');
    expect(within(transporterCard).queryByRole('button')).not.toBeInTheDocument();
    // Only the company's page: nothing to offer a load with.
    expect(
      within(transporterCard)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([paths.company('t1')]);
  });

  it('filters by province and vehicle type in the database query', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TrucksBrowser />);
    await screen.findAllByTestId('truck-card');
    await user.selectOptions(screen.getByLabelText('Provincia'), 'Santa Fe');
    await user.selectOptions(screen.getByLabelText('Tipo de vehículo'), 'van');
    await waitFor(() =>
      expect(fake.rpc).toHaveBeenLastCalledWith('browse_availabilities', {
        p_province: 'Santa Fe',
        p_vehicle_type: 'van',
        p_limit: 25,
        p_after_from: undefined,
        p_after_id: undefined,
      }),
    );
  });

  it('says when no truck matches', async () => {
    fake.rpc.mockResolvedValue({ data: [], error: null });
    renderWithProviders(<TrucksBrowser />);
    expect(await screen.findByText('No se encontraron camiones disponibles')).toBeInTheDocument();
  });

  it('lets a shipper offer one of his pending listings to the carrier', async () => {
    shipperListings.current = [pending];
    const user = userEvent.setup();
    renderWithProviders(<TrucksBrowser />, { auth: fakeSignedIn('shipper') });
    const [card] = await screen.findAllByTestId('truck-card');
    await user.click(within(card).getByRole('button', { name: 'Ofrecer carga a Transportes 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ofrecer carga' });
    // His only listing is chosen already.
    expect(await within(dialog).findByLabelText(/^Carga/)).toHaveValue('l1');
    expect(fake.table('cargo_listings').eq).toHaveBeenCalledWith('status', 'pending');
    await user.click(within(dialog).getByRole('button', { name: 'Ofrecer carga' }));
    await waitFor(() =>
      expect(fake.rpc).toHaveBeenCalledWith('invite_to_listing', {
        p_listing_id: 'l1',
        p_availability_id: 'a1',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says in the dialog why an offer was refused', async () => {
    shipperListings.current = [pending];
    fake.rpc.mockImplementation(async (fn) =>
      fn === 'invite_to_listing'
        ? { data: null, error: { code: '23505', message: 'already_invited: ya le ofreciste' } }
        : { data: [truck(1)], error: null },
    );
    const user = userEvent.setup();
    renderWithProviders(<TrucksBrowser />, { auth: fakeSignedIn('shipper') });
    await user.click(await screen.findByRole('button', { name: 'Ofrecer carga a Transportes 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ofrecer carga' });
    await within(dialog).findByLabelText(/^Carga/);
    await user.click(within(dialog).getByRole('button', { name: 'Ofrecer carga' }));
    expect(
      await within(dialog).findByText('Ya le ofreciste esta carga a este transportista.'),
    ).toBeInTheDocument();
  });

  it('shows a shipper without pending listings how to publish one', async () => {
    shipperListings.current = [];
    const user = userEvent.setup();
    renderWithProviders(<TrucksBrowser />, { auth: fakeSignedIn('shipper') });
    await user.click(
      (await screen.findAllByRole('button', { name: 'Ofrecer carga a Transportes 1' }))[0],
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ofrecer carga' });
    expect(
      await within(dialog).findByText('No tienes cargas pendientes para ofrecer.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Publicar una carga' })).toHaveAttribute(
      'href',
      paths.postCargo,
    );
  });
});
