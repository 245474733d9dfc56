/**
 * 'Pago protegido' with no one watching, on PGlite and (npm run test:pg) PostgreSQL: the
 * migration's pg_cron job calls the mercadopago-jobs Edge Function through pg_net (the embedded
 * backend's stand-ins, with the project's URL and service key in its Vault), which captures the
 * conformed reservations (the 72 h window closed included), releases those whose assignment
 * ended and refreshes expiring Mercado Pago tokens. The attacks: the anon key or a person's
 * token calling the jobs, a person calling protected_payments_due.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../packages/fake-mercadopago/payments.ts';
import { startFakeMercadoPago } from '../../packages/fake-mercadopago/server.ts';
import { startTestBackend, type TestBackend, type TestClient } from './support/backend.ts';
import {
  deliverAsSuperuser,
  DEMO_SHIPPER,
  DEMO_TRANSPORTER,
  insertDemoListing,
  invokeAs,
  signedInClient,
} from './support/data-api.ts';

const CLIENT = { id: 'app-jobs', secret: 'secret-jobs' };

let fake: Awaited<ReturnType<typeof startFakeMercadoPago>>;
let backend: TestBackend;
let shipper: TestClient;
let transporter: TestClient;
let seller: { access_token: string; refresh_token: string; user_id: number; public_key: string };

beforeAll(async () => {
  fake = await startFakeMercadoPago({ clients: [CLIENT], webhookSecret: 'x', webhooks: 'hold' });
  backend = await startTestBackend({
    rateLimits: false,
    functionSecrets: {
      MERCADOPAGO_CLIENT_ID: CLIENT.id,
      MERCADOPAGO_CLIENT_SECRET: CLIENT.secret,
      MERCADOPAGO_AUTH_URL: fake.url,
      MERCADOPAGO_API_URL: fake.url,
      MERCADOPAGO_REDIRECT_URI: 'http://app.test/transporter-dashboard/mercadopago',
      MERCADOPAGO_WEBHOOK_SECRET: 'x',
    },
  });
  seller = fake.authorizeSeller(CLIENT.id);
  // Linked 170 days ago: its tokens expire within the 30 days the jobs renew them ahead.
  await backend.db.query(
    `insert into public.mercadopago_accounts
       (transporter_id, mp_user_id, access_token, refresh_token, public_key, expires_at)
     values ($1, $2, $3, $4, $5, now() + interval '10 days')`,
    [
      DEMO_TRANSPORTER.id,
      seller.user_id,
      seller.access_token,
      seller.refresh_token,
      seller.public_key,
    ],
  );
  await backend.db.query(
    `insert into public.exchange_rates (effective_on, ars_per_eur) values (public.today_in_argentina() - 1, 1100)`,
  );
  ({ client: shipper } = await signedInClient(backend, DEMO_SHIPPER.email));
  ({ client: transporter } = await signedInClient(backend, DEMO_TRANSPORTER.email));
});

afterAll(async () => {
  await backend.stop();
  await fake.close();
});

/** A reservation made by the shipper through mercadopago-payments; the listing's id. */
async function reserved(): Promise<string> {
  const listingId = await insertDemoListing(backend.db, 'assigned');
  const card = await fetch(`${fake.url}/v1/card_tokens`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ card_number: TEST_CARDS.master, cardholder: { name: 'APRO' } }),
  });
  const answer = await invokeAs(shipper, 'mercadopago-payments', {
    action: 'reserve',
    listingId,
    amountArs: 1_650_000,
    cardToken: ((await card.json()) as { id: string }).id,
    paymentMethodId: 'master',
    payerEmail: 'dador@example.com',
  });
  expect(answer).toEqual({ status: 200, body: { status: 'reserved' } });
  return listingId;
}

async function statusOf(listingId: string) {
  const { rows } = await backend.db.query<{ status: string }>(
    `select status from public.protected_payments where listing_id = $1`,
    [listingId],
  );
  return rows[0]?.status;
}

describe('the scheduled payment jobs', () => {
  it('capture a conformed reservation, release an ended one, leave the rest, renew tokens', async () => {
    const conformed = await reserved();
    await deliverAsSuperuser(backend.db, conformed, DEMO_TRANSPORTER.id);
    const windowClosed = await reserved();
    await deliverAsSuperuser(backend.db, windowClosed, DEMO_TRANSPORTER.id);
    await backend.db.query(
      `update public.trip_deliveries set conformity = 'pending', conformity_at = null,
         delivered_at = now() - interval '73 hours' where listing_id = $1`,
      [windowClosed],
    );
    const cancelled = await reserved();
    const cancel = await transporter.rpc('cancel_assignment', {
      p_listing_id: cancelled,
      p_reason: 'El camión quedó en el taller',
    });
    expect(cancel.error).toBeNull();
    const onTheRoad = await reserved();

    await backend.runCronJobs();

    expect(await statusOf(conformed)).toBe('paid');
    expect(await statusOf(windowClosed)).toBe('paid');
    expect(await statusOf(cancelled)).toBe('released');
    expect(await statusOf(onTheRoad)).toBe('reserved');
    const { rows } = await backend.db.query<{ access_token: string; days: number }>(
      `select access_token, extract(day from expires_at - now())::int as days
       from public.mercadopago_accounts where transporter_id = $1`,
      [DEMO_TRANSPORTER.id],
    );
    expect(rows[0]!.access_token).not.toBe(seller.access_token);
    expect(rows[0]!.days).toBeGreaterThan(170);
  });

  it('refuse the anon key and a person’s token, and keep due payments from people', async () => {
    const listingId = await reserved();
    await deliverAsSuperuser(backend.db, listingId, DEMO_TRANSPORTER.id);
    const anon = await fetch(`${backend.url}/functions/v1/mercadopago-jobs`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${backend.anonKey}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(anon.status).toBe(403);
    expect((await invokeAs(transporter, 'mercadopago-jobs', {})).status).toBe(403);
    expect((await transporter.rpc('protected_payments_due')).error?.code).toBe('42501');
    expect(await statusOf(listingId)).toBe('reserved');
  });
});
