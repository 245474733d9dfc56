/**
 * The lists that grow, read page by page as the pages read them (migration
 * 20261126090000_dashboards_at_volume.sql): Historial (and its CSV export), Mis Propuestas, Mis
 * Fletes and the notifications return every row exactly once, in the database's order, across
 * small pages whose edges fall inside runs of equal sort keys; nobody else reads a row of them,
 * whatever cursor or filter they send; an aal1 session of an account with a second factor gets
 * nothing from the definer functions. Lives in app/ because it reads several features' lists.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  countAsSuperuser,
  listingInput,
  signedInClient,
  signedUpClient,
  enrolSecondFactor,
} from '../../supabase/tests/support/data-api';
import {
  startTestBackend,
  type TestBackend,
  type TestClient,
} from '../../supabase/tests/support/backend';
import {
  fetchNotificationsPage,
  type NotificationsCursor,
} from '@/features/notifications/api/notifications-fetch';
import { fetchMyFreightsPage, type FreightsCursor } from '@/features/proposals/api/freights-fetch';
import {
  fetchMyProposalsOn,
  fetchMyProposalsPage,
  type MyProposalsCursor,
} from '@/features/proposals/api/my-proposals-fetch';
import { fetchShipmentEvents } from '@/features/proposals/api/shipments';
import { createProposal } from '@/features/proposals/api/submit-proposal';
import { acceptAsShown } from '@/features/proposals/testing/accept-as-shown';
import {
  fetchShipperHistoryPage,
  shipperHistoryCsv,
  type HistoryCursor,
} from '@/features/shipper-dashboard/api/history-fetch';
import type { KeysetPage } from '@/lib/keyset';
import { allRows } from '@/testing/all-rows';

// Every call passes a test client; the app's singleton cannot be built on Node 20.
vi.mock('@/lib/supabase', async () => ({
  supabase: (await import('@/testing/fake-supabase')).forbiddenSupabase(),
}));

/** Small pages, so most edges fall inside a run of equal sort keys. */
const SIZE = 4;

let backend: TestBackend;
let shipper: TestClient;
let otherShipper: TestClient;
let transporter: TestClient;
let otherTransporter: TestClient;
let ids: { shipper: string; otherShipper: string; transporter: string; otherTransporter: string };

beforeAll(async () => {
  backend = await startTestBackend({ rateLimits: false });
  const [s, o, c, d] = await Promise.all([
    signedUpClient(backend, 'dadora.paginas@example.test', 'shipper', 'Marta Gil'),
    signedUpClient(backend, 'otra.dadora.paginas@example.test', 'shipper', 'Inés Paz'),
    signedUpClient(backend, 'fletes.paginas@example.test', 'transporter', 'Raúl Vega'),
    signedUpClient(backend, 'otros.fletes.paginas@example.test', 'transporter', 'Ana Sol'),
  ]);
  [shipper, otherShipper, transporter, otherTransporter] = [s.client, o.client, c.client, d.client];
  ids = {
    shipper: s.userId,
    otherShipper: o.userId,
    transporter: c.userId,
    otherTransporter: d.userId,
  };

  // As an operator would write them, with many equal sort keys: 23 shipments the carrier
  // delivered (delivered three at a time, picked up four a day, accepted one day each),
  // 3 delivered listings written without their 'delivered' step (two at the same time), and
  // 9 open listings the carrier offered on (three offers at each instant).
  await backend.db.query(
    `with delivered as (
       insert into public.cargo_listings (shipper_id, transporter_id, title, origin, destination,
         weight_kg, pickup_date, delivery_date, price, status, cargo_type, load_type, created_at,
         updated_at)
       select $1, $2, 'Entregada ' || i, 'Mendoza, Mendoza', 'Córdoba, Córdoba', 1000,
         date '2026-10-01' + i / 4, date '2026-10-03' + i / 4, 1000 + i, 'delivered', 'food',
         'dry', now() - interval '60 days', now() - make_interval(hours => i / 3)
       from generate_series(1, 23) i
       returning id, transporter_id, price, updated_at
     ),
     steps as (
       insert into public.shipment_events (listing_id, status, actor_id, created_at)
       select id, 'delivered', transporter_id, updated_at from delivered
     )
     insert into public.proposals (listing_id, transporter_id, price, status, created_at, updated_at)
     select id, transporter_id, price - 1, 'accepted', date_trunc('day', updated_at) - interval '5 days',
       updated_at
     from delivered`,
    [ids.shipper, ids.transporter],
  );
  await backend.db.query(
    `insert into public.cargo_listings (shipper_id, transporter_id, title, origin, destination,
       weight_kg, pickup_date, delivery_date, price, status, cargo_type, load_type, created_at,
       updated_at)
     select $1, $2, 'Sin registro ' || i, 'Salta, Salta', 'Jujuy, Jujuy', 500,
       date '2026-09-01', date '2026-09-02', 700 + i, 'delivered', 'food', 'dry',
       now() - interval '90 days', now() - make_interval(days => 80 + i / 2)
     from generate_series(1, 3) i`,
    [ids.shipper, ids.transporter],
  );
  await backend.db.query(
    `with open as (
       insert into public.cargo_listings (shipper_id, title, origin, destination, weight_kg,
         pickup_date, delivery_date, price, status, cargo_type, load_type)
       select $1, 'Abierta ' || i, 'Rosario, Santa Fe', 'Salta, Salta', 800,
         public.today_in_argentina() + 40, public.today_in_argentina() + 42, 900, 'pending', 'food', 'dry'
       from generate_series(1, 9) i
       returning id
     )
     insert into public.proposals (listing_id, transporter_id, price, created_at, updated_at)
     select id, $2, 850, now() - make_interval(hours => (row_number() over (order by id))::int / 3),
       now()
     from open`,
    [ids.shipper, ids.transporter],
  );
  // Notifications in runs of five at the same instant, for the shipper and the other shipper.
  await backend.db.query(
    `insert into public.notifications (recipient_id, kind, title, body, link, created_at)
     select r.id, 'proposal_received', 'Nueva propuesta', 'Propuesta ' || i, '/listings/x',
       now() - make_interval(mins => i / 5)
     from generate_series(1, 27) i cross join (values ($1::uuid), ($2::uuid)) as r (id)`,
    [ids.shipper, ids.otherShipper],
  );
});

afterAll(async () => {
  await backend?.stop();
});

/** Ids in the order a superuser reads them with the list's own ORDER BY. */
async function oracle(sql: string, params: unknown[]): Promise<string[]> {
  const { rows } = await backend.db.query<{ id: string }>(sql, params);
  return rows.map((row) => row.id);
}

/** Every page's rows' ids, and how many pages it took. */
async function paged<Row extends { id: string }, Cursor>(
  fetchPage: (after: Cursor | null) => Promise<KeysetPage<Row, Cursor>>,
): Promise<{ ids: string[]; pages: number }> {
  let pages = 0;
  const rows = await allRows(async (after: Cursor | null) => {
    pages += 1;
    const page = await fetchPage(after);
    expect(page.rows.length).toBeLessThanOrEqual(SIZE);
    return page;
  });
  return { ids: rows.map((row) => row.id), pages };
}

function expectEachOnceInOrder(got: { ids: string[]; pages: number }, expected: string[]) {
  expect(new Set(got.ids).size).toBe(got.ids.length);
  expect(got.ids).toEqual(expected);
  expect(got.pages).toBe(Math.max(1, Math.ceil(expected.length / SIZE)));
}

describe('every row once, in order, across pages', () => {
  it('Historial: by delivery (ties by id), then the deliveries written without a step', async () => {
    const expected = await oracle(
      `select l.id from public.cargo_listings l
       join public.shipment_events e on e.listing_id = l.id and e.status = 'delivered'
       where l.shipper_id = $1 and l.status = 'delivered'
       order by e.created_at desc, l.id`,
      [ids.shipper],
    );
    const unrecorded = await oracle(
      `select l.id from public.cargo_listings l
       where l.shipper_id = $1 and l.status = 'delivered' and l.title like 'Sin registro %'
       order by l.updated_at desc, l.id`,
      [ids.shipper],
    );
    expect([expected.length, unrecorded.length]).toEqual([23, 3]);
    const got = await paged((after: HistoryCursor | null) =>
      fetchShipperHistoryPage(after, SIZE, shipper),
    );
    expectEachOnceInOrder(got, [...expected, ...unrecorded]);

    const [first] = (await fetchShipperHistoryPage(null, SIZE, shipper)).rows;
    const { rows } = await backend.db.query<{ price: number }>(
      `select price from public.proposals where listing_id = $1 and status = 'accepted'`,
      [first!.id],
    );
    expect(first).toMatchObject({ price: Number(rows[0]!.price), transporterName: 'Raúl Vega' });
  });

  it('the CSV export streams every page: the header, then each shipment once, in order', async () => {
    const titles = await backend.db.query<{ title: string }>(
      `select l.title from public.cargo_listings l
       left join public.shipment_events e on e.listing_id = l.id and e.status = 'delivered'
       where l.shipper_id = $1 and l.status = 'delivered'
       order by e.created_at is null, e.created_at desc, l.updated_at desc, l.id`,
      [ids.shipper],
    );
    const csv = Buffer.from(await (await shipperHistoryCsv(shipper)).arrayBuffer()).toString();
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Carga;Origen;Destino;Transportista;Precio (EUR);Fecha de retiro;Entregada',
    );
    expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual(
      titles.rows.map((row) => row.title),
    );
  });

  it('Mis Propuestas: newest first, ties by id', async () => {
    const expected = await oracle(
      `select id from public.proposals where transporter_id = $1 order by created_at desc, id`,
      [ids.transporter],
    );
    expect(expected).toHaveLength(32);
    expectEachOnceInOrder(
      await paged((after: MyProposalsCursor | null) =>
        fetchMyProposalsPage(after, SIZE, transporter),
      ),
      expected,
    );
  });

  it('Mis Fletes: soonest pickup first, ties by id', async () => {
    const expected = await oracle(
      `select id from public.cargo_listings
       where transporter_id = $1 and status <> 'pending' order by pickup_date, id`,
      [ids.transporter],
    );
    expect(expected).toHaveLength(26);
    expectEachOnceInOrder(
      await paged((after: FreightsCursor | null) =>
        fetchMyFreightsPage(ids.transporter, after, SIZE, transporter),
      ),
      expected,
    );
  });

  it('Notificaciones: newest first, ties by id', async () => {
    const expected = await oracle(
      `select id from public.notifications where recipient_id = $1 order by created_at desc, id`,
      [ids.shipper],
    );
    expect(expected.length).toBeGreaterThanOrEqual(27);
    expectEachOnceInOrder(
      await paged((after: NotificationsCursor | null) =>
        fetchNotificationsPage(after, SIZE, shipper),
      ),
      expected,
    );
  });
});

describe('nobody else reads a row of them', () => {
  it("another shipper's Historial is its own (empty), even from the shipper's cursor", async () => {
    const [last] = (await fetchShipperHistoryPage(null, 1, shipper)).rows;
    expect((await fetchShipperHistoryPage(null, SIZE, otherShipper)).rows).toEqual([]);
    const fromTheirs = { deliveredAt: last!.deliveredAt, id: last!.id };
    expect((await fetchShipperHistoryPage(fromTheirs, SIZE, otherShipper)).rows).toEqual([]);
    const { data, error } = await otherShipper.rpc('shipment_transporters', {
      p_listing_ids: [last!.id],
    });
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const lines = Buffer.from(await (await shipperHistoryCsv(otherShipper)).arrayBuffer())
      .toString()
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(1);
  });

  it("another carrier reads none of the carrier's proposals or loads, whatever it asks", async () => {
    expect((await fetchMyProposalsPage(null, SIZE, otherTransporter)).rows).toEqual([]);
    const [theirs] = (await fetchMyProposalsPage(null, 1, transporter)).rows;
    expect(await fetchMyProposalsOn(theirs!.listingId, otherTransporter)).toEqual([]);
    // Naming the carrier in the filter changes nothing: RLS decides.
    expect((await fetchMyFreightsPage(ids.transporter, null, SIZE, otherTransporter)).rows).toEqual(
      [],
    );
    const { data } = await otherTransporter
      .from('proposals')
      .select('id')
      .eq('transporter_id', ids.transporter);
    expect(data).toEqual([]);
  });

  it("another shipper reads none of the shipper's offers, steps or notifications", async () => {
    for (const table of ['proposals', 'shipment_events'] as const) {
      const { data } = await otherShipper.from(table).select('id').eq('shipper_id', ids.shipper);
      expect(data, table).toEqual([]);
    }
    const theirs = new Set(
      await oracle(`select id from public.notifications where recipient_id = $1`, [ids.shipper]),
    );
    const seen = await allRows((after: NotificationsCursor | null) =>
      fetchNotificationsPage(after, SIZE, otherShipper),
    );
    expect(seen).toHaveLength(27);
    expect(seen.some((n) => theirs.has(n.id))).toBe(false);
  });

  it('the carrier a listing gets reads its earlier steps, the losing carrier none', async () => {
    const { data: listing, error } = await shipper
      .from('cargo_listings')
      .insert(listingInput({ title: 'Adjudicada en la prueba' }))
      .select('id')
      .single();
    if (error) throw error;
    const won = await createProposal(listing.id, { price: 1000, message: '' }, transporter);
    await createProposal(listing.id, { price: 990, message: '' }, otherTransporter);
    await acceptAsShown(won, shipper);
    expect((await fetchShipmentEvents(listing.id, transporter)).map((e) => e.status)).toEqual([
      'pending',
      'assigned',
    ]);
    expect(await fetchShipmentEvents(listing.id, otherTransporter)).toEqual([]);
    expect(
      await countAsSuperuser(
        backend.db,
        `select count(*) from public.shipment_events
         where listing_id = $1 and shipper_id = $2 and transporter_id = $3`,
        [listing.id, ids.shipper, ids.transporter],
      ),
    ).toBe(2);
  });
});

describe('a password alone opens none of the definer functions of an account with a second factor', () => {
  const INSUFFICIENT_AAL = {
    code: '42501',
    message: 'insufficient_aal: se requiere el segundo factor',
  };

  /** The account's aal1 session after it verified a TOTP factor on another one. */
  async function passwordOnly(email: string): Promise<TestClient> {
    const strong = await signedInClient(backend, email, 'otra-clave-2026');
    await enrolSecondFactor(strong.client);
    return (await signedInClient(backend, email, 'otra-clave-2026')).client;
  }

  it('the carrier at aal1: Mis Propuestas, its card offer and its Resumen are refused', async () => {
    const [offer] = (await fetchMyProposalsPage(null, 1, transporter)).rows;
    const weak = await passwordOnly('fletes.paginas@example.test');
    for (const call of [
      weak.rpc('my_proposals', { p_limit: SIZE }),
      weak.rpc('my_proposals', { p_listing_id: offer!.listingId }),
      weak.rpc('my_proposal_activity', { p_limit: 10 }),
      weak.rpc('transporter_dashboard'),
    ]) {
      const { data, error } = await call;
      expect(data).toBeNull();
      expect(error).toMatchObject(INSUFFICIENT_AAL);
    }
    expect((await fetchMyFreightsPage(ids.transporter, null, SIZE, weak)).rows).toEqual([]);
  });

  it('the shipper at aal1: no carrier names, and Historial reads nothing of its own', async () => {
    const [entry] = (await fetchShipperHistoryPage(null, 1, shipper)).rows;
    const weak = await passwordOnly('dadora.paginas@example.test');
    const { data, error } = await weak.rpc('shipment_transporters', { p_listing_ids: [entry!.id] });
    expect(data).toBeNull();
    expect(error).toMatchObject(INSUFFICIENT_AAL);
    expect((await fetchShipperHistoryPage(null, SIZE, weak)).rows).toEqual([]);
    expect((await fetchNotificationsPage(null, SIZE, weak)).rows).toEqual([]);
  });
});
