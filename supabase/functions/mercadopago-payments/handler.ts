/**
 * 'Pago protegido' at Mercado Pago, for the two parties of a shipment (the caller's JWT is
 * checked). POST {action, listingId, …}:
 *  - "reserve" (the shipper; with amountArs as quoted, cardToken, paymentMethodId, payerEmail): a
 *    card reservation (capture=false) at the transporter's account for the agreed pesos, the
 *    platform's fee as application_fee;
 *  - "capture": the reservation, once the receipt is conformed;
 *  - "release": the reservation, once the assignment ended;
 *  - "checkout" (the shipper; with amountArs as quoted or as the link said): once the receipt is
 *    conformed, a Checkout Pro link at the transporter's account for the agreed pesos, the fee as
 *    marketplace_fee, back to the shipment's page; the same link again for the same payment;
 *  - "refund" (an admin): a paid payment, back to the shipper in full.
 * The database decides, with the caller's own token, whether he may and how much
 * (begin_protected_payment, protected_payment_capture, protected_payment_release); the function
 * only carries that to Mercado Pago with the seller's token and records Mercado Pago's answer as
 * the webhook does (apply_mercadopago_payment). Answers {status}: the payment's state after it;
 * "checkout" answers {checkoutUrl} (the payment itself arrives by the webhook).
 */
import { json, preflight, type Env } from '../_shared/http.ts';
import {
  createPayment,
  createPreference,
  mercadoPagoApiUrl,
  refundPayment,
  updatePayment,
  type ApiAnswer,
} from '../_shared/mercadopago.ts';
import { linkedAccount, recordPayment, unreachable } from '../_shared/protected-payments.ts';
import { rpcAsCaller, rpcAsService } from '../_shared/rest.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const CARD_TOKEN = /^[0-9A-Za-z_-]{8,64}$/;
const METHOD = /^[a-z_]{2,20}$/;

const invalid = () => json(400, { message: 'Pedido inválido' });
const unlinked = () => json(409, { message: 'El transportista ya no cobra con Mercado Pago' });

const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function reserveInput(body: Record<string, unknown>) {
  const { amountArs, cardToken, paymentMethodId, payerEmail } = body;
  if (!isAmount(amountArs)) return null;
  if (typeof cardToken !== 'string' || !CARD_TOKEN.test(cardToken)) return null;
  if (typeof paymentMethodId !== 'string' || !METHOD.test(paymentMethodId)) return null;
  if (typeof payerEmail !== 'string' || payerEmail.length > 254 || !payerEmail.includes('@')) {
    return null;
  }
  return { amountArs, cardToken, paymentMethodId, payerEmail };
}

/** The recorded state as the answer, or the refusal as it came. */
async function answer(recorded: Promise<{ status: string } | Response>): Promise<Response> {
  const result = await recorded;
  return result instanceof Response ? result : json(200, { status: result.status });
}

interface AskedPayment {
  id: string;
  mp_payment_id: number | null;
  transporter_id: string;
  amount_ars?: number;
}

/**
 * capture, release and refund: the database says whether and which payment (with the caller's
 * token), Mercado Pago is asked with the seller's, and its answer is recorded as it now stands.
 */
async function changePayment(
  env: Env,
  authorization: string,
  rpc: string,
  listingId: string,
  change: (sellerToken: string, mpPaymentId: number, row: AskedPayment) => Promise<ApiAnswer>,
): Promise<Response> {
  const asked = await rpcAsCaller<AskedPayment[]>(env, authorization, rpc, {
    p_listing_id: listingId,
  });
  if (!asked.ok) return json(asked.status, asked.error);
  const row = asked.data[0];
  if (!row) return invalid();
  const mpPaymentId = row.mp_payment_id;
  // Nothing reached Mercado Pago yet: the database has already let the payment go.
  if (mpPaymentId === null) return json(200, { status: 'released' });
  const seller = await linkedAccount(env, row.transporter_id);
  if (!seller) return unlinked();
  const changed = await call(() => change(seller.access_token, mpPaymentId, row));
  if (!changed) return unreachable();
  // A refusal (already captured, cancelled or refunded) is recorded as Mercado Pago holds it.
  return answer(recordPayment(env, seller, String(mpPaymentId)));
}

async function call(attempt: () => Promise<ApiAnswer>): Promise<ApiAnswer | null> {
  try {
    return await attempt();
  } catch {
    return null;
  }
}

export async function handle(req: Request, env: Env): Promise<Response> {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return json(405, { message: 'Método no permitido' });
  const authorization = req.headers.get('Authorization') ?? '';
  let body: Record<string, unknown>;
  try {
    body = (await req.json()) as Record<string, unknown>;
  } catch {
    return invalid();
  }
  const listingId = body?.listingId;
  if (typeof listingId !== 'string' || !UUID.test(listingId)) return invalid();
  const apiUrl = mercadoPagoApiUrl(env);

  if (body.action === 'reserve') {
    const input = reserveInput(body);
    if (!input) return invalid();
    const begun = await rpcAsCaller<
      { id: string; transporter_id: string; amount_ars: number; fee_ars: number }[]
    >(env, authorization, 'begin_protected_payment', {
      p_listing_id: listingId,
      p_amount_ars: input.amountArs,
    });
    if (!begun.ok) return json(begun.status, begun.error);
    const row = begun.data[0];
    const seller = row ? await linkedAccount(env, row.transporter_id) : null;
    if (!row || !seller) return unlinked();
    // One card token is one attempt: a retry of the same attempt is the same payment.
    const created = await call(() =>
      createPayment(apiUrl, seller.access_token, `${row.id}:${input.cardToken}`, {
        transaction_amount: Number(row.amount_ars),
        token: input.cardToken,
        payment_method_id: input.paymentMethodId,
        installments: 1,
        payer: { email: input.payerEmail },
        capture: false,
        application_fee: Number(row.fee_ars),
        description: 'Flete en ConectaCargas',
        external_reference: row.id,
        notification_url: `${env.SUPABASE_URL}/functions/v1/mercadopago-webhook`,
      }),
    );
    if (!created) return unreachable();
    if (!created.ok) {
      return created.status >= 500
        ? unreachable()
        : json(402, { message: 'Mercado Pago no aceptó la tarjeta. Revisá los datos.' });
    }
    return answer(recordPayment(env, seller, String(created.body.id)));
  }

  if (body.action === 'checkout') {
    if (!isAmount(body.amountArs)) return invalid();
    const begun = await rpcAsCaller<
      {
        id: string;
        transporter_id: string;
        amount_ars: number;
        fee_ars: number;
        checkout_url: string | null;
      }[]
    >(env, authorization, 'begin_payment_on_delivery', {
      p_listing_id: listingId,
      p_amount_ars: body.amountArs,
    });
    if (!begun.ok) return json(begun.status, begun.error);
    const row = begun.data[0];
    if (row?.checkout_url) return json(200, { checkoutUrl: row.checkout_url });
    const seller = row ? await linkedAccount(env, row.transporter_id) : null;
    if (!row || !seller) return unlinked();
    // Back to the shipment on the app's own site (the one registered with Mercado Pago).
    const site = env.MERCADOPAGO_REDIRECT_URI ?? '';
    if (!URL.canParse(site)) return json(500, { message: 'Mercado Pago no está configurado' });
    const back = new URL(`/listings/${listingId}`, site).href;
    const created = await call(() =>
      createPreference(apiUrl, seller.access_token, {
        items: [
          {
            title: 'Flete en ConectaCargas',
            quantity: 1,
            unit_price: Number(row.amount_ars),
            currency_id: 'ARS',
          },
        ],
        marketplace_fee: Number(row.fee_ars),
        external_reference: row.id,
        notification_url: `${env.SUPABASE_URL}/functions/v1/mercadopago-webhook`,
        back_urls: { success: back, pending: back, failure: back },
        auto_return: 'approved',
      }),
    );
    const link = created?.ok ? created.body.init_point : null;
    if (!created?.ok || typeof link !== 'string') return unreachable();
    const kept = await rpcAsService<string | null>(env, 'record_payment_checkout', {
      p_payment_id: row.id,
      p_preference_id: String(created.body.id),
      p_checkout_url: link,
    });
    if (!kept.ok || !kept.data)
      return json(500, { message: 'No se pudo guardar el enlace de pago' });
    return json(200, { checkoutUrl: kept.data });
  }

  if (body.action === 'refund') {
    return changePayment(
      env,
      authorization,
      'admin_refund_protected_payment',
      listingId,
      (token, id) => refundPayment(apiUrl, token, id),
    );
  }

  if (body.action === 'capture') {
    return changePayment(
      env,
      authorization,
      'protected_payment_capture',
      listingId,
      (token, id, row) =>
        updatePayment(apiUrl, token, id, {
          capture: true,
          transaction_amount: Number(row.amount_ars),
        }),
    );
  }

  if (body.action === 'release') {
    return changePayment(env, authorization, 'protected_payment_release', listingId, (token, id) =>
      updatePayment(apiUrl, token, id, { status: 'cancelled' }),
    );
  }

  return invalid();
}
