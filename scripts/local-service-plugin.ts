/**
 * Serves a local fake of an outside service (Mercado Pago, ARCA, a Web Push service) under
 * `prefix` of the dev and preview servers, next to the embedded backend, unless VITE_SUPABASE_URL
 * points the app at a hosted project, whose functions then talk to the real service. The fake is
 * made on its first request (ARCA's needs a certificate, which takes a moment).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { loadEnv, type Plugin } from 'vite';

type Handle = (req: IncomingMessage, res: ServerResponse, next?: () => void) => void;

export function localService(name: string, prefix: string, create: () => Handle): Plugin {
  let enabled = true;
  let handle: Handle | null = null;
  const serve: Handle = (req, res, next) => {
    handle ??= create();
    handle(req, res, next);
  };
  return {
    name: `local-${name}`,
    apply: (_config, { command }) => command === 'serve',
    configResolved(config) {
      const env = loadEnv(config.mode, config.envDir || config.root, '');
      enabled = !env.VITE_SUPABASE_URL?.trim();
    },
    configureServer(server) {
      if (enabled) server.middlewares.use(prefix, serve);
    },
    configurePreviewServer(server) {
      if (enabled) server.middlewares.use(prefix, serve);
    },
  };
}
