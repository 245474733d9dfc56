/**
 * The accept RPC's latency: `accept_proposal` over HTTP through supabase-js as the listing's
 * owner, on a pending listing with three live proposals (one accepted, two rejected, the listing
 * locked and assigned, one event written). Each run gets a fresh listing, set up as operator and
 * not timed. Runs on the embedded engine, or on PostgreSQL when LOCAL_SUPABASE_DB_URL is set.
 */
import { performance } from 'node:perf_hooks';
import { DEMO_PASSWORD, DEMO_SHIPPER } from '../supabase/demo-accounts.ts';
import {
  createTestClient,
  startTestBackend,
  type TestBackend,
} from '../supabase/tests/support/backend';
import { median, percentile } from './stats';

const RUNS = 200;
const WARMUP = 10;
const PROPOSALS_PER_LISTING = 3;
const SHIPPER_ID = DEMO_SHIPPER.id;

/** Transporters to propose, signed up through the API so their roles and profiles exist. */
async function signUpTransporters(backend: TestBackend): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < PROPOSALS_PER_LISTING; i += 1) {
    const { data, error } = await createTestClient(backend).auth.signUp({
      email: `bench-transportista-${i}@example.test`,
      password: 'bench-clave-2026',
      options: { data: { role: 'transporter', name: `Transportista ${i}` } },
    });
    if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
    ids.push(data.user.id);
  }
  return ids;
}

/** A pending listing with one live proposal per transporter; returns the first proposal's id. */
async function listingWithProposals(backend: TestBackend, transporters: string[]): Promise<string> {
  const { rows } = await backend.db.query<{ id: string }>(
    `with listing as (
       insert into public.cargo_listings (shipper_id, title, origin, destination, weight_kg,
         pickup_date, delivery_date, price, cargo_type, load_type)
       values ($1, 'Bench', 'Mendoza', 'Córdoba', 1000, current_date + 1, current_date + 2, 1000,
         'food', 'dry')
       returning id
     )
     insert into public.proposals (listing_id, transporter_id, price)
     select listing.id, t.id, 900 from listing, unnest($2::uuid[]) as t(id)
     returning id`,
    [SHIPPER_ID, transporters],
  );
  return rows[0].id;
}

export async function benchAccept(): Promise<void> {
  const engine = process.env.LOCAL_SUPABASE_DB_URL ? 'PostgreSQL' : 'PGlite (embebido)';
  const backend = await startTestBackend({ rateLimits: false });
  try {
    const transporters = await signUpTransporters(backend);
    const owner = createTestClient(backend);
    const { error: signInError } = await owner.auth.signInWithPassword({
      email: DEMO_SHIPPER.email,
      password: DEMO_PASSWORD,
    });
    if (signInError) throw signInError;

    const times: number[] = [];
    for (let i = 0; i < WARMUP + RUNS; i += 1) {
      const proposalId = await listingWithProposals(backend, transporters);
      const started = performance.now();
      const { error } = await owner.rpc('accept_proposal', {
        p_proposal_id: proposalId,
        p_price: 900,
        p_version: 1,
      });
      const elapsed = performance.now() - started;
      if (error) throw new Error(`accept_proposal failed: ${error.message}`);
      if (i >= WARMUP) times.push(elapsed);
    }
    console.log(
      `\naccept_proposal vía HTTP (${engine}, ${PROPOSALS_PER_LISTING} propuestas por carga) — ${RUNS} ejecuciones`,
    );
    console.log(
      `   mediana ${median(times).toFixed(2)} ms · p95 ${percentile(times, 0.95).toFixed(2)} ms`,
    );
  } finally {
    await backend.stop();
  }
}
