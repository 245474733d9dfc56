/**
 * `npm run bench:dashboards`: the dashboards and histories at volume (issue 24, item 3). On a
 * throw-away PostgreSQL 15, the demo shipper gets 10,000 listings and 50,000 proposals from 500
 * carriers, the demo transporter 5,000 shipments, each 10,000 notifications (bulk SQL, notification
 * triggers off while loading). Then each call the app makes for Resumen, Mis Envíos, Historial
 * (its first page, a deep page, a page of the export and the whole CSV export), Mis Fletes, Mis
 * Propuestas and the notifications is timed over HTTP with supabase-js as the signed-in person,
 * through the app's own fetchers: median and p95 of 50 runs after a warm-up. Target: every call
 * under 50 ms p95.
 */
import { performance } from 'node:perf_hooks';
import { DEMO_PASSWORD, DEMO_SHIPPER, DEMO_TRANSPORTER } from '../supabase/demo-accounts.ts';
import {
  createTestClient,
  startTestBackend,
  type TestBackend,
  type TestClient,
} from '../supabase/tests/support/backend';
import {
  fetchMyListingsPage,
  MY_LISTINGS_PAGE_SIZE,
  type MyListingsCursor,
} from '../src/features/listings/api/my-listings-fetch';
import {
  fetchNotificationsPage,
  fetchUnreadCount,
  NOTIFICATIONS_PAGE_SIZE,
} from '../src/features/notifications/api/notifications-fetch';
import {
  FREIGHTS_PAGE_SIZE,
  fetchMyFreightsPage,
} from '../src/features/proposals/api/freights-fetch';
import {
  fetchMyProposalsOn,
  fetchMyProposalsPage,
  MY_PROPOSALS_PAGE_SIZE,
} from '../src/features/proposals/api/my-proposals-fetch';
import {
  fetchShipperHistoryPage,
  HISTORY_EXPORT_PAGE_SIZE,
  HISTORY_PAGE_SIZE,
  shipperHistoryCsv,
  type HistoryCursor,
} from '../src/features/shipper-dashboard/api/history-fetch';
import { startPgCluster } from './pg-cluster';
import { median, percentile } from './stats';

const RUNS = 50;
const WARMUP = 5;
const TARGET_MS = 50;

const SHIPPER = `'${DEMO_SHIPPER.id}'::uuid`;
const TRANSPORTER = `'${DEMO_TRANSPORTER.id}'::uuid`;

/** The volume, as the superuser writes it. Ids are md5 of a name: no lookups between steps. */
const LOAD = [
  `insert into auth.users (id, email, raw_user_meta_data, created_at, updated_at)
   select md5('bench-carrier-' || g)::uuid, 'bench-carrier-' || g || '@example.test',
     jsonb_build_object('role', 'transporter', 'name', 'Transportista ' || g,
       'company', 'Fletes ' || g || ' S.A.'), now(), now()
   from generate_series(0, 499) g`,
  `insert into auth.users (id, email, raw_user_meta_data, created_at, updated_at)
   select md5('bench-shipper-' || g)::uuid, 'bench-shipper-' || g || '@example.test',
     jsonb_build_object('role', 'shipper', 'name', 'Dador ' || g), now(), now()
   from generate_series(0, 49) g`,
  // The notifications are written below, in bulk, instead of one per offer and step.
  `alter table public.proposals disable trigger proposals_notify_received`,
  `alter table public.shipment_events disable trigger shipment_events_notify_progress`,
  // The shipper: 10,000 listings, 4 in 10 pending, 1 assigned, 1 in transit, 4 delivered.
  `insert into public.cargo_listings (id, shipper_id, transporter_id, title, origin, destination,
     weight_kg, pickup_date, delivery_date, price, status, cargo_type, load_type, created_at,
     updated_at)
   select md5('bench-listing-' || i)::uuid, ${SHIPPER},
     case when i % 10 >= 4 then md5('bench-carrier-' || (i % 500))::uuid end,
     'Carga de prueba ' || i, 'Mendoza, Mendoza', 'Córdoba, Córdoba', 1000 + i % 20000,
     -- A pending listing is still on offer (an expired one takes no proposal); the others past.
     current_date + case when i % 10 < 4 then 1 + i / 300 else -i / 30 end,
     current_date + case when i % 10 < 4 then 1 + i / 300 else -i / 30 end + 2, 1000 + i % 3000,
     (case when i % 10 < 4 then 'pending' when i % 10 = 4 then 'assigned'
       when i % 10 = 5 then 'in-transit' else 'delivered' end)::public.cargo_status,
     'food', 'dry', now() - make_interval(mins => i * 50), now() - make_interval(mins => i * 50)
   from generate_series(1, 10000) i`,
  // 50,000 proposals on them, five per listing from different carriers: on a pending listing
  // four live (one in four from the demo transporter) and one withdrawn; on a taken one the
  // carrier's accepted offer and four rejected.
  `insert into public.proposals (listing_id, transporter_id, price, status, created_at, updated_at)
   select md5('bench-listing-' || i)::uuid,
     case
       when i % 10 < 4 and i % 4 = 0 and k = 0 then ${TRANSPORTER}
       when i % 10 >= 4 and k = 0 then md5('bench-carrier-' || (i % 500))::uuid
       else md5('bench-carrier-' || ((i + k * 101) % 500))::uuid
     end,
     900 + k * 10,
     (case
       when i % 10 < 4 then case when k = 4 then 'withdrawn' else 'pending' end
       else case when k = 0 then 'accepted' else 'rejected' end
     end)::public.proposal_status,
     now() - make_interval(mins => i * 50) + make_interval(mins => k * 7),
     now() - make_interval(mins => i * 50) + make_interval(mins => k * 9)
   from generate_series(1, 10000) i cross join generate_series(0, 4) k`,
  // The carrier: 5,000 shipments of 50 other shippers, 1 in 5 assigned, 1 in transit, 3 delivered.
  `insert into public.cargo_listings (id, shipper_id, transporter_id, title, origin, destination,
     weight_kg, pickup_date, delivery_date, price, status, cargo_type, load_type, created_at,
     updated_at)
   select md5('bench-freight-' || j)::uuid, md5('bench-shipper-' || (j % 50))::uuid, ${TRANSPORTER},
     'Flete de prueba ' || j, 'Rosario, Santa Fe', 'Salta, Salta', 2000 + j % 15000,
     current_date - j / 20 + 5, current_date - j / 20 + 8, 1500 + j % 2000,
     (case when j % 5 = 0 then 'assigned' when j % 5 = 1 then 'in-transit'
       else 'delivered' end)::public.cargo_status,
     'wine', 'dry', now() - make_interval(mins => j * 90), now() - make_interval(mins => j * 90)
   from generate_series(1, 5000) j`,
  `insert into public.proposals (listing_id, transporter_id, price, status, created_at, updated_at)
   select md5('bench-freight-' || j)::uuid, ${TRANSPORTER}, 1500 + j % 2000, 'accepted',
     now() - make_interval(mins => j * 90) + interval '1 hour',
     now() - make_interval(mins => j * 90) + interval '1 day'
   from generate_series(1, 5000) j`,
  // The steps each taken listing reached after 'Publicado' (which the insert trigger wrote).
  `insert into public.shipment_events (listing_id, status, actor_id, created_at)
   select l.id, s.status, case when s.status = 'assigned' then l.shipper_id else l.transporter_id end,
     l.created_at + make_interval(days => s.step)
   from public.cargo_listings l
   cross join (values ('assigned'::public.cargo_status, 1), ('in-transit', 2), ('delivered', 3))
     as s (status, step)
   where l.id in (select md5('bench-listing-' || i)::uuid from generate_series(1, 10000) i
       union all select md5('bench-freight-' || j)::uuid from generate_series(1, 5000) j)
     and l.status >= s.status`,
  `alter table public.proposals enable trigger proposals_notify_received`,
  `alter table public.shipment_events enable trigger shipment_events_notify_progress`,
  // 10,000 notifications each, one in ten unread.
  `insert into public.notifications (recipient_id, kind, title, body, link, read_at, created_at)
   select r.id, 'proposal_received', 'Nueva propuesta',
     'Recibiste una propuesta de 1.000,00 € para «Carga de prueba ' || g || '».',
     '/listings/' || md5('bench-listing-' || g)::uuid,
     case when g % 10 <> 0 then now() end, now() - make_interval(mins => g * 7)
   from generate_series(1, 10000) g cross join (values (${SHIPPER}), (${TRANSPORTER})) as r (id)`,
  'vacuum analyze',
];

async function signedIn(backend: TestBackend, email: string): Promise<TestClient> {
  const client = createTestClient(backend);
  const { error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (error) throw error;
  return client;
}

/** A raw supabase-js result's data, or its error thrown. */
function check<T>(result: { data: T | null; error: unknown }): T {
  if (result.error || result.data === null) throw new Error(JSON.stringify(result.error));
  return result.data;
}

async function timed(call: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < WARMUP; i += 1) await call();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  return times;
}

async function main(): Promise<void> {
  const cluster = await startPgCluster();
  try {
    process.env.LOCAL_SUPABASE_DB_URL = cluster.url;
    const backend = await startTestBackend({ rateLimits: false });
    try {
      const loading = performance.now();
      for (const sql of LOAD) await backend.db.query(sql);
      console.log(`\nDatos cargados en ${((performance.now() - loading) / 1000).toFixed(1)} s`);

      const shipper = await signedIn(backend, DEMO_SHIPPER.email);
      const transporter = await signedIn(backend, DEMO_TRANSPORTER.email);
      // A cursor deep in Historial (after its 3,000th shipment), and a listing the demo
      // transporter has a live offer on (its card's 'Tu propuesta').
      let deep: HistoryCursor | null = null;
      for (let i = 0; i < 60; i += 1) {
        deep = (await fetchShipperHistoryPage(deep, HISTORY_PAGE_SIZE, shipper)).next;
      }
      const { rows: offered } = await backend.db.query<{ id: string }>(
        `select listing_id as id from public.proposals
         where transporter_id = ${TRANSPORTER} and status = 'pending' limit 1`,
      );
      const firstListings = await fetchMyListingsPage(
        DEMO_SHIPPER.id,
        null,
        MY_LISTINGS_PAGE_SIZE,
        shipper,
      );
      const pendingIds = firstListings.rows.filter((l) => l.status === 'pending').map((l) => l.id);
      let deepListing: MyListingsCursor | null = null;
      for (let i = 0; i < 100; i += 1) {
        deepListing = (
          await fetchMyListingsPage(DEMO_SHIPPER.id, deepListing, MY_LISTINGS_PAGE_SIZE, shipper)
        ).next;
      }

      const calls: [string, () => Promise<unknown>][] = [
        ['Resumen (dador)', async () => check(await shipper.rpc('shipper_dashboard'))],
        [
          'Mis Envíos: 1.ª página',
          () => fetchMyListingsPage(DEMO_SHIPPER.id, null, MY_LISTINGS_PAGE_SIZE, shipper),
        ],
        [
          'Mis Envíos: página 101',
          () => fetchMyListingsPage(DEMO_SHIPPER.id, deepListing, MY_LISTINGS_PAGE_SIZE, shipper),
        ],
        [
          // The offers on the pending listings of the page on screen.
          'Mis Envíos: proposal_counts',
          async () => check(await shipper.rpc('proposal_counts', { p_listing_ids: pendingIds })),
        ],
        ['Historial: 1.ª página', () => fetchShipperHistoryPage(null, HISTORY_PAGE_SIZE, shipper)],
        ['Historial: página 61', () => fetchShipperHistoryPage(deep, HISTORY_PAGE_SIZE, shipper)],
        [
          'Historial: página de la exportación (500)',
          () => fetchShipperHistoryPage(null, HISTORY_EXPORT_PAGE_SIZE, shipper),
        ],
        ['Historial: CSV completo (4.000, 8 páginas)', () => shipperHistoryCsv(shipper)],
        [
          'Notificaciones (dador): 1.ª página',
          () => fetchNotificationsPage(null, NOTIFICATIONS_PAGE_SIZE, shipper),
        ],
        ['Notificaciones (dador): sin leer', () => fetchUnreadCount(shipper)],
        [
          'Resumen (transportista)',
          async () => check(await transporter.rpc('transporter_dashboard')),
        ],
        [
          'Mis Fletes: 1.ª página',
          () => fetchMyFreightsPage(DEMO_TRANSPORTER.id, null, FREIGHTS_PAGE_SIZE, transporter),
        ],
        [
          'Mis Propuestas: 1.ª página',
          () => fetchMyProposalsPage(null, MY_PROPOSALS_PAGE_SIZE, transporter),
        ],
        ['Tu propuesta en una carga', () => fetchMyProposalsOn(offered[0]!.id, transporter)],
        [
          'Notificaciones (transp.): 1.ª página',
          () => fetchNotificationsPage(null, NOTIFICATIONS_PAGE_SIZE, transporter),
        ],
        ['Notificaciones (transp.): sin leer', () => fetchUnreadCount(transporter)],
      ];

      console.log(
        `\nPaneles e historiales vía HTTP (PostgreSQL 15), ${RUNS} ejecuciones tras ${WARMUP} de calentamiento\n`,
      );
      console.log(`${'llamada'.padEnd(44)} ${'mediana'.padStart(10)} ${'p95'.padStart(10)}`);
      for (const [name, call] of calls) {
        const times = await timed(call);
        const p95 = percentile(times, 0.95);
        console.log(
          `${name.padEnd(44)} ${median(times).toFixed(1).padStart(7)} ms ${p95.toFixed(1).padStart(7)} ms${p95 > TARGET_MS ? '  > 50 ms' : ''}`,
        );
      }
    } finally {
      await backend.stop();
    }
  } finally {
    cluster.stop();
  }
}

await main();
