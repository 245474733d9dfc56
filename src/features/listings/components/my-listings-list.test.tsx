import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthContextValue } from '@/auth';
import { makeListing } from '../testing/make-listing';
import { fakeAuth, fakeSignedIn } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render';
import type { Listing } from '../types';
import { MyListingsList } from './my-listings-list';
import { DEMO_SHIPPER } from '../../../../supabase/demo-accounts';

let auth: AuthContextValue = fakeAuth();

// The offers part of the Data API (the transporter's proposals, the public counts): none yet.
const fake = await vi.hoisted(async () =>
  (await import('@/testing/fake-supabase')).fakeSupabase({ fallback: { data: [], error: null } }),
);
vi.mock('@/lib/supabase', () => ({ supabase: fake.client }));

const query = vi.hoisted(() => ({
  data: [] as Listing[],
  userId: undefined as string | undefined,
}));
vi.mock('../api/my-listings', () => ({
  useMyListings: (userId: string | undefined) => {
    query.userId = userId;
    return {
      isPending: false,
      isError: false,
      data: { pages: [{ rows: query.data, next: null }] },
      hasNextPage: false,
      isFetchingNextPage: false,
      isFetchNextPageError: false,
      error: null,
      fetchNextPage: () => undefined,
    };
  },
}));

const OWNER = DEMO_SHIPPER.id;

beforeEach(() => {
  auth = fakeSignedIn('shipper', { userId: OWNER });
});

describe('MyListingsList', () => {
  it("lists the shipper's listings with the Mis Envíos labels, with Editar only on pending ones", async () => {
    const pending = makeListing({ title: 'Pendiente de envío' });
    const offered = makeListing({ title: 'Con ofertas' });
    query.data = [
      pending,
      offered,
      makeListing({ title: 'Asignada', status: 'assigned', transporterId: 'x' }),
      makeListing({ title: 'En viaje', status: 'in-transit', transporterId: 'x' }),
      makeListing({ title: 'Ya entregada', status: 'delivered', transporterId: 'x' }),
    ];
    fake.answerRpc('proposal_counts', {
      data: [{ listing_id: offered.id, proposal_count: 2 }],
      error: null,
    });
    renderWithProviders(<MyListingsList />, { auth });
    expect(query.userId).toBe(OWNER);
    expect(await screen.findByText('Con propuestas (2)')).toBeInTheDocument();
    expect(screen.getByText('Sin propuestas')).toBeInTheDocument();
    expect(screen.getByText('Confirmado')).toBeInTheDocument();
    expect(screen.getByText('En tránsito')).toBeInTheDocument();
    expect(screen.getByText('Entregado')).toBeInTheDocument();
    const edits = screen.getAllByRole('link', { name: /^Editar Anuncio/ });
    expect(edits).toHaveLength(2);
    expect(edits[0]).toHaveAttribute('href', `/listings/${pending.id}?edit=1`);
    expect(edits[0]).toHaveAccessibleName('Editar Anuncio: Pendiente de envío');
  });

  it("says 'Vencida' on a pending listing whose pickup date passed, and republishes it with new dates", async () => {
    const expired = makeListing({
      title: 'Carga vencida',
      pickupDate: '2020-01-10',
      deliveryDate: '2020-01-12',
    });
    query.data = [expired, makeListing({ title: 'Carga vigente' })];
    const user = userEvent.setup();
    renderWithProviders(<MyListingsList />, { auth });
    expect(screen.getAllByText('Vencida')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^Republicar/ })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Republicar: Carga vencida' }));
    const dialog = await screen.findByRole('dialog', { name: 'Republicar' });
    await user.click(within(dialog).getByRole('button', { name: 'Republicar' }));
    expect(
      await within(dialog).findByText('La fecha de recogida es obligatoria'),
    ).toBeInTheDocument();
    expect(fake.rpc).not.toHaveBeenCalledWith('republish_listing', expect.anything());

    await user.type(within(dialog).getByLabelText('Fecha de recogida'), '2099-03-01');
    await user.type(within(dialog).getByLabelText('Fecha de entrega'), '2099-03-04');
    await user.click(within(dialog).getByRole('button', { name: 'Republicar' }));
    await waitFor(() =>
      expect(fake.rpc).toHaveBeenCalledWith('republish_listing', {
        p_listing_id: expired.id,
        p_pickup_date: '2099-03-01',
        p_delivery_date: '2099-03-04',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('invites a shipper without listings to publish one', () => {
    query.data = [];
    renderWithProviders(<MyListingsList />, { auth });
    expect(screen.getByText('Todavía no publicaste cargas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Publicar una carga' })).toHaveAttribute(
      'href',
      '/post-cargo',
    );
  });
});
