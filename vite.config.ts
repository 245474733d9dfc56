import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vitest/config';
// A relative path, not the package name: Vite bundles relative imports of its config, and loads
// bare ones with Node, which cannot run the package's TypeScript before Node 22.18.
import { localSupabase } from './packages/local-supabase/vite-plugin.ts';
import { prerenderPages, previewAppShell } from './scripts/prerender-plugin.ts';
import { demoLogins, project } from './supabase/project.ts';
import { sitemap } from './scripts/sitemap-plugin.ts';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    localSupabase({ project, demo: demoLogins }),
    sitemap(),
    prerenderPages(),
    previewAppShell(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
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
          exclude: ['src/**/*.int.test.{ts,tsx}'],
          setupFiles: ['src/testing/setup.ts'],
          // A ceiling, not a target: typing through a long form on a busy 2-core machine can take
          // more than Vitest's default 5 s, and a test that times out keeps typing into the next.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          // Real supabase-js against the embedded backend; a file may opt into jsdom with a docblock.
          include: [
            'packages/*/**/*.test.ts',
            'supabase/tests/**/*.test.ts',
            'scripts/**/*.test.ts',
            'src/**/*.int.test.{ts,tsx}',
          ],
          setupFiles: ['src/testing/setup.ts'],
          // The suites sign up and in hundreds of times: bcrypt cost 4 instead of GoTrue's 10.
          env: { LOCAL_SUPABASE_TEST_BCRYPT_COST: '4' },
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
