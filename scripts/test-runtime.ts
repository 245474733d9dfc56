/**
 * `npm run test:runtime`: the suites that prove what differs between Node versions, for CI's pass
 * on another Node (24) without re-running every file. Each file is here for a runtime surface the
 * rest of the suite only uses through it:
 *  - the database engines: PGlite (WebAssembly) in a worker thread, restarted when a statement
 *    overruns (db, engine/pglite, statement-timeout);
 *  - crypto: bcrypt, JWT signing and checking, TOTP (bcrypt, keys, auth, mfa);
 *  - HTTP, fetch and streams: the server, Storage's uploads (server, storage);
 *  - WebSocket: Realtime through realtime-js over `ws` (realtime);
 *  - the web-standard Request, Response, fetch and AbortSignal the Edge Functions are written in,
 *    run in Node by the embedded backend (functions/functions, and mercadopago-oauth's flow), and
 *    Web Crypto's HMAC, which checks Mercado Pago's webhook signatures (mercadopago-webhook);
 *  - the app's Supabase client over the platform's fetch (lib/supabase.int), and jsdom with React
 *    for the app's screens (app/routes).
 * Arguments go to Vitest. A listed file that no longer exists fails the run.
 */
import { spawn } from 'node:child_process';
import { access } from 'node:fs/promises';
import path from 'node:path';

const RUNTIME_SUITES = [
  'packages/local-supabase/db.test.ts',
  'packages/local-supabase/engine/pglite.test.ts',
  'packages/local-supabase/statement-timeout.test.ts',
  'packages/local-supabase/bcrypt.test.ts',
  'packages/local-supabase/keys.test.ts',
  'packages/local-supabase/auth/auth.test.ts',
  'packages/local-supabase/auth/mfa.test.ts',
  'packages/local-supabase/server.test.ts',
  'packages/local-supabase/storage/storage.test.ts',
  'packages/local-supabase/realtime/realtime.test.ts',
  'packages/local-supabase/functions/functions.test.ts',
  'supabase/tests/mercadopago-oauth.test.ts',
  'supabase/tests/mercadopago-webhook.test.ts',
  'src/lib/supabase.int.test.ts',
  'src/app/routes.test.tsx',
];

async function main(): Promise<number> {
  const missing: string[] = [];
  for (const file of RUNTIME_SUITES) await access(file).catch(() => missing.push(file));
  if (missing.length > 0) {
    console.error(`test:runtime lists files that do not exist: ${missing.join(', ')}`);
    return 1;
  }
  const vitest = spawn(
    path.join('node_modules', '.bin', 'vitest'),
    ['run', ...RUNTIME_SUITES, ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  return new Promise<number>((resolve) => {
    vitest.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
