import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RESERVATION_DAYS, TEST_CARDS, type Payment } from './payments.ts';
import { startFakeMercadoPago } from './server.ts';

const CLIENT = { id: 'app-1', secret: 'secret-1' };
const SECRET = 'webhook-secret';
let clock = new Date('2026-11-29T12:00:00Z');
let fake: Awaited<ReturnType<typeof startFakeMercadoPago>>;
let seller: { access_token: string; user_id: number };
/** What the webhook receiver got: the request's URL, headers and body. */
let received: { url: string; headers: IncomingMessage['headers']; body: string }[] = [];
let receiver: Server;
let hookUrl: string;

beforeAll(async () => {
  fake = await startFakeMercadoPago({
    clients: [CLIENT],
    now: () => clock,
    webhookSecret: SECRET,
    webhooks: 'hold',
  });
  seller = fake.authorizeSeller(CLIENT.id);
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});

afterAll(async () => {
  await fake.close();
  await new Promise((resolve) => receiver.close(resolve));
});

beforeEach(() => {
  received = [];
});

const api = (path: string, init: RequestInit & { token?: string } = {}) =>
  fetch(`${fake.url}${path}`, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${init.token ?? seller.access_token}`,
      ...(init.headers as Record<string, string>),
    },
  });

async function cardToken(cardholder: string, number: string = TEST_CARDS.master) {
  const res = await api('/v1/card_tokens?public_key=pk', {
    method: 'POST',
    body: JSON.stringify({
      card_number: number,
      expiration_month: 11,
      expiration_year: 2030,
      security_code: '123',
      cardholder: { name: cardholder, identification: { type: 'DNI', number: '12345678' } },
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

let keys = 0;
async function pay(
  cardholder: string,
  overrides: Record<string, unknown> = {},
  key = `k-${++keys}`,
) {
  const res = await api('/v1/payments', {
    method: 'POST',
    headers: { 'X-Idempotency-Key': key },
    body: JSON.stringify({
      transaction_amount: 1000,
      token: await cardToken(cardholder),
      description: 'Flete',
      installments: 1,
      payment_method_id: 'master',
      payer: { email: 'dador@example.com' },
      capture: false,
      application_fee: 50,
      external_reference: 'ref-1',
      notification_url: hookUrl,
      ...overrides,
    }),
  });
  return { status: res.status, body: (await res.json()) as Payment & { cause?: unknown[] } };
}

describe('the fake Mercado Pago’s payments', () => {
  it('reserves with capture=false and an APRO card, and captures part of it once', async () => {
    const { status, body } = await pay('APRO');
    expect(status).toBe(201);
    expect(body).toMatchObject({
      status: 'authorized',
      status_detail: 'pending_capture',
      captured: false,
      transaction_amount: 1000,
      currency_id: 'ARS',
      collector_id: seller.user_id,
      fee_details: [{ type: 'application_fee', amount: 50, fee_payer: 'collector' }],
    });
    const over = await api(`/v1/payments/${body.id}`, {
      method: 'PUT',
      body: JSON.stringify({ capture: true, transaction_amount: 1000.01 }),
    });
    expect(over.status).toBe(400);
    const part = await api(`/v1/payments/${body.id}`, {
      method: 'PUT',
      body: JSON.stringify({ capture: true, transaction_amount: 800 }),
    });
    expect(await part.json()).toMatchObject({
      status: 'approved',
      captured: true,
      transaction_amount: 800,
    });
    const again = await api(`/v1/payments/${body.id}`, {
      method: 'PUT',
      body: JSON.stringify({ capture: true }),
    });
    expect(again.status).toBe(400);
  });

  it('answers each test cardholder as Mercado Pago does', async () => {
    expect((await pay('CONT')).body.status).toBe('in_process');
    expect((await pay('OTHE')).body).toMatchObject({
      status: 'rejected',
      status_detail: 'cc_rejected_other_reason',
    });
    expect((await pay('FUND')).body.status_detail).toBe('cc_rejected_insufficient_amount');
    expect((await pay('APRO', { capture: true })).body).toMatchObject({
      status: 'approved',
      captured: true,
    });
  });

  it('returns the same payment for a repeated idempotency key, and requires one', async () => {
    const first = await pay('APRO', {}, 'same-key');
    const second = await pay('APRO', {}, 'same-key');
    expect(second.body.id).toBe(first.body.id);
    const none = await api('/v1/payments', {
      method: 'POST',
      body: JSON.stringify({ transaction_amount: 10 }),
    });
    expect(none.status).toBe(400);
  });

  it('refuses a used card token, a bad amount, a fee above the amount, and a stranger', async () => {
    expect((await pay('APRO', { transaction_amount: -5 })).status).toBe(400);
    expect((await pay('APRO', { transaction_amount: 10.001 })).status).toBe(400);
    expect((await pay('APRO', { application_fee: 1000 })).status).toBe(400);
    const token = await cardToken('APRO');
    expect((await pay('APRO', { token })).status).toBe(201);
    const reused = await pay('APRO', { token });
    expect(reused.status).toBe(400);
    expect(reused.body.cause).toEqual([{ code: 2006, description: 'Card Token not found' }]);

    const { body } = await pay('APRO');
    const other = fake.authorizeSeller(CLIENT.id);
    expect((await api(`/v1/payments/${body.id}`, { token: other.access_token })).status).toBe(404);
    expect((await api(`/v1/payments/${body.id}`, { token: 'APP_USR-forged' })).status).toBe(401);
  });

  it('cancels a reservation, and refunds a captured payment in parts', async () => {
    const reserved = (await pay('APRO')).body;
    const cancelled = await api(`/v1/payments/${reserved.id}`, {
      method: 'PUT',
      body: JSON.stringify({ status: 'cancelled' }),
    });
    expect(await cancelled.json()).toMatchObject({
      status: 'cancelled',
      status_detail: 'by_collector',
    });

    const paid = (await pay('APRO', { capture: true })).body;
    const refund = (amount?: number) =>
      api(`/v1/payments/${paid.id}/refunds`, {
        method: 'POST',
        body: JSON.stringify(amount === undefined ? {} : { amount }),
      });
    expect((await refund(2000)).status).toBe(400);
    expect(await (await refund(400)).json()).toMatchObject({ payment_id: paid.id, amount: 400 });
    expect(fake.payment(paid.id)).toMatchObject({
      status: 'approved',
      transaction_amount_refunded: 400,
    });
    expect((await refund()).status).toBe(201);
    expect(fake.payment(paid.id)?.status).toBe('refunded');
  });

  it(`cancels a reservation as expired after ${RESERVATION_DAYS} days`, async () => {
    const { body } = await pay('APRO');
    clock = new Date(clock.getTime() + (RESERVATION_DAYS * 24 + 1) * 3_600_000);
    const read = (await (await api(`/v1/payments/${body.id}`)).json()) as Payment;
    expect(read).toMatchObject({ status: 'cancelled', status_detail: 'expired' });
  });

  it('signs its webhooks with the secret over data.id, request-id and ts', async () => {
    const { body } = await pay('APRO');
    const notification = fake.webhooks.held().find((n) => n.dataId === String(body.id));
    expect(notification?.body).toMatchObject({
      action: 'payment.created',
      type: 'payment',
      data: { id: String(body.id) },
      user_id: String(seller.user_id),
    });
    await fake.webhooks.deliver(notification!, { ts: 1_790_000_000, requestId: 'req-1' });
    await fake.webhooks.deliver(notification!, {
      ts: 1_790_000_000,
      requestId: 'req-1',
      secret: 'other',
    });
    expect(received).toHaveLength(2);
    const [good, forged] = received;
    expect(good!.url).toBe(`/hook?data.id=${body.id}&type=payment`);
    expect(good!.headers['x-request-id']).toBe('req-1');
    const expected = createHmac('sha256', SECRET)
      .update(`id:${body.id};request-id:req-1;ts:1790000000;`)
      .digest('hex');
    expect(good!.headers['x-signature']).toBe(`ts=1790000000,v1=${expected}`);
    expect(forged!.headers['x-signature']).not.toBe(good!.headers['x-signature']);
  });

  it('fails on demand, once', async () => {
    fake.failNext({ method: 'POST', path: /^\/v1\/payments$/, status: 503 });
    expect((await pay('APRO')).status).toBe(503);
    expect((await pay('APRO')).status).toBe(201);
  });

  it('pays a Checkout Pro preference on its page and sends the payer back', async () => {
    const res = await api('/checkout/preferences', {
      method: 'POST',
      body: JSON.stringify({
        items: [
          { title: 'Flete Mendoza–Rosario', quantity: 1, unit_price: 1500, currency_id: 'ARS' },
        ],
        external_reference: 'ref-2',
        notification_url: hookUrl,
        back_urls: { success: 'https://app.example/ok', failure: 'https://app.example/ko' },
        marketplace_fee: 75,
      }),
    });
    expect(res.status).toBe(201);
    const preference = (await res.json()) as { id: string; init_point: string };
    const page = await fetch(preference.init_point);
    expect(await page.text()).toContain('Flete Mendoza–Rosario');
    const paid = await fetch(`${fake.url}/checkout/v1/pay`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ pref_id: preference.id, cardholder: 'APRO' }),
      redirect: 'manual',
    });
    const back = new URL(paid.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe('https://app.example/ok');
    expect(back.searchParams.get('status')).toBe('approved');
    expect(back.searchParams.get('external_reference')).toBe('ref-2');
    expect(fake.payment(Number(back.searchParams.get('payment_id')))).toMatchObject({
      transaction_amount: 1500,
      captured: true,
    });
  });
});
