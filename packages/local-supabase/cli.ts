import { banner, type DemoLogins } from './banner.ts';
import { NetworkRefusedError } from './loopback.ts';
import type { SupabaseProject } from './project.ts';
import { rateLimitsFromEnv } from './rate-limit.ts';
import { realtimeLimitsFromEnv } from './realtime/limits.ts';
import { startLocalSupabase } from './server.ts';

/**
 * The embedded backend on its own port (54321, or PORT), like `supabase start`, until Ctrl+C
 * or SIGTERM. The app's `npm run backend` runs it with its project.
 */
export function runBackend(options: { project: SupabaseProject; demo?: DemoLogins }): void {
  main(options).catch((error: unknown) => {
    console.error(error instanceof NetworkRefusedError ? error.message : error);
    process.exit(1);
  });
}

async function main({ project, demo }: { project: SupabaseProject; demo?: DemoLogins }) {
  const dataDir = process.env.LOCAL_SUPABASE_DATA_DIR?.trim() || '.local-supabase';
  const started = Date.now();
  const backend = await startLocalSupabase({
    project,
    dataDir,
    port: process.env.PORT ? Number(process.env.PORT) : 54321,
    host: process.env.HOST?.trim() || '127.0.0.1',
    rateLimits: rateLimitsFromEnv(process.env.LOCAL_SUPABASE_RATE_LIMITS),
    realtimeLimits: realtimeLimitsFromEnv(process.env.LOCAL_SUPABASE_REALTIME_LIMITS),
  });
  console.log(banner({ url: backend.url, dataDir, demo }));
  console.log(`  listo en ${Date.now() - started} ms. Ctrl+C para detener.`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    backend.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
