/**
 * `npm test` and its variants: Vitest, with the integration suites' database engine chosen here.
 *
 * - `--engine=auto` (`npm test`, `npm run test:changed`): a throw-away PostgreSQL 15 cluster when
 *   its binaries are on the machine, else PGlite. The suites are the same on both; on the 2-core
 *   machines here they take 1.4× less time on PostgreSQL (a pool of connections against one
 *   WebAssembly connection per backend), which keeps `npm test` under 4 minutes.
 * - `--engine=pg` (`npm run test:pg`): PostgreSQL, installing Debian's package when missing.
 * - `--engine=pglite` (`npm run test:pglite`): PGlite, the embedded engine `npm run dev` uses.
 *
 * CI runs `npm test` and `npm run test:pglite`, so every integration suite passes on both engines.
 * On PostgreSQL every backend a test starts gets a database of its own, cloned from a migrated
 * template; the cluster is removed afterwards, also on failure or Ctrl+C. Other arguments go to
 * Vitest (e.g. `npm test -- rls`, `npm run test:pg -- rls`).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { removeOrphanedDataDirs } from '@conectacargas/local-supabase/db';
import { hasPgBinaries, startPgCluster, type PgCluster } from './pg-cluster';

type Engine = 'auto' | 'pg' | 'pglite';

function parseArgs(argv: readonly string[]): { engine: Engine; vitestArgs: string[] } {
  let engine: Engine = 'auto';
  const vitestArgs: string[] = [];
  for (const arg of argv) {
    const value = /^--engine=(.*)$/.exec(arg)?.[1];
    if (value === undefined) vitestArgs.push(arg);
    else if (value === 'auto' || value === 'pg' || value === 'pglite') engine = value;
    else throw new Error(`--engine: auto, pg o pglite (no «${value}»)`);
  }
  return { engine, vitestArgs };
}

/**
 * Integration suites that never open a database: the engine changes nothing for them, so the
 * PGlite pass (which repeats the integration suites on the other engine) skips them. ESLint's
 * import rules and the import graph.
 */
const ENGINE_INDEPENDENT = [
  'src/testing/import-boundaries.int.test.ts',
  'scripts/import-cycles.test.ts',
];

function runVitest(args: readonly string[], env: NodeJS.ProcessEnv): Promise<number> {
  const vitest = spawn(path.join('node_modules', '.bin', 'vitest'), ['run', ...args], {
    stdio: 'inherit',
    env,
  });
  // Ctrl+C reaches Vitest too (same process group): wait for it, then clean up.
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => vitest.kill('SIGTERM'));
  return new Promise<number>((resolve) => {
    vitest.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main(): Promise<number> {
  const { engine, vitestArgs } = parseArgs(process.argv.slice(2));
  // A server given by the caller is used as it is.
  const given = process.env.LOCAL_SUPABASE_DB_URL?.trim();
  const usePg = engine === 'pg' || (engine === 'auto' && !given && hasPgBinaries());
  if (engine === 'pglite' || !usePg) {
    const env = { ...process.env };
    if (engine !== 'pglite') {
      console.log(
        `==> Integration suites on ${env.LOCAL_SUPABASE_DB_URL ? 'PostgreSQL' : 'PGlite'}`,
      );
      return runVitest(vitestArgs, env);
    }
    delete env.LOCAL_SUPABASE_DB_URL;
    console.log(`==> Integration suites on PGlite (not ${ENGINE_INDEPENDENT.join(', ')})`);
    return runVitest(
      [...vitestArgs, ...ENGINE_INDEPENDENT.flatMap((file) => ['--exclude', file])],
      env,
    );
  }
  const cluster: PgCluster = await startPgCluster();
  try {
    console.log(`==> Integration suites on PostgreSQL 15 (${cluster.dataDir})`);
    return await runVitest(vitestArgs, { ...process.env, LOCAL_SUPABASE_DB_URL: cluster.url });
  } finally {
    cluster.stop();
  }
}

// Vitest stops its workers without their exit handlers: their PGlite databases go here.
main().then(
  (code) => removeOrphanedDataDirs().then(() => process.exit(code)),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
