/**
 * `npm run bench:scale`: the listings browser's query as the table grows. Starts a throw-away
 * PostgreSQL 15 cluster (as `npm run test:pg` does), migrates and seeds it, then at 10,000,
 * 100,000 and 1,000,000 pending listings (BENCH_SCALE_SIZES to change) times `search_listings`
 * (BENCH_SCALE_RUNS times after 3 warm-ups, 21 by default)
 * as the anon role, the way /listings calls it (first page of 12, or page 50 by its cursor), and
 * prints the median and p95 of each request at each size, and the growth from the smallest size
 * to the largest. At the largest size it prints what EXPLAIN shows for each request (the plan of
 * the statement the function runs, through auto_explain). Exits non-zero if, at 1,000,000
 * listings, a median is 20 ms or more, a p95 50 ms or more, or a median grew 2x or more.
 */
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '@conectacargas/local-supabase/db';
import { DEMO_SHIPPER } from '../supabase/demo-accounts.ts';
import { project } from '../supabase/project.ts';
import { rowToListing, type ListingRow } from '../src/features/listings/api/mappers';
import {
  cursorAfter,
  LISTINGS_PAGE_SIZE,
  searchListingsArgs,
  type ListingsCursor,
} from '../src/features/listings/api/search-args';
import {
  defaultListingFilters,
  type ListingFilters,
} from '../src/features/listings/listing-filters';
import { startPgCluster } from './pg-cluster';
import { insertPendingListings } from './scale-data';
import { median, percentile } from './stats';

const SIZES = (process.env.BENCH_SCALE_SIZES ?? '10000,100000,1000000')
  .split(',')
  .map((size) => Number(size.trim()))
  .sort((a, b) => a - b);
const RUNS = Number(process.env.BENCH_SCALE_RUNS ?? 21);
const WARMUP = 3;
const BUDGET = { size: 1_000_000, medianMs: 20, p95Ms: 50, growth: 2 };
const TIMESTAMPTZ = 1184;

const scenarios: { name: string; filters: ListingFilters; page?: number }[] = [
  { name: 'más recientes', filters: defaultListingFilters },
  { name: 'precio ascendente', filters: { ...defaultListingFilters, sort: 'price_low' } },
  { name: "búsqueda 'mendoza'", filters: { ...defaultListingFilters, search: 'mendoza' } },
  { name: 'sin resultados', filters: { ...defaultListingFilters, search: 'zzz-no-existe' } },
  {
    name: 'vino + carga seca',
    filters: { ...defaultListingFilters, cargoType: 'wine', loadType: 'dry' },
  },
  { name: 'página 50', filters: defaultListingFilters, page: 50 },
];

type Row = ListingRow & { total_count: number };

/** Calls search_listings as the anon role on `client` (whose session is already anon). */
async function search(
  client: pg.Client,
  filters: ListingFilters,
  after: ListingsCursor | null,
): Promise<Row[]> {
  const args = searchListingsArgs(filters, after, LISTINGS_PAGE_SIZE);
  const { rows } = await client.query<Row>(
    `select * from public.search_listings(
       p_search => $1, p_cargo_type => $2, p_load_type => $3, p_vehicle_type => $4,
       p_sort => $5, p_limit => $6, p_after_key => $7, p_after_id => $8)`,
    [
      args.p_search,
      args.p_cargo_type,
      args.p_load_type,
      args.p_vehicle_type,
      args.p_sort,
      args.p_limit,
      args.p_after_key ?? null,
      args.p_after_id ?? null,
    ],
  );
  return rows;
}

/** The cursor of page `page` (1 = the first), walked page by page as the browser would. */
async function cursorOfPage(
  client: pg.Client,
  filters: ListingFilters,
  page: number,
): Promise<ListingsCursor | null> {
  let after: ListingsCursor | null = null;
  for (let i = 1; i < page; i += 1) {
    const rows = await search(client, filters, after);
    after = cursorAfter(rowToListing(rows[rows.length - 1]), filters.sort);
  }
  return after;
}

async function time(client: pg.Client, filters: ListingFilters, after: ListingsCursor | null) {
  const times: number[] = [];
  for (let i = 0; i < WARMUP + RUNS; i += 1) {
    const started = performance.now();
    await search(client, filters, after);
    if (i >= WARMUP) times.push(performance.now() - started);
  }
  return { median: median(times), p95: percentile(times, 0.95) };
}

/** The plan of the statement search_listings runs, as auto_explain reports it to the client. */
async function explain(
  client: pg.Client,
  filters: ListingFilters,
  after: ListingsCursor | null,
): Promise<string> {
  const notices: string[] = [];
  const listen = (notice: { message?: string }) => notices.push(notice.message ?? '');
  client.on('notice', listen);
  try {
    await search(client, filters, after);
  } finally {
    client.off('notice', listen);
  }
  // The statements that read cargo_listings (the count, the page, the rows by id), not the
  // function calls around them.
  return notices
    .filter((notice) => notice.includes('public.cargo_listings'))
    .map((notice) => {
      const statement = /Query Text: ([^\n]*)/.exec(notice)?.[1] ?? '';
      const plan = notice
        .split('\n')
        .filter((line) =>
          /^\s*(->|Limit|Sort|Index|Bitmap|Seq|Nested|Hash|Aggregate|Incremental)/.test(line),
        )
        .map((line) => `      ${line.trimEnd()}`);
      return [`    ${statement.trim().slice(0, 100)}`, ...plan].join('\n');
    })
    .join('\n');
}

const ms = (value: number) => value.toFixed(1).padStart(7);

async function main(): Promise<number> {
  const cluster = await startPgCluster({ shared_buffers: '512MB', maintenance_work_mem: '512MB' });
  try {
    const db = await openDatabase({
      project,
      // Not 'memory': the cluster's own database, so the client below reaches the same one.
      dataDir: 'bench-scale',
      dbUrl: cluster.url,
      seedFile: path.join(project.dir, 'seed.sql'),
    });
    // Timestamps as text, microseconds included, as the Data API gives them to the app's cursor.
    const client = new pg.Client({
      connectionString: cluster.url,
      types: {
        getTypeParser: (oid, format) =>
          oid === TIMESTAMPTZ ? String : pg.types.getTypeParser(oid, format),
      } as pg.CustomTypesConfig,
    });
    await client.connect();
    const results = new Map<number, { median: number; p95: number }[]>();
    const plans: string[] = [];
    let loaded = 0;
    try {
      for (const size of SIZES) {
        const started = performance.now();
        await insertPendingListings(db, DEMO_SHIPPER.id, size - loaded);
        loaded = size;
        await client.query('vacuum analyze public.cargo_listings');
        console.log(
          `==> ${size.toLocaleString('es-AR')} cargas pendientes (carga ${((performance.now() - started) / 1000).toFixed(0)} s)`,
        );
        const largest = size === SIZES[SIZES.length - 1];
        if (largest) {
          await client.query(`load 'auto_explain'`);
          await client.query(`set auto_explain.log_min_duration = 0`);
          await client.query(`set auto_explain.log_nested_statements = on`);
          await client.query(`set auto_explain.log_analyze = on`);
          await client.query(`set auto_explain.log_buffers = on`);
        }
        await client.query('set role anon');
        const row: { median: number; p95: number }[] = [];
        for (const scenario of scenarios) {
          const after = await cursorOfPage(client, scenario.filters, scenario.page ?? 1);
          row.push(await time(client, scenario.filters, after));
          if (largest) {
            await client.query('reset role');
            await client.query(`set auto_explain.log_level = notice`);
            await client.query('set role anon');
            plans.push(`  ${scenario.name}\n${await explain(client, scenario.filters, after)}`);
            await client.query('reset role');
            await client.query(`set auto_explain.log_level = log`);
            await client.query('set role anon');
          }
        }
        await client.query('reset role');
        results.set(size, row);
      }
    } finally {
      await client.end();
      await db.close();
    }

    const header = ['petición'.padEnd(22)];
    for (const size of SIZES) header.push(`${size.toLocaleString('es-AR')} (mediana / p95 ms)`);
    header.push('crecimiento');
    console.log(`\n${header.join(' | ')}`);
    let failed = false;
    scenarios.forEach((scenario, i) => {
      const cells = [scenario.name.padEnd(22)];
      for (const size of SIZES) {
        const { median: m, p95 } = results.get(size)![i];
        cells.push(`${ms(m)} / ${ms(p95)}`.padEnd(26));
      }
      const first = results.get(SIZES[0])![i].median;
      const last = results.get(SIZES[SIZES.length - 1])![i];
      const growth = last.median / first;
      cells.push(`×${growth.toFixed(2)}`);
      console.log(cells.join(' | '));
      if (SIZES[SIZES.length - 1] >= BUDGET.size) {
        failed ||=
          last.median >= BUDGET.medianMs || last.p95 >= BUDGET.p95Ms || growth >= BUDGET.growth;
      }
    });
    console.log(`\nPlanes a ${SIZES[SIZES.length - 1].toLocaleString('es-AR')} cargas:\n`);
    console.log(plans.join('\n\n'));
    if (SIZES[SIZES.length - 1] >= BUDGET.size) {
      console.log(
        `\nPresupuesto a ${BUDGET.size.toLocaleString('es-AR')}: mediana < ${BUDGET.medianMs} ms, p95 < ${BUDGET.p95Ms} ms, crecimiento < ×${BUDGET.growth}: ${failed ? 'NO SE CUMPLE' : 'se cumple'}`,
      );
    }
    return failed ? 1 : 0;
  } finally {
    cluster.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
