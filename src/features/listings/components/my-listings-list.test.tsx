import { screen } from '@testing-library/react';
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
