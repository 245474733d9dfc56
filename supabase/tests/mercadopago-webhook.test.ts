/**
 * 'Pago protegido''s notifications end to end, on PGlite and (npm run test:pg) PostgreSQL: the
 * local Mercado Pago holds its signed webhooks, the test delivers them (again, late, out of
 * order, forged) to the mercadopago-webhook Edge Function as the embedded backend serves it, and
 * checks what the database recorded. The attacks: a forged, missing, re-targeted or stale
 * signature; another seller's payment, one for more than agreed, or the seller's own smaller one,
 * naming a platform payment; a browser writing a payment or its applied notifications, or calling
 * the service-only RPC; an aal1 session reading one.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signature, type Notification } from '../../packages/fake-mercadopago/webhooks.ts';
import { startFakeMercadoPago } from '../../packages/fake-mercadopago/server.ts';
import { TEST_CARDS } from '../../packages/fake-mercadopago/payments.ts';
import { checkSignature } from '../functions/_shared/mercadopago-signature.ts';
import { createTestClient, startTestBackend, type TestBackend } from './support/backend.ts';
import {
  countAsSuperuser,
  DEMO_SHIPPER,
  DEMO_TRANSPORTER,
  insertDemoListing,
  signedInClient,
  signedUpClient,
  enrolSecondFactor,
} from './support/data-api.ts';

const CLIENT = { id: 'app-hook', secret: 'secret-hook' };
const SECRET = 'webhook-secret-test';
const AMOUNT_EUR = 1500;
const RATE = 1100;
const AMOUNT_ARS = AMOUNT_EUR * RATE;

/** How far the local Mercado Pago's clock runs ahead (its reservations expire after 7 days). */
let clockAhead = 0;
let fake: Awaited<ReturnType<typeof startFakeMercadoPago>>;
let backend: TestBackend;
let seller: { access_token: string; user_id: number };
let hookUrl: string;

beforeAll(async () => {
  fake = await startFakeMercadoPago({
    clients: [CLIENT],
    webhookSecret: SECRET,
    webhooks: 'hold',
    now: () => new Date(Date.now() + clockAhead),
  });
  backend = await startTestBackend({
    rateLimits: false,
    functionSecrets: { MERCADOPAGO_API_URL: fake.url, MERCADOPAGO_WEBHOOK_SECRET: SECRET },
  });
  hookUrl = `${backend.url}/functions/v1/mercadopago-webhook`;
  seller = fake.authorizeSeller(CLIENT.id);
  await linkAccount(DEMO_TRANSPORTER.id, seller);
});

afterAll(async () => {
  await backend.stop();
  await fake.close();
});

async function linkAccount(
  transporterId: string,
  tokens: { access_token: string; user_id: number },
) {
  await backend.db.query(
    `insert into public.mercadopago_accounts
       (transporter_id, mp_user_id, access_token, refresh_token, expires_at)
     values ($1, $2, $3, 'TG-refresh', now() + interval '180 days')
     on conflict (transporter_id) do update
       set mp_user_id = excluded.mp_user_id, access_token = excluded.access_token`,
    [transporterId, tokens.user_id, tokens.access_token],
  );
}

/** A protected payment of an assigned demo shipment, as 'Pago protegido' records it. */
async function protectedPayment(): Promise<{ id: string; listingId: string }> {
  const listingId = await insertDemoListing(backend.db, 'assigned');
  const { rows } = await backend.db.query<{ id: string }>(
    `insert into public.protected_payments
       (listing_id, shipper_id, transporter_id, mode, amount_eur, ars_per_eur, amount_ars, fee_ars)
     values ($1, $2, $3, 'reserve', $4, $5, $6, $7) returning id`,
    [
      listingId,
      DEMO_SHIPPER.id,
      DEMO_TRANSPORTER.id,
      AMOUNT_EUR,
      RATE,
      AMOUNT_ARS,
      AMOUNT_ARS * 0.05,
    ],
  );
  return { id: rows[0]!.id, listingId };
}

/** What 'Pago protegido' asks of Mercado Pago: a card reservation naming the payment. */
async function reserve(
  reference: string,
  options: { token?: string; amount?: number; cardholder?: string } = {},
): Promise<number> {
  const card = await fetch(`${fake.url}/v1/card_tokens?public_key=pk`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      card_number: TEST_CARDS.visa,
      cardholder: { name: options.cardholder ?? 'APRO' },
    }),
  });
  const res = await fetch(`${fake.url}/v1/payments`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${options.token ?? seller.access_token}`,
      'X-Idempotency-Key': crypto.randomUUID(),
    },
    body: JSON.stringify({
      transaction_amount: options.amount ?? AMOUNT_ARS,
      token: ((await card.json()) as { id: string }).id,
      payment_method_id: 'visa',
      installments: 1,
      payer: { email: 'dador@example.com' },
      capture: false,
      application_fee: AMOUNT_ARS * 0.05,
      external_reference: reference,
      notification_url: hookUrl,
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function mercadoPago(path: string, body: unknown, token = seller.access_token) {
  const res = await fetch(`${fake.url}${path}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
}

/** The held notifications of a payment, oldest first. */
const notificationsOf = (mpId: number): Notification[] =>
  fake.webhooks.held().filter((n) => n.dataId === String(mpId));

async function deliver(notification: Notification, options = {}) {
  const res = await fake.webhooks.deliver(notification, options);
  return { status: res.status, body: (await res.json()) as { outcome?: string; message?: string } };
}

async function paymentRow(id: string) {
  const { rows } = await backend.db.query<Record<string, unknown>>(
    `select status, mp_payment_id::text as mp_id, captured_ars::float8 as captured,
       refunded_ars::float8 as refunded, reserved_at is not null as reserved, paid_at is not null as paid
     from public.protected_payments where id = $1`,
    [id],
  );
  return rows[0];
}

const paymentNotices = () =>
  countAsSuperuser(
    backend.db,
    `select count(*) from public.notifications where kind = 'payment_status'`,
  );

let payment: { id: string; listingId: string };
beforeEach(async () => {
  payment = await protectedPayment();
});

describe('mercadopago-webhook', () => {
  it('records the reservation, then the capture, and tells both parties once each', async () => {
    const mpId = await reserve(payment.id);
    const before = await paymentNotices();
    expect(await deliver(notificationsOf(mpId)[0]!)).toEqual({
      status: 200,
      body: { outcome: 'applied' },
    });
    expect(await paymentRow(payment.id)).toMatchObject({
      status: 'reserved',
      mp_id: String(mpId),
      reserved: true,
    });
    const { rows } = await backend.db.query<{ recipient_id: string; title: string }>(
      `select recipient_id, title from public.notifications where kind = 'payment_status'
       order by created_at desc, recipient_id limit 2`,
    );
    expect(rows.map((r) => r.title)).toEqual(['Pago reservado', 'Pago reservado']);
    expect(new Set(rows.map((r) => r.recipient_id))).toEqual(
      new Set([DEMO_SHIPPER.id, DEMO_TRANSPORTER.id]),
    );

    await mercadoPago(`/v1/payments/${mpId}`, {
      capture: true,
      transaction_amount: AMOUNT_ARS - 1000,
    });
    expect((await deliver(notificationsOf(mpId)[1]!)).body.outcome).toBe('applied');
    expect(await paymentRow(payment.id)).toMatchObject({
      status: 'paid',
      captured: AMOUNT_ARS - 1000,
      paid: true,
    });
    expect(await paymentNotices()).toBe(before + 4);
  });

  it('applies a duplicate, an out-of-order and a late-but-valid notification once', async () => {
    const mpId = await reserve(payment.id);
    await mercadoPago(`/v1/payments/${mpId}`, { capture: true });
    const [created, updated] = notificationsOf(mpId);
    const before = await paymentNotices();
    // The newer first: the function fetches the payment as it is now (approved).
    expect((await deliver(updated!)).body.outcome).toBe('applied');
    expect((await deliver(created!)).body.outcome).toBe('duplicate');
    expect((await deliver(updated!)).body.outcome).toBe('duplicate');
    const fourMinutesAgo = Math.floor(Date.now() / 1000) - 240;
    expect((await deliver(updated!, { ts: fourMinutesAgo })).body.outcome).toBe('duplicate');
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'paid', captured: AMOUNT_ARS });
    expect(await paymentNotices()).toBe(before + 2);
  });

  it('refuses a forged, missing, re-targeted or stale signature, and changes nothing', async () => {
    const mpId = await reserve(payment.id);
    const [created] = notificationsOf(mpId);
    expect(await deliver(created!, { secret: 'not-the-secret' })).toEqual({
      status: 401,
      body: { message: 'Firma inválida' },
    });
    const stale = await deliver(created!, { ts: Math.floor(Date.now() / 1000) - 600 });
    expect(stale).toEqual({ status: 401, body: { message: 'Notificación vencida' } });
    // A valid signature of another payment's id does not carry over to this one.
    const other = await reserve((await protectedPayment()).id);
    const unsigned = await fetch(`${hookUrl}?data.id=${mpId}&type=payment`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(created!.body),
    });
    expect(unsigned.status).toBe(401);
    const res = await fetch(`${hookUrl}?data.id=${mpId}&type=payment`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'x-request-id': 'r-1',
        'x-signature': signature(SECRET, String(other), 'r-1', Math.floor(Date.now() / 1000)),
      },
      body: JSON.stringify(created!.body),
    });
    expect(res.status).toBe(401);
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'pending', mp_id: null });
  });

  it('refuses another seller’s payment, and one for more than agreed, naming this payment', async () => {
    const intruder = await signedUpClient(
      backend,
      `mp-intruso-${Date.now()}@example.com`,
      'transporter',
      'Intruso',
    );
    const theirs = fake.authorizeSeller(CLIENT.id);
    await linkAccount(intruder.userId, theirs);
    const foreign = await reserve(payment.id, { token: theirs.access_token });
    expect((await deliver(notificationsOf(foreign)[0]!)).body.outcome).toBe('refused');
    const tooMuch = await reserve(payment.id, { amount: AMOUNT_ARS + 0.01 });
    expect((await deliver(notificationsOf(tooMuch)[0]!)).body.outcome).toBe('refused');
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'pending', mp_id: null });
    // The real one still goes through.
    const mine = await reserve(payment.id);
    expect((await deliver(notificationsOf(mine)[0]!)).body.outcome).toBe('applied');
  });

  it('binds nothing to a smaller payment the seller made himself naming this payment', async () => {
    // The transporter's own card, his own token, the shipment's reference, less than agreed.
    const smaller = await reserve(payment.id, { amount: AMOUNT_ARS - 1000 });
    for (const n of notificationsOf(smaller)) {
      expect((await deliver(n)).body.outcome).toBe('refused');
    }
    await mercadoPago(`/v1/payments/${smaller}`, { capture: true });
    for (const n of notificationsOf(smaller).slice(1)) {
      expect((await deliver(n)).body.outcome).toBe('refused');
    }
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'pending', mp_id: null });
    // The shipper's reservation for the agreed pesos binds it; a capture may then be for less.
    const agreed = await reserve(payment.id);
    expect((await deliver(notificationsOf(agreed)[0]!)).body.outcome).toBe('applied');
    await mercadoPago(`/v1/payments/${agreed}`, {
      capture: true,
      transaction_amount: AMOUNT_ARS - 1000,
    });
    for (const n of notificationsOf(agreed).slice(1)) await deliver(n);
    expect(await paymentRow(payment.id)).toMatchObject({
      status: 'paid',
      mp_id: String(agreed),
      captured: AMOUNT_ARS - 1000,
    });
  });

  it('answers 502 while Mercado Pago fails, so the notification comes again', async () => {
    const mpId = await reserve(payment.id);
    fake.failNext({ method: 'GET', path: new RegExp(`^/v1/payments/${mpId}$`), status: 500 });
    expect((await deliver(notificationsOf(mpId)[0]!)).status).toBe(502);
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'pending' });
    expect((await deliver(notificationsOf(mpId)[0]!)).body.outcome).toBe('applied');
  });

  it('says Liberado when the reservation is cancelled, Vencido when it expires', async () => {
    const released = await reserve(payment.id);
    await mercadoPago(`/v1/payments/${released}`, { status: 'cancelled' });
    for (const n of notificationsOf(released)) await deliver(n);
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'released' });

    const later = await protectedPayment();
    const expiring = await reserve(later.id);
    await deliver(notificationsOf(expiring)[0]!);
    clockAhead = 8 * 86_400_000;
    fake.expireReservations();
    clockAhead = 0;
    for (const n of notificationsOf(expiring).slice(1)) await deliver(n);
    expect(await paymentRow(later.id)).toMatchObject({ status: 'expired' });
  });

  it('ignores a payment of no linked account, and a rejected card is recorded as such', async () => {
    const stranger = fake.authorizeSeller(CLIENT.id);
    const unknown = await reserve(payment.id, { token: stranger.access_token });
    expect(await deliver(notificationsOf(unknown)[0]!)).toEqual({
      status: 200,
      body: { outcome: 'unknown' },
    });
    const rejected = await reserve(payment.id, { cardholder: 'OTHE' });
    expect((await deliver(notificationsOf(rejected)[0]!)).body.outcome).toBe('applied');
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'rejected' });
  });
});

describe('protected payments from a browser', () => {
  it('are read by their two parties only, and written by no one', async () => {
    const { client: shipper } = await signedInClient(backend, DEMO_SHIPPER.email);
    const { client: transporter } = await signedInClient(backend, DEMO_TRANSPORTER.email);
    const stranger = await signedUpClient(
      backend,
      `mp-ajeno-${Date.now()}@example.com`,
      'shipper',
      'Ajeno',
    );
    for (const client of [shipper, transporter]) {
      const { data } = await client.from('protected_payments').select('id').eq('id', payment.id);
      expect(data).toEqual([{ id: payment.id }]);
    }
    expect(
      (await stranger.client.from('protected_payments').select('id').eq('id', payment.id)).data,
    ).toEqual([]);

    const update = await transporter
      .from('protected_payments')
      .update({ status: 'paid', captured_ars: AMOUNT_ARS })
      .eq('id', payment.id)
      .select();
    expect(update.error?.code).toBe('42501');
    const insert = await shipper.from('protected_payments').insert({
      listing_id: payment.listingId,
      shipper_id: DEMO_SHIPPER.id,
      transporter_id: DEMO_TRANSPORTER.id,
      mode: 'reserve',
      amount_eur: 1,
      ars_per_eur: 1,
      amount_ars: 1,
    });
    expect(insert.error?.code).toBe('42501');
    const forged = await transporter.rpc('apply_mercadopago_payment', {
      p_mp_user_id: seller.user_id,
      p_payment: {
        id: 1,
        status: 'approved',
        transaction_amount: AMOUNT_ARS,
        external_reference: payment.id,
      },
    });
    expect(forged.error?.code).toBe('42501');
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'pending' });
  });

  it('keep the applied notifications from every person, parties included', async () => {
    const mpId = await reserve(payment.id);
    await deliver(notificationsOf(mpId)[0]!);
    expect(
      await countAsSuperuser(
        backend.db,
        `select count(*) from public.mercadopago_payment_events where payment_id = '${payment.id}'`,
      ),
    ).toBe(1);
    const { client: shipper } = await signedInClient(backend, DEMO_SHIPPER.email);
    const { client: transporter } = await signedInClient(backend, DEMO_TRANSPORTER.email);
    for (const client of [shipper, transporter, createTestClient(backend)]) {
      const read = await client.from('mercadopago_payment_events').select('mp_payment_id');
      expect(read.error?.code).toBe('42501');
      const write = await client.from('mercadopago_payment_events').insert({
        mp_payment_id: mpId + 1,
        mp_status: 'approved',
        mp_status_detail: 'accredited',
        refunded_ars: 0,
        payment_id: payment.id,
      });
      expect(write.error?.code).toBe('42501');
    }
  });

  it('are not read by an aal1 session of a party with a second factor', async () => {
    const email = `mp-pago-mfa-${Date.now()}@example.com`;
    const strong = await signedUpClient(backend, email, 'shipper', 'Fuerte');
    await backend.db.query(`update public.protected_payments set shipper_id = $1 where id = $2`, [
      strong.userId,
      payment.id,
    ]);
    const own = strong.client.from('protected_payments').select('id').eq('id', payment.id);
    expect((await own).data).toHaveLength(1);
    await enrolSecondFactor(strong.client);
    const weak = await signedInClient(backend, email, 'otra-clave-2026');
    const read = await weak.client.from('protected_payments').select('id').eq('id', payment.id);
    expect(read.data).toEqual([]);
  });
});

describe('checkSignature', () => {
  const now = new Date('2026-11-29T12:00:00Z');
  const seconds = now.getTime() / 1000;
  const check = (header: string | null, requestId: string | null = 'r-1', dataId = 'AbC123') =>
    checkSignature({ secret: SECRET, header, requestId, dataId, now, maxAgeSeconds: 300 });

  it('accepts Mercado Pago’s signature with ts in seconds or milliseconds, data.id in lower case', async () => {
    expect(await check(signature(SECRET, 'abc123', 'r-1', seconds))).toBe('valid');
    expect(await check(signature(SECRET, 'abc123', 'r-1', seconds * 1000 - 5000))).toBe('valid');
    expect(await check(signature(SECRET, 'abc123', 'r-1', seconds + 301))).toBe('stale');
  });

  it('refuses a malformed header, a missing request id, or another request id', async () => {
    const good = signature(SECRET, 'abc123', 'r-1', seconds);
    for (const header of [null, '', 'ts=1', good.replace('v1=', 'v2='), `${good}0`, 'v1=abc']) {
      expect(await check(header)).toBe('invalid');
    }
    expect(await check(good, null)).toBe('invalid');
    expect(await check(good, 'r-2')).toBe('invalid');
  });
});
