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
  const applied = await rpcAsService<string>(env, 'apply_mercadopago_payment', {
    p_mp_user_id: seller.mp_user_id,
    p_payment: payment,
  });
  if (!applied.ok) return json(500, { message: 'No se pudo registrar el pago' });
  const row = await selectAsService<{ status: string }>(
    env,
    'protected_payments',
    `select=status&mp_payment_id=eq.${paymentId}`,
  );
  const status = row.ok ? row.data[0]?.status : undefined;
  return status ? { status } : json(500, { message: 'No se pudo registrar el pago' });
}
