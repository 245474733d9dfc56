import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthContextValue } from '@/auth';
import type { ListingInput } from '@/features/listings/schemas';
import { makeListing } from '@/features/listings/testing/make-listing';
import { fakeAuth, fakeSignedIn } from '@/testing/fake-auth';
import { LocationProbe, renderWithProviders } from '@/testing/render';
import type { Listing } from '@/features/listings/types';
import { ListingDetailPage } from './listing-detail-page';
import { DEMO_ADMIN, DEMO_SHIPPER, DEMO_TRANSPORTER } from '../../../supabase/demo-accounts';

let auth: AuthContextValue = fakeAuth();

const data = vi.hoisted(() => ({
  listing: null as Listing | null,
  update: vi.fn<(input: ListingInput) => Promise<unknown>>(),
  verified: false,
}));
vi.mock('@/features/listings/api/get-listing', () => ({
  useListing: () => ({ isPending: false, isError: false, data: data.listing }),
}));
vi.mock('@/features/listings/api/get-listing-shipper', () => ({
  useListingShipper: () => ({
    isPending: false,
    data: { name: 'Lucía Fernández', company: 'Bodegas del Sol S.A.' },
  }),
  useShipperVerified: () => ({ data: data.verified }),
}));
vi.mock('@/features/listings/api/update-listing', () => ({
  useUpdateListing: () => ({ mutateAsync: data.update }),
}));
vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
// The offers part of the Data API answers with nothing: no proposals, no events yet.
vi.mock('@/lib/supabase', async () => ({
  supabase: (await import('@/testing/fake-supabase')).fakeSupabase({
    fallback: { data: [], error: null },
  }).client,
}));

const OWNER = DEMO_SHIPPER.id;
const OTHER = DEMO_ADMIN.id;

function renderPage(route: string) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/listings/:id"
        element={
          <>
            <ListingDetailPage />
            <LocationProbe searchOnly />
          </>
        }
      />
    </Routes>,
    { auth, route },
  );
}

beforeEach(() => {
  auth = fakeAuth();
  data.listing = makeListing({
    title: 'Muebles de oficina',
    shipperId: OWNER,
    cargoType: 'furniture',
    loadType: 'dry',
    vehicleType: 'tank',
    paymentTermDays: 45,
  });
  data.update.mockReset();
});

describe('ListingDetailPage', () => {
  it('shows the listing, its labels and its shipper', () => {
    renderPage(`/listings/${data.listing?.id}`);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Muebles de oficina' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Pendiente')).toBeInTheDocument();
    expect(screen.getByText('Muebles')).toBeInTheDocument();
    expect(screen.getByText('Seca')).toBeInTheDocument();
    expect(screen.getByText('Cisterna')).toBeInTheDocument();
    expect(screen.getByText('A 45 días de la conformidad')).toBeInTheDocument();
    expect(screen.getByText('Lucía Fernández · Bodegas del Sol S.A.')).toBeInTheDocument();
    expect(document.title).toContain('Muebles de oficina');
    expect(screen.queryByText('Dador verificado')).not.toBeInTheDocument();
  });

  it('shows the provinces and shares the listing on WhatsApp in a new tab', () => {
    data.listing = makeListing({
      title: 'Ladrillos huecos',
      origin: 'Rosario',
      originProvince: 'Santa Fe',
      destination: 'Córdoba, Córdoba',
      destinationProvince: 'Córdoba',
      pickupDate: '2099-12-04',
      price: 1450.5,
    });
    renderPage(`/listings/${data.listing.id}`);
    expect(screen.getByText('Rosario, Santa Fe')).toBeInTheDocument();
    const share = screen.getByRole('link', { name: 'Compartir por WhatsApp' });
    expect(share).toHaveAttribute('target', '_blank');
    expect(share).toHaveAttribute('rel', 'noopener noreferrer');
    const href = new URL(share.getAttribute('href') ?? '');
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/');
    expect(href.searchParams.get('text')).toBe(
      [
        'Carga en ConectaCargas: Ladrillos huecos',
        'Ruta: Rosario, Santa Fe → Córdoba, Córdoba',
        'Recogida: 4 dic 2099',
        'Precio: 1.450,50\u00a0€',
        `${window.location.origin}/listings/${data.listing.id}`,
      ].join('\n'),
    );
  });

  it("shows 'Dador verificado' beside a shipper with a saved shipper registration", () => {
    data.verified = true;
    renderPage(`/listings/${data.listing?.id}`);
    expect(screen.getByText('Dador verificado')).toBeInTheDocument();
    data.verified = false;
  });

  it('shows a Spanish not-found state for a missing or hidden listing', () => {
    data.listing = null;
    renderPage('/listings/does-not-exist');
    expect(screen.getByRole('heading', { name: 'Carga no encontrada' })).toBeInTheDocument();
  });

  it('lets the owner edit a pending listing and leaves edit mode after saving', async () => {
    auth = fakeSignedIn('shipper', { userId: OWNER });
    data.update.mockResolvedValue({});
    const user = userEvent.setup();
    renderPage(`/listings/${data.listing?.id}`);
    await user.click(screen.getByRole('link', { name: 'Editar Anuncio' }));
    expect(screen.getByTestId('location')).toHaveTextContent('?edit=1');

    const title = screen.getByLabelText('Título');
    expect(title).toHaveValue('Muebles de oficina');
    expect(screen.getByLabelText('Tipo de vehículo (opcional)')).toHaveValue('tank');
    expect(screen.getByRole('combobox', { name: /Plazo de pago/ })).toHaveValue('45');
    await user.clear(title);
    await user.type(title, 'Muebles y archivos');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));

    await waitFor(() => expect(data.update).toHaveBeenCalledTimes(1));
    expect(data.update.mock.calls[0][0]).toMatchObject({
      title: 'Muebles y archivos',
      cargoType: 'furniture',
      vehicleType: 'tank',
      paymentTermDays: 45,
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(''));
  });

  it('refuses the edit mode to another shipper', () => {
    auth = fakeSignedIn('shipper', { userId: OTHER });
    renderPage(`/listings/${data.listing?.id}?edit=1`);
    expect(screen.queryByLabelText('Título')).not.toBeInTheDocument();
    expect(screen.getByText(/Solo el dador de carga que publicó este anuncio/)).toBeInTheDocument();
    expect(screen.queryByText('Editar Anuncio')).not.toBeInTheDocument();
  });

  it("shows the owner the tracking timeline and 'Propuestas (0)', and others neither", async () => {
    auth = fakeSignedIn('shipper', { userId: OWNER });
    const { unmount } = renderPage(`/listings/${data.listing?.id}`);
    expect(await screen.findByRole('heading', { name: 'Propuestas (0)' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Seguimiento' })).toBeInTheDocument();
    unmount();
    auth = fakeSignedIn('shipper', { userId: OTHER });
    renderPage(`/listings/${data.listing?.id}`);
    expect(screen.queryByText(/^Propuestas/)).not.toBeInTheDocument();
    expect(screen.queryByText('Seguimiento')).not.toBeInTheDocument();
  });

  it("offers the tracking link to the load's transporter, asking for the shipper's permission, and to no other", async () => {
    data.listing = makeListing({
      shipperId: OWNER,
      status: 'assigned',
      transporterId: DEMO_TRANSPORTER.id,
    });
    auth = fakeSignedIn('transporter', { userId: DEMO_TRANSPORTER.id });
    const { unmount } = renderPage(`/listings/${data.listing.id}`);
    expect(
      await screen.findByText(/todavía no habilitó que compartas el seguimiento/),
    ).toBeInTheDocument();
    unmount();
    auth = fakeSignedIn('transporter', { userId: OTHER });
    renderPage(`/listings/${data.listing.id}`);
    expect(screen.queryByText(/Un enlace para quien recibe la carga/)).not.toBeInTheDocument();
  });

  it('offers Aplicar Ahora to a transporter', async () => {
    auth = fakeSignedIn('transporter', { userId: OTHER });
    const user = userEvent.setup();
    renderPage(`/listings/${data.listing?.id}`);
    // The offer actions load on first use: their button is enabled once they have.
    const apply = () => screen.getByRole('button', { name: 'Aplicar Ahora' });
    await waitFor(() => expect(apply()).toBeEnabled());
    await user.click(apply());
    expect(await screen.findByRole('dialog', { name: 'Enviar Propuesta' })).toBeInTheDocument();
  });
});
