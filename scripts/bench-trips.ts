/**
 * Part 7 of `npm run bench`: the trip's live location on PostgreSQL 15.
 *  a) ingestion: 50 trucks in transit, each sending a point a second for 60 s through the Data
 *     API (`record_positions`, what the phone calls), latency of every call;
 *  b) the shipment page's trail query (`trip_positions` of one shipment, oldest first, as the
 *     shipper under RLS) with 10,000 points on the trail: its execution in the database
 *     (EXPLAIN ANALYZE), and the whole HTTP round trip through supabase-js for reference;
 *  c) the outbox's replay (src/features/trips/outbox): a phone without a network for 1,000 points
 *     (one every 30 s, 8 h 20 min) and its 'Iniciar Viaje', sent in order once it is back, through the app's
 *     Outbox with the calls the app makes; then all of it sent again, as after a lost answer:
 *     the trail must hold each point once.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { DEMO_PASSWORD, DEMO_SHIPPER, DEMO_TRANSPORTER } from '../supabase/demo-accounts.ts';
import {
  createTestClient,
  startTestBackend,
  type TestBackend,
  type TestClient,
} from '../supabase/tests/support/backend';
import { startPgCluster } from './pg-cluster';
import { DataError } from '../src/lib/data-errors';
import {
  Outbox,
  type OutboxItem,
  type OutboxSenders,
  type OutboxStore,
} from '../src/features/trips/outbox/outbox';
import { median, percentile } from './stats';

const TRUCKS = 50;
const SECONDS = 60;
const TRAIL_POINTS = 10_000;
const TRAIL_RUNS = 50;
const INGEST_GOAL_P95_MS = 50;
const TRAIL_GOAL_MS = 20;
const OFFLINE_POINTS = 1_000;
const OFFLINE_EVERY_S = 30;
const REPLAY_GOAL_MS = 1_000;

const ms = (value: number) => `${value.toFixed(2)} ms`;

async function signIn(backend: TestBackend, email: string): Promise<TestClient> {
  const client = createTestClient(backend);
  const { error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (error) throw error;
  return client;
}

/** `count` shipments of the demo shipper in transit with the demo carrier, each with its trip. */
async function shipmentsInTransit(backend: TestBackend, count: number): Promise<string[]> {
  const { rows } = await backend.db.query<{ id: string }>(
    `insert into public.cargo_listings (shipper_id, transporter_id, title, origin, origin_province,
       destination, destination_province, weight_kg, pickup_date, delivery_date, price, status,
       cargo_type, load_type)
     select $1, $2, 'Banco de pruebas ' || n, 'Mendoza, Mendoza', 'Mendoza', 'Buenos Aires, CABA',
       'Ciudad Autónoma de Buenos Aires', 10000, current_date, current_date + 2, 2000,
       'in-transit', 'food', 'dry'
     from generate_series(1, $3::int) n
     returning id`,
    [DEMO_SHIPPER.id, DEMO_TRANSPORTER.id, count],
  );
  await backend.db.query(
    `insert into public.trips (listing_id, plate, vehicle_type, driver_name, driver_dni,
       driver_licence_number, driver_phone, insurer, policy_number, insurance_valid_until,
       insurance_path, origin_lat, origin_lon, destination_lat, destination_lon)
     select id, 'AB123CD', 'truck_large', 'Chofer', '20111222', 'L-1', '+542615550101',
       'La Segunda', 'TR-1', '2099-12-31', 'x/trips/poliza.pdf', -32.8895, -68.8458,
       -34.6037, -58.3816
     from unnest($1::uuid[]) id`,
    [rows.map((r) => r.id)],
  );
  return rows.map((r) => r.id);
}

async function ingestion(backend: TestBackend): Promise<number[]> {
  const listings = await shipmentsInTransit(backend, TRUCKS);
  const trucks = await Promise.all(listings.map(() => signIn(backend, DEMO_TRANSPORTER.email)));
  const times: number[] = [];
  const errors: string[] = [];
  const end = Date.now() + SECONDS * 1000;
  await Promise.all(
    trucks.map(async (client, i) => {
      // Staggered over the first second, as 50 phones would be.
      await new Promise((resolve) => setTimeout(resolve, (i * 1000) / TRUCKS));
      let step = 0;
      while (Date.now() < end) {
        const due = Date.now() + 1000;
        step += 1;
        const point = {
          lat: -32.8895 - step * 0.004,
          lon: -68.8458 + step * 0.01,
          accuracy: 8,
          at: new Date().toISOString(),
        };
        const start = performance.now();
        const { error } = await client.rpc('record_positions', {
          p_listing_id: listings[i],
          p_points: [point],
        });
        times.push(performance.now() - start);
        if (error) errors.push(error.message);
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
      }
    }),
  );
  if (errors.length > 0) throw new Error(`${errors.length} refused points: ${errors[0]}`);
  return times;
}

async function trail(backend: TestBackend) {
  const [listing] = await shipmentsInTransit(backend, 1);
  await backend.db.query(
    `insert into public.trip_positions (listing_id, lat, lon, accuracy_m, recorded_at)
     select $1, -32.8895 - n * 0.0002, -68.8458 + n * 0.001, 10,
       now() - interval '3 days' + n * interval '20 seconds'
     from generate_series(1, $2::int) n`,
    [listing, TRAIL_POINTS],
  );
  await backend.db.query('analyze public.trip_positions');

  // The shipper's own claims, as the Data API sets them: RLS also checks the session is live.
  const shipper = createTestClient(backend);
  const { data: session, error: signInError } = await shipper.auth.signInWithPassword({
    email: DEMO_SHIPPER.email,
    password: DEMO_PASSWORD,
  });
  if (signInError) throw signInError;
  const token = session.session.access_token;
  const claims = Buffer.from(token.split('.')[1] ?? '', 'base64url').toString();
  const executions: number[] = [];
  let rowsSeen = 0;
  for (let run = 0; run < TRAIL_RUNS + 5; run += 1) {
    const plan = await backend.db.transaction(async (tx) => {
      await tx.query(
        `select set_config('request.jwt.claims', $1, true),
          set_config('request.jwt.claim.sub', $2, true), set_config('role', 'authenticated', true)`,
        [claims, DEMO_SHIPPER.id],
      );
      const { rows } = await tx.query<{
        'QUERY PLAN': [{ 'Execution Time': number; Plan: { 'Actual Rows': number } }];
      }>(
        `explain (analyze, format json)
         select lat, lon, accuracy_m, recorded_at from public.trip_positions
         where listing_id = $1 order by recorded_at limit 20000`,
        [listing],
      );
      await tx.rollback();
      return rows[0]['QUERY PLAN'][0];
    });
    rowsSeen = plan.Plan['Actual Rows'];
    if (rowsSeen !== TRAIL_POINTS) throw new Error(`the shipper's query saw ${rowsSeen} points`);
    if (run >= 5) executions.push(plan['Execution Time']);
  }

  const roundTrips: number[] = [];
  for (let run = 0; run < TRAIL_RUNS + 5; run += 1) {
    const start = performance.now();
    const { data, error } = await shipper
      .from('trip_positions')
      .select('lat, lon, accuracy_m, recorded_at')
      .eq('listing_id', listing)
      .order('recorded_at')
      .limit(20_000);
    if (error) throw error;
    if (data.length !== TRAIL_POINTS) throw new Error(`trail has ${data.length} points`);
    if (run >= 5) roundTrips.push(performance.now() - start);
  }
  return { executions, roundTrips, rowsSeen };
}

/** An assigned shipment of the demo carrier with its trip ready, the truck assigned 9 h ago. */
async function readyToStart(backend: TestBackend): Promise<string> {
  const [listing] = await shipmentsInTransit(backend, 1);
  await backend.db.query(`update public.cargo_listings set status = 'assigned' where id = $1;`, [
    listing,
  ]);
  await backend.db.query(
    `update public.trips set assigned_at = now() - interval '9 hours' where listing_id = $1`,
    [listing],
  );
  return listing;
}

/** The phone's outbox, in memory (the app's is IndexedDB, outbox-store.ts). */
function inMemory(): OutboxStore {
  let items: OutboxItem[] = [];
  let seq = 0;
  return {
    list: async () => [...items],
    add: async (listingId, entry) => {
      const item = { seq: ++seq, listingId, entry };
      items.push(item);
      return item;
    },
    remove: async (seqs) => void (items = items.filter((item) => !seqs.includes(item.seq))),
    refuse: async () => {
      throw new Error('refused');
    },
  };
}

async function outboxReplay(backend: TestBackend) {
  const listing = await readyToStart(backend);
  const client = await signIn(backend, DEMO_TRANSPORTER.email);
  let calls = 0;
  const rpc = async (name: 'start_trip' | 'record_positions', args: Record<string, unknown>) => {
    calls += 1;
    const { error } = await client.rpc(name, args as never);
    if (error) throw new DataError(error);
  };
  const senders: OutboxSenders = {
    start: (id, at) => rpc('start_trip', { p_listing_id: id, p_started_at: at }),
    positions: (id, fixes) => rpc('record_positions', { p_listing_id: id, p_points: fixes }),
    roadIncident: () => Promise.reject(new Error('no road incident in this bench')),
    delivery: () => Promise.reject(new Error('no delivery in this bench')),
  };
  const points = OFFLINE_POINTS;
  const startedAt = Date.now() - points * OFFLINE_EVERY_S * 1000 - 60_000;
  const entries = [
    { kind: 'start' as const, at: new Date(startedAt).toISOString() },
    ...Array.from({ length: points }, (_, i) => ({
      kind: 'position' as const,
      fix: {
        lat: -32.8895 - i * 0.002,
        lon: -68.8458 + i * 0.0104,
        accuracy: 10,
        at: new Date(startedAt + (i + 1) * OFFLINE_EVERY_S * 1000).toISOString(),
      },
    })),
  ];
  const replay = async () => {
    const outbox = new Outbox(listing, inMemory(), senders);
    for (const entry of entries) await outbox.add(entry);
    calls = 0;
    const start = performance.now();
    if (!(await outbox.flush()) || outbox.getState().refused.length > 0) {
      throw new Error(`the outbox did not send everything: ${JSON.stringify(outbox.getState())}`);
    }
    return { ms: performance.now() - start, calls };
  };
  const first = await replay();
  const again = await replay();
  const { rows } = await backend.db.query<{ stored: number; started: boolean }>(
    `select (select count(*)::int from public.trip_positions where listing_id = $1) as stored,
       (select created_at from public.shipment_events
        where listing_id = $1 and status = 'in-transit') = $2::timestamptz as started`,
    [listing, new Date(startedAt).toISOString()],
  );
  if (rows[0].stored !== points || !rows[0].started) {
    throw new Error(`after two replays: ${JSON.stringify(rows[0])}, expected ${points} points`);
  }
  return { points, first, again };
}

export async function benchTrips() {
  console.log(`\n7) El viaje en PostgreSQL 15: ubicación en vivo`);
  const cluster = await startPgCluster();
  try {
    const backend = await startTestBackend({ rateLimits: false, dbUrl: cluster.url });
    try {
      const times = await ingestion(backend);
      const p95 = percentile(times, 0.95);
      console.log(
        `   a) ${TRUCKS} camiones, un punto por segundo durante ${SECONDS} s: ${times.length} puntos; ` +
          `mediana ${ms(median(times))}, p95 ${ms(p95)}, máx ${ms(Math.max(...times))} ` +
          `(meta: p95 < ${INGEST_GOAL_P95_MS} ms: ${p95 < INGEST_GOAL_P95_MS ? 'sí' : 'NO'})`,
      );
      const { executions, roundTrips, rowsSeen } = await trail(backend);
      const execution = median(executions);
      console.log(
        `   b) recorrido de ${TRAIL_POINTS.toLocaleString('es-AR')} puntos como el dador (RLS): ` +
          `consulta en la base mediana ${ms(execution)}, p95 ${ms(percentile(executions, 0.95))} ` +
          `(${rowsSeen} filas; meta: < ${TRAIL_GOAL_MS} ms: ${execution < TRAIL_GOAL_MS ? 'sí' : 'NO'}); ` +
          `ida y vuelta HTTP con supabase-js mediana ${ms(median(roundTrips))}`,
      );
      const replay = await outboxReplay(backend);
      console.log(
        `   c) ${((OFFLINE_POINTS * OFFLINE_EVERY_S) / 3600).toFixed(1)} h sin conexión ('Iniciar Viaje' y ${replay.points} puntos, uno cada ` +
          `${OFFLINE_EVERY_S} s) enviados al volver: ${replay.first.calls} llamadas en ` +
          `${ms(replay.first.ms)} (meta: < ${REPLAY_GOAL_MS} ms: ` +
          `${replay.first.ms < REPLAY_GOAL_MS ? 'sí' : 'NO'}); enviado todo otra vez (respuesta ` +
          `perdida): ${ms(replay.again.ms)}, el recorrido guarda cada punto una vez`,
      );
    } finally {
      await backend.stop();
    }
  } finally {
    cluster.stop();
  }
}

// `npm run bench:trips` runs this part alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchTrips();
