/**
 * Road incidents (issue 39, item 2) in the database, on both engines: the assigned transporter
 * reports one while the shipment is assigned or on its way, once however often the outbox sends
 * it; the shipper is told and both parties read it; nobody else reports or reads, nothing bad is
 * stored, and an aal1 session of an account with a second factor is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestClient,
  startTestBackend,
  type TestBackend,
  type TestClient,
} from './support/backend.ts';
import {
  countAsSuperuser,
  DEMO_SHIPPER,
  DEMO_TRANSPORTER,
  enrolSecondFactor,
  signedInClient,
  signedUpClient,
} from './support/data-api.ts';

let backend: TestBackend;
let shipper: TestClient;
let transporter: TestClient;
let outsider: TestClient;

async function insertListing(
  status: 'pending' | 'assigned' | 'in-transit' | 'delivered',
  transporterId: string | null = DEMO_TRANSPORTER.id,
): Promise<string> {
  const { rows } = await backend.db.query<{ id: string }>(
    `insert into public.cargo_listings (shipper_id, transporter_id, title, origin, destination,
       weight_kg, pickup_date, delivery_date, price, status, cargo_type, load_type)
     values ($1, $2, 'Vino a Buenos Aires', 'Mendoza', 'Buenos Aires', 12000,
       public.today_in_argentina(), public.today_in_argentina() + 2, 2500,
       $3::public.cargo_status, 'wine', 'dry')
     returning id`,
    [DEMO_SHIPPER.id, transporterId, status],
  );
  return rows[0].id;
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function report(listingId: string, overrides: Record<string, unknown> = {}) {
  return {
    p_listing_id: listingId,
    p_request_id: crypto.randomUUID(),
    p_kind: 'breakdown',
    p_description: 'Se rompió la bomba de agua en la RN 7, km 640.',
    p_happened_at: minutesAgo(30),
    ...overrides,
  };
}

const reportsOf = (listingId: string) =>
  countAsSuperuser(
    backend.db,
    'select count(*) from public.trip_road_incidents where listing_id = $1',
    [listingId],
  );

beforeAll(async () => {
  backend = await startTestBackend({ rateLimits: false });
  ({ client: shipper } = await signedInClient(backend, DEMO_SHIPPER.email));
  ({ client: transporter } = await signedInClient(backend, DEMO_TRANSPORTER.email));
  ({ client: outsider } = await signedUpClient(
    backend,
    'otro-transportista@example.com',
    'transporter',
    'Otro',
  ));
});

afterAll(async () => {
  await backend.stop();
});

describe('a road incident', () => {
  it('is reported once however often the same request comes, and reaches the shipper', async () => {
    const id = await insertListing('in-transit');
    const args = report(id, { p_description: '  Corte total por piquete en Villa Mercedes.  ' });
    const first = await transporter.rpc('report_road_incident', {
      ...args,
      p_kind: 'road_blocked',
    });
    expect(first.error).toBeNull();
    // The answer was lost: the outbox sends the same report again, twice.
    for (let i = 0; i < 2; i++) {
      const again = await transporter.rpc('report_road_incident', {
        ...args,
        p_kind: 'road_blocked',
      });
      expect(again).toMatchObject({ error: null, data: first.data });
    }
    expect(await reportsOf(id)).toBe(1);

    const read = await shipper
      .from('trip_road_incidents')
      .select('kind, description, happened_at')
      .eq('listing_id', id);
    expect(read.data).toEqual([
      {
        kind: 'road_blocked',
        description: 'Corte total por piquete en Villa Mercedes.',
        happened_at: expect.any(String),
      },
    ]);
    expect(new Date(read.data?.[0].happened_at ?? '').toISOString()).toBe(args.p_happened_at);
    const bell = await shipper
      .from('notifications')
      .select('kind, title, body, link')
      .eq('kind', 'road_incident')
      .eq('link', `/listings/${id}`);
    expect(bell.data).toEqual([
      {
        kind: 'road_incident',
        title: 'Incidente en ruta',
        body: 'El transportista informó un incidente en el viaje de «Vino a Buenos Aires» (Corte de ruta): Corte total por piquete en Villa Mercedes.',
        link: `/listings/${id}`,
      },
    ]);
    expect(
      (await transporter.from('trip_road_incidents').select('id').eq('listing_id', id)).data,
    ).toHaveLength(1);
  });

  it('is taken while the shipment is assigned, not after the delivery nor once it went back on offer', async () => {
    const assigned = await insertListing('assigned');
    expect((await transporter.rpc('report_road_incident', report(assigned))).error).toBeNull();
    const delivered = await insertListing('delivered');
    const late = await transporter.rpc('report_road_incident', report(delivered));
    expect(late.error).toMatchObject({ code: 'P0001' });
    expect(late.error?.message).toMatch(/^not_on_the_road/);
    // The assignment cancelled: the listing is on offer again, with no transporter.
    const reopened = await insertListing('pending', null);
    const cancelled = await transporter.rpc('report_road_incident', report(reopened));
    expect(cancelled.error).toMatchObject({ code: '42501', message: 'not_assigned_transporter' });
    for (const id of [delivered, reopened]) expect(await reportsOf(id)).toBe(0);
  });

  it('sent again after the trip ended answers what it made, and makes nothing more', async () => {
    const id = await insertListing('in-transit');
    const args = report(id);
    const first = await transporter.rpc('report_road_incident', args);
    await backend.db.query(`update public.cargo_listings set status = 'delivered' where id = $1`, [
      id,
    ]);
    expect(await transporter.rpc('report_road_incident', args)).toMatchObject({
      error: null,
      data: first.data,
    });
    expect(await reportsOf(id)).toBe(1);
  });
});

describe('attacks on road incidents', () => {
  it('nobody but the assigned transporter reports, and nobody else reads', async () => {
    const id = await insertListing('in-transit');
    expect((await transporter.rpc('report_road_incident', report(id))).error).toBeNull();
    for (const client of [shipper, outsider]) {
      const refused = await client.rpc('report_road_incident', report(id));
      expect(refused.error).toMatchObject({ code: '42501', message: 'not_assigned_transporter' });
    }
    const anon = await createTestClient(backend).rpc('report_road_incident', report(id));
    expect(anon.error).not.toBeNull();
    expect(
      (await outsider.from('trip_road_incidents').select('id').eq('listing_id', id)).data,
    ).toEqual([]);
    // No direct writes, even to one's own trip.
    const insert = await transporter.from('trip_road_incidents').insert({
      listing_id: id,
      request_id: crypto.randomUUID(),
      kind: 'other',
      description: 'Escrito a mano en la tabla',
      happened_at: minutesAgo(1),
    });
    expect(insert.error).not.toBeNull();
    const update = await transporter
      .from('trip_road_incidents')
      .update({ description: 'Reescrito después' })
      .eq('listing_id', id)
      .select();
    expect(update.data ?? []).toEqual([]);
    expect(await reportsOf(id)).toBe(1);
  });

  it("refuses another trip's request id, bad values and an out-of-range time", async () => {
    const id = await insertListing('in-transit');
    const other = await insertListing('in-transit');
    const args = report(id);
    expect((await transporter.rpc('report_road_incident', args)).error).toBeNull();
    const reused = await transporter.rpc('report_road_incident', { ...args, p_listing_id: other });
    expect(reused.error?.code).toBe('23505');
    const bad = [
      { p_kind: 'robbery; drop table public.trip_road_incidents' },
      { p_kind: null },
      { p_description: 'corto' },
      { p_description: `${'x'.repeat(1001)}` },
      { p_description: '          ' },
      { p_happened_at: new Date(Date.now() + 10 * 60_000).toISOString() },
      { p_happened_at: minutesAgo(4 * 24 * 60) },
      { p_happened_at: null },
      { p_request_id: null },
    ];
    for (const overrides of bad) {
      const refused = await transporter.rpc('report_road_incident', report(other, overrides));
      expect(refused.error?.code, JSON.stringify(overrides)).toMatch(/^(22|23)/);
    }
    expect(await reportsOf(other)).toBe(0);
  });

  it('takes at most 20 reports a trip', async () => {
    const id = await insertListing('in-transit');
    for (let i = 0; i < 20; i++) {
      expect((await transporter.rpc('report_road_incident', report(id))).error).toBeNull();
    }
    const refused = await transporter.rpc('report_road_incident', report(id));
    expect(refused.error?.message).toMatch(/^too_many_road_incidents/);
    expect(await reportsOf(id)).toBe(20);
  });

  it('refuses an aal1 session of a transporter with a second factor', async () => {
    const strong = await signedUpClient(
      backend,
      'camionero-fuerte@example.com',
      'transporter',
      'Fuerte',
    );
    await enrolSecondFactor(strong.client);
    const id = await insertListing('in-transit', strong.userId);
    const weak = await signedInClient(backend, 'camionero-fuerte@example.com', 'otra-clave-2026');
    const refused = await weak.client.rpc('report_road_incident', report(id));
    expect(refused.error?.message).toMatch(/insufficient_aal/);
    expect(await reportsOf(id)).toBe(0);
  });
});
