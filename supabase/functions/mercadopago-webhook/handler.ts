/**
 * Mercado Pago's payment notifications (`POST ?data.id=<id>&type=payment`, no Supabase JWT:
 * config.toml sets verify_jwt = false). Nothing in a notification is believed: its x-signature
 * must be the application's and at most 5 minutes old, and the payment is then fetched from
 * Mercado Pago's API with the token of the linked account it names, and handed to the database
 * (apply_mercadopago_payment), which decides whether it is a platform payment of that account,
 * within the agreed amount, new, and not older than what it already holds.
 *
 * Answers: 200 once handled (also for a payment that is not the platform's, so Mercado Pago
 * stops sending it), 401 for a bad or stale signature, 400 for a malformed notification, and
 * 502/500 when Mercado Pago or the database failed, so Mercado Pago sends it again.
 */
import { json, type Env } from '../_shared/http.ts';
import { fetchPayment, mercadoPagoApiUrl } from '../_shared/mercadopago.ts';
import { checkSignature } from '../_shared/mercadopago-signature.ts';
import { applyPayment } from '../_shared/protected-payments.ts';
import { selectAsService } from '../_shared/rest.ts';

/** How old a signature may be (clock skew and Mercado Pago's own delay included). */
export const MAX_SIGNATURE_AGE_SECONDS = 300;
const MAX_BODY = 16 * 1024;
const PAYMENT_ID = /^\d{1,19}$/;
const USER_ID = /^\d{1,19}$/;

export async function handle(req: Request, env: Env): Promise<Response> {
  if (req.method !== 'POST') return json(405, { message: 'Método no permitido' });
  const secret = env.MERCADOPAGO_WEBHOOK_SECRET ?? '';
  if (!secret)
    return json(503, { message: 'Las notificaciones de Mercado Pago no están configuradas' });

  const url = new URL(req.url);
  const type = url.searchParams.get('type') ?? url.searchParams.get('topic');
  const dataId = url.searchParams.get('data.id') ?? '';
  if (type !== 'payment') return json(200, { outcome: 'ignored' });
  if (!PAYMENT_ID.test(dataId)) return json(400, { message: 'Notificación inválida' });

  const signature = await checkSignature({
    secret,
    header: req.headers.get('x-signature'),
    requestId: req.headers.get('x-request-id'),
    dataId,
    now: new Date(),
    maxAgeSeconds: MAX_SIGNATURE_AGE_SECONDS,
  });
  if (signature !== 'valid') {
    return json(401, {
      message: signature === 'stale' ? 'Notificación vencida' : 'Firma inválida',
    });
  }

  const text = await req.text();
  if (text.length > MAX_BODY) return json(400, { message: 'Notificación inválida' });
  let body: { user_id?: unknown; data?: { id?: unknown } } | null;
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = null;
  }
  const userId = String(body?.user_id ?? '');
  if (!USER_ID.test(userId) || String(body?.data?.id ?? dataId) !== dataId) {
    return json(400, { message: 'Notificación inválida' });
  }

  const accounts = await selectAsService<{ access_token: string }>(
    env,
    'mercadopago_accounts',
    `select=access_token&mp_user_id=eq.${userId}&limit=1`,
  );
  if (!accounts.ok) return json(500, { message: 'No se pudo leer la cuenta vinculada' });
  const account = accounts.data[0];
  if (!account) return json(200, { outcome: 'unknown' });

  let payment: Record<string, unknown> | null;
  try {
    payment = await fetchPayment(mercadoPagoApiUrl(env), account.access_token, dataId);
  } catch {
    return json(502, { message: 'Mercado Pago no respondió' });
  }
  if (!payment) return json(200, { outcome: 'unknown' });

  const applied = await applyPayment(env, Number(userId), payment);
  if (!applied) return json(500, { message: 'No se pudo registrar el pago' });
  return json(200, { outcome: applied.outcome });
}
