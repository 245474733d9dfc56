/**
 * `npm run load`: many people on the marketplace at once, against `npm run backend` on loopback.
 * Prepares the database (migrated and seeded, N pending listings, one account per virtual user),
 * starts the backend as `npm run backend` does, then for a fixed time runs virtual users: visitors
 * browse and search (with 'Cargar más') and open listings; transporters browse, propose and read
 * their notifications; shippers publish, read the proposals on their listings, accept one and read
 * their notifications. Prints requests per second, p50/p95/p99 and errors per request, checks that
 * every acknowledged write is in the database, and exits non-zero on any error or lost write.
 *
 *   npm run load                                     PostgreSQL 15, 200 users, 60 s, 1,000,000 listings
 *   npm run load -- --engine pglite                  the embedded engine, 100,000 listings
 *   npm run load -- --users 20 --seconds 10 --listings 100000    CI's short run
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { openDatabase } from '@conectacargas/local-supabase/db';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '@conectacargas/local-supabase/keys';
import { createTestClient } from '../supabase/tests/support/backend';
import { daysFromToday } from '../src/testing/days-from-today';
import { DEMO_PASSWORD, DEMO_SHIPPER } from '../supabase/demo-accounts.ts';
import { project } from '../supabase/project.ts';
import { LISTING_COLUMNS, rowToListing } from '../src/features/listings/api/mappers';
import {
  cursorAfter,
  LISTINGS_PAGE_SIZE,
  searchListingsArgs,
  type ListingsCursor,
} from '../src/features/listings/api/search-args';
import {
  defaultListingFilters,
  sortOptions,
  type ListingFilters,
} from '../src/features/listings/listing-filters';
import { freePort } from './free-port';
import { startPgCluster, type PgCluster } from './pg-cluster';
import { insertPendingListings } from './scale-data';
import { percentile } from './stats';

type Client = ReturnType<typeof createTestClient>;
type Role = 'visitor' | 'transporter' | 'shipper';

const { values: flags } = parseArgs({
  options: {
    engine: { type: 'string', default: 'postgres' },
    users: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    listings: { type: 'string' },
  },
});
const engine = flags.engine === 'pglite' ? 'pglite' : 'postgres';
const USERS = Number(flags.users);
const SECONDS = Number(flags.seconds);
const LISTINGS = Number(flags.listings ?? (engine === 'pglite' ? 100_000 : 1_000_000));
/** A person reads a page before the next click: 100–600 ms. */
const thinkTime = () => 100 + Math.random() * 500;
const SEARCHES = [
  'mendoza',
  'córdoba',
  'rosario',
  'vinos',
  'soja',
  'neuquén',
  'cemento',
  'zzz-nada',
];

// ---------------------------------------------------------------------------------------------
// What happened: every request's time and outcome, by name.
// ---------------------------------------------------------------------------------------------
interface Outcome {
  times: number[];
  errors: number;
  /** Refusals the race between people explains (a proposal on a listing just taken). */
  raced: number;
  lastError?: string;
}
const outcomes = new Map<string, Outcome>();
const written = { listings: 0, proposals: 0, accepted: 0 };

class RequestError extends Error {
  constructor(
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Times one request; a Supabase error or a throw counts as an error unless `raced` says why.
 * Resolves to the answer's data, or null when the request failed.
 */
async function measure<T>(
  name: string,
  request: () => PromiseLike<{ data: T; error: { code?: string; message: string } | null }>,
  raced: (error: RequestError) => boolean = () => false,
): Promise<{ data: T } | null> {
  const outcome = outcomes.get(name) ?? { times: [], errors: 0, raced: 0 };
  outcomes.set(name, outcome);
  const started = performance.now();
  try {
    const { data, error } = await request();
    outcome.times.push(performance.now() - started);
    if (error) throw new RequestError(error.code, error.message);
    return { data };
  } catch (error) {
    const failure =
      error instanceof RequestError ? error : new RequestError(undefined, String(error));
    if (raced(failure)) outcome.raced += 1;
    else {
      outcome.errors += 1;
      outcome.lastError = `${failure.code ?? ''} ${failure.message}`.trim();
    }
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// The people.
// ---------------------------------------------------------------------------------------------
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Listings the load's shippers published and nobody accepted yet: what transporters offer on. */
const open = new Map<string, { shipper: number; proposals: number }>();

function randomFilters(): ListingFilters {
  const roll = Math.random();
  return {
    ...defaultListingFilters,
    sort: pick(sortOptions).value,
    search: roll < 0.4 ? pick(SEARCHES) : '',
    cargoType: roll > 0.7 ? 'wine' : 'all',
    loadType: roll > 0.85 ? 'dry' : 'all',
  };
}

/** A search and, half the time, 'Cargar más' once: what someone on /listings does. */
async function browse(client: Client): Promise<string[]> {
  const filters = randomFilters();
  const search = (after: ListingsCursor | null) =>
    client.rpc('search_listings', searchListingsArgs(filters, after, LISTINGS_PAGE_SIZE));
  const first = (await measure('buscar (search_listings)', () => search(null)))?.data ?? [];
  const ids = first.map((row) => row.id);
  if (first.length === LISTINGS_PAGE_SIZE && Math.random() < 0.5) {
    const after = cursorAfter(rowToListing(first[first.length - 1]), filters.sort);
    const next = await measure('cargar más (search_listings)', () => search(after));
    ids.push(...(next?.data ?? []).map((row) => row.id));
  }
  await measure('propuestas por carga (proposal_counts)', () =>
    client.rpc('proposal_counts', { p_listing_ids: ids.slice(0, LISTINGS_PAGE_SIZE) }),
  );
  return ids;
}

async function readNotifications(client: Client): Promise<void> {
  await measure('notificaciones', () =>
    client
      .from('notifications')
      .select('id, kind, title, body, link, read_at, created_at')
      .order('created_at', { ascending: false })
      .order('id')
      .limit(8),
  );
  await measure('no leídas', () =>
    client.from('notifications').select('id', { count: 'exact', head: true }).is('read_at', null),
  );
}

async function visitor(client: Client): Promise<void> {
  const ids = await browse(client);
  if (ids.length > 0) {
    const id = pick(ids);
    await measure('detalle de carga', () =>
      client.from('cargo_listings').select(LISTING_COLUMNS).eq('id', id).maybeSingle(),
    );
  }
}

async function transporter(client: Client, offered: Set<string>): Promise<void> {
  const roll = Math.random();
  const candidates = [...open.keys()].filter((id) => !offered.has(id));
  if (roll < 0.4) {
    await browse(client);
    return;
  }
  // One live offer a carrier on each listing (proposals_one_live_per_transporter).
  if (roll < 0.8 && candidates.length > 0) {
    const listingId = pick(candidates);
    offered.add(listingId);
    const price = 100_000 + Math.round(Math.random() * 900_000);
    const data = await measure(
      'proponer',
      () =>
        client
          .from('proposals')
          .insert({ listing_id: listingId, price, message: 'Disponible esta semana.' })
          .select('id')
          .single(),
      // RLS refuses an offer on a listing accepted while the offer was on its way.
      () => !open.has(listingId),
    );
    if (data) {
      written.proposals += 1;
      const listing = open.get(listingId);
      if (listing) listing.proposals += 1;
    }
    return;
  }
  await readNotifications(client);
}

async function shipper(client: Client, index: number): Promise<void> {
  const roll = Math.random();
  const mine = [...open.entries()].filter(([, l]) => l.shipper === index);
  const offered = mine.filter(([, l]) => l.proposals > 0);
  if (roll < 0.35 || mine.length === 0) {
    const data = await measure('publicar', () =>
      client
        .from('cargo_listings')
        .insert({
          title: 'Vinos de Mendoza',
          description: 'Cajas paletizadas, carga lateral.',
          origin: 'Luján de Cuyo',
          origin_province: 'Mendoza',
          destination: 'Rosario',
          destination_province: 'Santa Fe',
          weight_kg: 12_000,
          pickup_date: daysFromToday(90),
          delivery_date: daysFromToday(92),
          price: 900_000,
          cargo_type: 'wine',
          load_type: 'dry',
        })
        .select('id')
        .single(),
    );
    if (data?.data) {
      written.listings += 1;
      open.set(data.data.id, { shipper: index, proposals: 0 });
    }
    return;
  }
  if (roll < 0.75 && offered.length > 0) {
    const [listingId] = pick(offered);
    const proposals = await measure('propuestas de mi carga (listing_proposals)', () =>
      client.rpc('listing_proposals', { p_listing_id: listingId }),
    );
    const live = (proposals?.data ?? []).find((p) => p.status === 'pending');
    if (live) {
      // Taken off the board first: no new offer is sent on it from here on.
      open.delete(listingId);
      const accepted = await measure('aceptar (accept_proposal)', () =>
        client.rpc('accept_proposal', {
          p_proposal_id: live.id,
          p_price: live.price,
          p_version: live.version,
        }),
      );
      if (accepted !== null) written.accepted += 1;
    }
    return;
  }
  await readNotifications(client);
}

// ---------------------------------------------------------------------------------------------
// The stage: database, accounts, backend.
// ---------------------------------------------------------------------------------------------
function roleOf(index: number): Role {
  const share = index / USERS;
  return share < 0.5 ? 'visitor' : share < 0.8 ? 'transporter' : 'shipper';
}

/** The accounts of the transporters and shippers, written as the sign-up would (its trigger). */
async function prepare(dataDir: string, cluster: PgCluster | null): Promise<void> {
  const db = await openDatabase({
    project,
    dataDir,
    dbUrl: cluster?.url ?? null,
    seedFile: path.join(project.dir, 'seed.sql'),
  });
  try {
    let started = performance.now();
    await insertPendingListings(db, DEMO_SHIPPER.id, LISTINGS);
    console.log(
      `==> ${LISTINGS.toLocaleString('es-AR')} cargas pendientes en ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    started = performance.now();
    const people = Array.from({ length: USERS }, (_, i) => ({ i, role: roleOf(i) })).filter(
      (p) => p.role !== 'visitor',
    );
    await db.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password,
         email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
         confirmation_token, recovery_token, email_change_token_new, email_change)
       select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated',
         'authenticated', 'carga-' || p.i || '@example.test',
         (select encrypted_password from auth.users where email = $3),
         now(), '{"provider": "email", "providers": ["email"]}',
         jsonb_build_object('role', p.role, 'name', 'Persona ' || p.i), now(), now(), '', '', '', ''
       from unnest($1::int[], $2::text[]) as p(i, role)`,
      [people.map((p) => p.i), people.map((p) => p.role), DEMO_SHIPPER.email],
    );
    await db.exec('analyze');
    console.log(
      `==> ${people.length} cuentas en ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
  } finally {
    await db.close();
  }
}

async function startBackend(
  dataDir: string,
  cluster: PgCluster | null,
): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  // `npm run backend`'s own script, in a Node of its own (no npm or tsx wrapper between: the stop
  // reaches the process that serves).
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/backend.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOCAL_SUPABASE_DATA_DIR: dataDir,
      LOCAL_SUPABASE_DB_URL: cluster?.url ?? '',
      LOCAL_SUPABASE_RATE_LIMITS: 'off',
      LOCAL_SUPABASE_REALTIME_LIMITS: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm run backend exited (${child.exitCode})`);
    const ready = await fetch(`${url}/rest/v1/cargo_listings?select=id&limit=1`, {
      headers: { apikey: LOCAL_ANON_KEY },
    }).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { url, process: child };
    if (Date.now() > deadline) throw new Error('npm run backend did not answer in 3 minutes');
    await sleep(500);
  }
}

async function signIn(url: string, index: number): Promise<{ client: Client; userId: string }> {
  const client = createTestClient({ url, anonKey: LOCAL_ANON_KEY });
  const { data, error } = await client.auth.signInWithPassword({
    email: `carga-${index}@example.test`,
    password: DEMO_PASSWORD,
  });
  if (error) throw new Error(`sign-in of carga-${index} failed: ${error.message}`);
  return { client, userId: data.user.id };
}

/** What the database holds of the load's writes (by the load's accounts), counted past RLS. */
async function stored(url: string, ids: string[]) {
  const service = createTestClient({ url, anonKey: LOCAL_ANON_KEY }, LOCAL_SERVICE_ROLE_KEY);
  const count = async (query: PromiseLike<{ count: number | null; error: unknown }>) => {
    const { count: n, error } = await query;
    if (error) throw new Error(`count failed: ${JSON.stringify(error)}`);
    return n ?? 0;
  };
  return {
    listings: await count(
      service
        .from('cargo_listings')
        .select('id', { count: 'exact', head: true })
        .in('shipper_id', ids),
    ),
    proposals: await count(
      service
        .from('proposals')
        .select('id', { count: 'exact', head: true })
        .in('transporter_id', ids),
    ),
    accepted: await count(
      service
        .from('cargo_listings')
        .select('id', { count: 'exact', head: true })
        .in('shipper_id', ids)
        .neq('status', 'pending'),
    ),
  };
}

function report(seconds: number): number {
  const rows = [...outcomes.entries()].sort(([a], [b]) => a.localeCompare(b));
  let requests = 0;
  let errors = 0;
  console.log(
    `\n${'petición'.padEnd(42)} ${'total'.padStart(7)} ${'req/s'.padStart(7)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} ${'errores'.padStart(8)} ${'carreras'.padStart(9)}`,
  );
  for (const [name, o] of rows) {
    requests += o.times.length;
    errors += o.errors;
    const ms = (f: number) =>
      (o.times.length ? percentile(o.times, f).toFixed(1) : '-').padStart(7);
    console.log(
      `${name.padEnd(42)} ${String(o.times.length).padStart(7)} ${(o.times.length / seconds).toFixed(1).padStart(7)} ${ms(0.5)} ${ms(0.95)} ${ms(0.99)} ${String(o.errors).padStart(8)} ${String(o.raced).padStart(9)}`,
    );
    if (o.lastError) console.log(`    último error: ${o.lastError}`);
  }
  console.log(
    `\n${requests} peticiones en ${seconds.toFixed(1)} s: ${(requests / seconds).toFixed(1)} por segundo, ${errors} errores`,
  );
  return errors;
}

async function main(): Promise<number> {
  console.log(
    `==> Carga: ${USERS} usuarios, ${SECONDS} s, ${LISTINGS.toLocaleString('es-AR')} cargas, motor ${engine === 'postgres' ? 'PostgreSQL 15' : 'PGlite'}`,
  );
  const cluster = engine === 'postgres' ? await startPgCluster({ shared_buffers: '512MB' }) : null;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'conectacargas-load-'));
  let backend: ChildProcess | undefined;
  try {
    await prepare(dataDir, cluster);
    const started = await startBackend(dataDir, cluster);
    backend = started.process;
    const people = await Promise.all(
      Array.from({ length: USERS }, async (_, i) => {
        const role = roleOf(i);
        if (role === 'visitor') {
          return {
            i,
            role,
            client: createTestClient({ url: started.url, anonKey: LOCAL_ANON_KEY }),
          };
        }
        return { i, role, ...(await signIn(started.url, i)) };
      }),
    );

    const begin = performance.now();
    const end = begin + SECONDS * 1000;
    await Promise.all(
      people.map(async ({ i, role, client }) => {
        const offered = new Set<string>();
        // Not all at the same instant: arrivals spread over the first second.
        await sleep(Math.random() * 1000);
        while (performance.now() < end) {
          if (role === 'visitor') await visitor(client);
          else if (role === 'transporter') await transporter(client, offered);
          else await shipper(client, i);
          await sleep(thinkTime());
        }
      }),
    );
    const elapsed = (performance.now() - begin) / 1000;
    const errors = report(elapsed);

    const ids = people.flatMap((p) => ('userId' in p ? [p.userId] : []));
    const inDatabase = await stored(started.url, ids);
    const lost =
      inDatabase.listings !== written.listings ||
      inDatabase.proposals !== written.proposals ||
      inDatabase.accepted !== written.accepted;
    console.log(
      `Escrituras confirmadas / en la base: ${written.listings} / ${inDatabase.listings} cargas, ${written.proposals} / ${inDatabase.proposals} propuestas, ${written.accepted} / ${inDatabase.accepted} aceptadas${lost ? ' — FALTAN ESCRITURAS' : ''}`,
    );
    return errors > 0 || lost ? 1 : 0;
  } finally {
    if (backend && backend.exitCode === null) {
      const exited = new Promise((resolve) => backend!.once('exit', resolve));
      backend.kill('SIGTERM');
      const killer = setTimeout(() => backend!.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    }
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
