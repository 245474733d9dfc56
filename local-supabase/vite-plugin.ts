import path from 'node:path';
import { loadEnv, type Logger, type Plugin, type PreviewServer, type ViteDevServer } from 'vite';
import { banner } from './banner.ts';
import { createLocalSupabase, type LocalSupabase } from './server.ts';
import { rateLimitsFromEnv } from './rate-limit.ts';

interface SharedBackend {
  backend: Promise<LocalSupabase>;
  users: number;
}

// Vite re-imports this file on a config change and starts the new server before closing the old
// one: both must share one database (two PGlite instances on one directory would corrupt it).
const REGISTRY_KEY = Symbol.for('conectacargas.local-supabase');
type GlobalWithRegistry = typeof globalThis & { [REGISTRY_KEY]?: Map<string, SharedBackend> };

function registry(): Map<string, SharedBackend> {
  const scope = globalThis as GlobalWithRegistry;
  scope[REGISTRY_KEY] ??= new Map();
  return scope[REGISTRY_KEY];
}

function acquire(
  dataDir: string,
  env: Record<string, string>,
  logger: Logger,
): Promise<LocalSupabase> {
  const shared = registry().get(dataDir);
  if (shared) {
    shared.users += 1;
    return shared.backend;
  }
  const backend = createLocalSupabase({
    dataDir,
    rateLimits: rateLimitsFromEnv(env.LOCAL_SUPABASE_RATE_LIMITS),
    log: (line) => logger.info(line, { timestamp: true }),
  });
  registry().set(dataDir, { backend, users: 1 });
  return backend;
}

async function release(dataDir: string): Promise<void> {
  const shared = registry().get(dataDir);
  if (!shared) return;
  shared.users -= 1;
  if (shared.users > 0) return;
  registry().delete(dataDir);
  // A backend that never started has nothing to close (its error was logged at start).
  await shared.backend.then(
    (backend) => backend.close(),
    () => undefined,
  );
}

/**
 * Mounts the embedded backend (local-supabase) in the dev and preview servers, on the page's own
 * origin, unless VITE_SUPABASE_URL points the app at a hosted project. The data directory is
 * LOCAL_SUPABASE_DATA_DIR (default `.local-supabase/`; `memory` keeps nothing).
 */
export function localSupabase(): Plugin {
  let enabled = false;
  let dataDir = 'memory';
  let env: Record<string, string> = {};

  function mount(server: ViteDevServer | PreviewServer): void {
    // No HTTP server means middleware mode (Vitest): tests start their own backends.
    if (!enabled || !server.httpServer) return;
    const logger = server.config.logger;
    const backend = acquire(dataDir, env, logger);
    backend.catch((error: unknown) => {
      logger.error(`[local-supabase] could not start: ${(error as Error).stack ?? String(error)}`);
    });
    server.httpServer.on('close', () => {
      void release(dataDir);
    });
    server.middlewares.use((req, res, next) => {
      backend.then(
        (ready) => ready.handle(req, res, next),
        (error: unknown) => next(error),
      );
    });
    server.httpServer.once('listening', () => {
      backend.then(
        () => {
          const url = server.resolvedUrls?.local[0]?.replace(/\/+$/, '') ?? '';
          logger.info(banner({ url, dataDir }));
        },
        () => undefined,
      );
    });
  }

  return {
    name: 'local-supabase',
    apply: (_config, { command }) => command === 'serve',
    configResolved(config) {
      env = loadEnv(config.mode, config.envDir || config.root, '');
      enabled = !env.VITE_SUPABASE_URL?.trim();
      const dir = env.LOCAL_SUPABASE_DATA_DIR?.trim() || '.local-supabase';
      dataDir = dir === 'memory' ? dir : path.resolve(config.root, dir);
    },
    configureServer(server) {
      mount(server);
    },
    configurePreviewServer(server) {
      mount(server);
    },
  };
}
