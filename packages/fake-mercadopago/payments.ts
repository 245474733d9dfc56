/**
 * Mercado Pago's payments API, as its documented HTTP API speaks it, for the sellers the fake's
 * OAuth issued tokens to: card tokens (`POST /v1/card_tokens`), payments with `capture: false`
 * (a reservation) or captured at once (`POST /v1/payments`, `X-Idempotency-Key` required),
 * `GET` and `PUT /v1/payments/:id` (capture all or part, or `status: cancelled`), refunds
 * (`POST /v1/payments/:id/refunds`), and Checkout Pro preferences with a checkout page that pays
 * one. A card's outcome follows Mercado Pago's test cardholder names: APRO approved, CONT
 * pending, OTHE, FUND, SECU and EXPI rejected. A reservation not captured within 7 days is
 * cancelled as expired. Every change sends the seller's webhook (webhooks.ts).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { apiError, escapeHtml, readFields, readJson, send } from './http.ts';
import type { WebhookOutbox } from './webhooks.ts';

/** Mercado Pago's test cardholder names and what a payment with each becomes. */
export const TEST_CARDHOLDERS = {
  APRO: { status: 'approved', detail: 'accredited' },
  CONT: { status: 'in_process', detail: 'pending_contingency' },
  OTHE: { status: 'rejected', detail: 'cc_rejected_other_reason' },
  FUND: { status: 'rejected', detail: 'cc_rejected_insufficient_amount' },
  SECU: { status: 'rejected', detail: 'cc_rejected_bad_filled_security_code' },
  EXPI: { status: 'rejected', detail: 'cc_rejected_bad_filled_date' },
} as const;
type Cardholder = keyof typeof TEST_CARDHOLDERS;

/** Mercado Pago Argentina's test cards. */
export const TEST_CARDS = {
  master: '5031755734530604',
  visa: '4509953566233704',
  amex: '371180303257522',
} as const;

/** How long a card reservation holds before Mercado Pago cancels it. */
export const RESERVATION_DAYS = 7;

export interface Payment {
  id: number;
  date_created: string;
  date_approved: string | null;
  date_last_updated: string;
  status: string;
  status_detail: string;
  captured: boolean;
  currency_id: 'ARS';
  transaction_amount: number;
  transaction_amount_refunded: number;
  description: string;
  external_reference: string | null;
  notification_url: string | null;
  payment_method_id: string;
  payment_type_id: 'credit_card';
  installments: number;
  collector_id: number;
  payer: { email: string };
  fee_details: { type: 'application_fee'; amount: number; fee_payer: 'collector' }[];
  live_mode: false;
}

interface Preference {
  id: string;
  sellerId: number;
  title: string;
  amount: number;
  external_reference: string | null;
  notification_url: string | null;
  back_urls: Record<string, string>;
  marketplace_fee: number;
  expiration_date_to: string | null;
}

/** A failure the next matching request gets instead of its answer. */
export interface InjectedFailure {
  method?: string;
  path: RegExp;
  status?: number;
  /** Never answers (the caller's timeout runs out). */
  hang?: boolean;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const isAmount = (n: unknown): n is number =>
  typeof n === 'number' && Number.isFinite(n) && n > 0 && round2(n) === n && n <= 99_999_999;

export function createPaymentsApi(options: {
  sellerOf(accessToken: string): number | undefined;
  webhooks: WebhookOutbox;
  now: () => Date;
}) {
  const { webhooks, now } = options;
  const cardTokens = new Map<string, { cardholder: string; number: string; used: boolean }>();
  const payments = new Map<number, Payment>();
  const byIdempotencyKey = new Map<string, number>();
  const preferences = new Map<string, Preference>();
  const failures: InjectedFailure[] = [];
  let nextId = 1_300_000_000;

  const seller = (req: IncomingMessage) =>
    options.sellerOf((req.headers.authorization ?? '').replace(/^Bearer /, ''));
  const unauthorized = (res: ServerResponse) =>
    send(res, 401, apiError(401, 'unauthorized', 'invalid access token'));
  const notFound = (res: ServerResponse) =>
    send(res, 404, apiError(404, 'not_found', 'Payment not found'));
  const badRequest = (res: ServerResponse, code: number, description: string) =>
    send(res, 400, apiError(400, 'bad_request', description, [{ code, description }]));

  function change(payment: Payment, status: string, detail: string) {
    payment.status = status;
    payment.status_detail = detail;
    payment.date_last_updated = now().toISOString();
    webhooks.notify(payment.notification_url ?? undefined, payment.id, payment.collector_id, false);
  }

  /** Reservations past their 7 days, cancelled as Mercado Pago does (and notified). */
  function expireReservations() {
    const limit = now().getTime() - RESERVATION_DAYS * 86_400_000;
    for (const payment of payments.values()) {
      if (payment.status === 'authorized' && Date.parse(payment.date_created) < limit) {
        change(payment, 'cancelled', 'expired');
      }
    }
  }

  function create(
    sellerId: number,
    body: {
      amount: number;
      fee: number;
      capture: boolean;
      cardholder: string;
      methodId: string;
      email: string;
      description: string;
      externalReference: string | null;
      notificationUrl: string | null;
      installments: number;
    },
  ): Payment {
    const outcome = TEST_CARDHOLDERS[body.cardholder as Cardholder] ?? TEST_CARDHOLDERS.OTHE;
    const reserved = outcome.status === 'approved' && !body.capture;
    const at = now().toISOString();
    const payment: Payment = {
      id: nextId++,
      date_created: at,
      date_approved: outcome.status === 'approved' && body.capture ? at : null,
      date_last_updated: at,
      status: reserved ? 'authorized' : outcome.status,
      status_detail: reserved ? 'pending_capture' : outcome.detail,
      captured: outcome.status === 'approved' && body.capture,
      currency_id: 'ARS',
      transaction_amount: body.amount,
      transaction_amount_refunded: 0,
      description: body.description,
      external_reference: body.externalReference,
      notification_url: body.notificationUrl,
      payment_method_id: body.methodId,
      payment_type_id: 'credit_card',
      installments: body.installments,
      collector_id: sellerId,
      payer: { email: body.email },
      fee_details: body.fee
        ? [{ type: 'application_fee', amount: body.fee, fee_payer: 'collector' }]
        : [],
      live_mode: false,
    };
    payments.set(payment.id, payment);
    webhooks.notify(body.notificationUrl ?? undefined, payment.id, sellerId, true);
    return payment;
  }

  async function cardToken(req: IncomingMessage, res: ServerResponse) {
    const body = await readJson(req);
    const number = String(body?.card_number ?? '');
    const cardholder = (body?.cardholder ?? {}) as { name?: unknown };
    if (!/^\d{15,16}$/.test(number) || typeof cardholder.name !== 'string') {
      badRequest(res, 205, 'parameter cardNumber can not be null/empty');
      return;
    }
    const id = randomBytes(16).toString('hex');
    cardTokens.set(id, { cardholder: cardholder.name, number, used: false });
    send(res, 201, {
      id,
      first_six_digits: number.slice(0, 6),
      last_four_digits: number.slice(-4),
      cardholder: { name: cardholder.name },
      status: 'active',
      date_created: now().toISOString(),
      live_mode: false,
    });
  }

  async function createPayment(req: IncomingMessage, res: ServerResponse, sellerId: number) {
    const key = req.headers['x-idempotency-key'];
    if (typeof key !== 'string' || !key) {
      badRequest(res, 4292, 'Header X-Idempotency-Key can not be null');
      return;
    }
    const repeated = byIdempotencyKey.get(`${sellerId}:${key}`);
    if (repeated !== undefined) {
      send(res, 201, payments.get(repeated));
      return;
    }
    const body = await readJson(req);
    if (!body) return badRequest(res, 3001, 'invalid body');
    const card = cardTokens.get(String(body.token ?? ''));
    if (!card || card.used) return badRequest(res, 2006, 'Card Token not found');
    if (!isAmount(body.transaction_amount)) {
      return badRequest(res, 4037, 'Invalid transaction_amount');
    }
    const fee = body.application_fee ?? 0;
    if (fee !== 0 && (!isAmount(fee) || fee >= body.transaction_amount)) {
      return badRequest(res, 4049, 'Invalid application_fee');
    }
    const payer = (body.payer ?? {}) as { email?: unknown };
    if (typeof payer.email !== 'string' || !payer.email.includes('@')) {
      return badRequest(res, 4050, 'payer.email must be a valid email');
    }
    const notificationUrl = body.notification_url;
    if (notificationUrl !== undefined && !URL.canParse(String(notificationUrl))) {
      return badRequest(res, 4020, 'notification_url attribute must be url valid');
    }
    card.used = true;
    const payment = create(sellerId, {
      amount: body.transaction_amount,
      fee: fee as number,
      capture: body.capture !== false,
      cardholder: card.cardholder,
      methodId: String(body.payment_method_id ?? 'master'),
      email: payer.email,
      description: String(body.description ?? '').slice(0, 600),
      externalReference:
        typeof body.external_reference === 'string' ? body.external_reference.slice(0, 64) : null,
      notificationUrl: notificationUrl === undefined ? null : String(notificationUrl),
      installments: Number(body.installments ?? 1) || 1,
    });
    byIdempotencyKey.set(`${sellerId}:${key}`, payment.id);
    send(res, 201, payment);
  }

  async function updatePayment(req: IncomingMessage, res: ServerResponse, payment: Payment) {
    const body = await readJson(req);
    if (body?.status === 'cancelled') {
      if (!['authorized', 'pending', 'in_process'].includes(payment.status)) {
        return badRequest(res, 4035, `Payment in status ${payment.status} cannot be cancelled`);
      }
      change(payment, 'cancelled', 'by_collector');
      return send(res, 200, payment);
    }
    if (body?.capture === true) {
      if (payment.status !== 'authorized') {
        return badRequest(res, 4036, `Payment in status ${payment.status} cannot be captured`);
      }
      const amount = body.transaction_amount ?? payment.transaction_amount;
      if (!isAmount(amount) || amount > payment.transaction_amount) {
        return badRequest(res, 4037, 'Invalid transaction_amount');
      }
      payment.transaction_amount = amount;
      payment.captured = true;
      payment.date_approved = now().toISOString();
      change(payment, 'approved', 'accredited');
      return send(res, 200, payment);
    }
    badRequest(res, 3001, 'Nothing to update');
  }

  async function refund(req: IncomingMessage, res: ServerResponse, payment: Payment) {
    const body = (await readJson(req)) ?? {};
    const left = round2(payment.transaction_amount - payment.transaction_amount_refunded);
    const amount = body.amount ?? left;
    if (payment.status !== 'approved') {
      return badRequest(res, 4040, `Payment in status ${payment.status} cannot be refunded`);
    }
    if (!isAmount(amount) || amount > left) return badRequest(res, 4041, 'Invalid refund amount');
    payment.transaction_amount_refunded = round2(payment.transaction_amount_refunded + amount);
    const whole = payment.transaction_amount_refunded === payment.transaction_amount;
    change(payment, whole ? 'refunded' : 'approved', whole ? 'refunded' : 'partially_refunded');
    send(res, 201, {
      id: nextId++,
      payment_id: payment.id,
      amount,
      status: 'approved',
      date_created: now().toISOString(),
    });
  }

  async function createPreference(req: IncomingMessage, res: ServerResponse, sellerId: number) {
    const body = await readJson(req);
    const item = (Array.isArray(body?.items) ? body.items[0] : null) as {
      title?: unknown;
      quantity?: unknown;
      unit_price?: unknown;
    } | null;
    if (!item || item.quantity !== 1 || !isAmount(item.unit_price)) {
      return badRequest(res, 2041, 'items.unit_price invalid');
    }
    const id = `${sellerId}-${randomUUID()}`;
    // Mounted under a prefix (the dev server's), the checkout page lives below it too.
    const original = (req as { originalUrl?: string }).originalUrl ?? req.url ?? '';
    const prefix = original.slice(0, original.length - (req.url ?? '').length);
    const base = `http://${req.headers.host ?? 'localhost'}${prefix}`;
    const preference: Preference = {
      id,
      sellerId,
      title: String(item.title ?? '').slice(0, 256),
      amount: item.unit_price,
      external_reference:
        typeof body?.external_reference === 'string' ? body.external_reference : null,
      notification_url: typeof body?.notification_url === 'string' ? body.notification_url : null,
      back_urls: (body?.back_urls ?? {}) as Record<string, string>,
      marketplace_fee: isAmount(body?.marketplace_fee) ? body.marketplace_fee : 0,
      expiration_date_to:
        typeof body?.expiration_date_to === 'string' ? body.expiration_date_to : null,
    };
    preferences.set(id, preference);
    const initPoint = `${base}/checkout/v1/redirect?pref_id=${encodeURIComponent(id)}`;
    send(res, 201, {
      id,
      init_point: initPoint,
      sandbox_init_point: initPoint,
      items: body?.items,
      external_reference: preference.external_reference,
      notification_url: preference.notification_url,
      back_urls: preference.back_urls,
      marketplace_fee: preference.marketplace_fee,
      expiration_date_to: preference.expiration_date_to,
      collector_id: sellerId,
      date_created: now().toISOString(),
    });
  }

  function checkoutPage(res: ServerResponse, preference: Preference) {
    const options = Object.keys(TEST_CARDHOLDERS)
      .map((name) => `<option value="${name}">${name}</option>`)
      .join('');
    send(
      res,
      200,
      `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mercado Pago (simulado): pagar</title><link rel="icon" href="data:,"></head>
<body style="font-family:sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem">
<h1>Mercado Pago (simulado)</h1>
<p>${escapeHtml(preference.title)}: $ ${preference.amount.toFixed(2)}</p>
<form method="post" action="pay"><input type="hidden" name="pref_id" value="${escapeHtml(preference.id)}">
<label>Titular de la tarjeta de prueba <select name="cardholder">${options}</select></label>
<button type="submit">Pagar</button></form></body></html>`,
    );
  }

  async function checkoutPay(req: IncomingMessage, res: ServerResponse) {
    const body = await readFields(req);
    const preference = preferences.get(body.pref_id ?? '');
    if (!preference) return send(res, 404, apiError(404, 'not_found', 'Preference not found'));
    if (preference.expiration_date_to && Date.parse(preference.expiration_date_to) < +now()) {
      return send(res, 400, apiError(400, 'bad_request', 'Preference expired'));
    }
    const payment = create(preference.sellerId, {
      amount: preference.amount,
      fee: preference.marketplace_fee,
      capture: true,
      cardholder: body.cardholder ?? 'OTHE',
      methodId: 'master',
      email: 'comprador@example.com',
      description: preference.title,
      externalReference: preference.external_reference,
      notificationUrl: preference.notification_url,
      installments: 1,
    });
    const outcome =
      payment.status === 'approved'
        ? 'success'
        : payment.status === 'rejected'
          ? 'failure'
          : 'pending';
    const back = preference.back_urls[outcome];
    if (!back || !URL.canParse(back)) return send(res, 200, payment);
    const url = new URL(back);
    url.search = new URLSearchParams({
      collection_id: String(payment.id),
      collection_status: payment.status,
      payment_id: String(payment.id),
      status: payment.status,
      external_reference: payment.external_reference ?? '',
      preference_id: preference.id,
    }).toString();
    send(res, 302, '', { Location: url.href });
  }

  /** Answers a payments path; undefined when the path is not one. */
  function handle(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams) {
    const method = req.method ?? 'GET';
    const failure = failures.findIndex(
      (f) => f.path.test(path) && (!f.method || f.method === method),
    );
    if (failure >= 0) {
      const [injected] = failures.splice(failure, 1);
      if (injected?.hang) return new Promise<void>(() => undefined);
      send(res, injected?.status ?? 500, apiError(injected?.status ?? 500, 'internal_error'));
      return Promise.resolve();
    }
    expireReservations();
    if (method === 'POST' && path === '/v1/card_tokens') return cardToken(req, res);
    if (method === 'GET' && path === '/checkout/v1/redirect') {
      const preference = preferences.get(query.get('pref_id') ?? '');
      if (!preference) send(res, 404, apiError(404, 'not_found', 'Preference not found'));
      else checkoutPage(res, preference);
      return Promise.resolve();
    }
    if (method === 'POST' && path === '/checkout/v1/pay') return checkoutPay(req, res);
    const paymentPath = /^\/v1\/payments\/(\d+)(\/refunds)?$/.exec(path);
    if (path !== '/v1/payments' && path !== '/checkout/preferences' && !paymentPath) return;
    const sellerId = seller(req);
    if (sellerId === undefined) {
      unauthorized(res);
      return Promise.resolve();
    }
    if (method === 'POST' && path === '/v1/payments') return createPayment(req, res, sellerId);
    if (method === 'POST' && path === '/checkout/preferences') {
      return createPreference(req, res, sellerId);
    }
    const payment = paymentPath ? payments.get(Number(paymentPath[1])) : undefined;
    if (!payment || payment.collector_id !== sellerId) {
      notFound(res);
      return Promise.resolve();
    }
    if (method === 'GET' && !paymentPath?.[2]) send(res, 200, payment);
    else if (method === 'PUT' && !paymentPath?.[2]) return updatePayment(req, res, payment);
    else if (method === 'POST' && paymentPath?.[2]) return refund(req, res, payment);
    else send(res, 405, apiError(405, 'method_not_allowed'));
    return Promise.resolve();
  }

  return {
    handle,
    /** The next request to a matching path fails (or never answers). */
    failNext(failure: InjectedFailure) {
      failures.push(failure);
    },
    /** Cancels reservations past their 7 days now (as a request would). */
    expireReservations,
    payment: (id: number) => payments.get(id),
  };
}
