/**
 * Mercado Pago's webhook on PostgreSQL: from the notification's POST to the function's answer,
 * through the embedded backend serving `mercadopago-webhook`, for a payment the platform holds.
 * Each run is a new payment's first notification (the signature checked, the payment fetched
 * from the local Mercado Pago, applied and both parties notified); then the same notifications
 * again, the duplicates Mercado Pago sends (checked and answered 'duplicate'). Target: p95 under
 * 50 ms. Set-up (listing, payment row, the reservation at the fake) is not timed.
 */
import { performance } from 'node:perf_hooks';
import { TEST_CARDS } from '../packages/fake-mercadopago/payments';
import { startFakeMercadoPago } from '../packages/fake-mercadopago/server';
import type { Notification } from '../packages/fake-mercadopago/webhooks';
import { DEMO_SHIPPER, DEMO_TRANSPORTER } from '../supabase/demo-accounts.ts';
import { startTestBackend, type TestBackend } from '../supabase/tests/support/backend';
import { insertDemoListing } from '../supabase/tests/support/data-api';
import { startPgCluster } from './pg-cluster';
import { median, percentile } from './stats';

const RUNS = 200;
const WARMUP = 10;
const SECRET = 'bench-webhook-secret';
const CLIENT = { id: 'bench-app', secret: 'bench-secret' };

type Fake = Awaited<ReturnType<typeof startFakeMercadoPago>>;

/** A reserved payment at the fake naming a new platform payment; its first notification. */
async function reservation(backend: TestBackend, fake: Fake, token: string, hookUrl: string) {
  const listingId = await insertDemoListing(backend.db, 'assigned');
  const { rows } = await backend.db.query<{ id: string }>(
    `insert into public.protected_payments
       (listing_id, shipper_id, transporter_id, mode, amount_eur, ars_per_eur, amount_ars)
     values ($1, $2, $3, 'reserve', 1000, 1100, 1100000) returning id`,
    [listingId, DEMO_SHIPPER.id, DEMO_TRANSPORTER.id],
  );
  const card = await fetch(`${fake.url}/v1/card_tokens`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ card_number: TEST_CARDS.visa, cardholder: { name: 'APRO' } }),
  });
  const res = await fetch(`${fake.url}/v1/payments`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
      'X-Idempotency-Key': rows[0]!.id,
    },
    body: JSON.stringify({
      transaction_amount: 1100000,
      token: ((await card.json()) as { id: string }).id,
      payment_method_id: 'visa',
      payer: { email: 'bench@example.com' },
      capture: false,
      external_reference: rows[0]!.id,
      notification_url: hookUrl,
    }),
  });
  const { id } = (await res.json()) as { id: number };
  return fake.webhooks.held().find((n) => n.dataId === String(id))!;
}

async function timed(fake: Fake, notification: Notification, expected: string): Promise<number> {
  const started = performance.now();
  const res = await fake.webhooks.deliver(notification);
  const body = (await res.json()) as { outcome?: string };
  const elapsed = performance.now() - started;
  if (body.outcome !== expected) throw new Error(`webhook answered ${JSON.stringify(body)}`);
  return elapsed;
}

function report(name: string, times: number[]) {
  console.log(
    `  ${name.padEnd(34)} mediana ${median(times).toFixed(1)} ms · p95 ${percentile(times, 0.95).toFixed(1)} ms`,
  );
}

export async function benchWebhook(): Promise<void> {
  const cluster = await startPgCluster();
  const fake = await startFakeMercadoPago({
    clients: [CLIENT],
    webhookSecret: SECRET,
    webhooks: 'hold',
  });
  try {
    const backend = await startTestBackend({
      rateLimits: false,
      dbUrl: cluster.url,
      functionSecrets: { MERCADOPAGO_API_URL: fake.url, MERCADOPAGO_WEBHOOK_SECRET: SECRET },
    });
    try {
      const seller = fake.authorizeSeller(CLIENT.id);
      await backend.db.query(
        `insert into public.mercadopago_accounts
           (transporter_id, mp_user_id, access_token, refresh_token, expires_at)
         values ($1, $2, $3, 'TG-bench', now() + interval '180 days')`,
        [DEMO_TRANSPORTER.id, seller.user_id, seller.access_token],
      );
      const hookUrl = `${backend.url}/functions/v1/mercadopago-webhook`;
      const first: number[] = [];
      const delivered: Notification[] = [];
      for (let i = 0; i < WARMUP + RUNS; i += 1) {
        const notification = await reservation(backend, fake, seller.access_token, hookUrl);
        const elapsed = await timed(fake, notification, 'applied');
        if (i >= WARMUP) {
          first.push(elapsed);
          delivered.push(notification);
        }
      }
      const duplicates: number[] = [];
      for (const notification of delivered)
        duplicates.push(await timed(fake, notification, 'duplicate'));
      console.log(`\nWebhook de Mercado Pago (PostgreSQL 15, vía HTTP) — ${RUNS} notificaciones`);
      report('primera (verifica, consulta, aplica)', first);
      report('duplicada (verifica, consulta)', duplicates);
      const p95 = percentile(first, 0.95);
      console.log(`  objetivo p95 < 50 ms: ${p95 < 50 ? 'cumplido' : 'NO cumplido'}`);
    } finally {
      await backend.stop();
    }
  } finally {
    await fake.close();
    cluster.stop();
  }
}
