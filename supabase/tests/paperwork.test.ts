/**
 * Remito and COT in the database, on PGlite and PostgreSQL: only the shipper records them, only
 * before the trip starts, only in their formats; the two parties read them and nobody else; the
 * receiver's confirmation of the digital remito is stored with the delivery, and only for a
 * remito that exists. An aal1 session of a shipper with a second factor does nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend, type TestClient } from './support/backend.ts';
import {
  DEMO_SHIPPER,
  DEMO_TRANSPORTER,
  enrolSecondFactor,
  insertDemoListing,
  readyTripAsSuperuser,
  registerDeliveryAs,
  restFetch,
  signedInClient,
  signedUpClient,
} from './support/data-api.ts';

let backend: TestBackend;
let shipper: TestClient;
let transporter: TestClient;
let transporterId: string;
let outsider: TestClient;

beforeAll(async () => {
  backend = await startTestBackend({ rateLimits: false });
  shipper = (await signedInClient(backend, DEMO_SHIPPER.email)).client;
  ({ client: transporter, userId: transporterId } = await signedInClient(
    backend,
    DEMO_TRANSPORTER.email,
  ));
  outsider = (await signedUpClient(backend, 'curioso@example.com', 'shipper', 'Curioso')).client;
});

afterAll(async () => {
  await backend.stop();
});

const record = (client: TestClient, id: string, remitos: string[] | null, cot: string | null) =>
  client.rpc('record_shipment_paperwork', {
    p_listing_id: id,
    p_remito_numbers: remitos as string[],
    p_cot_code: cot as string,
  });

async function paperworkAsSuperuser(id: string) {
  const { rows } = await backend.db.query<{ remito_numbers: string[]; cot_code: string | null }>(
    'select remito_numbers, cot_code from public.shipment_paperwork where listing_id = $1',
    [id],
  );
  return rows[0] ?? null;
}

describe('remito and COT', () => {
  it('the shipper records them before the trip; both parties read them, nobody else', async () => {
    const id = await insertDemoListing(backend.db, 'assigned');
    const saved = await record(
      shipper,
      id,
      [' 00001-00001234 ', '', '00001-00001235', '00001-00001234'],
      ' 123456789012 ',
    );
    expect(saved.error).toBeNull();
    const expected = {
      remito_numbers: ['00001-00001234', '00001-00001235'],
      cot_code: '123456789012',
    };
    for (const party of [shipper, transporter]) {
      const { data } = await party
        .from('shipment_paperwork')
        .select('remito_numbers, cot_code')
        .eq('listing_id', id)
        .single();
      expect(data).toEqual(expected);
    }
    expect((await outsider.from('shipment_paperwork').select('cot_code')).data).toEqual([]);

    // Recorded again: replaced; an empty COT clears it.
    expect((await record(shipper, id, ['0002-00000001'], '')).error).toBeNull();
    expect(await paperworkAsSuperuser(id)).toEqual({
      remito_numbers: ['0002-00000001'],
      cot_code: null,
    });
  });

  it('refuses the carrier, another shipper, a visitor and a direct write, and changes nothing', async () => {
    const id = await insertDemoListing(backend.db, 'assigned');
    expect((await record(shipper, id, ['00001-00000001'], '12345678')).error).toBeNull();
    const before = await paperworkAsSuperuser(id);

    expect((await record(transporter, id, ['00001-00000666'], '66666666')).error?.code).toBe(
      '42501',
    );
    expect((await record(outsider, id, ['00001-00000666'], '66666666')).error?.code).toBe('42501');
    const anon = await restFetch(backend, '/rpc/record_shipment_paperwork', {
      method: 'POST',
      body: JSON.stringify({ p_listing_id: id, p_remito_numbers: [], p_cot_code: '66666666' }),
    });
    expect(anon.status).toBeGreaterThanOrEqual(400);
    const update = await shipper
      .from('shipment_paperwork')
      .update({ cot_code: '66666666' })
      .eq('listing_id', id)
      .select();
    expect(update.error ?? update.data).not.toEqual([{ cot_code: '66666666' }]);
    const insert = await shipper.from('shipment_paperwork').insert({
      listing_id: await insertDemoListing(backend.db, 'assigned'),
      cot_code: '66666666',
    });
    expect(insert.error).not.toBeNull();

    expect(await paperworkAsSuperuser(id)).toEqual(before);
  });

  it('refuses a malformed, over-long or excessive value, and changes nothing', async () => {
    const id = await insertDemoListing(backend.db, 'assigned');
    expect((await record(shipper, id, ['00001-00000001'], '12345678')).error).toBeNull();
    const before = await paperworkAsSuperuser(id);
    const eleven = Array.from({ length: 11 }, (_, i) => `00001-${String(i + 1).padStart(8, '0')}`);
    for (const [remitos, cot] of [
      [['R-12'], null],
      [['00001-00001234; drop table x'], null],
      [['1'.repeat(10_000)], null],
      [eleven, null],
      [['00001-00000001'], '12-34'],
      [['00001-00000001'], '1'.repeat(21)],
      [['00001-00000001'], "1' or '1'='1"],
    ] as const) {
      const refused = await record(shipper, id, [...remitos], cot);
      expect(refused.error?.code, JSON.stringify([remitos, cot]).slice(0, 80)).toBe('22023');
    }
    expect(await paperworkAsSuperuser(id)).toEqual(before);
  });

  it('takes nothing once the trip has started, nor for a listing without a carrier', async () => {
    const id = await insertDemoListing(backend.db, 'assigned');
    expect((await record(shipper, id, ['00001-00000001'], null)).error).toBeNull();
    await backend.db.query(`update public.cargo_listings set status = 'in-transit' where id = $1`, [
      id,
    ]);
    const late = await record(shipper, id, ['00001-00000002'], '12345678');
    expect(late.error?.code).toBe('P0001');
    expect(late.error?.message).toMatch(/el viaje ya comenzó/);
    expect(await paperworkAsSuperuser(id)).toEqual({
      remito_numbers: ['00001-00000001'],
      cot_code: null,
    });
    const pending = await insertDemoListing(backend.db, 'pending');
    expect((await record(shipper, pending, ['00001-00000001'], null)).error?.code).toBe('P0001');
  });

  it("stores the receiver's confirmation of the digital remito, only for a remito recorded", async () => {
    const withRemito = await insertDemoListing(backend.db, 'assigned');
    expect((await record(shipper, withRemito, ['00001-00000001'], null)).error).toBeNull();
    const without = await insertDemoListing(backend.db, 'assigned');
    for (const id of [withRemito, without]) {
      await readyTripAsSuperuser(backend.db, id);
      const started = await transporter.rpc('advance_shipment', {
        p_listing_id: id,
        p_status: 'in-transit',
      });
      expect(started.error).toBeNull();
    }
    await expect(
      registerDeliveryAs(transporter, transporterId, without, true),
    ).rejects.toMatchObject({ code: '22023' });
    await registerDeliveryAs(transporter, transporterId, withRemito, true);
    const { data } = await shipper
      .from('trip_deliveries')
      .select('remito_confirmed')
      .eq('listing_id', withRemito)
      .single();
    expect(data).toEqual({ remito_confirmed: true });
    await registerDeliveryAs(transporter, transporterId, without);
    const { rows } = await backend.db.query<{ remito_confirmed: boolean }>(
      'select remito_confirmed from public.trip_deliveries where listing_id = $1',
      [without],
    );
    expect(rows).toEqual([{ remito_confirmed: false }]);
  });
});

describe('an aal1 session of a shipper with a second factor', () => {
  it('reads no paperwork and records none', async () => {
    const strong = await signedUpClient(backend, 'dador-mfa@example.com', 'shipper', 'Fuerte');
    await enrolSecondFactor(strong.client);
    const id = await insertDemoListing(backend.db, 'assigned');
    await backend.db.query(`update public.cargo_listings set shipper_id = $2 where id = $1`, [
      id,
      strong.userId,
    ]);
    expect((await record(strong.client, id, ['00001-00000001'], null)).error).toBeNull();
    const weak = await signedInClient(backend, 'dador-mfa@example.com', 'otra-clave-2026');
    const refused = await record(weak.client, id, ['00001-00000666'], '66666666');
    expect(refused.error?.message).toMatch(/insufficient_aal/);
    expect((await weak.client.from('shipment_paperwork').select('cot_code')).data ?? []).toEqual(
      [],
    );
    expect(await paperworkAsSuperuser(id)).toEqual({
      remito_numbers: ['00001-00000001'],
      cot_code: null,
    });
  });
});
