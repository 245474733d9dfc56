import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import { WebSocket } from 'ws';
import type { SqlDatabase } from './engine/types.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from './keys.ts';
import type { MailMessage } from './mail.ts';
import type { RealtimeStats } from './realtime/service.ts';
import { type LocalSupabase, type LocalSupabaseOptions, startLocalSupabase } from './server.ts';

export type { MailMessage } from './mail.ts';
export type { Queryable, SqlDatabase } from './engine/types.ts';

export interface TestBackend {
  /** Base URL for `createClient`, e.g. `http://127.0.0.1:41234`. */
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /**
   * The backend's database, as its superuser (no RLS): PGlite, or under `npm run test:pg` a
   * database of its own on the PostgreSQL server of LOCAL_SUPABASE_DB_URL.
   */
  db: SqlDatabase;
  /** Every mail sent so far (recovery links), oldest first. */
  outbox(): Promise<MailMessage[]>;
  /** The backend's connect-style handler, for requests no socket can make (test-support/http.ts). */
  handle: LocalSupabase['handle'];
  /** Realtime's open sockets and channels, and the statements it has run. */
  realtimeStats(): RealtimeStats;
  /** Runs the project's pg_cron jobs once (a test backend runs them only when asked). */
  runCronJobs(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A fresh backend for an integration test: a throwaway database of the project, migrated and
 * seeded (PGlite, or a new database on the server of LOCAL_SUPABASE_DB_URL), HTTP on 127.0.0.1
 * and a free port, mail links not printed. Options override the defaults (e.g. the seeds, lower
 * rate limits, a controllable clock). pg_cron jobs run only when the test calls runCronJobs.
 */
export async function startTestBackend(
  options: Omit<LocalSupabaseOptions, 'dataDir'>,
): Promise<TestBackend> {
  const backend = await startLocalSupabase({
    log: () => {},
    cron: false,
    ...options,
    dataDir: 'memory',
    port: 0,
    host: '127.0.0.1',
  });
  return {
    url: backend.url,
    anonKey: LOCAL_ANON_KEY,
    serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    db: backend.db,
    outbox: async () => backend.outbox.list(),
    handle: backend.handle,
    realtimeStats: () => backend.realtime.stats(),
    runCronJobs: () => backend.runCronJobs(),
    stop: () => backend.close(),
  };
}

type RealtimeTransport = NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport'];

/** Node 20 has no global WebSocket: Realtime connects through `ws`, on every Node the same. */
export const realtimeTransport = WebSocket as unknown as RealtimeTransport;

/**
 * A supabase-js client for Node tests, typed with the project's generated Database: no session
 * persistence or auto refresh (each test signs in explicitly), and Realtime over `ws`.
 */
export function createTestClient<Database>(
  backend: Pick<TestBackend, 'url' | 'anonKey'>,
  key: string = backend.anonKey,
) {
  return createClient<Database>(backend.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: realtimeTransport },
  });
}

// What suites outside the package use to attack and inspect the backend: raw HTTP requests, mail
// links, test files, TOTP codes and the metadata cap.
export { base32Decode, totp } from './auth/totp.ts';
/** GoTrue's access token, for a benchmark that needs many sessions' tokens without signing in. */
export { signAccessToken } from './jwt.ts';
export { MAX_USER_METADATA_BYTES } from './auth/validation.ts';
export { jpegBytes, pdfBytes, pngBytes } from './storage/test-files.ts';
export { followMailLink, handleFrom, rawRequest, type RawAnswer } from './test-support/http.ts';
