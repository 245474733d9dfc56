/**
 * The performance floor (scripts/perf-floor/): a bare Vite app with the app's runtime
 * dependencies, built and served on this machine, so the app's figures are read against what
 * those alone cost here. `npm run lighthouse` measures its public page; `npm run bench:signed-in`
 * its signed-in page, which reads one list through supabase-js: for that the floor serves the
 * embedded backend on its own origin, as the app's server does.
 */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, preview, type PluginOption } from 'vite';
import { localSupabase } from '../packages/local-supabase/vite-plugin.ts';
import { demoLogins, project } from '../supabase/project.ts';
import { freePort, previewEnv, ROOT } from './preview';

const FLOOR_ROOT = path.join(ROOT, 'scripts/perf-floor');
const FLOOR_DIST = path.join(ROOT, 'node_modules/.cache/perf-floor');

/** The floor's signed-in page: the demo shipper's listings, as 'Mis Envíos' lists them. */
export const FLOOR_SIGNED_IN_PATH = '/panel';

export interface FloorServer {
  baseUrl: string;
  stop(): Promise<void>;
}

export async function startFloor({ backend = false } = {}): Promise<FloorServer> {
  await build({
    configFile: false,
    root: FLOOR_ROOT,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: FLOOR_DIST, emptyOutDir: true },
  });
  const plugins: PluginOption[] = [];
  if (backend) {
    // A throwaway database with the demo accounts, as the app's preview server has.
    Object.assign(process.env, previewEnv);
    plugins.push(localSupabase({ project, demo: demoLogins }));
  }
  const port = await freePort();
  const server = await preview({
    configFile: false,
    root: FLOOR_ROOT,
    logLevel: 'warn',
    plugins,
    build: { outDir: FLOOR_DIST },
    preview: { port, strictPort: true, host: '127.0.0.1' },
  });
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
