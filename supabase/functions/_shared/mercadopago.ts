/**
 * Mercado Pago's OAuth, as its documented HTTP API speaks it, at configurable base URLs: the
 * real service on a hosted project, the local fake (packages/fake-mercadopago) with
 * `npm run dev` and in the tests.
 */
import type { Env } from './http.ts';

export interface MercadoPagoConfig {
  clientId: string;
  clientSecret: string;
  /** Where the seller consents: https://auth.mercadopago.com.ar in Argentina. */
  authUrl: string;
  /** https://api.mercadopago.com */
  apiUrl: string;
  /** The app's page Mercado Pago sends the seller back to (registered with the application). */
  redirectUri: string;
}

/** The configuration from the function's secrets; null while any is missing. */
export function mercadoPagoConfig(env: Env): MercadoPagoConfig | null {
  const config = {
    clientId: env.MERCADOPAGO_CLIENT_ID ?? '',
    clientSecret: env.MERCADOPAGO_CLIENT_SECRET ?? '',
    authUrl: env.MERCADOPAGO_AUTH_URL ?? 'https://auth.mercadopago.com.ar',
    apiUrl: env.MERCADOPAGO_API_URL ?? 'https://api.mercadopago.com',
    redirectUri: env.MERCADOPAGO_REDIRECT_URI ?? '',
  };
  return Object.values(config).every(Boolean) ? config : null;
}

export function authorizationUrl(config: MercadoPagoConfig, state: string): string {
  const url = new URL(`${config.authUrl}/authorization`);
  url.search = new URLSearchParams({
    client_id: config.clientId,
    response_type: 'code',
    platform_id: 'mp',
    state,
    redirect_uri: config.redirectUri,
  }).toString();
  return url.href;
}

/** What /oauth/token returns for a seller. */
export interface SellerTokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  user_id: number;
  public_key?: string;
  live_mode?: boolean;
}

/** How long a call to Mercado Pago may take before the function gives up. */
const TIMEOUT_MS = 10_000;

/** Asks /oauth/token for a seller's tokens; null when Mercado Pago refuses. */
async function sellerTokens(
  config: MercadoPagoConfig,
  grant: Record<string, string>,
): Promise<SellerTokens | null> {
  const res = await fetch(`${config.apiUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({
      client_id: config.clientId,
      client_secret: config.clientSecret,
      ...grant,
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!res.ok) return null;
  const tokens = (await res.json()) as Partial<SellerTokens>;
  const valid =
    typeof tokens.access_token === 'string' &&
    typeof tokens.refresh_token === 'string' &&
    typeof tokens.expires_in === 'number' &&
    typeof tokens.user_id === 'number';
  return valid ? (tokens as SellerTokens) : null;
}

/** The mercadopago_accounts row that keeps a seller's tokens, received at `now`. */
export function accountRow(transporterId: string, tokens: SellerTokens, now: Date) {
  return {
    transporter_id: transporterId,
    mp_user_id: tokens.user_id,
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    public_key: tokens.public_key ?? null,
    live_mode: tokens.live_mode ?? false,
    expires_at: new Date(now.getTime() + tokens.expires_in * 1000).toISOString(),
  };
}

/** Exchanges an authorization code for the seller's tokens; null when Mercado Pago refuses. */
export const exchangeCode = (config: MercadoPagoConfig, code: string) =>
  sellerTokens(config, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: config.redirectUri,
  });

/** New tokens for a seller before his expire (a refresh token is good once). */
export const refreshSellerTokens = (config: MercadoPagoConfig, refreshToken: string) =>
  sellerTokens(config, { grant_type: 'refresh_token', refresh_token: refreshToken });

/** Mercado Pago's API base URL from the secrets. */
export const mercadoPagoApiUrl = (env: Env) =>
  env.MERCADOPAGO_API_URL ?? 'https://api.mercadopago.com';

/**
 * A payment as Mercado Pago's API reports it now (`GET /v1/payments/:id` with the seller's
 * token): the JSON, or null when Mercado Pago says it does not exist for that seller. Throws
 * when Mercado Pago does not answer or fails, so the notification is retried.
 */
export async function fetchPayment(
  apiUrl: string,
  accessToken: string,
  paymentId: string,
): Promise<Record<string, unknown> | null> {
  const res = await fetch(`${apiUrl}/v1/payments/${encodeURIComponent(paymentId)}`, {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`Mercado Pago answered ${res.status}`);
  const payment: unknown = await res.json();
  if (!payment || typeof payment !== 'object') throw new Error('Mercado Pago answered no payment');
  return payment as Record<string, unknown>;
}

/** Mercado Pago's answer to a call: the object it made or changed, or its refusal's status and message. */
export type ApiAnswer =
  { ok: true; body: Record<string, unknown> } | { ok: false; status: number; message: string };

/**
 * A call to Mercado Pago's API with the seller's token, JSON both ways: the answer when it is
 * an object with an `id` (a payment, a preference), else Mercado Pago's refusal.
 */
async function sellerCall(
  apiUrl: string,
  accessToken: string,
  method: 'POST' | 'PUT',
  path: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<ApiAnswer> {
  const res = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${accessToken}`,
      'Content-Type': 'application/json',
      ...headers,
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const answer = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (res.ok && answer && (typeof answer.id === 'number' || typeof answer.id === 'string')) {
    return { ok: true, body: answer };
  }
  return { ok: false, status: res.status, message: String(answer?.message ?? res.statusText) };
}

/** `POST /v1/payments` with the seller's token; the key makes a retry the same payment. */
export const createPayment = (
  apiUrl: string,
  accessToken: string,
  idempotencyKey: string,
  payment: Record<string, unknown>,
) =>
  sellerCall(apiUrl, accessToken, 'POST', '/v1/payments', payment, {
    'X-Idempotency-Key': idempotencyKey,
  });

/** `PUT /v1/payments/:id`: `{capture: true, transaction_amount}` or `{status: 'cancelled'}`. */
export const updatePayment = (
  apiUrl: string,
  accessToken: string,
  paymentId: number,
  change: Record<string, unknown>,
) => sellerCall(apiUrl, accessToken, 'PUT', `/v1/payments/${paymentId}`, change);

/**
 * `POST /checkout/preferences` (Checkout Pro) with the seller's token: the preference, whose
 * `init_point` is the page where the payer pays.
 */
export const createPreference = (
  apiUrl: string,
  accessToken: string,
  preference: Record<string, unknown>,
) => sellerCall(apiUrl, accessToken, 'POST', '/checkout/preferences', preference);

/** `POST /v1/payments/:id/refunds` with the seller's token, no amount: all that is left. */
export const refundPayment = (apiUrl: string, accessToken: string, paymentId: number) =>
  sellerCall(apiUrl, accessToken, 'POST', `/v1/payments/${paymentId}/refunds`, {});
