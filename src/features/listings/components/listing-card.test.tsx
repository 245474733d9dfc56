import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthContextValue } from '@/auth';
import { fakeAuth, fakeSignedIn } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render';
import { makeListing } from '../testing/make-listing';
import { ListingCard } from './listing-card';
import { DEMO_ADMIN, DEMO_SHIPPER } from '../../../../supabase/demo-accounts';

let auth: AuthContextValue = fakeAuth();

// The offers part of the Data API (the transporter's proposals, the public counts): none yet.
const fake = await vi.hoisted(async () =>
  (await import('@/testing/fake-supabase')).fakeSupabase({ fallback: { data: [], error: null } }),
);
vi.mock('@/lib/supabase', () => ({ supabase: fake.client }));

const OWNER = DEMO_SHIPPER.id;
const OTHER = DEMO_ADMIN.id;

const listing = makeListing({
  title: 'Vinos Malbec en cajas',
  description: 'Cajas paletizadas',
  origin: 'Mendoza, Mendoza',
  destination: 'Buenos Aires, CABA',
  weightKg: 18000,
  pickupDate: '2099-11-25',
  deliveryDate: '2099-11-27',
  price: 2850,
  vehicleType: 'truck_large',
  shipperId: OWNER,
  lengthCm: 1360,
  widthCm: 260,
  heightCm: 270,
});

/** The negotiation columns of a my_proposals row: the transporter's offer, awaiting the shipper. */
function negotiation(overrides: Record<string, unknown> = {}) {
  return {
    version: 1,
    needs_reconfirmation: false,
    turn: 'shipper',
    shipper_counters: 0,
    transporter_counters: 0,
    valid_until: '2099-01-01T00:00:00Z',
    history: [{ side: 'transporter', price: 2500, created_at: '2026-11-22T10:00:00Z' }],
    ...overrides,
  };
}

/** trust_marks says whether each person asked for is a verified transporter. */
function answerVerified(verified: boolean) {
  fake.answerRpc('trust_marks', ({ p_user_ids }) => ({
    data: p_user_ids.map((id) => ({
      user_id: id,
      verified_transporter: verified,
      rating_average: null,
      rating_count: 0,
    })),
    error: null,
  }));
}

beforeEach(() => {
  auth = fakeAuth();
  fake.rpc.mockClear();
  fake.answerRpc('my_proposals', { data: [], error: null });
  answerVerified(false);
});

describe('ListingCard', () => {
  it("shows the card's summary", () => {
    renderWithProviders(<ListingCard listing={listing} />, { auth });
    const title = screen.getByRole('link', { name: 'Vinos Malbec en cajas' });
    expect(title).toHaveAttribute('href', `/listings/${listing.id}`);
    expect(screen.getByText('Pendiente')).toBeInTheDocument();
    expect(screen.getByText('Mendoza, Mendoza')).toBeInTheDocument();
    expect(screen.getByText('Buenos Aires, CABA')).toBeInTheDocument();
    expect(screen.getByText('18.000 kg')).toBeInTheDocument();
    expect(screen.getByText('25 nov 2099')).toBeInTheDocument();
    expect(screen.getByText('Camión Grande')).toBeInTheDocument();
    expect(screen.getByText('2.850,00 €')).toBeInTheDocument();
    expect(screen.queryByText('Cajas paletizadas')).not.toBeInTheDocument();
  });

  it('toggles the details with Ver Detalles / Ocultar Detalles', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ListingCard listing={listing} />, { auth });
    const toggle = screen.getByRole('button', { name: 'Ver Detalles' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const controlled = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(controlled).not.toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Ocultar Detalles');
    expect(controlled).toHaveTextContent('Cajas paletizadas');
    expect(controlled).toHaveTextContent('27 nov 2099');
    expect(controlled).toHaveTextContent('1.360×260×270 cm');

    await user.click(toggle);
    expect(toggle).toHaveTextContent('Ver Detalles');
    expect(screen.queryByText('Cajas paletizadas')).not.toBeInTheDocument();
  });

  it('shows dimensions only when present', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ListingCard listing={{ ...listing, lengthCm: null, widthCm: null, heightCm: null }} />,
      { auth },
    );
    await user.click(screen.getByRole('button', { name: 'Ver Detalles' }));
    expect(screen.getByText('Cajas paletizadas')).toBeInTheDocument();
    expect(screen.queryByText('Dimensiones')).not.toBeInTheDocument();
  });

  it('labels a missing vehicle type as No especificado', () => {
    renderWithProviders(<ListingCard listing={{ ...listing, vehicleType: null }} />, { auth });
    expect(screen.getByText('No especificado')).toBeInTheDocument();
  });

  it('shows Aplicar Ahora to a transporter, opening Enviar Propuesta at the listing price', async () => {
    auth = fakeSignedIn('transporter', { userId: OTHER });
    const user = userEvent.setup();
    renderWithProviders(<ListingCard listing={listing} />, { auth });
    // The offer actions load on first use: their button is enabled once they have.
    const apply = () => screen.getByRole('button', { name: 'Aplicar Ahora' });
    await waitFor(() => expect(apply()).toBeEnabled());
    await user.click(apply());
    const dialog = await screen.findByRole('dialog', { name: 'Enviar Propuesta' });
    expect(dialog).toHaveTextContent('Vinos Malbec en cajas');
    expect(screen.getByLabelText('Precio ofrecido (€)')).toHaveValue('2850');
    expect(screen.queryByText('Editar Anuncio')).not.toBeInTheDocument();
  });

  it('says Ofertar where the dashboard asks for it', async () => {
    auth = fakeSignedIn('transporter', { userId: OTHER });
    renderWithProviders(<ListingCard listing={listing} applyLabel="Ofertar" />, { auth });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ofertar' })).toBeEnabled());
    expect(screen.queryByText('Aplicar Ahora')).not.toBeInTheDocument();
  });

  it("shows the transporter's live proposal with Modificar and Retirar instead", async () => {
    auth = fakeSignedIn('transporter', { userId: OTHER });
    fake.answerRpc('my_proposals', {
      data: [
        {
          id: 'p1',
          listing_id: listing.id,
          price: 2500,
          message: 'Salgo el lunes',
          status: 'pending',
          created_at: '2026-11-22T10:00:00Z',
          updated_at: '2026-11-22T10:00:00Z',
          ...negotiation({ price: 2500 }),
          listing_title: listing.title,
          listing_origin: listing.origin,
          listing_destination: listing.destination,
        },
      ],
      error: null,
    });
    const user = userEvent.setup();
    renderWithProviders(<ListingCard listing={listing} />, { auth });
    expect(await screen.findByText('Tu propuesta: 2.500,00 €')).toBeInTheDocument();
    expect(screen.queryByText('Aplicar Ahora')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Modificar' }));
    expect(await screen.findByLabelText('Precio ofrecido (€)')).toHaveValue('2500');
    expect(screen.getByLabelText('Mensaje')).toHaveValue('Salgo el lunes');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Retirar' }));
    expect(
      await screen.findByRole('alertdialog', { name: '¿Retirar tu propuesta?' }),
    ).toBeInTheDocument();
  });

  it("shows the shipper's counter with Aceptar contraoferta and Contraofertar, and the history", async () => {
    auth = fakeSignedIn('transporter', { userId: OTHER });
    fake.answerRpc('my_proposals', {
      data: [
        {
          id: 'p1',
          listing_id: listing.id,
          price: 2300,
          message: '',
          status: 'pending',
          created_at: '2026-11-22T10:00:00Z',
          updated_at: '2026-11-23T10:00:00Z',
          ...negotiation({
            price: 2300,
            version: 2,
            turn: 'transporter',
            shipper_counters: 1,
            history: [
              { side: 'transporter', price: 2500, created_at: '2026-11-22T10:00:00Z' },
              { side: 'shipper', price: 2300, created_at: '2026-11-23T10:00:00Z' },
            ],
          }),
          listing_title: listing.title,
          listing_origin: listing.origin,
          listing_destination: listing.destination,
        },
      ],
      error: null,
    });
    fake.answerRpc('accept_counter_offer', { data: null, error: null });
    const user = userEvent.setup();
    renderWithProviders(<ListingCard listing={listing} />, { auth });
    expect(await screen.findByText('Tu propuesta: 2.500,00 €')).toBeInTheDocument();
    expect(screen.getByText('El dador de carga te ofrece 2.300,00 €.')).toBeInTheDocument();
    const history = screen.getByRole('list', { name: 'Historial de la negociación' });
    expect(history).toHaveTextContent('Oferta inicial: 2.500,00 €');
    expect(history).toHaveTextContent('Contraoferta del dador de carga: 2.300,00 €');
    expect(screen.queryByRole('button', { name: 'Modificar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contraofertar' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Aceptar contraoferta' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Aceptar la contraoferta?' });
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar contraoferta' }));
    await waitFor(() =>
      expect(fake.rpc).toHaveBeenCalledWith('accept_counter_offer', {
        p_proposal_id: 'p1',
        p_price: 2300,
        p_version: 2,
      }),
    );
  });

  it("offers a verified transporter 'Tomar al precio' on a Reserva inmediata listing", async () => {
    auth = fakeSignedIn('transporter', { userId: OTHER });
    const bookable = { ...listing, instantBooking: true, version: 4 };
    const { unmount } = renderWithProviders(<ListingCard listing={bookable} />, { auth });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Aplicar Ahora' })).toBeEnabled(),
    );
    // Not verified: no booking at the price.
    expect(screen.queryByRole('button', { name: 'Tomar al precio' })).not.toBeInTheDocument();
    unmount();

    answerVerified(true);
    fake.answerRpc('book_listing', { data: 'p9', error: null });
    const user = userEvent.setup();
    renderWithProviders(<ListingCard listing={bookable} />, { auth });
    await user.click(await screen.findByRole('button', { name: 'Tomar al precio' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: '¿Tomar esta carga al precio publicado?',
    });
    expect(dialog).toHaveTextContent('2.850,00 €');
    await user.click(within(dialog).getByRole('button', { name: 'Tomar al precio' }));
    await waitFor(() =>
      expect(fake.rpc).toHaveBeenCalledWith('book_listing', {
        p_listing_id: listing.id,
        p_price: 2850,
        p_version: 4,
      }),
    );
  });

  it("offers no 'Tomar al precio' without Reserva inmediata, and nothing on an expired listing", async () => {
    auth = fakeSignedIn('transporter', { userId: OTHER });
    answerVerified(true);
    const { unmount } = renderWithProviders(<ListingCard listing={listing} />, { auth });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Aplicar Ahora' })).toBeEnabled(),
    );
    expect(screen.queryByRole('button', { name: 'Tomar al precio' })).not.toBeInTheDocument();
    unmount();

    const expired = { ...listing, instantBooking: true, pickupDate: '2020-01-10' };
    renderWithProviders(<ListingCard listing={expired} />, { auth });
    expect(screen.queryByText('Aplicar Ahora')).not.toBeInTheDocument();
    expect(screen.queryByText('Tomar al precio')).not.toBeInTheDocument();
  });

  it("shows 'N propuestas' on a pending card with offers, and nothing without", () => {
    const { unmount } = renderWithProviders(<ListingCard listing={listing} proposalCount={3} />, {
      auth,
    });
    expect(screen.getByText('3 propuestas')).toBeInTheDocument();
    unmount();
    renderWithProviders(<ListingCard listing={listing} proposalCount={0} />, { auth });
    expect(screen.queryByTestId('proposal-count')).not.toBeInTheDocument();
  });

  it('shows Editar Anuncio to the owner shipper only', () => {
    auth = fakeSignedIn('shipper', { userId: OWNER });
    const { unmount } = renderWithProviders(<ListingCard listing={listing} />, { auth });
    expect(screen.getByRole('link', { name: 'Editar Anuncio' })).toHaveAttribute(
      'href',
      `/listings/${listing.id}?edit=1`,
    );
    expect(screen.queryByText('Aplicar Ahora')).not.toBeInTheDocument();
    unmount();

    auth = fakeSignedIn('shipper', { userId: OTHER });
    renderWithProviders(<ListingCard listing={listing} />, { auth });
    expect(screen.queryByText('Editar Anuncio')).not.toBeInTheDocument();
  });

  it.each([null, 'admin'] as const)('shows neither button to role %s', (role) => {
    auth = role ? fakeSignedIn(role, { userId: OWNER }) : fakeAuth();
    renderWithProviders(<ListingCard listing={listing} />, { auth });
    expect(screen.queryByText('Aplicar Ahora')).not.toBeInTheDocument();
    expect(screen.queryByText('Editar Anuncio')).not.toBeInTheDocument();
  });

  it('shows no action on a listing that is not pending', () => {
    auth = fakeSignedIn('transporter', { userId: OTHER });
    renderWithProviders(
      <ListingCard listing={{ ...listing, status: 'assigned', transporterId: OTHER }} />,
      { auth },
    );
    expect(screen.getByText('Asignado')).toBeInTheDocument();
    expect(screen.queryByText('Aplicar Ahora')).not.toBeInTheDocument();
  });
});
