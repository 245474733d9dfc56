/**
 * 'Finanzas' on PGlite and (npm run test:pg) PostgreSQL: each party's money per month (paid,
 * reserved, pending), per shipper or lane, and what is still due, from protected payments and
 * hand-recorded ones; a stranger sees only his own (nothing), a visitor and an aal1 session
 * nothing at all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestClient,
  startTestBackend,
  type TestBackend,
  type TestClient,
} from './support/backend.ts';
import {
  deliverAsSuperuser,
  DEMO_SHIPPER,
  DEMO_TRANSPORTER,
  enrolSecondFactor,
  insertDemoListing,
  signedInClient,
  signedUpClient,
} from './support/data-api.ts';

let backend: TestBackend;
let shipper: TestClient;
let transporter: TestClient;
let pendingId: string;

async function delivered(): Promise<string> {
  const id = await insertDemoListing(backend.db, 'assigned');
  await deliverAsSuperuser(backend.db, id, DEMO_TRANSPORTER.id);
  return id;
}

async function protectedPayment(listingId: string, status: 'paid' | 'reserved') {
  await backend.db.query(
    `insert into public.protected_payments (listing_id, shipper_id, transporter_id, mode, status,
       amount_eur, ars_per_eur, amount_ars, captured_ars, mp_payment_id, reserved_at, paid_at)
     values ($1, $2, $3, 'reserve', $4, 1500, 1100, 1650000,
       case when $4 = 'paid' then 1650000 end, (random() * 1e9)::bigint + 1, now(),
       case when $4 = 'paid' then now() end)`,
    [listingId, DEMO_SHIPPER.id, DEMO_TRANSPORTER.id, status],
  );
}

beforeAll(async () => {
  backend = await startTestBackend({ rateLimits: false });
  await protectedPayment(await delivered(), 'paid');
  await protectedPayment(await insertDemoListing(backend.db, 'assigned'), 'reserved');
  pendingId = await delivered();
  const recorded = await delivered();
  await backend.db.query(
    `insert into public.shipment_payments
       (listing_id, shipper_id, transporter_id, status, conformed_on, paid_on)
     values ($1, $2, $3, 'paid', public.today_in_argentina(), public.today_in_argentina())`,
    [recorded, DEMO_SHIPPER.id, DEMO_TRANSPORTER.id],
  );
  ({ client: shipper } = await signedInClient(backend, DEMO_SHIPPER.email));
  ({ client: transporter } = await signedInClient(backend, DEMO_TRANSPORTER.email));
});

afterAll(async () => {
  await backend.stop();
});

const thisMonth = (rows: { month: string }[] | null) => rows?.[rows.length - 1];

describe('Finanzas', () => {
  it('sums each party’s month: paid, reserved and pending, in €', async () => {
    for (const client of [transporter, shipper]) {
      const { data, error } = await client.rpc('my_finance_months', { p_months: 12 });
      expect(error).toBeNull();
      expect(data).toHaveLength(12);
      expect(thisMonth(data)).toMatchObject({
        paid_eur: 3000,
        reserved_eur: 1500,
        pending_eur: 1500,
      });
      expect(
        data!.slice(0, 11).every((m) => m.paid_eur + m.reserved_eur + m.pending_eur === 0),
      ).toBe(true);
    }
  });

  it('breaks the transporter’s down by shipper, with days to pay, and the shipper’s by lane', async () => {
    const byShipper = await transporter.rpc('my_finance_breakdown');
    expect(byShipper.data).toEqual([
      { label: expect.any(String), shipments: 3, amount_eur: 4500, days_to_pay: 0 },
    ]);
    const byLane = await shipper.rpc('my_finance_breakdown');
    expect(byLane.data).toEqual([
      { label: 'Mendoza → Córdoba', shipments: 3, amount_eur: 4500, days_to_pay: 0 },
    ]);
  });

  it('lists what is still due: delivered, neither paid nor reserved', async () => {
    for (const client of [transporter, shipper]) {
      const { data } = await client.rpc('my_payments_due');
      expect(data).toEqual([
        {
          listing_id: pendingId,
          title: 'Prueba assigned',
          amount_eur: 1500,
          conformed_on: expect.any(String),
          reserved: false,
        },
      ]);
    }
  });

  it('shows a stranger only his own (nothing), and refuses a visitor, a bad range and aal1', async () => {
    const stranger = await signedUpClient(backend, 'fin-ajeno@example.com', 'shipper', 'Ajeno');
    const months = await stranger.client.rpc('my_finance_months', { p_months: 3 });
    expect(months.data?.map((m) => m.paid_eur + m.reserved_eur + m.pending_eur)).toEqual([0, 0, 0]);
    expect((await stranger.client.rpc('my_finance_breakdown')).data).toEqual([]);
    expect((await stranger.client.rpc('my_payments_due')).data).toEqual([]);
    expect((await stranger.client.rpc('my_finance_months', { p_months: 1000 })).error?.code).toBe(
      '22023',
    );

    const visitor = createTestClient(backend);
    expect((await visitor.rpc('my_finance_months', {})).error).not.toBeNull();

    await enrolSecondFactor(stranger.client);
    const weak = await signedInClient(backend, 'fin-ajeno@example.com', 'otra-clave-2026');
    expect((await weak.client.rpc('my_payments_due')).error?.code).toBe('42501');
  });
});
