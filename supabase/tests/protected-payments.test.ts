/**
 * 'Pago protegido' end to end against the local Mercado Pago, on PGlite and (npm run test:pg)
 * PostgreSQL: the quote, the reservation, the capture after conformity, the release after a
 * cancelled assignment, and 'Pago al entregar' (a checkout link after conformity, paid by its
 * webhook), through the mercadopago-payments Edge Function. The attacks: another party or a
 * stranger reserving, capturing, releasing or asking for the link; a changed amount; a second
 * reservation; capturing or paying before conformity; releasing a live assignment; paying a
 * shipment already recorded as paid; keeping a link from a browser; an aal1 session; an incident
 * settled by someone not an admin, at nothing or at the whole price or more; the back-office's
 * list or a refund asked by someone not an admin, and a refund twice.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../packages/fake-mercadopago/payments.ts';
import { startFakeMercadoPago } from '../../packages/fake-mercadopago/server.ts';
import { startTestBackend, type TestBackend, type TestClient } from './support/backend.ts';
import {
  adminClient,
  countAsSuperuser,
  deliverAsSuperuser,
  DEMO_SHIPPER,
  DEMO_TRANSPORTER,
  enrolSecondFactor,
  insertDemoListing,
  signedInClient,
  signedUpClient,
  invokeAs,
} from './support/data-api.ts';

const CLIENT = { id: 'app-pay', secret: 'secret-pay' };
const RATE = 1100;
const PRICE = 1500;
const AMOUNT_ARS = PRICE * RATE;
/** The app's site, as registered with Mercado Pago: where the checkout sends the payer back. */
const APP = 'http://app.test';

let fake: Awaited<ReturnType<typeof startFakeMercadoPago>>;
let backend: TestBackend;
let shipper: TestClient;
let transporter: TestClient;
let stranger: TestClient;
let seller: { access_token: string; user_id: number; public_key: string };
let listingId: string;

beforeAll(async () => {
  fake = await startFakeMercadoPago({ clients: [CLIENT], webhookSecret: 'x', webhooks: 'hold' });
  backend = await startTestBackend({
    rateLimits: false,
    functionSecrets: {
      MERCADOPAGO_API_URL: fake.url,
      MERCADOPAGO_WEBHOOK_SECRET: 'x',
      MERCADOPAGO_REDIRECT_URI: `${APP}/transporter-dashboard/mercadopago`,
    },
  });
  seller = fake.authorizeSeller(CLIENT.id);
  await backend.db.query(
    `insert into public.mercadopago_accounts
       (transporter_id, mp_user_id, access_token, refresh_token, public_key, expires_at)
     values ($1, $2, $3, 'TG-r', $4, now() + interval '180 days')`,
    [DEMO_TRANSPORTER.id, seller.user_id, seller.access_token, seller.public_key],
  );
  await backend.db.query(
    `insert into public.exchange_rates (effective_on, ars_per_eur) values (public.today_in_argentina() - 1, $1)`,
    [RATE],
  );
  ({ client: shipper } = await signedInClient(backend, DEMO_SHIPPER.email));
  ({ client: transporter } = await signedInClient(backend, DEMO_TRANSPORTER.email));
  ({ client: stranger } = await signedUpClient(
    backend,
    'pp-ajeno@example.com',
    'shipper',
    'Ajeno',
  ));
});

afterAll(async () => {
  await backend.stop();
  await fake.close();
});

beforeEach(async () => {
  listingId = await insertDemoListing(backend.db, 'assigned');
});

const call = (client: TestClient, body: Record<string, unknown>) =>
  invokeAs(client, 'mercadopago-payments', body);

async function cardToken(cardholder = 'APRO') {
  const res = await fetch(`${fake.url}/v1/card_tokens?public_key=${seller.public_key}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ card_number: TEST_CARDS.master, cardholder: { name: cardholder } }),
  });
  return ((await res.json()) as { id: string }).id;
}

async function reserve(client: TestClient, overrides: Record<string, unknown> = {}) {
  return call(client, {
    action: 'reserve',
    listingId,
    amountArs: AMOUNT_ARS,
    cardToken: await cardToken(),
    paymentMethodId: 'master',
    payerEmail: 'dador@example.com',
    ...overrides,
  });
}

const rows = () =>
  countAsSuperuser(
    backend.db,
    'select count(*) from public.protected_payments where listing_id = $1',
    [listingId],
  );

async function mpPayment() {
  const { rows: found } = await backend.db.query<{ id: string }>(
    `select mp_payment_id::text as id from public.protected_payments
     where listing_id = $1 and mp_payment_id is not null order by created_at desc limit 1`,
    [listingId],
  );
  return fake.payment(Number(found[0]?.id));
}

describe('the quote', () => {
  it('shows the shipper the € price, the rate, the pesos, the fee and the seller’s public key', async () => {
    const { data, error } = await shipper.rpc('protected_payment_quote', {
      p_listing_id: listingId,
    });
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        amount_eur: PRICE,
        ars_per_eur: RATE,
        amount_ars: AMOUNT_ARS,
        fee_ars: AMOUNT_ARS * 0.05,
        mode: 'reserve',
        public_key: seller.public_key,
      },
    ]);
  });

  it('is empty, not an error, when the transporter takes no Mercado Pago; reserving says so', async () => {
    const other = await signedUpClient(backend, 'pp-sin-mp@example.com', 'transporter', 'Sin MP');
    await backend.db.query(`update public.cargo_listings set transporter_id = $1 where id = $2`, [
      other.userId,
      listingId,
    ]);
    expect(await shipper.rpc('protected_payment_quote', { p_listing_id: listingId })).toMatchObject(
      {
        data: [],
        error: null,
      },
    );
    const refused = await reserve(shipper);
    expect(refused.body.message).toMatch(/^not_linked: /);
    expect(await rows()).toBe(0);
  });

  it('is empty for a shipment no longer assigned; reserving says it is not open', async () => {
    await backend.db.query(
      `update public.cargo_listings set status = 'pending', transporter_id = null where id = $1`,
      [listingId],
    );
    expect(await shipper.rpc('protected_payment_quote', { p_listing_id: listingId })).toMatchObject(
      {
        data: [],
        error: null,
      },
    );
    expect((await reserve(shipper)).body.message).toMatch(/^payment_not_open: /);
    expect(await rows()).toBe(0);
  });

  it('is refused to the transporter and to a stranger, and says when a delivery is too far', async () => {
    for (const client of [transporter, stranger]) {
      const { error } = await client.rpc('protected_payment_quote', { p_listing_id: listingId });
      expect(error?.code).toBe('42501');
    }
    await backend.db.query(
      `update public.cargo_listings set delivery_date = public.today_in_argentina() + 10 where id = $1`,
      [listingId],
    );
    const { data } = await shipper.rpc('protected_payment_quote', { p_listing_id: listingId });
    expect(data?.[0]?.mode).toBe('on_delivery');
    const refused = await reserve(shipper);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^pay_on_delivery: /);
    expect(await rows()).toBe(0);
  });
});

describe('mercadopago-payments', () => {
  it('reserves the agreed pesos once, with the fee, and captures them after conformity', async () => {
    expect(await reserve(shipper)).toEqual({ status: 200, body: { status: 'reserved' } });
    expect(await mpPayment()).toMatchObject({
      status: 'authorized',
      captured: false,
      transaction_amount: AMOUNT_ARS,
      collector_id: seller.user_id,
      fee_details: [{ type: 'application_fee', amount: AMOUNT_ARS * 0.05, fee_payer: 'collector' }],
    });
    const again = await reserve(shipper);
    expect(again.body.message).toMatch(/^payment_exists: /);

    const early = await call(transporter, { action: 'capture', listingId });
    expect(early.body.message).toMatch(/^not_capturable: /);
    await deliverAsSuperuser(backend.db, listingId, DEMO_TRANSPORTER.id);
    expect((await call(stranger, { action: 'capture', listingId })).status).toBe(403);
    expect(await call(transporter, { action: 'capture', listingId })).toEqual({
      status: 200,
      body: { status: 'paid' },
    });
    expect(await mpPayment()).toMatchObject({ status: 'approved', transaction_amount: AMOUNT_ARS });
    const twice = await call(shipper, { action: 'capture', listingId });
    expect(twice.body.message).toMatch(/^not_capturable: /);
    expect(await rows()).toBe(1);
  });

  it('counts a captured payment in the shipper’s days to pay, once per shipment', async () => {
    const paid = async () => {
      const { data } = await stranger.rpc('reputation', { p_user_ids: [DEMO_SHIPPER.id] });
      return data?.[0]?.paid;
    };
    const before = await paid();
    await reserve(shipper);
    await deliverAsSuperuser(backend.db, listingId, DEMO_TRANSPORTER.id);
    await call(shipper, { action: 'capture', listingId });
    expect(await paid()).toBe((before ?? 0) + 1);
    // The transporter's own record of the same shipment does not count it twice.
    await backend.db.query(
      `insert into public.shipment_payments
         (listing_id, shipper_id, transporter_id, status, conformed_on, paid_on)
       values ($1, $2, $3, 'paid', public.today_in_argentina(), public.today_in_argentina())`,
      [listingId, DEMO_SHIPPER.id, DEMO_TRANSPORTER.id],
    );
    expect(await paid()).toBe((before ?? 0) + 1);
  });

  it('refuses a changed amount, the transporter and a stranger, and writes nothing', async () => {
    const changed = await reserve(shipper, { amountArs: AMOUNT_ARS - 1 });
    expect(changed.body.message).toMatch(/^quote_changed: /);
    expect((await reserve(transporter)).status).toBe(403);
    expect((await reserve(stranger)).status).toBe(403);
    expect((await reserve(shipper, { cardToken: 'x' })).status).toBe(400);
    expect(await rows()).toBe(0);
  });

  it('records a rejected card, then reserves with another', async () => {
    const rejected = await reserve(shipper, { cardToken: await cardToken('OTHE') });
    expect(rejected.body).toEqual({ status: 'rejected' });
    expect(await reserve(shipper)).toEqual({ status: 200, body: { status: 'reserved' } });
    expect(await rows()).toBe(2);
  });

  it('says Mercado Pago did not answer, and the retry is the same payment', async () => {
    fake.failNext({ method: 'POST', path: /^\/v1\/payments$/, status: 503 });
    expect((await reserve(shipper)).status).toBe(502);
    expect(await reserve(shipper)).toEqual({ status: 200, body: { status: 'reserved' } });
    expect(await rows()).toBe(1);
  });

  it('releases the reservation when the assignment is cancelled, not before', async () => {
    await reserve(shipper);
    const live = await call(shipper, { action: 'release', listingId });
    expect(live.body.message).toMatch(/^not_releasable: /);
    const cancelled = await transporter.rpc('cancel_assignment', {
      p_listing_id: listingId,
      p_reason: 'Se rompió el camión en ruta',
    });
    expect(cancelled.error).toBeNull();
    expect((await call(stranger, { action: 'release', listingId })).status).toBe(403);
    expect(await call(shipper, { action: 'release', listingId })).toEqual({
      status: 200,
      body: { status: 'released' },
    });
    expect(await mpPayment()).toMatchObject({ status: 'cancelled', status_detail: 'by_collector' });
  });

  it('refuses an aal1 session of a shipper with a second factor', async () => {
    const email = 'pp-mfa@example.com';
    const strong = await signedUpClient(backend, email, 'shipper', 'Fuerte');
    await backend.db.query(`update public.cargo_listings set shipper_id = $1 where id = $2`, [
      strong.userId,
      listingId,
    ]);
    await enrolSecondFactor(strong.client);
    const weak = await signedInClient(backend, email, 'otra-clave-2026');
    const { error } = await weak.client.rpc('protected_payment_quote', { p_listing_id: listingId });
    expect(error?.code).toBe('42501');
    expect((await reserve(weak.client)).status).toBe(403);
    await deliverAsSuperuser(backend.db, listingId, DEMO_TRANSPORTER.id);
    const paying = await call(weak.client, {
      action: 'checkout',
      listingId,
      amountArs: AMOUNT_ARS,
    });
    expect(paying.status).toBe(403);
    expect(await rows()).toBe(0);
  });
});

describe('Pago al entregar', () => {
  const checkout = (client: TestClient, amountArs: unknown = AMOUNT_ARS) =>
    call(client, { action: 'checkout', listingId, amountArs });

  async function payment() {
    const { rows: found } = await backend.db.query<Record<string, unknown>>(
      `select mode, status, amount_ars::float8 as amount, captured_ars::float8 as captured,
         paid_at is not null as paid, due_on::text as due_on,
         (public.today_in_argentina() + 45)::text as in_agreed_days
       from public.protected_payments where listing_id = $1`,
      [listingId],
    );
    return found;
  }

  /** The payer at Mercado Pago's checkout page; where it sends him back. */
  async function payAtCheckout(checkoutUrl: string, cardholder = 'APRO') {
    const res = await fetch(`${fake.url}/checkout/v1/pay`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        pref_id: new URL(checkoutUrl).searchParams.get('pref_id') ?? '',
        cardholder,
      }),
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    return new URL(res.headers.get('location') ?? '');
  }

  beforeEach(async () => {
    // Further ahead than a reservation holds: paid on delivery, 45 days after the conformity.
    await backend.db.query(
      `update public.cargo_listings
       set delivery_date = public.today_in_argentina() + 10, payment_term_days = 45 where id = $1`,
      [listingId],
    );
  });

  it('opens with the conformity: one link for the agreed pesos, due in the agreed 45 days, paid by its webhook', async () => {
    expect((await checkout(shipper)).body.message).toMatch(/^not_conformed: /);
    await deliverAsSuperuser(backend.db, listingId, DEMO_TRANSPORTER.id);
    const { data: quote } = await shipper.rpc('protected_payment_quote', {
      p_listing_id: listingId,
    });
    expect(quote?.[0]).toMatchObject({ mode: 'on_delivery', amount_ars: AMOUNT_ARS });

    const first = await checkout(shipper);
    expect(first.status).toBe(200);
    const link = String(first.body.checkoutUrl);
    expect(link.startsWith(`${fake.url}/checkout/v1/redirect?pref_id=`)).toBe(true);
    expect(await checkout(shipper)).toEqual(first);
    const [pending] = await payment();
    expect(pending).toMatchObject({ mode: 'on_delivery', status: 'pending', amount: AMOUNT_ARS });
    expect(pending?.due_on).toBe(pending?.in_agreed_days);

    const back = await payAtCheckout(link);
    expect(`${back.origin}${back.pathname}`).toBe(`${APP}/listings/${listingId}`);
    expect(back.searchParams.get('collection_status')).toBe('approved');
    const mpId = back.searchParams.get('payment_id') ?? '';
    expect(fake.payment(Number(mpId))).toMatchObject({
      status: 'approved',
      transaction_amount: AMOUNT_ARS,
      collector_id: seller.user_id,
      external_reference: expect.any(String),
    });
    for (const n of fake.webhooks.held().filter((h) => h.dataId === mpId)) {
      expect((await fake.webhooks.deliver(n)).status).toBe(200);
    }
    expect(await payment()).toMatchObject([{ status: 'paid', captured: AMOUNT_ARS, paid: true }]);
    expect((await checkout(shipper)).body.message).toMatch(/^payment_exists: /);
  });

  it('refuses the transporter, a stranger, a changed or missing amount, and writes nothing', async () => {
    await deliverAsSuperuser(backend.db, listingId, DEMO_TRANSPORTER.id);
    expect((await checkout(transporter)).status).toBe(403);
    expect((await checkout(stranger)).status).toBe(403);
    expect((await checkout(shipper, AMOUNT_ARS - 1)).body.message).toMatch(/^quote_changed: /);
    expect((await checkout(shipper, 'todo')).status).toBe(400);
    expect(await rows()).toBe(0);
    const kept = await shipper.rpc('record_payment_checkout', {
      p_payment_id: listingId,
      p_preference_id: 'x',
      p_checkout_url: 'https://evil.example/pay',
    });
    expect(kept.error?.code).toBe('42501');
  });

  it('keeps a link’s pesos when the rate changes after it was made', async () => {
    await deliverAsSuperuser(backend.db, listingId, DEMO_TRANSPORTER.id);
    const first = await checkout(shipper);
    await backend.db.query(
      `insert into public.exchange_rates (effective_on, ars_per_eur) values (public.today_in_argentina(), 1200)`,
    );
    try {
      const { data } = await shipper.rpc('protected_payment_quote', { p_listing_id: listingId });
      expect(data?.[0]?.amount_ars).toBe(PRICE * 1200);
      expect(await checkout(shipper)).toEqual(first);
      expect((await checkout(shipper, PRICE * 1200)).body.message).toMatch(/^quote_changed: /);
    } finally {
      await backend.db.query(
        `delete from public.exchange_rates where effective_on = public.today_in_argentina()`,
      );
    }
  });

  it("tells both parties once when a payment on delivery is past its day ('Vencido')", async () => {
    await deliverAsSuperuser(backend.db, listingId, DEMO_TRANSPORTER.id);
    await checkout(shipper);
    const told = () =>
      countAsSuperuser(
        backend.db,
        `select count(*) from public.notifications
         where kind = 'payment_status' and title = 'Vencido' and link = $1`,
        [`/listings/${listingId}`],
      );
    await backend.runCronJobs();
    expect(await told()).toBe(0);
    await backend.db.query(
      `update public.protected_payments set due_on = public.today_in_argentina() - 1 where listing_id = $1`,
      [listingId],
    );
    await backend.runCronJobs();
    expect(await told()).toBe(2);
    await backend.runCronJobs();
    expect(await told()).toBe(2);
  });

  it('offers nothing for a shipment the transporter recorded as paid', async () => {
    await deliverAsSuperuser(backend.db, listingId, DEMO_TRANSPORTER.id);
    await backend.db.query(
      `insert into public.shipment_payments
         (listing_id, shipper_id, transporter_id, status, conformed_on, paid_on)
       values ($1, $2, $3, 'paid', public.today_in_argentina(), public.today_in_argentina())`,
      [listingId, DEMO_SHIPPER.id, DEMO_TRANSPORTER.id],
    );
    expect(
      (await shipper.rpc('protected_payment_quote', { p_listing_id: listingId })).data,
    ).toEqual([]);
    expect((await checkout(shipper)).body.message).toMatch(/^payment_exists: /);
    expect(await rows()).toBe(0);
  });
});

describe('an incident settled lower', () => {
  /** Delivered with a problem reported: the receipt is disputed, never conformed. */
  async function disputedDelivery(): Promise<string> {
    const { rows: made } = await backend.db.query<{ id: string }>(
      `with delivery as (
         insert into public.trip_deliveries (listing_id, recipient_name, recipient_dni,
           signature_path, photo_paths, conformity, conformity_at)
         values ($1::uuid, 'Receptor de Prueba', '30123456', 'prueba/firma.png',
           array['prueba/foto.jpg'], 'disputed', now())
       ), listing as (
         update public.cargo_listings set status = 'delivered' where id = $1::uuid
       )
       insert into public.trip_incidents (listing_id, kind, description)
       values ($1::uuid, 'damage', 'Llegaron dos cajas de vino rotas') returning id`,
      [listingId],
    );
    return made[0]!.id;
  }

  it('captures the amount agreed, in pesos at the reservation’s rate, and tells both', async () => {
    await reserve(shipper);
    const incident = await disputedDelivery();
    const early = await call(transporter, { action: 'capture', listingId });
    expect(early.body.message).toMatch(/^not_capturable: /);

    const { client: admin } = await adminClient(backend);
    const resolve = (client: TestClient, settled: number) =>
      client.rpc('admin_resolve_trip_incident', {
        p_incident_id: incident,
        p_resolution: 'Se descuentan las cajas rotas',
        p_settled_eur: settled,
      });
    expect((await resolve(shipper, 1000)).error?.code).toBe('42501');
    expect((await resolve(transporter, 1499)).error?.code).toBe('42501');
    for (const wrong of [0, -5, PRICE, PRICE + 1]) {
      expect((await resolve(admin, wrong)).error?.message).toMatch(/^invalid_amount: /);
    }
    expect((await resolve(admin, 1000)).error).toBeNull();
    expect((await resolve(admin, 900)).error?.message).toMatch(/^not_found: /);
    expect(
      await countAsSuperuser(
        backend.db,
        `select count(*) from public.notifications where title = 'Monto acordado' and body like $1`,
        ['%se cobran $ 1.100.000,00 de los $ 1.650.000,00 reservados.'],
      ),
    ).toBe(2);

    expect(await call(transporter, { action: 'capture', listingId })).toEqual({
      status: 200,
      body: { status: 'paid' },
    });
    expect(await mpPayment()).toMatchObject({
      status: 'approved',
      transaction_amount: 1000 * RATE,
    });
    const { rows: paid } = await backend.db.query<{ captured: number }>(
      `select captured_ars::float8 as captured from public.protected_payments where listing_id = $1`,
      [listingId],
    );
    expect(paid).toEqual([{ captured: 1000 * RATE }]);
  });

  it('captures the whole reservation once an incident is resolved with no amount', async () => {
    await reserve(shipper);
    const incident = await disputedDelivery();
    const { client: admin } = await adminClient(backend);
    const resolved = await admin.rpc('admin_resolve_trip_incident', {
      p_incident_id: incident,
      p_resolution: 'El transportista repone las cajas',
    });
    expect(resolved.error).toBeNull();
    expect(await call(shipper, { action: 'capture', listingId })).toEqual({
      status: 200,
      body: { status: 'paid' },
    });
    expect(await mpPayment()).toMatchObject({ status: 'approved', transaction_amount: AMOUNT_ARS });
  });
});

describe('the back-office', () => {
  it('lists protected payments to admins only, saying which wait on a dispute', async () => {
    await reserve(shipper);
    for (const client of [shipper, transporter, stranger]) {
      expect((await client.rpc('admin_protected_payments')).error?.code).toBe('42501');
    }
    const { client: admin } = await adminClient(backend);
    const listed = async () =>
      ((await admin.rpc('admin_protected_payments')).data ?? []).find(
        (row) => row.listing_id === listingId,
      );
    expect(await listed()).toMatchObject({
      mode: 'reserve',
      status: 'reserved',
      amount_eur: PRICE,
      ars_per_eur: RATE,
      amount_ars: AMOUNT_ARS,
      shipper_name: expect.any(String),
      in_dispute: false,
    });
    await backend.db.query(
      `insert into public.trip_incidents (listing_id, kind, description)
       values ($1, 'delay', 'Llegó tres días tarde')`,
      [listingId],
    );
    expect(await listed()).toMatchObject({ in_dispute: true });
  });

  it('refunds a paid payment when an admin asks, once, and to no one else', async () => {
    await reserve(shipper);
    await deliverAsSuperuser(backend.db, listingId, DEMO_TRANSPORTER.id);
    await call(shipper, { action: 'capture', listingId });
    for (const client of [shipper, transporter, stranger]) {
      expect((await call(client, { action: 'refund', listingId })).status).toBe(403);
    }
    const { client: admin } = await adminClient(backend);
    expect(await call(admin, { action: 'refund', listingId })).toEqual({
      status: 200,
      body: { status: 'refunded' },
    });
    expect(await mpPayment()).toMatchObject({
      status: 'refunded',
      transaction_amount_refunded: AMOUNT_ARS,
    });
    const again = await call(admin, { action: 'refund', listingId });
    expect(again.body.message).toMatch(/^not_refundable: /);
  });
});
