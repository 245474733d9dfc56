import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/lib/paths';
import { fakeSignedIn } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render';
import type { ShipperDashboard } from '../api/dashboard';
import { ShipperOverviewPage } from './overview-page';

const fake = await vi.hoisted(async () => (await import('@/testing/fake-supabase')).fakeSupabase());
vi.mock('@/lib/supabase', () => ({ supabase: fake.client }));
const { rpc } = fake;

/** What shipper_dashboard() sends for a dashboard. */
function document(dashboard: ShipperDashboard) {
  const { counts, recentListings, activity } = dashboard;
  return {
    pending: counts.pending,
    assigned: counts.assigned,
    in_transit: counts.inTransit,
    delivered: counts.delivered,
    live_proposals: counts.liveProposals,
    recent_listings: recentListings.map(({ createdAt, ...listing }) => ({
      ...listing,
      created_at: createdAt,
    })),
    activity: activity.map(({ listingId, listingTitle, ...entry }) => ({
      ...entry,
      listing_id: listingId,
      listing_title: listingTitle,
    })),
  };
}
const answer = (dashboard: ShipperDashboard) => ({ data: document(dashboard), error: null });
const failure = { data: null, error: { message: 'Failed to fetch', code: '' } };

const zeros = { pending: 0, assigned: 0, inTransit: 0, delivered: 0, liveProposals: 0 };
const busy: ShipperDashboard = {
  counts: { pending: 6, assigned: 1, inTransit: 2, delivered: 3, liveProposals: 4 },
  recentListings: [
    {
      id: 'l1',
      title: 'Vinos Malbec en cajas',
      origin: 'Mendoza, Mendoza',
      destination: 'Buenos Aires, CABA',
      status: 'pending',
      createdAt: new Date().toISOString(),
    },
  ],
  activity: [
    {
      id: 'proposal_received:p1',
      kind: 'proposal_received',
      listingId: 'l1',
      listingTitle: 'Vinos Malbec en cajas',
      at: new Date(Date.now() - 5 * 60_000).toISOString(),
    },
  ],
};

beforeEach(() => vi.clearAllMocks());

function counter(label: string) {
  return within(screen.getByRole('list', { name: 'Indicadores' })).getByRole('link', {
    name: new RegExp(`^${label}`),
  });
}

describe('ShipperOverviewPage', () => {
  it('shows the four counters, the latest listings and the activity with relative times', async () => {
    rpc.mockResolvedValue(answer(busy));
    renderWithProviders(<ShipperOverviewPage />, { auth: fakeSignedIn('shipper') });
    expect(await screen.findByRole('heading', { name: 'Últimas cargas' })).toBeInTheDocument();
    expect(counter('Envíos activos')).toHaveTextContent('7');
    expect(counter('En tránsito')).toHaveTextContent('2');
    expect(counter('Completados')).toHaveAttribute('href', paths.shipperHistory);
    expect(counter('Completados')).toHaveTextContent('3');
    expect(counter('Propuestas')).toHaveTextContent('4');
    const links = screen.getAllByRole('link', { name: 'Vinos Malbec en cajas' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      paths.listing('l1'),
      paths.listing('l1'),
    ]);
    expect(screen.getByText('Propuesta recibida')).toBeInTheDocument();
    expect(screen.getByText('hace 5 min')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Publicar carga' })[0]).toHaveAttribute(
      'href',
      paths.postCargo,
    );
  });

  it('a new account sees zeros and a first step, not empty boxes', async () => {
    rpc.mockResolvedValue(answer({ counts: zeros, recentListings: [], activity: [] }));
    renderWithProviders(<ShipperOverviewPage />, { auth: fakeSignedIn('shipper') });
    expect(await screen.findByText('Publica tu primera carga')).toBeInTheDocument();
    expect(counter('Envíos activos')).toHaveTextContent('0');
    expect(screen.queryByRole('heading', { name: 'Últimas cargas' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Publicar carga' })).toHaveLength(2);
  });

  it('says in Spanish when the summary cannot load, and retries', async () => {
    rpc.mockResolvedValueOnce(failure);
    rpc.mockResolvedValueOnce(answer(busy));
    renderWithProviders(<ShipperOverviewPage />, { auth: fakeSignedIn('shipper') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cargar el resumen');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Últimas cargas' })).toBeInTheDocument();
  });
});
