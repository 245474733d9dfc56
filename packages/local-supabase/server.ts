/**
 * The embedded backend: GoTrue (/auth/v1), PostgREST (/rest/v1), Storage (/storage/v1) and the
 * project's Edge Functions (/functions/v1) over one database, behind the gateway's API-key check and served through the Node adapter.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { type AuthConfig, DEFAULT_AUTH_CONFIG } from './auth/context.ts';
import { handleAuth } from './auth/handler.ts';
import { bcryptCostFromEnv } from './bcrypt.ts';
import { CronScheduler } from './cron.ts';
import { LOCAL_SERVICE_ROLE_KEY } from './keys.ts';
import { openDatabase } from './db.ts';
import { functionEnv, ownSecrets, readSecrets } from './functions/env.ts';
import { functionsService } from './functions/service.ts';
import type { SqlDatabase } from './engine/types.ts';
import { requireApiKey } from './http/gateway.ts';
import { type NodeHandler, nodeHandler } from './http/node-adapter.ts';
import {
  hostHeaderName,
  isLoopbackAddress,
  networkAllowed,
  NetworkRefusedError,
} from './loopback.ts';
import { Outbox } from './mail.ts';
import type { SupabaseProject } from './project.ts';
import { type RateLimitConfig, RateLimiter, resolveRateLimits } from './rate-limit.ts';
import type { RealtimeLimits } from './realtime/limits.ts';
import { REALTIME_PATH, RealtimeService } from './realtime/service.ts';
import { restService } from './rest/index.ts';
import { blobStoreFor } from './storage/blob-store.ts';
import { storageErrorResponse, storageErrors } from './storage/errors.ts';
import { handleStorage } from './storage/index.ts';
import { GLOBAL_FILE_SIZE_LIMIT } from './storage/upload.ts';
import { loadSiteConfig } from './site-config.ts';
import type { LocalResponse } from './types.ts';

export interface LocalSupabaseOptions {
  /** The Supabase project folder's schema, seeds and settings (loadProject of project.ts). */
  project: SupabaseProject;
  /** A directory to persist the database to, or `'memory'` (the default). */
  dataDir?: string;
  /** GoTrue's site_url; by default `[auth] site_url` of the project's config.toml (or its env override). */
  siteUrl?: string;
  /** A PostgreSQL server instead of PGlite; defaults to LOCAL_SUPABASE_DB_URL, `null` forces PGlite. */
  dbUrl?: string | null;
  /** bcrypt cost of new password hashes and of the seed; defaults to 10 (see bcrypt.ts). */
  bcryptCost?: number;
  /** Defaults to the project's `migrations/`. */
  migrationsDir?: string;
  /** Defaults to the project's seeds (`[db.seed] sql_paths`); `null` skips. */
  seedFile?: string | readonly string[] | null;
  /** Start a new database from the cached snapshot of bootstrap + migrations (default true). */
  templateCache?: boolean;
  /** Per-IP limits; missing buckets keep GoTrue's defaults, `false` turns them off. */
  rateLimits?: Partial<RateLimitConfig> | false;
  /**
   * Realtime's quotas; hosted Free's by default (realtime/limits.ts), `false` turns them off
   * (LOCAL_SUPABASE_REALTIME_LIMITS=off for `npm run backend` and the dev server).
   */
  realtimeLimits?: Partial<RealtimeLimits> | false;
  /** Other GoTrue settings (password length, reuse interval, ...). */
  auth?: Partial<AuthConfig>;
  /** The clock (tests move it forward to cross the refresh-token reuse window). */
  now?: () => Date;
  /** Where mail links are printed; defaults to console.log. */
  log?: (line: string) => void;
  /**
   * Served to the network (a non-loopback address): then any Host is answered, and the page of
   * the host it was reached at may read it. Defaults to LOCAL_SUPABASE_ALLOW_NETWORK=1.
   */
  allowNetwork?: boolean;
  /** Secrets of the functions over those of `functions/.env` (a test's fake services). */
  functionSecrets?: Readonly<Record<string, string>>;
  /**
   * Run the project's pg_cron jobs on their schedule (default true). Off, they run only when
   * `runCronJobs` is called: tests drain queues when they choose.
   */
  cron?: boolean;
}

export interface LocalSupabase {
  db: SqlDatabase;
  outbox: Outbox;
  /**
   * The URLs the backend is reached on, once known (the dev server's own URL when it starts):
   * mailed links and the tokens' issuer use `apiExternalUrl`; `siteUrl` replaces site_url.
   */
  setUrls(urls: { apiExternalUrl: string; siteUrl?: string }): void;
  /** Connect-style middleware: serves /auth/v1, /rest/v1, /storage/v1, /functions/v1 and /_local/mail, passes the rest to `next`. */
  handle: NodeHandler;
  /**
   * Takes an HTTP upgrade to Realtime's WebSocket (/realtime/v1/websocket) and returns true, or
   * returns false for any other path (the caller's other WebSockets, e.g. Vite's HMR).
   */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  realtime: RealtimeService;
  /** Runs every active pg_cron job once, now. */
  runCronJobs(): Promise<void>;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 10 * 1024 * 1024;
/** Uploads may reach Storage's global file limit, plus room for the multipart envelope. */
const MAX_STORAGE_BODY_BYTES = GLOBAL_FILE_SIZE_LIMIT + 1024 * 1024;
const TOO_LARGE: LocalResponse = { status: 413, body: { message: 'Request body too large' } };
const AUTH_PREFIX = '/auth/v1';
const REST_PREFIX = '/rest/v1';
const STORAGE_PREFIX = '/storage/v1';
const FUNCTIONS_PREFIX = '/functions/v1';
const MAIL_PATH = '/_local/mail';

/** The paths the backend answers (the dev server serves the app on every other). */
export function isBackendPath(pathname: string): boolean {
  return (
    pathname === MAIL_PATH ||
    [AUTH_PREFIX, REST_PREFIX, STORAGE_PREFIX, FUNCTIONS_PREFIX].some(
      (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
    )
  );
}

/** Paths a browser opens straight from an e-mail: Supabase's gateway serves them without a key. */
const OPEN_AUTH_PATHS = new Set(['/verify', '/callback', '/authorize']);

/** Creates the embedded backend: opens (or creates) the database and returns its HTTP handler. */
export async function createLocalSupabase(options: LocalSupabaseOptions): Promise<LocalSupabase> {
  const now = options.now ?? (() => new Date());
  const bcryptCost = options.bcryptCost ?? bcryptCostFromEnv(process.env, options.dataDir);
  const site = loadSiteConfig(options.project);
  const db = await openDatabase({
    project: options.project,
    dataDir: options.dataDir,
    migrationsDir: options.migrationsDir,
    seedFile: options.seedFile,
    templateCache: options.templateCache,
    dbUrl: options.dbUrl,
    bcryptCost,
  });
  const blobs = blobStoreFor(options.dataDir);
  const log = options.log ?? ((line: string) => console.log(line));
  const outbox = new Outbox(log, now);
  const config: AuthConfig = {
    ...DEFAULT_AUTH_CONFIG,
    ...site,
    ...(options.siteUrl ? { siteUrl: options.siteUrl } : {}),
    bcryptCost,
    ...options.auth,
  };
  const authContext = {
    db,
    outbox,
    now,
    limiter: new RateLimiter(resolveRateLimits(options.rateLimits), now),
    config,
  };
  const allowNetwork = options.allowNetwork ?? networkAllowed();
  const secrets = ownSecrets(readSecrets(path.join(options.project.functionsDir, '.env')), log);
  const handle = nodeHandler({
    allowNetwork,
    // Recovery tokens: only for this machine.
    localOnly: [
      {
        path: MAIL_PATH,
        answer: () => ({ status: 200, body: outbox.list() }),
        refusal: 'The mail outbox is only served to this machine',
      },
    ],
    mounts: [
      {
        prefix: AUTH_PREFIX,
        service: requireApiKey((req) => handleAuth(authContext, req), OPEN_AUTH_PATHS),
        maxBodyBytes: MAX_BODY_BYTES,
        tooLarge: TOO_LARGE,
      },
      {
        prefix: REST_PREFIX,
        service: requireApiKey(restService({ db })),
        maxBodyBytes: MAX_BODY_BYTES,
        tooLarge: TOO_LARGE,
      },
      {
        prefix: STORAGE_PREFIX,
        service: (req) => handleStorage({ db, blobs }, req),
        maxBodyBytes: MAX_STORAGE_BODY_BYTES,
        tooLarge: storageErrorResponse(storageErrors.entityTooLarge()),
        binaryBody: true,
      },
      {
        // Hosted routes /functions/v1 without the gateway's key check: the JWT check is the
        // functions service's.
        prefix: FUNCTIONS_PREFIX,
        service: functionsService({
          functions: options.project.functions ?? {},
          configToml: options.project.configToml,
          env: () =>
            functionEnv(
              {
                ...options.project.functionDefaults?.(config.apiExternalUrl),
                ...secrets,
                ...options.functionSecrets,
              },
              config.apiExternalUrl,
            ),
          baseUrl: () => config.apiExternalUrl,
          log,
        }),
        maxBodyBytes: MAX_BODY_BYTES,
        tooLarge: TOO_LARGE,
        binaryBody: true,
      },
    ],
  });

  const cron = new CronScheduler(db, log, Date.now, () => ({
    project_url: config.apiExternalUrl,
    service_role_key: LOCAL_SERVICE_ROLE_KEY,
  }));
  if (options.cron !== false) cron.start();
  const realtime = new RealtimeService({ db, log, limits: options.realtimeLimits });
  await realtime.start();

  return {
    db,
    outbox,
    setUrls({ apiExternalUrl, siteUrl }) {
      config.apiExternalUrl = apiExternalUrl.replace(/\/+$/, '');
      if (siteUrl) config.siteUrl = siteUrl.replace(/\/+$/, '');
    },
    handle,
    handleUpgrade(req, socket, head) {
      if (new URL(req.url ?? '/', 'http://localhost').pathname !== REALTIME_PATH) return false;
      if (!allowNetwork && !isLoopbackAddress(hostHeaderName(req.headers.host))) {
        socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
        return true;
      }
      realtime.handleUpgrade(req, socket, head);
      return true;
    },
    realtime,
    runCronJobs: () => cron.runAll(),
    close: async () => {
      await realtime.close();
      await cron.stop();
      await db.close();
    },
  };
}

export interface StartOptions extends LocalSupabaseOptions {
  /** Defaults to 54321 (Supabase CLI's API port); 0 picks a free port. */
  port?: number;
  /** Defaults to 127.0.0.1. Another address than loopback needs `allowNetwork`. */
  host?: string;
}

export interface RunningLocalSupabase extends LocalSupabase {
  /** Base URL to give supabase-js, e.g. `http://127.0.0.1:54321`. */
  url: string;
  server: Server;
}

/** Runs the backend as a standalone HTTP server. */
export async function startLocalSupabase(options: StartOptions): Promise<RunningLocalSupabase> {
  const host = options.host ?? '127.0.0.1';
  if (!isLoopbackAddress(host) && !(options.allowNetwork ?? networkAllowed())) {
    throw new NetworkRefusedError(host);
  }
  const backend = await createLocalSupabase(options);
  const server = createServer((req, res) => backend.handle(req, res));
  server.on('upgrade', (req, socket, head) => {
    if (!backend.handleUpgrade(req, socket, head)) socket.destroy();
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 54321, host, () => resolve());
    });
  } catch (error) {
    await backend.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  const url = `http://${urlHost}:${port}`;
  backend.setUrls({ apiExternalUrl: url });
  return {
    ...backend,
    url,
    server,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await backend.close();
    },
  };
}
