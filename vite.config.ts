import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vitest/config';
// A relative path, not the package name: Vite bundles relative imports of its config, and loads
// bare ones with Node, which cannot run the package's TypeScript before Node 22.18.
import { localSupabase } from './packages/local-supabase/vite-plugin.ts';
import { createFakeMercadoPago } from './packages/fake-mercadopago/server.ts';
import { createFakeArca } from './packages/fake-arca/server.ts';
import { createFakePushService } from './packages/fake-push/server.ts';
import { localService } from './scripts/local-service-plugin.ts';
import { prerenderPages, previewAppShell } from './scripts/prerender-plugin.ts';
import { demoLogins, project } from './supabase/project.ts';
import { LOCAL_MERCADOPAGO } from './supabase/local-mercadopago.ts';
import { LOCAL_ARCA_PREFIX, localArcaCertificate } from './supabase/local-arca.ts';
import { LOCAL_PUSH_PREFIX } from './supabase/local-push.ts';
import { sitemap } from './scripts/sitemap-plugin.ts';
import { VitePWA } from 'vite-plugin-pwa';
import { appManifest } from './scripts/app-manifest.ts';

/**
 * Where a test file runs. Each file in a VM context of a long-lived worker, not a process of its
 * own: jsdom and the modules every file imports load once per worker instead of once per file
 * (the unit project: 175 s alone in separate processes, 71 s in VM contexts). Its context is as
 * fresh as a process's for the file's own modules and mocks.
 */
const IN_VM = {
  pool: 'vmForks',
  // react-router-dom's CommonJS build requires react-router's ES module, which a VM context's
  // require cannot load; its ES build imports it.
  alias: {
    'react-router-dom': fileURLToPath(
      new URL('./node_modules/react-router-dom/dist/index.mjs', import.meta.url),
    ),
  },
} as const;

const INTEGRATION_SUITES = [
  'packages/*/**/*.test.ts',
  'supabase/tests/**/*.test.ts',
  'scripts/**/*.test.ts',
  'src/**/*.int.test.{ts,tsx}',
];

/**
 * Integration suites that need a process of their own: Vite's native bundler (rolldown) refuses
 * values made in a VM context; ESLint's dependencies ship ES modules as CommonJS; a backend under
 * jsdom gets jsdom's timers, which have no unref().
 */
const OWN_PROCESS = [
  'packages/local-supabase/vite-plugin.test.ts',
  'src/testing/import-boundaries.int.test.ts',
  'packages/local-supabase/auth/recovery-browser.test.ts',
  'src/features/accounts/accounts.int.test.tsx',
];

/**
 * Unit suites that need a process of their own: the visitor's AuthProvider counts every load of
 * the Supabase client, and in a shared worker a previous file's late dynamic import (a timer or
 * a request that outlived its file) can land in its count: seen once, on a busy CI machine.
 */
const UNIT_OWN_PROCESS = ['src/auth/auth-provider-visitor.test.tsx'];

/**
 * What every test file runs first: the app's tests get no live channel (no-realtime.ts); the
 * DOM's matchers and clean-up (setup.ts) only where something renders. The integration suites
 * are node code but for two, which load setup.ts in their own process (npm test's setup phase:
 * 47 s before, 29 s after).
 */
const DOM_SETUP = ['src/testing/no-realtime.ts', 'src/testing/setup.ts'];

/**
 * The app's tests run on Argentina's clock, as its users' devices do (the browser suite too):
 * from 21:00 to 24:00 there the device's day is not UTC's, and the database's is Argentina's.
 */
const ARGENTINE_CLOCK = { TZ: 'America/Argentina/Buenos_Aires' };

const INTEGRATION_SETTINGS = {
  setupFiles: ['src/testing/no-realtime.ts'],
  // The suites sign up and in hundreds of times: bcrypt cost 4 instead of GoTrue's 10.
  env: { LOCAL_SUPABASE_TEST_BCRYPT_COST: '4' },
  testTimeout: 120_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    localSupabase({ project, demo: demoLogins }),
    localService(
      'mercadopago',
      LOCAL_MERCADOPAGO.prefix,
      () =>
        createFakeMercadoPago({
          clients: [{ id: LOCAL_MERCADOPAGO.clientId, secret: LOCAL_MERCADOPAGO.clientSecret }],
          webhookSecret: LOCAL_MERCADOPAGO.webhookSecret,
        }).handle,
    ),
    localService(
      'arca',
      LOCAL_ARCA_PREFIX,
      () => createFakeArca({ trusted: [localArcaCertificate().certificatePem] }).handle,
    ),
    localService('push', LOCAL_PUSH_PREFIX, () => createFakePushService().handle),
    sitemap(),
    prerenderPages(),
    previewAppShell(),
    // After prerenderPages: the precache list is read from dist/ once the shell (app.html) is there.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      // src/app/pwa registers it, for signed-in people only, after the page has loaded.
      injectRegister: false,
      manifest: appManifest,
      injectManifest: {
        globPatterns: ['assets/*.{js,css}', 'app.html', 'favicon.svg'],
      },
    }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // Names this build (lib/env.ts, BUILD_ID): data kept on the device by another is not read back.
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(Date.now().toString(36)) },
  build: {
    // dist/.vite/manifest.json: scripts/size-budget.ts follows it to the home page's first load.
    manifest: true,
    // Lazy chunks are named by their hash alone: the entry lists every one of them (Vite's preload
    // map), and their names cost the visitor's first load 1.2 KB gzip. The bundle report names
    // the modules inside each.
    rollupOptions: { output: { chunkFileNames: 'assets/[hash].js' } },
  },
  test: {
    globals: true,
    // One worker per core, not Vitest's default of one fewer: the integration suites wait on their
    // backends much of the time, and a 2-core CI machine ran them in 533 s with one worker, 293 s with two.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.int.test.{ts,tsx}', ...UNIT_OWN_PROCESS],
          ...IN_VM,
          setupFiles: DOM_SETUP,
          env: ARGENTINE_CLOCK,
          // A ceiling, not a target: typing through a long form on a busy 2-core machine can take
          // more than Vitest's default 5 s, and a test that times out keeps typing into the next.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-process',
          environment: 'jsdom',
          include: UNIT_OWN_PROCESS,
          pool: 'forks',
          setupFiles: DOM_SETUP,
          env: ARGENTINE_CLOCK,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          // Real supabase-js against the embedded backend; a file may opt into jsdom with a docblock.
          include: INTEGRATION_SUITES,
          exclude: OWN_PROCESS,
          ...IN_VM,
          ...INTEGRATION_SETTINGS,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration-process',
          environment: 'node',
          include: OWN_PROCESS,
          pool: 'forks',
          ...INTEGRATION_SETTINGS,
          setupFiles: DOM_SETUP,
        },
      },
    ],
  },
});
