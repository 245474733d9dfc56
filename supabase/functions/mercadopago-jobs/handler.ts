/**
 * What no person waits for, run by pg_cron every 10 minutes (migration payment_jobs) with the
 * service role key: captures the reservations whose receipt is conformed and releases those whose
 * assignment ended (protected_payments_due decides which), and refreshes the Mercado Pago tokens
 * that expire within 30 days. Any other caller is refused. Answers what it did, one failure not
 * stopping the rest (the next run tries again).
 */
import { json, type Env } from '../_shared/http.ts';
import {
  accountRow,
  mercadoPagoApiUrl,
  mercadoPagoConfig,
  refreshSellerTokens,
  updatePayment,
} from '../_shared/mercadopago.ts';
import { linkedAccount, recordPayment } from '../_shared/protected-payments.ts';
import { rpcAsService, selectAsService, upsertAsService } from '../_shared/rest.ts';
import { sameText } from '../_shared/same-text.ts';

/** Tokens are renewed this long before they expire (Mercado Pago's last 180 days). */
const REFRESH_AHEAD_MS = 30 * 86_400_000;

interface Due {
  action: 'capture' | 'release';
  id: string;
  mp_payment_id: number;
  transporter_id: string;
  amount_ars: number;
}

async function settle(env: Env, due: Due): Promise<boolean> {
  const seller = await linkedAccount(env, due.transporter_id);
  if (!seller) return false;
  try {
    await updatePayment(
      mercadoPagoApiUrl(env),
      seller.access_token,
      due.mp_payment_id,
      due.action === 'capture'
        ? { capture: true, transaction_amount: Number(due.amount_ars) }
        : { status: 'cancelled' },
    );
  } catch {
    return false;
  }
  const recorded = await recordPayment(env, seller, String(due.mp_payment_id));
  return !(recorded instanceof Response);
}

async function refreshTokens(env: Env, now: Date): Promise<{ refreshed: number; failed: number }> {
  const config = mercadoPagoConfig(env);
  if (!config) return { refreshed: 0, failed: 0 };
  const expiring = await selectAsService<{ transporter_id: string; refresh_token: string }>(
    env,
    'mercadopago_accounts',
    `select=transporter_id,refresh_token&expires_at=lt.${new Date(now.getTime() + REFRESH_AHEAD_MS).toISOString()}&limit=100`,
  );
  if (!expiring.ok) return { refreshed: 0, failed: 1 };
  let refreshed = 0;
  let failed = 0;
  for (const account of expiring.data) {
    const tokens = await refreshSellerTokens(config, account.refresh_token).catch(() => null);
    const saved = tokens
      ? await upsertAsService(
          env,
          'mercadopago_accounts',
          accountRow(account.transporter_id, tokens, now),
          'transporter_id',
        )
      : null;
    if (saved?.ok) refreshed += 1;
    else failed += 1;
  }
  return { refreshed, failed };
}

export async function handle(req: Request, env: Env): Promise<Response> {
  if (req.method !== 'POST') return json(405, { message: 'Método no permitido' });
  const token = (req.headers.get('Authorization') ?? '').replace(/^Bearer /, '');
  if (!sameText(token, env.SUPABASE_SERVICE_ROLE_KEY ?? '')) {
    return json(403, { message: 'Solo las tareas programadas del proyecto' });
  }
  const due = await rpcAsService<Due[]>(env, 'protected_payments_due', {});
  if (!due.ok) return json(500, { message: 'No se pudieron leer los pagos' });
  let captured = 0;
  let released = 0;
  let failed = 0;
  for (const payment of due.data) {
    if (!(await settle(env, payment))) failed += 1;
    else if (payment.action === 'capture') captured += 1;
    else released += 1;
  }
  const tokens = await refreshTokens(env, new Date());
  return json(200, {
    captured,
    released,
    refreshed: tokens.refreshed,
    failed: failed + tokens.failed,
  });
}
