/**
 * The dashboards' one-query-per-page functions (migration 20261123400000_dashboards.sql) on the
 * embedded backend, through the pages' own fetchers: each counter equals the length of the list
 * it summarises, read with the queries of the pages that list those rows (Mis Envíos, Historial,
 * Cargas Disponibles, Mis Fletes); nobody counts another person's rows; visitors cannot call them.
 * Lives in app/ because it compares several features' queries.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ACCEPTED_PROPOSAL_ID,
  ASSIGNED_LISTING_ID,
  DEMO_SHIPPER,
  DEMO_TRANSPORTER,
  LIVE_PROPOSAL_ID,
  deliverAsSuperuser,
  listingInput,
  readyTripAsSuperuser,
  signedInClient,
  signedUpClient,
} from '../../supabase/tests/support/data-api';
import {
  createTestClient,
  startTestBackend,
  type TestBackend,
  type TestClient,
} from '../../supabase/tests/support/backend';
import {
  fetchMyListingsPage,
  type MyListingsCursor,
} from '@/features/listings/api/my-listings-fetch';
import { fetchListingsPage } from '@/features/listings/api/search-listings';
import { defaultListingFilters } from '@/features/listings/listing-filters';
import { fetchMyFreightsPage, type FreightsCursor } from '@/features/proposals/api/freights-fetch';
import {
  fetchMyProposalsPage,
  type MyProposalsCursor,
} from '@/features/proposals/api/my-proposals-fetch';
import { fetchProposalCounts } from '@/features/proposals/api/proposal-counts';
import { createProposal } from '@/features/proposals/api/submit-proposal';
import { withdrawProposal } from '@/features/proposals/api/transitions';
import { advanceShipment } from '@/features/trips';
import { acceptAsShown } from '@/features/proposals/testing/accept-as-shown';
import {
  fetchShipperDashboard,
  type ShipperDashboard,
} from '@/features/shipper-dashboard/api/dashboard';
import {
  fetchShipperHistoryPage,
  type HistoryCursor,
} from '@/features/shipper-dashboard/api/history-fetch';
import {
  fetchTransporterDashboard,
  type TransporterDashboard,
} from '@/features/transporter-dashboard/api/dashboard';
import { allRows } from '@/testing/all-rows';

// Every call passes a test client; the app's singleton cannot be built on Node 20.
vi.mock('@/lib/supabase', async () => ({
  supabase: (await import('@/testing/fake-supabase')).forbiddenSupabase(),
}));

let backend: TestBackend;
let anon: TestClient;
let demoShipper: TestClient;
let demoTransporter: TestClient;
let shipper: TestClient;
let transporter: TestClient;
let shipperId: string;
let transporterId: string;

beforeAll(async () => {
  backend = await startTestBackend({ rateLimits: false });
  anon = createTestClient(backend);
  const [ds, dc, s, c] = await Promise.all([
    signedInClient(backend, DEMO_SHIPPER.email),
    signedInClient(backend, DEMO_TRANSPORTER.email),
    signedUpClient(backend, 'dadora.panel@example.test', 'shipper', 'Lucía Torres'),
    signedUpClient(backend, 'transportista.panel@example.test', 'transporter', 'Pablo Díaz'),
  ]);
  [demoShipper, demoTransporter, shipper, transporter] = [ds.client, dc.client, s.client, c.client];
  [shipperId, transporterId] = [s.userId, c.userId];
});

afterAll(async () => {
  await backend?.stop();
});

async function publish(client: TestClient, title: string): Promise<string> {
  const { data, error } = await client
    .from('cargo_listings')
    .insert(listingInput({ title }))
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}

/** The whole lists, read page by page as the pages read them. */
const fetchMyListings = (userId: string, client: TestClient) =>
  allRows((after: MyListingsCursor | null) => fetchMyListingsPage(userId, after, 50, client));
const fetchShipperHistory = (client: TestClient) =>
  allRows((after: HistoryCursor | null) => fetchShipperHistoryPage(after, 50, client));
const fetchMyFreights = (userId: string, client: TestClient) =>
  allRows((after: FreightsCursor | null) => fetchMyFreightsPage(userId, after, 50, client));
const fetchMyProposals = (client: TestClient) =>
  allRows((after: MyProposalsCursor | null) => fetchMyProposalsPage(after, 50, client));

/** Each shipper counter against the lists the shipper's pages show. */
async function expectShipperCountersMatchPages(client: TestClient, userId: string) {
  const dashboard = await fetchShipperDashboard(client);
  const listings = await fetchMyListings(userId, client);
  const history = await fetchShipperHistory(client);
  const pendingIds = listings.filter((l) => l.status === 'pending').map((l) => l.id);
  const proposalCounts = await fetchProposalCounts(pendingIds, client);
  const byStatus = (status: string) => listings.filter((l) => l.status === status).length;

  expect(dashboard.counts).toEqual({
    pending: byStatus('pending'),
    assigned: byStatus('assigned'),
    inTransit: byStatus('in-transit'),
    delivered: history.length,
    liveProposals: Object.values(proposalCounts).reduce((sum, n) => sum + n, 0),
  });
  expect(history.length).toBe(byStatus('delivered'));
  // 'Últimas cargas' is the head of Mis Envíos.
  expect(dashboard.recentListings.map((l) => l.id)).toEqual(listings.slice(0, 5).map((l) => l.id));
  return dashboard;
}

/** Each transporter counter against Cargas Disponibles, Mis Fletes and the transporter's proposals. */
async function expectTransporterCountersMatchPages(client: TestClient, userId: string) {
  const dashboard = await fetchTransporterDashboard(client);
  const available = await fetchListingsPage(defaultListingFilters, null, 12, client);
  const freights = await fetchMyFreights(userId, client);
  const proposals = await fetchMyProposals(client);
  const byStatus = (status: string) => freights.filter((f) => f.status === status);

  expect(dashboard.counts).toEqual({
    available: available.total,
    assigned: byStatus('assigned').length,
    inTransit: byStatus('in-transit').length,
    delivered: byStatus('delivered').length,
    liveProposals: proposals.filter((p) => p.status === 'pending').length,
  });
  // 'Próximos retiros': the assigned loads of Mis Fletes, in its order (soonest pickup first).
  expect(dashboard.upcomingPickups.map((l) => l.id)).toEqual(
    byStatus('assigned')
      .slice(0, 5)
      .map((f) => f.id),
  );
  return dashboard;
}

const kinds = (d: ShipperDashboard | TransporterDashboard) =>
  d.activity.map((a) => [a.kind, a.listingId]);

describe('the demo accounts, as seeded', () => {
  it('the demo shipper: 6 pending, 1 assigned, 1 live proposal, and the seed’s three events', async () => {
    const dashboard = await expectShipperCountersMatchPages(demoShipper, DEMO_SHIPPER.id);
    expect(dashboard.counts).toEqual({
      pending: 6,
      assigned: 1,
      inTransit: 0,
      delivered: 0,
      liveProposals: 1,
    });
    expect(dashboard.recentListings).toHaveLength(5);
    expect(kinds(dashboard)).toEqual([
      ['proposal_received', 'a0000000-0000-4000-8000-000000000003'],
      ['assigned', ASSIGNED_LISTING_ID],
      ['proposal_received', ASSIGNED_LISTING_ID],
    ]);
    expect(dashboard.activity[0]).toMatchObject({
      id: `proposal_received:${LIVE_PROPOSAL_ID}`,
      listingTitle: 'Frutas y verduras refrigeradas',
    });
    expect(await fetchShipperHistory(demoShipper)).toEqual([]);
  });

  it('the demo transporter: 6 available, 1 active freight, 1 live proposal, listing 7 to pick up', async () => {
    const dashboard = await expectTransporterCountersMatchPages(
      demoTransporter,
      DEMO_TRANSPORTER.id,
    );
    expect(dashboard.counts).toEqual({
      available: 6,
      assigned: 1,
      inTransit: 0,
      delivered: 0,
      liveProposals: 1,
    });
    expect(dashboard.upcomingPickups).toMatchObject([
      { id: ASSIGNED_LISTING_ID, title: 'Paquetería para e-commerce' },
    ]);
    expect(kinds(dashboard)).toEqual([
      ['proposal_sent', 'a0000000-0000-4000-8000-000000000003'],
      ['assigned', ASSIGNED_LISTING_ID],
      ['proposal_sent', ASSIGNED_LISTING_ID],
    ]);
    expect(dashboard.activity[2]?.id).toBe(`proposal_sent:${ACCEPTED_PROPOSAL_ID}`);
  });
});

describe('a new pair of accounts through a whole shipment', () => {
  let delivered: string;
  let lost: string;

  beforeAll(async () => {
    // A new account starts at zero.
    expect((await fetchShipperDashboard(shipper)).counts).toEqual({
      pending: 0,
      assigned: 0,
      inTransit: 0,
      delivered: 0,
      liveProposals: 0,
    });
    delivered = await publish(shipper, 'Cajas de aceite de oliva');
    lost = await publish(shipper, 'Bobinas de cable');
    await publish(shipper, 'Bolsas de cemento');
    const won = await createProposal(delivered, { price: 1999.5, message: '' }, transporter);
    // The demo transporter offers on the same listing and loses it when the other is accepted.
    await createProposal(delivered, { price: 2100, message: '' }, demoTransporter);
    const withdrawn = await createProposal(lost, { price: 800, message: '' }, transporter);
    await withdrawProposal(withdrawn, transporter);
    await createProposal(lost, { price: 750, message: '' }, demoTransporter);
    await acceptAsShown(won, shipper);
    await readyTripAsSuperuser(backend.db, delivered);
    await advanceShipment(delivered, 'in-transit', transporter);
    await deliverAsSuperuser(backend.db, delivered, transporterId);
  });

  it('the shipper’s counters equal the lengths of Mis Envíos and Historial', async () => {
    const dashboard = await expectShipperCountersMatchPages(shipper, shipperId);
    expect(dashboard.counts).toEqual({
      pending: 2,
      assigned: 0,
      inTransit: 0,
      delivered: 1,
      liveProposals: 1,
    });
    expect(dashboard.activity.map((a) => a.kind).sort()).toEqual(
      [
        'assigned',
        'delivered',
        'in_transit',
        'proposal_received',
        'proposal_received',
        'proposal_received',
        'proposal_received',
        'proposal_withdrawn',
      ].sort(),
    );
    const times = dashboard.activity.map((a) => Date.parse(a.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('Historial shows the transporter, the agreed price and the delivery date', async () => {
    const [entry, ...rest] = await fetchShipperHistory(shipper);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      id: delivered,
      title: 'Cajas de aceite de oliva',
      price: 1999.5,
      transporterName: 'Pablo Díaz',
    });
    const { rows } = await backend.db.query<{ at: Date }>(
      `select created_at as at from public.shipment_events where listing_id = $1 and status = 'delivered'`,
      [delivered],
    );
    expect(Date.parse(entry!.deliveredAt)).toBe(rows[0]!.at.getTime());
  });

  it('the transporter’s counters equal the lengths of Cargas Disponibles, Mis Fletes and its proposals', async () => {
    const dashboard = await expectTransporterCountersMatchPages(transporter, transporterId);
    expect(dashboard.counts).toMatchObject({
      assigned: 0,
      inTransit: 0,
      delivered: 1,
      liveProposals: 0,
    });
    expect(dashboard.activity.map((a) => a.kind).sort()).toEqual(
      [
        'assigned',
        'delivered',
        'in_transit',
        'proposal_sent',
        'proposal_sent',
        'proposal_withdrawn',
      ].sort(),
    );
  });

  it('the losing transporter sees its rejected offer, titled, though it can no longer read the listing', async () => {
    const dashboard = await expectTransporterCountersMatchPages(
      demoTransporter,
      DEMO_TRANSPORTER.id,
    );
    expect(dashboard.counts.liveProposals).toBe(2);
    const rejected = dashboard.activity.find((a) => a.kind === 'proposal_rejected');
    expect(rejected).toMatchObject({
      listingId: delivered,
      listingTitle: 'Cajas de aceite de oliva',
    });
  });
});

describe('nobody counts another person’s rows', () => {
  it('the demo shipper still sees only its own listings and events', async () => {
    const dashboard = await expectShipperCountersMatchPages(demoShipper, DEMO_SHIPPER.id);
    expect(dashboard.counts).toEqual({
      pending: 6,
      assigned: 1,
      inTransit: 0,
      delivered: 0,
      liveProposals: 1,
    });
    const { data } = await demoShipper
      .from('cargo_listings')
      .select('id')
      .eq('shipper_id', shipperId);
    const others = new Set(data?.map((row) => row.id));
    expect(dashboard.activity.some((a) => others.has(a.listingId))).toBe(false);
    expect(dashboard.recentListings.some((l) => others.has(l.id))).toBe(false);
  });

  it('the new transporter counts none of the demo transporter’s freights or proposals', async () => {
    const dashboard = await fetchTransporterDashboard(transporter);
    expect(dashboard.upcomingPickups).toEqual([]);
    expect(dashboard.activity.some((a) => a.listingId === ASSIGNED_LISTING_ID)).toBe(false);
    expect(dashboard.activity.some((a) => a.kind === 'proposal_rejected')).toBe(false);
  });

  it('a shipper reading the transporter’s dashboard, or a transporter the shipper’s, gets nothing of theirs', async () => {
    expect((await fetchTransporterDashboard(demoShipper)).counts).toMatchObject({
      assigned: 0,
      inTransit: 0,
      delivered: 0,
      liveProposals: 0,
    });
    expect(await fetchShipperHistory(transporter)).toEqual([]);
    const asTransporter = await fetchShipperDashboard(transporter);
    expect(asTransporter.counts).toEqual({
      pending: 0,
      assigned: 0,
      inTransit: 0,
      delivered: 0,
      liveProposals: 0,
    });
    expect(asTransporter.activity).toEqual([]);
  });

  it('the three functions read as the caller (security invoker), so RLS decides', async () => {
    const { rows } = await backend.db.query<{ name: string; definer: boolean; anon: boolean }>(
      `select p.proname as name, p.prosecdef as definer,
         has_function_privilege('anon', p.oid, 'execute') as anon
       from pg_catalog.pg_proc p
       where p.pronamespace = 'public'::regnamespace
         and p.proname in ('shipper_dashboard', 'shipper_history', 'transporter_dashboard')
       order by 1`,
    );
    expect(rows).toEqual([
      { name: 'shipper_dashboard', definer: false, anon: false },
      { name: 'shipper_history', definer: false, anon: false },
      { name: 'transporter_dashboard', definer: false, anon: false },
    ]);
  });

  it('a visitor (anon key, no session) may call none of the three functions', async () => {
    for (const fn of ['shipper_dashboard', 'shipper_history', 'transporter_dashboard'] as const) {
      const { data, error } = await anon.rpc(fn);
      expect(data, fn).toBeNull();
      expect(error?.code, fn).toBe('42501');
    }
  });
});
