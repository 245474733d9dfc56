/**
 * Figures for the embedded backend (local-supabase): cold start of a fresh database (bootstrap,
 * migrations, seed), the median latency of a password sign-in (at the bcrypt cost in force) and
 * of a listings query over HTTP, 200 requests each, and how long an anonymous runaway regular
 * expression holds the backend before its statement timeout cuts it. Run:
 * `npx tsx scripts/bench-backend.ts` (LOCAL_SUPABASE_DB_URL set: on that PostgreSQL server).
 */
import { performance } from 'node:perf_hooks';
import { bcryptCostFromEnv } from '@conectacargas/local-supabase/bcrypt';
import { LOCAL_ANON_KEY } from '@conectacargas/local-supabase/keys';
import { startLocalSupabase } from '@conectacargas/local-supabase/server';
import { median } from './stats';
import { project } from '../supabase/project.ts';
import { DEMO_PASSWORD, DEMO_SHIPPER } from '../supabase/demo-accounts.ts';

const REQUESTS = 200;
/** Backtracking over four back-references: about 50 s on the seeded listings when nothing cuts it. */
const RUNAWAY_REGEX = '(.*)(.*)(.*)(.*)\\4\\3\\2\\1';

async function timeRequests(send: () => Promise<Response>): Promise<number[]> {
  const timings: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const started = performance.now();
    const response = await send();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    timings.push(performance.now() - started);
  }
  return timings;
}

/** Milliseconds to a listening backend on a new in-memory database. */
async function startTime(templateCache: boolean): Promise<number> {
  const started = performance.now();
  const backend = await startLocalSupabase({ project, port: 0, log: () => {}, templateCache });
  const elapsed = performance.now() - started;
  await backend.close();
  return elapsed;
}

async function main(): Promise<void> {
  const coldStartMs = await startTime(false);
  await startTime(true);
  const snapshotStartMs = await startTime(true);
  const backend = await startLocalSupabase({
    project,
    dataDir: 'memory',
    port: 0,
    rateLimits: false,
    log: () => {},
  });
  try {
    const headers = { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' };
    const signIns = await timeRequests(() =>
      fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: DEMO_SHIPPER.email, password: DEMO_PASSWORD }),
      }),
    );
    const listings = await timeRequests(() =>
      fetch(
        `${backend.url}/rest/v1/cargo_listings?select=*&status=eq.pending&order=created_at.desc&limit=20`,
        { headers },
      ),
    );
    const runawayStarted = performance.now();
    const runaway = fetch(
      `${backend.url}/rest/v1/cargo_listings?select=id&description=match.${encodeURIComponent(RUNAWAY_REGEX)}`,
      { headers },
    ).then(async (response) => {
      const body = (await response.json()) as { code?: string };
      return { status: response.status, code: body.code, ms: performance.now() - runawayStarted };
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const next = await fetch(`${backend.url}/rest/v1/cargo_listings?select=id&limit=1`, {
      headers,
    });
    await next.arrayBuffer();
    const nextMs = performance.now() - runawayStarted;
    const cut = await runaway;

    console.log(`engine: ${backend.db.engine}`);
    console.log(`cold start (fresh database, migrations, seed): ${coldStartMs.toFixed(0)} ms`);
    console.log(
      `start from the cached bootstrap+migrations snapshot (then seed): ${snapshotStartMs.toFixed(0)} ms`,
    );
    console.log(
      `sign-in (bcrypt cost ${bcryptCostFromEnv()}), median of ${REQUESTS}: ${median(signIns).toFixed(1)} ms`,
    );
    console.log(`listings query, median of ${REQUESTS}: ${median(listings).toFixed(1)} ms`);
    console.log(
      `runaway regex (anon): HTTP ${cut.status} ${cut.code ?? ''} after ${cut.ms.toFixed(0)} ms; ` +
        `a request sent 0.5 s after it answered at ${nextMs.toFixed(0)} ms (HTTP ${next.status})`,
    );
  } finally {
    await backend.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
