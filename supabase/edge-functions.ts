/**
 * The project's Edge Functions as the embedded backend serves them at /functions/v1/<name>: each
 * folder of supabase/functions/ by name, with the handler its Deno `index.ts` serves on hosted
 * (supabase/tests/edge-functions.test.ts keeps this list and the folders the same).
 */
import type { EdgeFunction } from '../packages/local-supabase/functions/service.ts';
import { handle as arcaInvoices } from './functions/arca-invoices/handler.ts';
import { handle as mercadopagoJobs } from './functions/mercadopago-jobs/handler.ts';
import { handle as mercadopagoOauth } from './functions/mercadopago-oauth/handler.ts';
import { handle as mercadopagoPayments } from './functions/mercadopago-payments/handler.ts';
import { handle as mercadopagoWebhook } from './functions/mercadopago-webhook/handler.ts';
import { handle as pushNotifications } from './functions/push-notifications/handler.ts';

export const edgeFunctions: Readonly<Record<string, EdgeFunction>> = {
  'arca-invoices': arcaInvoices,
  'mercadopago-jobs': mercadopagoJobs,
  'mercadopago-oauth': mercadopagoOauth,
  'mercadopago-payments': mercadopagoPayments,
  'mercadopago-webhook': mercadopagoWebhook,
  'push-notifications': pushNotifications,
};
