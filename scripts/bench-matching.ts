/**
 * Part 8 of `npm run bench`: two-way matching on PostgreSQL 15 with 100,000 pending listings and
 * 10,000 truck availabilities spread over the localities the app ships.
 *  a) return loads (`return_loads`) of a carrier's shipment, as the carrier;
 *  b) trucks near a listing (`trucks_near_listing`), as its shipper;
 *  c) the browser's radius filter ('A menos de 50 km de …', best paid per km first), as a visitor.
 * Each is timed in the database connection (one round trip, RLS and the caller's claims set as the
 * Data API sets them) over many shipments, listings and places; the HTTP round trip of (a) through
 * supabase-js is printed for reference.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { DEMO_PASSWORD, DEMO_SHIPPER, DEMO_TRANSPORTER } from '../supabase/demo-accounts.ts';
import {
  createTestClient,
  startTestBackend,
  type TestBackend,
} from '../supabase/tests/support/backend';
import { allVehicleTypeValues } from '../src/domain/catalog';
import { startPgCluster } from './pg-cluster';
import { insertPendingListings } from './scale-data';
import { median, percentile } from './stats';

const LISTINGS = 100_000;
const AVAILABILITIES = 10_000;
const SAMPLES = 50;
const RUNS = 300;
const GOAL_P95_MS = 30;

const ms = (value: number) => `${value.toFixed(2)} ms`;

/** The access token's claims of a demo account, as the Data API would set them. */
async function claimsOf(backend: TestBackend, email: string): Promise<string> {
  const { data, error } = await createTestClient(backend).auth.signInWithPassword({
    email,
    password: DEMO_PASSWORD,
  });
  if (error) throw error;
  return Buffer.from(data.session.access_token.split('.')[1] ?? '', 'base64url').toString();
}

async function plantAvailabilities(backend: TestBackend): Promise<void> {
  await backend.db.transaction(async (tx) => {
    await tx.exec('set local session_replication_role = replica');
    await tx.query(
      `with places as (
         select array_agg(name) as names, array_agg(province) as provinces,
           array_agg(lat) as lats, array_agg(lon) as lons
         from public.localities
       ), drawn as (
         select 1 + floor(random() * cardinality(p.names))::int as place,
           1 + floor(random() * cardinality(p.names))::int as goal,
           floor(random() * 45)::int as starts, floor(random() * 6)::int as span,
           random() as r, p.*
         from generate_series(1, $2::int), places p
       )
       insert into public.truck_availabilities (transporter_id, vehicle_type, place, province,
         lat, lon, available_from, available_to, destination_province)
       select $1::uuid, ($3::text[])[1 + floor(r * cardinality($3::text[]))::int],
         names[place], provinces[place], lats[place], lons[place],
         current_date + starts, current_date + starts + span,
         case when r < 0.5 then null else provinces[goal] end
       from drawn`,
      [DEMO_TRANSPORTER.id, AVAILABILITIES, allVehicleTypeValues],
    );
  });
}

/** Shipments of the demo carrier, in transit to places drawn like the listings' (dense ones too). */
async function shipmentsInTransit(backend: TestBackend): Promise<string[]> {
  const { rows } = await backend.db.query<{ id: string }>(
    `insert into public.cargo_listings (shipper_id, transporter_id, title, origin, origin_province,
       destination, destination_province, weight_kg, pickup_date, delivery_date, price, status,
       cargo_type, load_type)
     select $1, $2, 'Ida ' || n, 'Mendoza, Mendoza', 'Mendoza', d.name || ', ' || d.province,
       d.province, 10000, current_date, current_date + (n % 20), 2000, 'in-transit', 'food', 'dry'
     from generate_series(1, $3::int) n
     cross join lateral (
       select l.name, l.province from public.localities l
       where n > 0 order by case when n <= 5 then l.name <> 'Buenos Aires' end, random() limit 1
     ) d
     returning id`,
    [DEMO_SHIPPER.id, DEMO_TRANSPORTER.id, SAMPLES],
  );
  return rows.map((row) => row.id);
}

/** Runs `sql` RUNS times as the given claims, over the arguments in turn: the times and rows. */
async function timeAs(
  backend: TestBackend,
  claims: string | null,
  sql: string,
  args: unknown[][],
): Promise<{ times: number[]; rows: number }> {
  const times: number[] = [];
  let rows = 0;
  for (let run = 0; run < RUNS + 10; run += 1) {
    await backend.db.transaction(async (tx) => {
      await tx.query(
        `select set_config('request.jwt.claims', $1, true), set_config('role', $2, true)`,
        [claims ?? '{"role":"anon"}', claims ? 'authenticated' : 'anon'],
      );
      const start = performance.now();
      const result = await tx.query(sql, args[run % args.length]);
      const elapsed = performance.now() - start;
      if (run >= 10) {
        times.push(elapsed);
        rows += result.rows.length;
      }
      await tx.rollback();
    });
  }
  return { times, rows };
}

function report(label: string, times: number[], rows: number): void {
  const p95 = percentile(times, 0.95);
  console.log(
    `   ${label}: mediana ${ms(median(times))}, p95 ${ms(p95)}, máx ${ms(Math.max(...times))}; ` +
      `${(rows / times.length).toFixed(1)} resultados por consulta ` +
      `(meta: p95 < ${GOAL_P95_MS} ms: ${p95 < GOAL_P95_MS ? 'sí' : 'NO'})`,
  );
}

export async function benchMatching() {
  console.log(
    `\n8) Emparejamiento en PostgreSQL 15: ${LISTINGS.toLocaleString('es-AR')} cargas, ` +
      `${AVAILABILITIES.toLocaleString('es-AR')} camiones disponibles`,
  );
  const cluster = await startPgCluster();
  try {
    const backend = await startTestBackend({ rateLimits: false, dbUrl: cluster.url });
    try {
      await insertPendingListings(backend.db, DEMO_SHIPPER.id, LISTINGS);
      await plantAvailabilities(backend);
      const shipments = await shipmentsInTransit(backend);
      await backend.db.query('analyze public.cargo_listings');
      await backend.db.query('analyze public.truck_availabilities');
      const { rows: listings } = await backend.db.query<{ id: string }>(
        `select id from public.cargo_listings
         where status = 'pending' and shipper_id = $1 and origin_lat is not null
         order by random() limit $2`,
        [DEMO_SHIPPER.id, SAMPLES],
      );
      const [transporter, shipper] = await Promise.all([
        claimsOf(backend, DEMO_TRANSPORTER.email),
        claimsOf(backend, DEMO_SHIPPER.email),
      ]);

      const back = await timeAs(
        backend,
        transporter,
        'select * from public.return_loads($1, 10)',
        shipments.map((id) => [id]),
      );
      report('a) cargas de regreso (return_loads, 10 mejores)', back.times, back.rows);

      const near = await timeAs(
        backend,
        shipper,
        'select * from public.trucks_near_listing($1, 10)',
        listings.map((row) => [row.id]),
      );
      report('b) camiones cerca (trucks_near_listing, 10)', near.times, near.rows);

      const { rows: places } = await backend.db.query<{ name: string; province: string }>(
        'select name, province from public.localities order by random() limit $1',
        [SAMPLES],
      );
      const radius = await timeAs(
        backend,
        null,
        `select * from public.search_listings(null, 'all', 'all', 'all', 'price_per_km', 12,
           null, null, $1, $2, 50)`,
        places.map((place) => [place.name, place.province]),
      );
      report(
        'c) buscador a menos de 50 km, mejor €/km (primera página)',
        radius.times,
        radius.rows,
      );

      const client = createTestClient(backend);
      await client.auth.signInWithPassword({
        email: DEMO_TRANSPORTER.email,
        password: DEMO_PASSWORD,
      });
      const http: number[] = [];
      for (let run = 0; run < 60; run += 1) {
        const start = performance.now();
        const { error } = await client.rpc('return_loads', {
          p_listing_id: shipments[run % shipments.length],
        });
        if (error) throw error;
        if (run >= 10) http.push(performance.now() - start);
      }
      console.log(
        `   (a) por HTTP con supabase-js: mediana ${ms(median(http))}, p95 ${ms(percentile(http, 0.95))}`,
      );
    } finally {
      await backend.stop();
    }
  } finally {
    cluster.stop();
  }
}

// `npm run bench:matching` runs this part alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchMatching();
