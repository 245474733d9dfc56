/**
 * Issue 35's attacks, on PGlite and (npm run test:pg) PostgreSQL, each asserting the refusal and
 * that nothing changed: forged broadcasts on the market and conversation topics, trip files from
 * outside the trip's folder, contact details smuggled past the masking, and the smaller leaks
 * (positions outside the trip, an earlier carrier's certificate, a private listing's offer count
 * and existence, repeated truck notices, a settled dispute reopened, Precio sugerido's weights).
 */
import type { RealtimeChannel } from '@supabase/supabase-js';
import { pngBytes } from '@conectacargas/local-supabase/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday } from '../../src/testing/days-from-today.ts';
import {
  createTestClient,
  startTestBackend,
  type TestBackend,
  type TestClient,
} from './support/backend.ts';
import {
  argentineDay,
  adminClient,
  countAsSuperuser,
  DEMO_SHIPPER,
  DEMO_TRANSPORTER,
  deliverAsSuperuser,
  insertDemoListing,
  listingInput,
  readyTripAsSuperuser,
  signedInClient,
  signedUpClient,
} from './support/data-api.ts';

const HIDDEN = '[dato de contacto oculto hasta asignar la carga]';

let backend: TestBackend;
let shipper: TestClient;
let shipperToken: string;
let transporter: TestClient;
let transporterToken: string;
let outsider: TestClient;
let outsiderToken: string;
let outsiderId: string;
const channels: { client: TestClient; channel: RealtimeChannel }[] = [];

beforeAll(async () => {
  backend = await startTestBackend({ rateLimits: false });
  ({ client: shipper, token: shipperToken } = await signedInClient(backend, DEMO_SHIPPER.email));
  ({ client: transporter, token: transporterToken } = await signedInClient(
    backend,
    DEMO_TRANSPORTER.email,
  ));
  ({
    client: outsider,
    token: outsiderToken,
    userId: outsiderId,
  } = await signedUpClient(backend, 'atacante@example.com', 'transporter', 'Atacante'));
});

afterAll(async () => {
  // Closing the sockets, not leaving each channel: a refused channel's leave waits 10 s for a reply.
  for (const client of new Set(channels.map((c) => c.client))) client.realtime.disconnect();
  await backend.stop();
});

interface Joined {
  status: string;
  received: { event: string; payload: Record<string, unknown> }[];
  channel: RealtimeChannel;
}

async function joinTopic(
  client: TestClient,
  token: string | null,
  topic: string,
  isPrivate = true,
): Promise<Joined> {
  if (token) await client.realtime.setAuth(token);
  const channel = client.channel(topic, { config: { private: isPrivate } });
  channels.push({ client, channel });
  const received: Joined['received'] = [];
  channel.on('broadcast', { event: '*' }, ({ event, payload }) =>
    received.push({ event, payload: payload as Record<string, unknown> }),
  );
  const status = await new Promise<string>((resolve) =>
    channel.subscribe((s, error) => resolve(error ? `${s}: ${error.message}` : s)),
  );
  return { status, received, channel };
}

describe('the market topic `listings`', () => {
  it('is joined by signed-in people only, and no client can write to it', async () => {
    const visitor = createTestClient(backend);
    const anon = await joinTopic(visitor, null, 'listings');
    expect(anon.status).toMatch(/^CHANNEL_ERROR: Unauthorized/);

    const watcher = await joinTopic(transporter, transporterToken, 'listings');
    expect(watcher.status).toBe('SUBSCRIBED');
    const forger = await joinTopic(outsider, outsiderToken, 'listings');
    expect(forger.status).toBe('SUBSCRIBED');
    const listing = await insertDemoListing(backend.db, 'pending');

    // The old attack: a script with the anon key on the public topic of that name, and a
    // signed-in one on the private topic, both saying the listing was taken.
    const script = await joinTopic(createTestClient(backend), null, 'listings', false);
    expect(script.status).toBe('SUBSCRIBED');
    for (const { channel } of [script, forger]) {
      await channel.send({
        type: 'broadcast',
        event: 'listing',
        payload: { id: listing, status: 'assigned' },
      });
    }
    // Then the database's own word, which does arrive.
    await backend.db.query(
      `update public.cargo_listings set status = 'assigned',
      transporter_id = $2 where id = $1`,
      [listing, DEMO_TRANSPORTER.id],
    );
    await expect
      .poll(() => watcher.received.map((r) => [r.event, r.payload.status]))
      .toEqual([['listing', 'assigned']]);
  });
});

describe('a conversation topic', () => {
  let conversationId: string;
  let shipperSide: Joined;

  beforeAll(async () => {
    const listing = await insertDemoListing(backend.db, 'pending');
    const opened = await transporter.rpc('open_conversation', { p_listing_id: listing });
    expect(opened.error).toBeNull();
    conversationId = opened.data as string;
    shipperSide = await joinTopic(shipper, shipperToken, `conversation:${conversationId}`);
    expect(shipperSide.status).toBe('SUBSCRIBED');
  });

  it("takes no client broadcast: a forged 'message' or 'read' never reaches the other party", async () => {
    const transporterSide = await joinTopic(
      transporter,
      transporterToken,
      `conversation:${conversationId}`,
    );
    expect(transporterSide.status).toBe('SUBSCRIBED');
    await transporterSide.channel.send({
      type: 'broadcast',
      event: 'message',
      payload: {
        id: crypto.randomUUID(),
        sender_id: DEMO_TRANSPORTER.id,
        body: 'Llamame al 2615550101',
        created_at: new Date().toISOString(),
      },
    });
    await transporterSide.channel.send({
      type: 'broadcast',
      event: 'read',
      payload: { reader_id: DEMO_TRANSPORTER.id, read_at: new Date().toISOString() },
    });
    const sent = await transporter.rpc('send_message', {
      p_conversation_id: conversationId,
      p_body: 'Mensaje de verdad',
    });
    expect(sent.error).toBeNull();
    await expect
      .poll(() => shipperSide.received.map((r) => [r.event, r.payload.body]))
      .toEqual([['message', 'Mensaje de verdad']]);
    expect(
      await countAsSuperuser(
        backend.db,
        'select count(*) from public.messages where conversation_id = $1',
        [conversationId],
      ),
    ).toBe(1);
  });

  it('carries typing on `chat:<id>`, between the two parties only', async () => {
    const listener = await joinTopic(shipper, shipperToken, `chat:${conversationId}`);
    expect(listener.status).toBe('SUBSCRIBED');
    const typist = await joinTopic(transporter, transporterToken, `chat:${conversationId}`);
    expect(typist.status).toBe('SUBSCRIBED');
    const intruder = await joinTopic(outsider, outsiderToken, `chat:${conversationId}`);
    expect(intruder.status).toMatch(/^CHANNEL_ERROR: Unauthorized/);
    await typist.channel.send({
      type: 'broadcast',
      event: 'typing',
      payload: { user_id: DEMO_TRANSPORTER.id },
    });
    await expect.poll(() => listener.received.map((r) => r.event)).toEqual(['typing']);
  });
});

describe('masking that holds', () => {
  let conversationId: string;

  beforeAll(async () => {
    const listing = await insertDemoListing(backend.db, 'pending');
    const opened = await outsider.rpc('open_conversation', { p_listing_id: listing });
    expect(opened.error).toBeNull();
    conversationId = opened.data as string;
  });

  async function shown(body: string, client: TestClient = outsider): Promise<string> {
    const { data, error } = await client.rpc('send_message', {
      p_conversation_id: conversationId,
      p_body: body,
    });
    if (error) throw error;
    return data[0].body;
  }

  it.each([
    ['digits in words', 'Llamame: dos seis uno cinco cinco cinco cero uno cero uno'],
    ['arroba … punto com', 'escribime a juan.perez arroba gmail punto com'],
    ['(at) and (dot)', 'juan(at)gmail(dot)com'],
    ['spaces around @', 'juan @ gmail.com'],
    ['zero-width characters', `26\u200b15\u200b55\u200b01\u200b01`],
    ['full-width digits', '２６１５５５０１０１'],
    ['full-width at', 'juan＠gmail.com'],
    ['URL-encoding', 'juan%40gmail.com'],
    ['slashes', '261/555/0101'],
    ['underscores', '261_555_0101'],
    ['four spaces', '261    555    0101'],
    ['keycap emoji', '2️⃣6️⃣1️⃣5️⃣5️⃣5️⃣0️⃣1️⃣0️⃣1️⃣'],
    ['the letter O for zero', '26155501O1'],
  ])('hides a contact written with %s', async (_how, body) => {
    expect(await shown(body)).toBe(HIDDEN);
  });

  it('keeps prices, weights and dates', async () => {
    const body = 'Pago 1.500.000 € por 18.000 kg, retiro el 12/11/2026, tres o cuatro pallets';
    expect(await shown(body)).toBe(body);
  });

  it('hides the half of a phone that completes the previous message', async () => {
    expect(await shown('Mi celular es 261 555')).toBe('Mi celular es 261 555');
    expect(await shown('0101, llamame')).toBe(HIDDEN);
    const { data } = await shipper.rpc('conversation_messages', {
      p_conversation_id: conversationId,
    });
    expect(data?.[0].body).toBe(HIDDEN);
  });

  it('refuses a blank message of newlines, tabs or zero-width characters', async () => {
    const before = await countAsSuperuser(backend.db, 'select count(*) from public.messages');
    for (const body of ['\n\n\t', '\u200b\u200b', ' \u2060\ufeff\n']) {
      const { error } = await outsider.rpc('send_message', {
        p_conversation_id: conversationId,
        p_body: body,
      });
      expect(error?.code).toBe('23514');
    }
    expect(await countAsSuperuser(backend.db, 'select count(*) from public.messages')).toBe(before);
  });

  it("masks a phone in the company name shown in the other party's header", async () => {
    await backend.db.query(
      `update public.profiles set company = 'Fletes 261 555 0101' where id = $1`,
      [outsiderId],
    );
    const { data, error } = await shipper.rpc('conversation_details', {
      p_conversation_id: conversationId,
    });
    expect(error).toBeNull();
    expect(data?.[0].other_party_name).not.toContain('0101');
  });
});

describe('trip files from outside the trip folder', () => {
  let listing: string;
  let stray: string;

  beforeAll(async () => {
    listing = await insertDemoListing(backend.db, 'in-transit');
    await readyTripAsSuperuser(backend.db, listing);
    stray = `${DEMO_TRANSPORTER.id}/otros/firma.png`;
    const { error } = await transporter.storage
      .from('documents')
      .upload(stray, pngBytes(), { contentType: 'image/png' });
    expect(error).toBeNull();
  });

  it("are refused as the delivery's signature and photos", async () => {
    const { error } = await transporter.rpc('register_delivery', {
      p_listing_id: listing,
      p_recipient_name: 'Receptor',
      p_recipient_dni: '30123456',
      p_signature_path: stray,
      p_photo_paths: [stray],
    });
    expect(error?.message).toMatch(/invalid_file/);
    expect(
      await countAsSuperuser(
        backend.db,
        `select count(*) from public.cargo_listings where id = $1 and status = 'in-transit'`,
        [listing],
      ),
    ).toBe(1);
  });

  it('are refused as the insurance certificate', async () => {
    const assigned = await insertDemoListing(backend.db, 'assigned');
    await readyTripAsSuperuser(backend.db, assigned);
    await backend.db.query(
      `update public.cargo_listings set insured_by = 'transporter' where id = $1`,
      [assigned],
    );
    const { error } = await transporter.rpc('attach_trip_insurance', {
      p_listing_id: assigned,
      p_insurer: 'La Segunda',
      p_policy_number: 'X-1',
      p_valid_until: '2099-12-31',
      p_path: stray,
    });
    expect(error?.message).toMatch(/invalid_file/);
  });
});

describe('positions outside the trip', () => {
  it('are refused before the trip started and in the future', async () => {
    const listing = await insertDemoListing(backend.db, 'in-transit');
    await readyTripAsSuperuser(backend.db, listing);
    await backend.db.query(
      `insert into public.shipment_events (listing_id, status, actor_id, created_at)
       values ($1, 'in-transit', $2, now() - interval '1 hour')`,
      [listing, DEMO_TRANSPORTER.id],
    );
    const point = (minutesFromNow: number) => [
      {
        lat: -32.89,
        lon: -68.84,
        accuracy: 10,
        at: new Date(Date.now() + minutesFromNow * 60_000).toISOString(),
      },
    ];
    for (const minutes of [-120, 5]) {
      const { error } = await transporter.rpc('record_positions', {
        p_listing_id: listing,
        p_points: point(minutes),
      });
      expect(error?.code).toBe('22023');
    }
    const inside = await transporter.rpc('record_positions', {
      p_listing_id: listing,
      p_points: point(-30),
    });
    expect(inside.error).toBeNull();
    expect(
      await countAsSuperuser(
        backend.db,
        'select count(*) from public.trip_positions where listing_id = $1',
        [listing],
      ),
    ).toBe(1);
  });
});

describe('a private listing', () => {
  let privateId: string;

  beforeAll(async () => {
    const added = await shipper.rpc('add_to_my_network', {
      p_transporter_id: DEMO_TRANSPORTER.id,
    });
    expect(added.error).toBeNull();
    const { data, error } = await shipper
      .from('cargo_listings')
      .insert(listingInput({ network_hours: 2 }))
      .select('id')
      .single();
    if (error) throw error;
    privateId = data.id;
    await backend.db.query(
      `insert into public.proposals (listing_id, transporter_id, price) values ($1, $2, 900)`,
      [privateId, DEMO_TRANSPORTER.id],
    );
  });

  it("hides its offers' count from outsiders and visitors", async () => {
    const network = await transporter.rpc('proposal_counts', { p_listing_ids: [privateId] });
    expect(network.data).toEqual([{ listing_id: privateId, proposal_count: 1 }]);
    for (const client of [outsider, createTestClient(backend)]) {
      const { data, error } = await client.rpc('proposal_counts', { p_listing_ids: [privateId] });
      expect(error).toBeNull();
      expect(data).toEqual([]);
    }
  });

  it('answers open_conversation as an id that does not exist', async () => {
    const hidden = await outsider.rpc('open_conversation', { p_listing_id: privateId });
    const unknown = await outsider.rpc('open_conversation', {
      p_listing_id: crypto.randomUUID(),
    });
    expect(hidden.error).toMatchObject({
      code: unknown.error?.code,
      message: unknown.error?.message,
    });
  });
});

describe('after a cancelled assignment', () => {
  it("the next carrier cannot read the first carrier's certificate", async () => {
    const listing = await insertDemoListing(backend.db, 'assigned');
    const path = `${DEMO_TRANSPORTER.id}/trips/${listing}/poliza.png`;
    const uploaded = await transporter.storage
      .from('documents')
      .upload(path, pngBytes(), { contentType: 'image/png' });
    expect(uploaded.error).toBeNull();
    const cancelled = await transporter.rpc('cancel_assignment', {
      p_listing_id: listing,
      p_reason: 'Se rompió el camión en ruta',
    });
    expect(cancelled.error).toBeNull();
    await backend.db.query(
      `update public.cargo_listings set status = 'assigned', transporter_id = $2 where id = $1`,
      [listing, outsiderId],
    );
    const taken = await outsider.storage.from('documents').download(path);
    expect(taken.error).not.toBeNull();
    expect((await transporter.storage.from('documents').download(path)).error).toBeNull();
  });
});

describe('truck notices', () => {
  it('tell a shipper once, however often a carrier withdraws and publishes the same truck', async () => {
    const pickup = daysFromToday(1750);
    await backend.db.query(
      `insert into public.cargo_listings (shipper_id, title, origin, origin_province, destination,
         destination_province, weight_kg, pickup_date, delivery_date, price, cargo_type, load_type,
         vehicle_type)
       values ($1, 'Carga en Rosario', 'Rosario, Santa Fe', 'Santa Fe', 'Córdoba, Córdoba',
         'Córdoba', 10000, $2::date, $2::date, 1000, 'food', 'dry', 'truck_large')`,
      [DEMO_SHIPPER.id, pickup],
    );
    const notices = () =>
      countAsSuperuser(
        backend.db,
        `select count(*) from public.notifications where recipient_id = $1 and kind = 'truck_match'`,
        [DEMO_SHIPPER.id],
      );
    const before = await notices();
    for (let round = 0; round < 15; round += 1) {
      const { data, error } = await outsider
        .from('truck_availabilities')
        .insert({
          place: 'Rosario, Santa Fe',
          province: 'Santa Fe',
          available_from: pickup,
          available_to: pickup,
          vehicle_type: 'truck_large',
        })
        .select('id')
        .single();
      if (error) throw error;
      await outsider
        .from('truck_availabilities')
        .update({ withdrawn_at: new Date().toISOString() })
        .eq('id', data.id);
    }
    expect(await notices()).toBe(before + 1);
  });
});

describe('a payment dispute an admin settled', () => {
  it('stays settled: the carrier cannot record the payment again', async () => {
    const listing = await insertDemoListing(backend.db, 'in-transit');
    await deliverAsSuperuser(backend.db, listing, DEMO_TRANSPORTER.id);
    const today = await argentineDay(backend.db);
    const paid = await transporter.rpc('record_payment', {
      p_listing_id: listing,
      p_paid: true,
      p_paid_on: today,
    });
    expect(paid.error).toBeNull();
    const disputed = await shipper.rpc('dispute_payment', {
      p_listing_id: listing,
      p_reason: 'Nunca recibí la factura de este envío',
    });
    expect(disputed.error).toBeNull();
    const admin = (await adminClient(backend)).client;
    const resolved = await admin.rpc('admin_resolve_payment_dispute', {
      p_listing_id: listing,
      p_uphold: true,
      p_note: 'El dador tiene razón',
    });
    expect(resolved.error).toBeNull();
    const outcome = () =>
      backend.db.query<{ dispute_outcome: string | null; status: string }>(
        'select dispute_outcome, status from public.shipment_payments where listing_id = $1',
        [listing],
      );
    const settled = (await outcome()).rows[0];
    const again = await transporter.rpc('record_payment', {
      p_listing_id: listing,
      p_paid: true,
      p_paid_on: today,
    });
    expect(again.error?.message).toContain('payment_settled');
    expect((await outcome()).rows[0]).toEqual(settled);
  });
});

describe('Precio sugerido', () => {
  it("does not move inside a weight band, so a sweep cannot find one load's weight", async () => {
    const people: { shipper: string; transporter: string }[] = [];
    for (const n of [0, 1, 2]) {
      people.push({
        shipper: (
          await signedUpClient(backend, `banda.dador${n}@example.com`, 'shipper', 'Dador Banda')
        ).userId,
        transporter: (
          await signedUpClient(
            backend,
            `banda.transportista${n}@example.com`,
            'transporter',
            'Transportista Banda',
          )
        ).userId,
      });
    }
    const weights = [14_000, 16_500, 18_000, 19_000, 21_000, 24_000, 27_500, 29_000];
    for (const [n, weight] of weights.entries()) {
      const { shipper: shipperId, transporter: transporterId } = people[n % 3];
      await backend.db.query(
        `with l as (
           insert into public.cargo_listings (shipper_id, transporter_id, title, origin,
             origin_province, destination, destination_province, weight_kg, pickup_date,
             delivery_date, price, status, cargo_type, load_type)
           values ($1, $2, 'Banda', 'Salta, Salta', 'Salta', 'Posadas, Misiones', 'Misiones', $3,
             public.today_in_argentina() - 30, public.today_in_argentina() - 28, $4, 'delivered', 'food', 'dry')
           returning id)
         insert into public.proposals (listing_id, transporter_id, price, status)
         select id, $2, $4, 'accepted' from l`,
        [shipperId, transporterId, weight, 2000 + n * 100],
      );
    }
    const answers = new Set<string>();
    for (let weight = 13_000; weight < 30_000; weight += 500) {
      const { data, error } = await shipper.rpc('suggested_price', {
        p_origin_province: 'Salta',
        p_destination_province: 'Misiones',
        p_weight_kg: weight,
      });
      expect(error).toBeNull();
      answers.add(JSON.stringify(data));
    }
    expect([...answers]).toHaveLength(1);
    expect(JSON.parse([...answers][0])).toEqual([
      { low_price: 2200, high_price: 2500, sample_floor: 7 },
    ]);
  });
});

describe("an admin's suspension", () => {
  it("closes the person's open channels, and their token is not refreshed", async () => {
    const suspect = await signedUpClient(
      backend,
      'suspendido@example.com',
      'transporter',
      'Suspendido',
    );
    await suspect.client.realtime.setAuth(suspect.token);
    const channel = suspect.client.channel(`user:${suspect.userId}`, {
      config: { private: true },
    });
    channels.push({ client: suspect.client, channel });
    const statuses: string[] = [];
    await new Promise<void>((resolve) =>
      channel.subscribe((status) => {
        statuses.push(status);
        if (status === 'SUBSCRIBED') resolve();
      }),
    );
    const admin = (await adminClient(backend)).client;
    const { error } = await admin.rpc('admin_set_user_suspended', {
      p_user_id: suspect.userId,
      p_suspended: true,
    });
    expect(error).toBeNull();
    await expect.poll(() => statuses).toContain('CLOSED');
    const refreshed = await suspect.client.auth.refreshSession();
    expect(refreshed.error).toMatchObject({ status: 400, code: 'user_banned' });
  });
});
