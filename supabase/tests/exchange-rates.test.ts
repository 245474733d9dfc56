/**
 * The platform's exchange rate (public.exchange_rates, admin_set_exchange_rate), on PGlite and
 * (npm run test:pg) PostgreSQL: anyone reads it; only an admin sets it, at aal2 once he has a
 * second factor, for today or up to 30 days ahead, in range; each refusal changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestClient,
  startTestBackend,
  type TestBackend,
  type TestClient,
} from './support/backend.ts';
import {
  adminClient,
  argentineDay,
  dataDigest,
  DEMO_ADMIN,
  DEMO_SHIPPER,
  DEMO_TRANSPORTER,
  signedInClient,
  enrolSecondFactor,
} from './support/data-api.ts';

let backend: TestBackend;
let admin: TestClient;
let today: string;

beforeAll(async () => {
  backend = await startTestBackend({ rateLimits: false });
  ({ client: admin } = await adminClient(backend));
  today = await argentineDay(backend.db);
});

afterAll(async () => {
  await backend.stop();
});

const setRate = (client: TestClient, rate: number, day = today) =>
  client.rpc('admin_set_exchange_rate', { p_ars_per_eur: rate, p_effective_on: day });

/** Every rate as stored, and the rest of the data (dataDigest does not cover this table). */
async function digest(): Promise<string> {
  const { rows } = await backend.db.query<{ rates: string | null }>(
    `select string_agg(t::text, ',' order by t.effective_on) as rates from public.exchange_rates t`,
  );
  return `${rows[0].rates}|${await dataDigest(backend.db)}`;
}

describe('exchange rates', () => {
  it('an admin sets today’s rate, corrects it the same day, and a visitor reads it', async () => {
    expect((await setRate(admin, 1450.5)).error).toBeNull();
    expect((await setRate(admin, 1460)).error).toBeNull();
    const { data, error } = await createTestClient(backend)
      .from('exchange_rates')
      .select('effective_on, ars_per_eur, set_by')
      .order('effective_on', { ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([{ effective_on: today, ars_per_eur: 1460, set_by: DEMO_ADMIN.id }]);
  });

  it('refuses a shipper, a transporter and a visitor, changing nothing', async () => {
    const before = await digest();
    for (const email of [DEMO_SHIPPER.email, DEMO_TRANSPORTER.email]) {
      const { client } = await signedInClient(backend, email);
      expect((await setRate(client, 1)).error?.code).toBe('42501');
      expect(
        (await client.from('exchange_rates').insert({ effective_on: today, ars_per_eur: 1 })).error,
      ).not.toBeNull();
    }
    expect((await setRate(createTestClient(backend), 1)).error).not.toBeNull();
    // Not even an admin writes the table but through the function.
    expect(
      (await admin.from('exchange_rates').update({ ars_per_eur: 1 }).eq('effective_on', today))
        .error,
    ).not.toBeNull();
    expect(await digest()).toBe(before);
  });

  it.each([
    ['zero', 0, 0, 'exchange_rate_range'],
    ['negative', -5, 0, 'exchange_rate_range'],
    ['over 100.000', 100000.01, 0, 'exchange_rate_range'],
    ['three decimals', 1450.123, 0, 'exchange_rate_range'],
    ['yesterday', 1450, -1, 'exchange_rate_date'],
    ['31 days ahead', 1450, 31, 'exchange_rate_date'],
  ])('refuses a rate %s, changing nothing', async (_case, rate, offset, code) => {
    const before = await digest();
    const { error } = await setRate(admin, rate, await argentineDay(backend.db, offset));
    expect(error?.message).toMatch(new RegExp(`^${code}: `));
    expect(await digest()).toBe(before);
  });

  it('takes a rate up to 30 days ahead, kept apart from today’s', async () => {
    const later = await argentineDay(backend.db, 30);
    expect((await setRate(admin, 1500, later)).error).toBeNull();
    const { rows } = await backend.db.query<{ n: number }>(
      'select count(*)::int as n from public.exchange_rates',
    );
    expect(rows[0].n).toBe(2);
  });

  it('refuses an aal1 session of an admin with a second factor', async () => {
    await enrolSecondFactor(admin);
    // At aal2 he still may.
    expect((await setRate(admin, 1470)).error).toBeNull();

    const before = await digest();
    const { client: weak } = await adminClient(backend);
    expect((await setRate(weak, 1)).error).not.toBeNull();
    expect(await digest()).toBe(before);
  });
});
