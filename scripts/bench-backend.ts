/**
 * Figures for the embedded backend (local-supabase): cold start of a fresh database (bootstrap,
 * migrations, seed), and the median latency of a password sign-in and of a listings query over
 * HTTP, 200 requests each. Run: `npx tsx scripts/bench-backend.ts`.
 */
import { performance } from 'node:perf_hooks';
import { LOCAL_ANON_KEY } from '../local-supabase/keys.ts';
import { startLocalSupabase } from '../local-supabase/server.ts';

const REQUESTS = 200;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

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
  const backend = await startLocalSupabase({ port: 0, log: () => {}, templateCache });
  const elapsed = performance.now() - started;
  await backend.close();
  return elapsed;
}

async function main(): Promise<void> {
  const coldStartMs = await startTime(false);
  await startTime(true);
  const snapshotStartMs = await startTime(true);
  const backend = await startLocalSupabase({
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
        body: JSON.stringify({ email: 'dador@conectacargas.test', password: 'ConectaDemo2026' }),
      }),
    );
    const listings = await timeRequests(() =>
      fetch(
        `${backend.url}/rest/v1/cargo_listings?select=*&status=eq.pending&order=created_at.desc&limit=20`,
        { headers },
      ),
    );
    console.log(`cold start (fresh database, migrations, seed): ${coldStartMs.toFixed(0)} ms`);
    console.log(
      `start from the cached bootstrap+migrations snapshot (then seed): ${snapshotStartMs.toFixed(0)} ms`,
    );
    console.log(`sign-in, median of ${REQUESTS}: ${median(signIns).toFixed(1)} ms`);
    console.log(`listings query, median of ${REQUESTS}: ${median(listings).toFixed(1)} ms`);
  } finally {
    await backend.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
