/**
 * Conversations in the database, on PGlite and (npm run test:pg) PostgreSQL: only the two parties
 * read and write, contact details stay masked until the listing is assigned to the carrier, the
 * limits hold, one notification per unread run, admins read only what was reported, and the
 * Realtime topics follow the same rules.
 */
import type { RealtimeChannel } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend, type TestClient } from './support/backend.ts';
import {
  adminClient,
  countAsSuperuser,
  DEMO_SHIPPER,
  DEMO_TRANSPORTER,
  insertDemoListing,
  signedInClient,
  signedUpClient,
  enrolSecondFactor,
} from './support/data-api.ts';

const HIDDEN = '[dato de contacto oculto hasta asignar la carga]';

let backend: TestBackend;
let shipper: TestClient;
let transporter: TestClient;
let transporterToken: string;
let outsider: TestClient;
let outsiderToken: string;
let listingId: string;
let conversationId: string;
const channels: { client: TestClient; channel: RealtimeChannel }[] = [];

beforeAll(async () => {
  backend = await startTestBackend({ rateLimits: false });
  ({ client: shipper } = await signedInClient(backend, DEMO_SHIPPER.email));
  ({ client: transporter, token: transporterToken } = await signedInClient(
    backend,
    DEMO_TRANSPORTER.email,
  ));
  ({ client: outsider, token: outsiderToken } = await signedUpClient(
    backend,
    'otro-transportista@example.com',
    'transporter',
    'Otro',
  ));
  listingId = await insertDemoListing(backend.db, 'pending');
});

afterAll(async () => {
  // Closing the sockets, not leaving each channel: a refused channel's leave waits 10 s for a reply.
  for (const client of new Set(channels.map((c) => c.client))) client.realtime.disconnect();
  await backend.stop();
});

async function messages(client: TestClient, id = conversationId) {
  const { data, error } = await client.rpc('conversation_messages', { p_conversation_id: id });
  if (error) throw error;
  return data.map((m) => m.body).reverse();
}

async function joinTopic(client: TestClient, token: string, topic: string) {
  await client.realtime.setAuth(token);
  const channel = client.channel(topic, { config: { private: true } });
  channels.push({ client, channel });
  const received: { event: string; payload: Record<string, unknown> }[] = [];
  channel.on('broadcast', { event: '*' }, ({ event, payload }) =>
    received.push({ event, payload: payload as Record<string, unknown> }),
  );
  const status = await new Promise<string>((resolve) =>
    channel.subscribe((s, error) => resolve(error ? `${s}: ${error.message}` : s)),
  );
  return { status, received, channel };
}

describe('a conversation between a shipper and a carrier', { shuffle: false }, () => {
  it("opens with 'Preguntar' from the carrier, once per listing and carrier", async () => {
    const first = await transporter.rpc('open_conversation', { p_listing_id: listingId });
    const again = await transporter.rpc('open_conversation', { p_listing_id: listingId });
    expect(first.error).toBeNull();
    expect(again.data).toBe(first.data);
    conversationId = first.data as string;
  });

  it('masks phone numbers, e-mail addresses and messenger links before assignment', async () => {
    const sent = await transporter.rpc('send_message', {
      p_conversation_id: conversationId,
      p_body: '¿La carga va paletizada? Llamame al +54 9 261 555-0101 o a juan@example.com',
    });
    expect(sent.error).toBeNull();
    expect(sent.data?.[0].body).toBe(`¿La carga va paletizada? Llamame al ${HIDDEN} o a ${HIDDEN}`);
    const reply = await shipper.rpc('send_message', {
      p_conversation_id: conversationId,
      p_body: 'Sí, 12 pallets. Escribime por wa.me/5492615550101. Pago 1.500.000 €',
    });
    expect(reply.error).toBeNull();
    expect(await messages(shipper)).toEqual([
      `¿La carga va paletizada? Llamame al ${HIDDEN} o a ${HIDDEN}`,
      `Sí, 12 pallets. Escribime por ${HIDDEN} Pago 1.500.000 €`,
    ]);
    expect(await messages(transporter)).toEqual(await messages(shipper));
  });

  it('lets nobody else read it, write to it, or insert a message directly', async () => {
    const read = await outsider.rpc('conversation_messages', { p_conversation_id: conversationId });
    expect(read.error?.code).toBe('42501');
    const before = await countAsSuperuser(backend.db, 'select count(*) from public.messages');
    const send = await outsider.rpc('send_message', {
      p_conversation_id: conversationId,
      p_body: 'hola',
    });
    expect(send.error?.code).toBe('42501');
    const direct = await outsider
      .from('messages' as 'conversations')
      .insert({ conversation_id: conversationId, body: 'hola' } as never);
    expect(direct.error).not.toBeNull();
    const list = await outsider.from('conversations').select('id');
    expect(list.data).toEqual([]);
    const listed = await outsider.rpc('my_conversations', {});
    expect(listed.data).toEqual([]);
    expect(await countAsSuperuser(backend.db, 'select count(*) from public.messages')).toBe(before);
  });

  it('refuses an over-long message and a 31st message in a minute, changing nothing', async () => {
    const long = await transporter.rpc('send_message', {
      p_conversation_id: conversationId,
      p_body: 'x'.repeat(2001),
    });
    expect(long.error?.message).toMatch(/^message_length/);
    const blank = await transporter.rpc('send_message', {
      p_conversation_id: conversationId,
      p_body: '   ',
    });
    expect(blank.error?.message).toMatch(/^message_length/);

    const { rows } = await backend.db.query<{ id: string }>(
      `select id from auth.users where email = 'otro-transportista@example.com'`,
    );
    const otherListing = await insertDemoListing(backend.db, 'pending');
    const { data: spamId } = await outsider.rpc('open_conversation', {
      p_listing_id: otherListing,
    });
    await backend.db.query(
      `insert into public.messages (conversation_id, sender_id, body)
       select $1, $2, 'mensaje ' || i from generate_series(1, 30) i`,
      [spamId, rows[0].id],
    );
    const thirtyFirst = await outsider.rpc('send_message', {
      p_conversation_id: spamId as string,
      p_body: 'uno más',
    });
    expect(thirtyFirst.error?.message).toMatch(/^message_rate_limited/);
    expect(
      await countAsSuperuser(
        backend.db,
        'select count(*) from public.messages where sender_id = $1',
        [rows[0].id],
      ),
    ).toBe(30);
  });

  it('notifies the first unread message only, and again after it was read', async () => {
    const notifications = () =>
      countAsSuperuser(
        backend.db,
        `select count(*) from public.notifications where recipient_id = $1 and kind = 'message_received'`,
        [DEMO_SHIPPER.id],
      );
    expect(await notifications()).toBe(1);
    await transporter.rpc('send_message', {
      p_conversation_id: conversationId,
      p_body: '¿Y el peso?',
    });
    expect(await notifications()).toBe(1);
    // The shipper also has the 30 unread messages of the rate-limit case, elsewhere.
    const { data: unread } = await shipper.rpc('unread_message_count');
    expect(unread).toBe(32);
    const { data: read } = await shipper.rpc('mark_conversation_read', {
      p_conversation_id: conversationId,
    });
    expect(read).toBe(2);
    expect((await shipper.rpc('unread_message_count')).data).toBe(30);
    await transporter.rpc('send_message', { p_conversation_id: conversationId, p_body: '¿Hola?' });
    expect(await notifications()).toBe(2);
    const { data: list } = await shipper.rpc('my_conversations', {});
    expect(list?.[0]).toMatchObject({
      id: conversationId,
      listing_id: listingId,
      last_message: '¿Hola?',
      unread: 1,
    });
  });

  it('shows contact details once the listing is assigned to the carrier', async () => {
    await backend.db.query(
      `update public.cargo_listings set status = 'assigned', transporter_id = $2 where id = $1`,
      [listingId, DEMO_TRANSPORTER.id],
    );
    expect((await messages(transporter))[0]).toBe(
      '¿La carga va paletizada? Llamame al +54 9 261 555-0101 o a juan@example.com',
    );
    const { data } = await transporter.rpc('conversation_details', {
      p_conversation_id: conversationId,
    });
    expect(data?.[0].contacts_revealed).toBe(true);
  });

  it('lets the shipper write only to carriers who made an offer', async () => {
    const other = await insertDemoListing(backend.db, 'pending');
    const refused = await shipper.rpc('open_conversation', {
      p_listing_id: other,
      p_transporter_id: DEMO_TRANSPORTER.id,
    });
    expect(refused.error?.code).toBe('42501');
    await backend.db.query(
      `insert into public.proposals (listing_id, transporter_id, price) values ($1, $2, 900)`,
      [other, DEMO_TRANSPORTER.id],
    );
    const opened = await shipper.rpc('open_conversation', {
      p_listing_id: other,
      p_transporter_id: DEMO_TRANSPORTER.id,
    });
    expect(opened.error).toBeNull();
  });

  it('shows an admin a conversation only after a party reported it', async () => {
    const { client: admin } = await adminClient(backend);
    const before = await admin.rpc('admin_conversation_messages', {
      p_conversation_id: conversationId,
    });
    expect(before.error?.code).toBe('42501');
    const reported = await shipper.rpc('report_conversation', {
      p_conversation_id: conversationId,
      p_reason: 'Me pidió pagar por fuera',
    });
    expect(reported.error).toBeNull();
    const outsiderReport = await outsider.rpc('report_conversation', {
      p_conversation_id: conversationId,
      p_reason: 'x',
    });
    expect(outsiderReport.error?.code).toBe('42501');
    const after = await admin.rpc('admin_conversation_messages', {
      p_conversation_id: conversationId,
    });
    expect(after.data?.[0].body).toContain('+54 9 261 555-0101');
    const transporterTries = await transporter.rpc('admin_conversation_messages', {
      p_conversation_id: conversationId,
    });
    expect(transporterTries.error?.code).toBe('42501');
  });
});

describe('its Realtime topics', () => {
  it("carry a new message to the parties and refuse everyone else's join", async () => {
    const party = await joinTopic(transporter, transporterToken, `conversation:${conversationId}`);
    expect(party.status).toBe('SUBSCRIBED');
    const intruder = await joinTopic(outsider, outsiderToken, `conversation:${conversationId}`);
    expect(intruder.status).toMatch(/^CHANNEL_ERROR: Unauthorized/);
    const othersUserTopic = await joinTopic(outsider, outsiderToken, `user:${DEMO_SHIPPER.id}`);
    expect(othersUserTopic.status).toMatch(/^CHANNEL_ERROR: Unauthorized/);

    await shipper.rpc('send_message', { p_conversation_id: conversationId, p_body: 'Listo' });
    await expect
      .poll(() => party.received.map((r) => [r.event, r.payload.body]))
      .toEqual([['message', 'Listo']]);
  });

  it("tell the shipper of a new offer on their user topic, with the carrier's name", async () => {
    const { client, token } = await signedInClient(backend, DEMO_SHIPPER.email);
    const mine = await joinTopic(client, token, `user:${DEMO_SHIPPER.id}`);
    expect(mine.status).toBe('SUBSCRIBED');
    const listing = await insertDemoListing(backend.db, 'pending');
    await backend.db.query(
      `insert into public.proposals (listing_id, transporter_id, price) values ($1, $2, 800)`,
      [listing, DEMO_TRANSPORTER.id],
    );
    await expect
      .poll(() => mine.received.find((r) => r.event === 'proposal_received')?.payload)
      .toMatchObject({ listing_id: listing, transporter_name: expect.any(String) });
  });
});

describe('an aal1 session of a person with a second factor', () => {
  it('opens, reads, writes and reports nothing, negotiates nothing, and joins no topic', async () => {
    const strong = await signedUpClient(backend, 'dador-mfa@example.com', 'shipper', 'Dadora');
    await enrolSecondFactor(strong.client);
    const weak = await signedInClient(backend, 'dador-mfa@example.com', 'otra-clave-2026');

    const { rows } = await backend.db.query<{ id: string }>(
      `insert into public.cargo_listings (shipper_id, title, origin, destination, weight_kg,
         pickup_date, delivery_date, price, cargo_type, load_type, instant_booking)
       values ($1, 'Carga con segundo factor', 'Mendoza', 'Córdoba', 1000,
         public.today_in_argentina() + 5, public.today_in_argentina() + 7, 1500, 'food', 'dry', true)
       returning id`,
      [strong.userId],
    );
    const listing = rows[0].id;
    const { rows: offers } = await backend.db.query<{ id: string }>(
      `insert into public.proposals (listing_id, transporter_id, price) values ($1, $2, 1400)
       returning id`,
      [listing, DEMO_TRANSPORTER.id],
    );
    const { data: opened, error: openError } = await strong.client.rpc('open_conversation', {
      p_listing_id: listing,
      p_transporter_id: DEMO_TRANSPORTER.id,
    });
    expect(openError).toBeNull();
    const conversation = opened as string;
    const before = await countAsSuperuser(backend.db, 'select count(*) from public.messages');

    const refused = [
      await weak.client.rpc('open_conversation', {
        p_listing_id: listing,
        p_transporter_id: DEMO_TRANSPORTER.id,
      }),
      await weak.client.rpc('send_message', { p_conversation_id: conversation, p_body: 'hola' }),
      await weak.client.rpc('conversation_messages', { p_conversation_id: conversation }),
      await weak.client.rpc('conversation_details', { p_conversation_id: conversation }),
      await weak.client.rpc('mark_conversation_read', { p_conversation_id: conversation }),
      await weak.client.rpc('my_conversations', {}),
      await weak.client.rpc('unread_message_count'),
      await weak.client.rpc('report_conversation', {
        p_conversation_id: conversation,
        p_reason: 'prueba',
      }),
      await weak.client.rpc('counter_proposal', {
        p_proposal_id: offers[0].id,
        p_version: 1,
        p_price: 1450,
      }),
      await weak.client.rpc('republish_listing', {
        p_listing_id: listing,
        p_pickup_date: '2099-01-01',
        p_delivery_date: '2099-01-02',
      }),
    ];
    for (const { error } of refused) {
      expect(error).toMatchObject({
        code: '42501',
        message: 'insufficient_aal: se requiere el segundo factor',
      });
    }
    expect(await countAsSuperuser(backend.db, 'select count(*) from public.messages')).toBe(before);
    const conversations = await weak.client.from('conversations').select('id');
    expect(conversations.data).toEqual([]);

    const own = await joinTopic(weak.client, weak.token, `user:${strong.userId}`);
    expect(own.status).toMatch(/^CHANNEL_ERROR: Unauthorized/);
    const talk = await joinTopic(weak.client, weak.token, `conversation:${conversation}`);
    expect(talk.status).toMatch(/^CHANNEL_ERROR: Unauthorized/);
    // The verified factor gave the strong client a new, aal2 token.
    const { data: aal2 } = await strong.client.auth.getSession();
    const atAal2 = await joinTopic(
      strong.client,
      aal2.session?.access_token ?? '',
      `user:${strong.userId}`,
    );
    expect(atAal2.status).toBe('SUBSCRIBED');
  });
});
