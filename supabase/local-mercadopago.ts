/**
 * The Mercado Pago of `npm run dev` and the browser suite: the local fake
 * (packages/fake-mercadopago) under the dev server's /_fake/mercadopago, the application it
 * knows, and the secrets that point the Edge Functions at it unless supabase/functions/.env
 * names the real service.
 */
import { paths } from '../src/lib/paths.ts';

export const LOCAL_MERCADOPAGO = {
  prefix: '/_fake/mercadopago',
  clientId: 'conectacargas-local',
  clientSecret: 'local-secret-not-for-production',
  webhookSecret: 'local-webhook-secret-not-for-production',
} as const;

/** The functions' Mercado Pago secrets at the backend's URL (which is the app's in development). */
export function localMercadoPagoSecrets(url: string): Record<string, string> {
  return {
    MERCADOPAGO_CLIENT_ID: LOCAL_MERCADOPAGO.clientId,
    MERCADOPAGO_CLIENT_SECRET: LOCAL_MERCADOPAGO.clientSecret,
    MERCADOPAGO_AUTH_URL: `${url}${LOCAL_MERCADOPAGO.prefix}`,
    MERCADOPAGO_API_URL: `${url}${LOCAL_MERCADOPAGO.prefix}`,
    MERCADOPAGO_REDIRECT_URI: `${url}${paths.transporterMercadoPago}`,
    MERCADOPAGO_WEBHOOK_SECRET: LOCAL_MERCADOPAGO.webhookSecret,
  };
}
