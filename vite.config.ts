import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vitest/config';
import { localSupabase } from './local-supabase/vite-plugin.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), localSupabase()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    // dist/.vite/manifest.json: scripts/size-budget.ts follows it to the home page's first load.
    manifest: true,
  },
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.int.test.{ts,tsx}'],
          setupFiles: ['src/testing/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          // Real supabase-js against local-supabase; a file may opt into jsdom with a docblock.
          include: ['local-supabase/**/*.test.ts', 'src/**/*.int.test.{ts,tsx}'],
          setupFiles: ['src/testing/setup.ts'],
          // The suites sign up and in hundreds of times: bcrypt cost 4 instead of GoTrue's 10.
          env: { LOCAL_SUPABASE_TEST_BCRYPT_COST: '4' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
