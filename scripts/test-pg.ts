/**
 * `npm run test:pg`: the integration suites (Vitest's `integration` projects) on a real PostgreSQL
 * 15 server instead of PGlite. Starts a throw-away cluster on a free port (as the `postgres` user
 * when run as root), points LOCAL_SUPABASE_DB_URL at it, and removes the cluster afterwards,
 * also on failure or Ctrl+C. Every backend a test starts then gets a database of its own, cloned
 * from a migrated template. Extra arguments go to Vitest (e.g. `npm run test:pg -- rls`).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startPgCluster } from './pg-cluster';

async function main(): Promise<number> {
  const cluster = await startPgCluster();
  try {
    const { url } = cluster;
    console.log(`==> PostgreSQL 15 (${cluster.dataDir}); LOCAL_SUPABASE_DB_URL=${url}`);

    const vitest = spawn(
      path.join('node_modules', '.bin', 'vitest'),
      [
        'run',
        '--project',
        'integration',
        '--project',
        'integration-process',
        ...process.argv.slice(2),
      ],
      { stdio: 'inherit', env: { ...process.env, LOCAL_SUPABASE_DB_URL: url } },
    );
    // Ctrl+C reaches Vitest too (same process group): wait for it, then clean up.
    const ignore = () => undefined;
    process.on('SIGINT', ignore);
    process.on('SIGTERM', () => vitest.kill('SIGTERM'));
    return await new Promise<number>((resolve) => {
      vitest.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    });
  } finally {
    cluster.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
