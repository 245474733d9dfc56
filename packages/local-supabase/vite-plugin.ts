import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { loadEnv, type Logger, type Plugin, type PreviewServer, type ViteDevServer } from 'vite';
import { banner, type DemoLogins } from './banner.ts';
import { isLoopbackAddress, networkAllowed, networkRefusal } from './loopback.ts';
import { rateLimitsFromEnv } from './rate-limit.ts';
import { realtimeLimitsFromEnv } from './realtime/limits.ts';
import type { SupabaseProject } from './project.ts';
import { createLocalSupabase, isBackendPath, type LocalSupabase } from './server.ts';
import { loadSiteConfig, SITE_URL_ENV } from './site-config.ts';

interface SharedBackend {
  backend: Promise<LocalSupabase>;
  users: number;
}

// Vite re-imports this file on a config change and starts the new server before closing the old
// one: both must share one database (two PGlite instances on one directory would corrupt it).
const REALTIME_PREFIX = '/realtime/v1/';
const REGISTRY_KEY = Symbol.for('conectacargas.local-supabase');
type GlobalWithRegistry = typeof globalThis & { [REGISTRY_KEY]?: Map<string, SharedBackend> };

function registry(): Map<string, SharedBackend> {
  const scope = globalThis as GlobalWithRegistry;
  scope[REGISTRY_KEY] ??= new Map();
  return scope[REGISTRY_KEY];
}

function acquire(
  options: LocalSupabasePluginOptions,
  dataDir: string,
  env: Record<string, string>,
  logger: Logger,
): Promise<LocalSupabase> {
  const shared = registry().get(dataDir);
  if (shared) {
    shared.users += 1;
    return shared.backend;
  }
  // .env files may set the site URLs too (Vite's env, not only the process's).
  const site = loadSiteConfig(options.project, { ...process.env, ...env });
  const backend = createLocalSupabase({
    project: options.project,
    dataDir,
    siteUrl: site.siteUrl,
    dbUrl: env.LOCAL_SUPABASE_DB_URL?.trim() || null,
    auth: { additionalRedirectUrls: site.additionalRedirectUrls },
    rateLimits: rateLimitsFromEnv(env.LOCAL_SUPABASE_RATE_LIMITS),
    realtimeLimits: realtimeLimitsFromEnv(env.LOCAL_SUPABASE_REALTIME_LIMITS),
    allowNetwork: networkAllowed({ ...process.env, ...env }),
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

/** The address a Vite `host` option listens on: `true` is every interface, unset is localhost. */
function listenAddress(host: string | boolean | undefined): string {
  if (host === true || host === '') return '0.0.0.0';
  return host || 'localhost';
}

/**
 * Refuses the backend on a non-loopback address (`vite --host`): its keys are public. The app is
 * still served; the API paths answer 503 with the reason, which the terminal prints too.
 */
function refuse(server: ViteDevServer | PreviewServer, address: string): void {
  const reason = networkRefusal(address);
  server.middlewares.use((req, res, next) => {
    if (!isBackendPath((req.url ?? '/').split('?')[0])) return next();
    res.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ message: reason }));
  });
  server.httpServer?.once('listening', () => server.config.logger.error(reason));
}

/**
 * Mounts the embedded backend (local-supabase) in the dev and preview servers, on the page's own
 * origin, unless VITE_SUPABASE_URL points the app at a hosted project. The data directory is
 * LOCAL_SUPABASE_DATA_DIR (default `.local-supabase/`; `memory` keeps nothing). Only on a
 * loopback address, unless LOCAL_SUPABASE_ALLOW_NETWORK=1.
 */
export interface LocalSupabasePluginOptions {
  /** The Supabase project to serve (loadProject of project.ts). */
  project: SupabaseProject;
  /** The seeded accounts the banner lists. */
  demo?: DemoLogins;
}

/**
 * Only the browser suite sets this (a random token per run): it may then run SQL as the database
 * superuser through `TEST_SQL_PATH`, for what no person can do, such as letting a private window's
 * two hours pass. Without it the path does not exist; the dev server and hosted Supabase never
 * have it.
 */
export const TEST_SQL_TOKEN_ENV = 'LOCAL_SUPABASE_TEST_SQL_TOKEN';
export const TEST_SQL_PATH = '/_local/test-sql';

function mountTestSql(
  server: ViteDevServer | PreviewServer,
  backend: Promise<LocalSupabase>,
  token: string,
): void {
  server.middlewares.use((req, res, next) => {
    if (req.url !== TEST_SQL_PATH || req.method !== 'POST') return next();
    if (req.headers['x-test-sql-token'] !== token) {
      res.statusCode = 403;
      res.end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void backend
        .then((ready) =>
          ready.db.transaction((tx) => tx.exec(Buffer.concat(chunks).toString('utf8'))),
        )
        .then(
          () => {
            res.statusCode = 204;
            res.end();
          },
          (error: unknown) => {
            res.statusCode = 400;
            res.end(String(error));
          },
        );
    });
  });
}

export function localSupabase(options: LocalSupabasePluginOptions): Plugin {
  let enabled = false;
  let dataDir = 'memory';
  let env: Record<string, string> = {};

  function mount(server: ViteDevServer | PreviewServer, host: string | boolean | undefined): void {
    // No HTTP server means middleware mode (Vitest): tests start their own backends.
    if (!enabled || !server.httpServer) return;
    const address = listenAddress(host);
    if (!isLoopbackAddress(address) && !networkAllowed({ ...process.env, ...env })) {
      refuse(server, address);
      return;
    }
    const logger = server.config.logger;
    const backend = acquire(options, dataDir, env, logger);
    backend.catch((error: unknown) => {
      logger.error(`[local-supabase] could not start: ${(error as Error).stack ?? String(error)}`);
    });
    server.httpServer.on('close', () => {
      void release(dataDir);
    });
    const testSqlToken = env[TEST_SQL_TOKEN_ENV]?.trim();
    if (testSqlToken) mountTestSql(server, backend, testSqlToken);
    server.middlewares.use((req, res, next) => {
      backend.then(
        (ready) => ready.handle(req, res, next),
        (error: unknown) => next(error),
      );
    });
    // Realtime's WebSocket; Vite's HMR socket (another path and protocol) is left to Vite.
    server.httpServer.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      if (!req.url?.startsWith(REALTIME_PREFIX)) return;
      backend.then(
        (ready) => {
          if (!ready.handleUpgrade(req, socket, head)) socket.destroy();
        },
        () => socket.destroy(),
      );
    });
    server.httpServer.once('listening', () => {
      backend.then(
        (ready) => {
          const url = server.resolvedUrls?.local[0]?.replace(/\/+$/, '') ?? '';
          // GoTrue's API_EXTERNAL_URL and site_url: this server, on whatever port it got, unless
          // LOCAL_SUPABASE_SITE_URL names the site.
          const siteUrl = { ...process.env, ...env }[SITE_URL_ENV]?.trim();
          if (url) ready.setUrls({ apiExternalUrl: url, siteUrl: siteUrl ? undefined : url });
          logger.info(banner({ url, dataDir, demo: options.demo }));
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
      mount(server, server.config.server.host);
    },
    configurePreviewServer(server) {
      mount(server, server.config.preview.host);
    },
  };
}
