/**
 * What the payment functions share: the linked account a payment is charged through, and
 * recording a payment as Mercado Pago holds it (apply_mercadopago_payment, as the webhook does).
 */
import { json, type Env } from './http.ts';
import { fetchPayment, mercadoPagoApiUrl } from './mercadopago.ts';
import { rpcAsService, selectAsService } from './rest.ts';

export interface LinkedAccount {
  access_token: string;
  mp_user_id: number;
}

export const unreachable = () =>
  json(502, { message: 'Mercado Pago no respondió. Volvé a intentarlo.' });

/** The transporter's linked Mercado Pago account, or null when he has none. */
export async function linkedAccount(
  env: Env,
  transporterId: string,
): Promise<LinkedAccount | null> {
  const found = await selectAsService<LinkedAccount>(
    env,
    'mercadopago_accounts',
    `select=access_token,mp_user_id&transporter_id=eq.${transporterId}`,
  );
  return found.ok ? (found.data[0] ?? null) : null;
}

/** What apply_mercadopago_payment made of a payment, and the record's state after it. */
interface Applied {
  outcome: 'applied' | 'duplicate' | 'stale' | 'unknown' | 'refused';
  status: string | null;
}

/** Hands a payment fetched from Mercado Pago to the database; null when the database failed. */
export async function applyPayment(
  env: Env,
  mpUserId: number,
  payment: Record<string, unknown>,
): Promise<Applied | null> {
  const applied = await rpcAsService<Applied[]>(env, 'apply_mercadopago_payment', {
    p_mp_user_id: mpUserId,
    p_payment: payment,
  });
  return applied.ok ? (applied.data[0] ?? null) : null;
}

/**
 * Fetches the payment from Mercado Pago (whatever the call before it answered) and records it;
 * the state it left, or the Response that says why not.
 */
export async function recordPayment(
  env: Env,
  seller: LinkedAccount,
  paymentId: string,
): Promise<{ status: string } | Response> {
  let payment: Record<string, unknown> | null;
  try {
    payment = await fetchPayment(mercadoPagoApiUrl(env), seller.access_token, paymentId);
  } catch {
    return unreachable();
  }
  if (!payment) return unreachable();
  const applied = await applyPayment(env, seller.mp_user_id, payment);
  // A payment the database did not take (not the record's, or not the agreed amount) left
  // nothing it could answer for.
  return applied?.status && applied.outcome !== 'refused' && applied.outcome !== 'unknown'
    ? { status: applied.status }
    : json(500, { message: 'No se pudo registrar el pago' });
}
