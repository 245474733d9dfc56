/**
 * The browser suite (`npm run test:e2e`): @playwright/test driving Debian's Chromium (never a
 * downloaded browser) against the built app, served by `vite preview` with a fresh in-memory
 * embedded backend. E2E_SKIP_BUILD=1 serves the dist/ already built (CI builds once).
 */
import { randomUUID } from 'node:crypto';
import { defineConfig } from '@playwright/test';
import {
  buildArgs,
  chromiumLaunchOptions,
  freePort,
  previewArgs,
  previewEnv,
} from './scripts/preview.ts';

// Each worker loads this file again; the port the runner picked reaches them in the environment.
process.env.E2E_PORT ??= String(await freePort());
// The specs' superuser SQL (e2e/test-sql.ts), known to this run's server and workers alone.
process.env.E2E_TEST_SQL_TOKEN ??= randomUUID();
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const build = process.env.E2E_SKIP_BUILD !== '1';
const CI = Boolean(process.env.CI);

/** How long the page may take to reach an expected state (a busy 2-core machine included). */
const WAIT_MS = 10_000;

export default defineConfig({
  testDir: './e2e',
  outputDir: './e2e/artifacts',
  // The specs import the app's modules through its `@/` alias.
  tsconfig: './tsconfig.e2e.json',
  timeout: 60_000,
  expect: { timeout: WAIT_MS, toPass: { timeout: WAIT_MS } },
  forbidOnly: CI,
  retries: CI ? 2 : 0,
  // All tests share one backend and one preview server; see README ("Test it") for why one worker.
  workers: 1,
  reporter: 'list',
  use: {
    baseURL,
    browserName: 'chromium',
    // The app is one site (its backend shares its origin): a renderer per site only slows every
    // new page. The site and prerender specs ran ~15% faster without (the benchmarks keep it).
    // A test's page lives seconds, too short for V8's optimising compilers (Maglev, TurboFan) to
    // earn back their compile time: without them the whole suite used 13% less CPU (681 → 594
    // CPU-s) and took 8.1 → 7.4 min. Lighthouse and the benchmarks measure with them.
    launchOptions: {
      ...chromiumLaunchOptions,
      args: [
        ...chromiumLaunchOptions.args,
        '--disable-site-isolation-trials',
        '--js-flags=--no-opt --no-maglev',
      ],
    },
    viewport: { width: 1280, height: 800 },
    // Less motion, as a person can ask for it (src/index.css honours it): a spinner that stands
    // still is not repainted by Chromium's software compositor every frame while a test waits.
    reducedMotion: 'reduce',
    // Every signed-in page registers the service worker, which downloads the whole precache (~230
    // files) in the background: each test would pay for it. pwa.spec.ts lets it run.
    serviceWorkers: 'block',
    locale: 'es-AR',
    // Argentina's clock, as the people using it have: the app's today (date fields, expiry) must
    // agree with the database's today_in_argentina(), also from 21:00 to 24:00 when UTC's is not.
    timezoneId: 'America/Argentina/Buenos_Aires',
    actionTimeout: WAIT_MS,
    navigationTimeout: WAIT_MS,
    // A failed test's screenshot comes from the page fixture (e2e/fixtures.ts); the trace of its
    // retry has the rest.
    screenshot: 'off',
    trace: 'on-first-retry',
  },
  webServer: {
    command: [...(build ? [buildArgs] : []), previewArgs(port)]
      .map((args) => ['node', ...args].join(' '))
      .join(' && '),
    env: {
      ...previewEnv,
      LOCAL_SUPABASE_TEST_SQL_TOKEN: process.env.E2E_TEST_SQL_TOKEN,
      // Password hashes at bcrypt's lowest cost in this throwaway database: at GoTrue's 10 each
      // sign-in and sign-up holds the embedded engine ~90 ms, at 4 ~25 ms (local-supabase/bcrypt.ts).
      LOCAL_SUPABASE_TEST_BCRYPT_COST: '4',
    },
    // The backend holds every request until its database is open: the first answer means ready.
    url: baseURL,
    timeout: build ? 240_000 : 60_000,
    // SIGTERM lets vite preview close and exit, and its backend's data directory (~180 MB of
    // /dev/shm) goes with it; the default SIGKILL left it there until the next backend started.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
