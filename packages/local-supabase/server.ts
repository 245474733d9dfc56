import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type AuthConfig, DEFAULT_AUTH_CONFIG } from './auth/context.ts';
import { handleAuth } from './auth/handler.ts';
import { bcryptCostFromEnv } from './bcrypt.ts';
import { openDatabase } from './db.ts';
import type { SqlDatabase } from './engine/types.ts';
import type { SupabaseProject } from './project.ts';
import { JwtError, verifyJwt } from './jwt.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from './keys.ts';
import {
  hostHeaderName,
  isLoopbackAddress,
  isLoopbackRequest,
  networkAllowed,
  NetworkRefusedError,
} from './loopback.ts';
import { Outbox } from './mail.ts';
import { type RateLimitConfig, RateLimiter, resolveRateLimits } from './rate-limit.ts';
import { handleRest } from './rest/index.ts';
import { blobStoreFor } from './storage/blob-store.ts';
import { GLOBAL_FILE_SIZE_LIMIT } from './storage/objects.ts';
import { handleStorage } from './storage/index.ts';
import { storageErrorResponse, storageErrors } from './storage/errors.ts';
import { loadSiteConfig } from './site-config.ts';
import type { LocalRequest, LocalResponse } from './types.ts';

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
}

export interface LocalSupabase {
  db: SqlDatabase;
  outbox: Outbox;
  /**
   * The URLs the backend is reached on, once known (the dev server's own URL when it starts):
   * mailed links and the tokens' issuer use `apiExternalUrl`; `siteUrl` replaces site_url.
   */
  setUrls(urls: { apiExternalUrl: string; siteUrl?: string }): void;
  /** Connect-style middleware: serves /auth/v1, /rest/v1, /storage/v1 and /_local/mail, passes the rest to `next`. */
  handle(req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void): void;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 10 * 1024 * 1024;
/** Uploads may reach Storage's global file limit, plus room for the multipart envelope. */
const MAX_STORAGE_BODY_BYTES = GLOBAL_FILE_SIZE_LIMIT + 1024 * 1024;
const SERVICES = ['/auth/v1', '/rest/v1', '/storage/v1'] as const;
const MAIL_PATH = '/_local/mail';

/** The paths the backend answers (the dev server serves the app on every other). */
export function isBackendPath(pathname: string): boolean {
  return (
    pathname === MAIL_PATH ||
    SERVICES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
  );
}

/** Paths a browser opens straight from an e-mail: Supabase's gateway serves them without a key. */
const OPEN_AUTH_PATHS = new Set(['/verify', '/callback', '/authorize']);

class PayloadTooLargeError extends Error {}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) reject(new PayloadTooLargeError());
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(chunks.length ? Buffer.concat(chunks) : undefined));
    req.on('error', reject);
  });
}

function lowerCaseHeaders(req: IncomingMessage): Record<string, string | undefined> {
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

function clientIp(req: IncomingMessage): string {
  return (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
}

/**
 * An Origin that may read answers: a page served from this machine (the dev server, or the app on
 * another loopback port), or, once the backend serves the network, one of the host it was reached
 * at. Any other web page the developer visits gets no CORS headers, so it cannot read the local
 * database even through DNS rebinding.
 */
function allowedOrigin(req: IncomingMessage, allowNetwork: boolean): string | null {
  const origin = req.headers.origin;
  if (!origin) return null;
  try {
    const { hostname } = new URL(origin);
    if (isLoopbackAddress(hostname)) return origin;
    if (allowNetwork && hostname === hostHeaderName(req.headers.host)) return origin;
  } catch {
    // not a URL: no CORS
  }
  return null;
}

/** CORS like Supabase's gateway, for the origins allowedOrigin accepts only. */
function corsHeaders(req: IncomingMessage, allowNetwork: boolean): Record<string, string> {
  const origin = allowedOrigin(req, allowNetwork);
  if (!origin) return { Vary: 'Origin' };
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Methods': 'GET, HEAD, PUT, PATCH, POST, DELETE, OPTIONS',
    'Access-Control-Allow-Headers':
      req.headers['access-control-request-headers'] ??
      'authorization, x-client-info, apikey, content-type, prefer, range, accept-profile, content-profile, x-supabase-api-version',
    'Access-Control-Expose-Headers':
      'Content-Range, Content-Location, Content-Length, Preference-Applied, Range-Unit, X-Supabase-Api-Version, x-sb-error-code',
    'Access-Control-Max-Age': '3600',
    Vary: 'Origin',
  };
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  response: LocalResponse,
  { cors = true, allowNetwork = false } = {},
): void {
  const headers: Record<string, string> = {
    ...(cors ? corsHeaders(req, allowNetwork) : {}),
    ...response.headers,
  };
  let payload: string | Buffer | undefined;
  if (response.body !== undefined && response.status !== 204) {
    if (typeof response.body === 'string' || Buffer.isBuffer(response.body)) {
      payload = response.body;
    } else {
      payload = JSON.stringify(response.body);
      if (!Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) {
        headers['Content-Type'] = 'application/json; charset=utf-8';
      }
    }
  }
  res.writeHead(response.status, headers);
  res.end(req.method === 'HEAD' ? undefined : payload);
}

/** The API key of the request (header, or `apikey` URL parameter), checked like Supabase's gateway. */
export function checkApiKey(req: LocalRequest): LocalResponse | null {
  const key = req.headers.apikey ?? new URLSearchParams(req.rawQuery).get('apikey') ?? undefined;
  if (!key) {
    return {
      status: 401,
      body: {
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      },
    };
  }
  if (key !== LOCAL_ANON_KEY && key !== LOCAL_SERVICE_ROLE_KEY) {
    return {
      status: 401,
      body: {
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      },
    };
  }
  return null;
}

/** The raw query without `apikey` parameters, every other parameter kept as sent. */
export function withoutApiKeyParam(rawQuery: string): string {
  return rawQuery
    .split('&')
    .filter((pair) => pair !== '' && decodeURIComponent(pair.split('=')[0]) !== 'apikey')
    .join('&');
}

/** PostgREST's answer to a JWT it cannot use. */
export function restJwtError(error: JwtError): LocalResponse {
  const message = error.expired ? 'JWT expired' : 'JWSError JWSInvalidSignature';
  return {
    status: 401,
    headers: {
      'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
    },
    body: { code: error.expired ? 'PGRST303' : 'PGRST301', details: null, hint: null, message },
  };
}

/** Creates the embedded backend: opens (or creates) the database and returns its HTTP handler. */
export async function createLocalSupabase(options: LocalSupabaseOptions): Promise<LocalSupabase> {
  const now = options.now ?? (() => new Date());
  const bcryptCost = options.bcryptCost ?? bcryptCostFromEnv();
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
  const outbox = new Outbox(options.log ?? ((line) => console.log(line)), now);
  const config: AuthConfig = {
    ...DEFAULT_AUTH_CONFIG,
    ...site,
    ...(options.siteUrl ? { siteUrl: options.siteUrl } : {}),
    bcryptCost,
    ...options.auth,
  };
  const allowNetwork = options.allowNetwork ?? networkAllowed();
  const reply = (
    req: IncomingMessage,
    res: ServerResponse,
    response: LocalResponse,
    { cors = true } = {},
  ) => send(req, res, response, { cors, allowNetwork });
  const authContext = {
    db,
    outbox,
    now,
    limiter: new RateLimiter(resolveRateLimits(options.rateLimits), now),
    config,
  };

  async function dispatch(
    service: (typeof SERVICES)[number],
    request: LocalRequest,
  ): Promise<LocalResponse> {
    // Like the Supabase gateway's storage route: no key check, Storage verifies the bearer token
    // itself (signed URLs are opened with no header at all).
    if (service === '/storage/v1') return handleStorage({ db, blobs }, request);
    const openPath = service === '/auth/v1' && OPEN_AUTH_PATHS.has(request.path);
    const keyError = openPath ? null : checkApiKey(request);
    if (keyError) return keyError;
    // The gateway consumes the key: an `apikey` URL parameter never reaches the service.
    const serviceRequest = { ...request, rawQuery: withoutApiKeyParam(request.rawQuery) };
    if (service === '/auth/v1') return handleAuth(authContext, serviceRequest);

    const bearer = /^bearer\s+(\S+)$/i.exec(request.headers.authorization?.trim() ?? '')?.[1];
    const token =
      bearer ?? request.headers.apikey ?? new URLSearchParams(request.rawQuery).get('apikey') ?? '';
    try {
      return await handleRest({ db }, serviceRequest, await verifyJwt(token));
    } catch (error) {
      if (error instanceof JwtError) return restJwtError(error);
      throw error;
    }
  }

  async function serve(
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
    rawQuery: string,
  ) {
    if (pathname === MAIL_PATH) {
      // Recovery tokens: only for this machine, and no CORS, so no page of another origin reads them.
      const local = isLoopbackRequest(req.socket.remoteAddress, req.headers.host);
      const response = local
        ? { status: 200, body: outbox.list() }
        : { status: 403, body: { message: 'The mail outbox is only served to this machine' } };
      reply(req, res, response, { cors: false });
      return;
    }
    if (req.method === 'OPTIONS') {
      reply(req, res, { status: 200 });
      return;
    }
    const service = SERVICES.find(
      (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
    );
    if (!service) return;
    // DNS rebinding: a foreign name that resolves to this machine reaches only this machine's
    // names (as Vite's server.allowedHosts), unless the person served the backend to the network.
    if (!allowNetwork && !isLoopbackAddress(hostHeaderName(req.headers.host))) {
      reply(
        req,
        res,
        { status: 403, body: { message: 'Host not allowed: this backend serves localhost only' } },
        { cors: false },
      );
      return;
    }
    let bytes: Buffer | undefined;
    const isStorage = service === '/storage/v1';
    try {
      bytes = await readBody(req, isStorage ? MAX_STORAGE_BODY_BYTES : MAX_BODY_BYTES);
    } catch (error) {
      if (!(error instanceof PayloadTooLargeError)) throw error;
      reply(
        req,
        res,
        isStorage
          ? storageErrorResponse(storageErrors.entityTooLarge())
          : { status: 413, body: { message: 'Request body too large' } },
      );
      return;
    }
    const request: LocalRequest = {
      method: (req.method ?? 'GET').toUpperCase(),
      path: pathname.slice(service.length) || '/',
      rawQuery,
      headers: lowerCaseHeaders(req),
      body: isStorage ? undefined : bytes?.toString('utf8'),
      bytes,
      ip: clientIp(req),
    };
    reply(req, res, await dispatch(service, request));
  }

  function handle(req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) {
    const url = req.url ?? '/';
    const queryStart = url.indexOf('?');
    const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
    const rawQuery = queryStart === -1 ? '' : url.slice(queryStart + 1);
    if (!isBackendPath(pathname)) {
      if (next) next();
      else
        reply(req, res, { status: 404, body: { message: 'no Route matched with those values' } });
      return;
    }
    serve(req, res, pathname, rawQuery).catch((error: unknown) => {
      console.error('[local-supabase] request failed', error);
      if (!res.headersSent)
        reply(req, res, { status: 500, body: { message: 'Internal Server Error' } });
      else res.end();
    });
  }

  return {
    db,
    outbox,
    setUrls({ apiExternalUrl, siteUrl }) {
      config.apiExternalUrl = apiExternalUrl.replace(/\/+$/, '');
      if (siteUrl) config.siteUrl = siteUrl.replace(/\/+$/, '');
    },
    handle,
    close: () => db.close(),
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
