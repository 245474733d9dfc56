/**
 * `npm run bench`: how fast the listings browser is with 10,000 listings.
 *  1. the browse oracle (pure search/filter/sort, testing/browse-oracle.ts) over 10,000 listings
 *     in memory;
 *  2. the browse query (`search_listings`, first page of 12) over HTTP against the embedded backend
 *     with 10,000 rows in `cargo_listings`, through supabase-js as a visitor, and once as a
 *     signed-in transporter (what the per-request session check costs);
 *  3. the accept RPC (`accept_proposal`), see bench-accept.ts;
 *  4. publishing a listing with 1,000 saved-search alerts, see bench-alerts.ts;
 *  5. sign-in for an existing and an unknown e-mail (timing must not tell), see bench-sign-in.ts;
 *  6. Realtime: offer-to-event latency on both engines, subscribers per backend, see
 *     bench-realtime.ts;
 *  7. the trip's live location on PostgreSQL: 50 trucks a point a second, the trail query with
 *     10,000 points and the outbox replayed after 8 h offline, see bench-trips.ts;
 *  8. two-way matching on PostgreSQL with 100,000 listings and 10,000 trucks, see
 *     bench-matching.ts;
 *  9. Mercado Pago's payment webhook on PostgreSQL (p95 under 50 ms), see bench-webhook.ts;
 * 10. 'Emitir factura' through the local ARCA on PostgreSQL, one by one and 20 at once on one
 *     point of sale (in sequence, none twice, none skipped), see bench-invoices.ts;
 * 11. push fan-out: a listing for 1,000 subscribed transporters, from the publication to the last
 *     push handed to the push service, see bench-push.ts.
 * Prints the median of many runs for a few representative filter sets.
 */
import { performance } from 'node:perf_hooks';
import { DEMO_PASSWORD, DEMO_TRANSPORTER } from '../supabase/demo-accounts.ts';
import { createTestClient, startTestBackend } from '../supabase/tests/support/backend';
import { benchAccept } from './bench-accept';
import { benchAlerts } from './bench-alerts';
import { benchInvoices } from './bench-invoices';
import { benchMatching } from './bench-matching';
import { benchPush } from './bench-push';
import { benchRealtime } from './bench-realtime';
import { benchSignIn } from './bench-sign-in';
import { benchTrips } from './bench-trips';
import { benchWebhook } from './bench-webhook';
import { rowToListing } from '../src/features/listings/api/mappers';
import { LISTINGS_PAGE_SIZE, searchListingsArgs } from '../src/features/listings/api/search-args';
import {
  defaultListingFilters,
  type ListingFilters,
} from '../src/features/listings/listing-filters';
import { browseListings } from '../src/features/listings/testing/browse-oracle';
import {
  generateListings,
  insertListings,
} from '../src/features/listings/testing/generate-listings';
import { median } from './stats';

const TOTAL = 10_000;
const SEED_ROWS = 7;
const PURE_RUNS = 200;
const QUERY_RUNS = 100;
const WARMUP = 5;

const scenarios: { name: string; filters: ListingFilters }[] = [
  { name: 'sin filtros, más recientes', filters: defaultListingFilters },
  {
    name: "búsqueda 'cordoba', precio ascendente",
    filters: { ...defaultListingFilters, search: 'cordoba', sort: 'price_low' },
  },
  {
    name: 'mercadería wine + carga dry, fecha de recogida',
    filters: { ...defaultListingFilters, cargoType: 'wine', loadType: 'dry', sort: 'pickup_date' },
  },
];

async function measure(runs: number, fn: () => unknown): Promise<number> {
  for (let i = 0; i < WARMUP; i += 1) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return median(times);
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

async function main() {
  const listings = generateListings(TOTAL, 7);
  console.log(`Benchmark del buscador de cargas (${TOTAL.toLocaleString('es-AR')} anuncios)\n`);

  console.log(
    `1) el oráculo de búsqueda (browse-oracle.ts) en memoria — mediana de ${PURE_RUNS} ejecuciones`,
  );
  const pure: number[] = [];
  for (const { name, filters } of scenarios) {
    const result = browseListings(listings, filters);
    const time = await measure(PURE_RUNS, () => browseListings(listings, filters));
    pure.push(time);
    console.log(`   ${name.padEnd(48)} ${ms(time).padStart(10)}  (${result.length} resultados)`);
  }

  const backend = await startTestBackend();
  try {
    await insertListings(backend.db, generateListings(TOTAL - SEED_ROWS, 7));
    await backend.db.query('analyze public.cargo_listings');
    const { rows } = await backend.db.query<{ count: number }>(
      'select count(*)::int as count from public.cargo_listings',
    );
    const client = createTestClient(backend);

    console.log(
      `\n2) search_listings vía HTTP (primera página de ${LISTINGS_PAGE_SIZE}, ${rows[0].count} filas en la tabla) — mediana de ${QUERY_RUNS} ejecuciones`,
    );
    const query: number[] = [];
    for (const { name, filters } of scenarios) {
      const run = async () => {
        const { data, error } = await client.rpc(
          'search_listings',
          searchListingsArgs(filters, null, LISTINGS_PAGE_SIZE),
        );
        if (error) throw new Error(error.message);
        return data.map(rowToListing);
      };
      const page = await run();
      const time = await measure(QUERY_RUNS, run);
      query.push(time);
      console.log(`   ${name.padEnd(48)} ${ms(time).padStart(10)}  (${page.length} en la página)`);
    }

    const transporter = createTestClient(backend);
    const signIn = await transporter.auth.signInWithPassword({
      email: DEMO_TRANSPORTER.email,
      password: DEMO_PASSWORD,
    });
    if (signIn.error) throw signIn.error;
    const signedIn = await measure(QUERY_RUNS, async () => {
      const { error } = await transporter.rpc(
        'search_listings',
        searchListingsArgs(defaultListingFilters, null, LISTINGS_PAGE_SIZE),
      );
      if (error) throw new Error(error.message);
    });
    console.log(
      `   ${'sin filtros, con sesión de transportista'.padEnd(48)} ${ms(signedIn).padStart(10)}`,
    );

    console.log('\nResumen');
    console.log(
      `   browse-oracle.ts, filtrar y ordenar ${TOTAL} anuncios (sin filtros): ${ms(pure[0])}`,
    );
    console.log(
      `   consulta de la primera página con ${TOTAL} filas (sin filtros): ${ms(query[0])}, con sesión: ${ms(signedIn)}`,
    );
  } finally {
    await backend.stop();
  }
  await benchAccept();
  await benchAlerts();
  await benchSignIn();
  await benchRealtime();
  await benchTrips();
  await benchMatching();
  await benchWebhook();
  await benchInvoices();
  await benchPush();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
