/**
 * Serves the local ARCA under `prefix` of the dev and preview servers, next to the embedded
 * backend, unless VITE_SUPABASE_URL points the app at a hosted project (whose functions then
 * talk to ARCA's homologación or production).
 */
import { loadEnv, type Plugin } from 'vite';
import { createFakeArca, type FakeArcaOptions } from './server.ts';

export function fakeArca(options: { prefix: string; fake: () => FakeArcaOptions }): Plugin {
  let enabled = true;
  let fake: ReturnType<typeof createFakeArca> | null = null;
  const handle: ReturnType<typeof createFakeArca>['handle'] = (req, res, next) => {
    fake ??= createFakeArca(options.fake());
    fake.handle(req, res, next);
  };
  return {
    name: 'fake-arca',
    apply: (_config, { command }) => command === 'serve',
    configResolved(config) {
      const env = loadEnv(config.mode, config.envDir || config.root, '');
      enabled = !env.VITE_SUPABASE_URL?.trim();
    },
    configureServer(server) {
      if (enabled) server.middlewares.use(options.prefix, handle);
    },
    configurePreviewServer(server) {
      if (enabled) server.middlewares.use(options.prefix, handle);
    },
  };
}
