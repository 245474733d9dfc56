/**
 * Serves the local Mercado Pago under `prefix` of the dev and preview servers, next to the
 * embedded backend, unless VITE_SUPABASE_URL points the app at a hosted project (whose functions
 * then talk to the real Mercado Pago).
 */
import { loadEnv, type Plugin } from 'vite';
import { createFakeMercadoPago, type FakeMercadoPagoOptions } from './server.ts';

export function fakeMercadoPago(options: FakeMercadoPagoOptions & { prefix: string }): Plugin {
  let enabled = true;
  const fake = createFakeMercadoPago(options);
  return {
    name: 'fake-mercadopago',
    apply: (_config, { command }) => command === 'serve',
    configResolved(config) {
      const env = loadEnv(config.mode, config.envDir || config.root, '');
      enabled = !env.VITE_SUPABASE_URL?.trim();
    },
    configureServer(server) {
      if (enabled) server.middlewares.use(options.prefix, fake.handle);
    },
    configurePreviewServer(server) {
      if (enabled) server.middlewares.use(options.prefix, fake.handle);
    },
  };
}
