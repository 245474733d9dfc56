import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthContextValue } from '@/auth';
import { makeListing } from '../testing/make-listing';
import { fakeAuth, fakeSignedIn } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render';
import type { Listing } from '../types';
import { MyListingsList } from './my-listings-list';

let auth: AuthContextValue = fakeAuth();

const query = vi.hoisted(() => ({
  data: [] as Listing[],
  userId: undefined as string | undefined,
}));
vi.mock('../api/my-listings', () => ({
  useMyListings: (userId: string | undefined) => {
    query.userId = userId;
    return { isPending: false, isError: false, data: query.data };
  },
}));

const OWNER = '11111111-1111-4111-8111-111111111111';

beforeEach(() => {
  auth = fakeSignedIn('shipper', { userId: OWNER });
});

describe('MyListingsList', () => {
  it("lists the shipper's listings in every status, with Editar only on pending ones", () => {
    const pending = makeListing({ title: 'Pendiente de envío' });
    query.data = [
      pending,
      makeListing({ title: 'En viaje', status: 'in-transit', transporterId: 'x' }),
      makeListing({ title: 'Ya entregada', status: 'delivered', transporterId: 'x' }),
    ];
    renderWithProviders(<MyListingsList />, { auth });
    expect(query.userId).toBe(OWNER);
    expect(screen.getByText('Pendiente')).toBeInTheDocument();
    expect(screen.getByText('En tránsito')).toBeInTheDocument();
    expect(screen.getByText('Entregado')).toBeInTheDocument();
    const edits = screen.getAllByRole('link', { name: /^Editar Anuncio/ });
    expect(edits).toHaveLength(1);
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
