/**
 * In-app notifications on the embedded backend: each event of the offers, shipment, rating and
 * document flows notifies exactly its one recipient (rows counted per user before and after),
 * preferences switch kinds off, and RLS keeps every person to reading and marking read their own.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  adminClient,
  DEMO_SHIPPER,
  DEMO_TRANSPORTER,
  listingInput,
  readyTripAsSuperuser,
  registerDeliveryAs,
  signedInClient,
  signedUpClient,
} from '../../../supabase/tests/support/data-api';
import {
  createTestClient,
  startTestBackend,
  type TestBackend,
  type TestClient,
} from '../../../supabase/tests/support/backend';
import {
  fetchNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './api/notifications';
import { fetchUnreadCount } from './api/notifications-fetch';

// Every call passes a test client; the app's singleton cannot be built on Node 20.
vi.mock('@/lib/supabase', async () => ({
  supabase: (await import('@/testing/fake-supabase')).forbiddenSupabase(),
}));

let backend: TestBackend;
let anon: TestClient;
let shipper: TestClient;
let otherShipper: TestClient;
let transporterA: TestClient;
let transporterB: TestClient;
let admin: TestClient;
let ids: {
  shipper: string;
  otherShipper: string;
  transporterA: string;
  transporterB: string;
  admin: string;
};

beforeAll(async () => {
  backend = await startTestBackend({ rateLimits: false });
  anon = createTestClient(backend);
  const [s, o, a, b, ad] = await Promise.all([
    signedInClient(backend, DEMO_SHIPPER.email),
    signedUpClient(backend, 'otra.dadora@example.test', 'shipper', 'Sofía Ruiz'),
    signedInClient(backend, DEMO_TRANSPORTER.email),
    signedUpClient(backend, 'otro.transportista@example.test', 'transporter', 'Pablo Díaz'),
    adminClient(backend),
  ]);
  [shipper, otherShipper, transporterA, transporterB, admin] = [s, o, a, b, ad].map(
    (x) => x.client,
  );
  ids = {
    shipper: s.userId,
    otherShipper: o.userId,
    transporterA: a.userId,
    transporterB: b.userId,
    admin: ad.userId,
  };
});

afterAll(async () => {
  await backend?.stop();
});

type Person = keyof typeof ids;

/** Notifications per person, counted as superuser (bypassing RLS). */
async function counts(): Promise<Record<Person, number>> {
  const { rows } = await backend.db.query<{ recipient_id: string; n: number }>(
    'select recipient_id, count(*)::int as n from public.notifications group by recipient_id',
  );
  const byId = new Map(rows.map((r) => [r.recipient_id, r.n]));
  return Object.fromEntries(
    Object.entries(ids).map(([person, id]) => [person, byId.get(id) ?? 0]),
  ) as Record<Person, number>;
}

interface Row {
  kind: string;
  title: string;
  body: string;
  link: string;
  read_at: string | null;
}

async function latestOf(person: Person): Promise<Row> {
  const { rows } = await backend.db.query<Row>(
    `select kind, title, body, link, read_at from public.notifications
     where recipient_id = $1 order by created_at desc limit 1`,
    [ids[person]],
  );
  return rows[0];
}

/** Runs `action` and checks it added `added` notifications per person, and none for anyone else. */
async function expectNotified<T>(
  action: () => PromiseLike<T>,
  added: Partial<Record<Person, number>>,
): Promise<T> {
  const before = await counts();
  const result = await action();
  const after = await counts();
  const expected = Object.fromEntries(
    Object.entries(before).map(([person, n]) => [person, n + (added[person as Person] ?? 0)]),
  );
  expect(after).toEqual(expected);
  return result;
}

async function ok<T extends { error: unknown }>(request: PromiseLike<T>): Promise<T> {
  const result = await request;
  expect(result.error).toBeNull();
  return result;
}

async function publish(title: string, client = shipper): Promise<string> {
  const { data } = await ok(
    client.from('cargo_listings').insert(listingInput({ title })).select('id').single(),
  );
  return data!.id;
}

async function propose(listingId: string, price: number, client: TestClient): Promise<string> {
  const { data } = await ok(
    client.from('proposals').insert({ listing_id: listingId, price }).select('id').single(),
  );
  return data!.id;
}

/** The shipper accepts at the terms the offer has now. */
async function accept(proposalId: string): Promise<void> {
  const { data } = await ok(
    shipper.from('proposals').select('price, version').eq('id', proposalId).single(),
  );
  await ok(
    shipper.rpc('accept_proposal', {
      p_proposal_id: proposalId,
      p_price: data!.price,
      p_version: data!.version,
    }),
  );
}

async function setPreferences(
  person: Person,
  prefs: { new_proposals?: boolean; status_changes?: boolean },
): Promise<void> {
  const client = { shipper, otherShipper, transporterA, transporterB, admin }[person];
  await ok(client.from('notification_preferences').update(prefs).eq('user_id', ids[person]));
}

/** A document of `owner` written by the superuser (the upload path is tested in trust.test.ts). */
async function insertDocument(owner: Person, fileName: string): Promise<string> {
  const { rows } = await backend.db.query<{ id: string }>(
    `insert into public.documents (owner_id, kind, file_name, storage_path, size, mime_type)
     values ($1::uuid, 'other', $2, $1::text || '/' || gen_random_uuid() || '.pdf', 1000,
       'application/pdf')
     returning id`,
    [ids[owner], fileName],
  );
  return rows[0].id;
}

beforeEach(async () => {
  // Every switch back on: a test that turns one off leaves the next unaffected.
  await backend.db.exec(
    'update public.notification_preferences set new_proposals = true, status_changes = true',
  );
});

describe('what each event notifies', () => {
  it('a new proposal notifies the listing’s shipper only, naming the price and the listing', async () => {
    const listingId = await expectNotified(() => publish('Vinos a Rosario'), {});
    await expectNotified(() => propose(listingId, 120000, transporterA), { shipper: 1 });
    expect(await latestOf('shipper')).toEqual({
      kind: 'proposal_received',
      title: 'Nueva propuesta',
      body: 'Recibiste una propuesta de 120.000,00 € para «Vinos a Rosario».',
      link: `/listings/${listingId}`,
      read_at: null,
    });
  });

  it('editing or withdrawing a proposal notifies nobody', async () => {
    const listingId = await publish('Carga sin novedades');
    const proposalId = await expectNotified(() => propose(listingId, 900, transporterB), {
      shipper: 1,
    });
    await expectNotified(
      () => ok(transporterB.from('proposals').update({ price: 850 }).eq('id', proposalId)),
      {},
    );
    await expectNotified(
      () => ok(transporterB.rpc('withdraw_proposal', { p_proposal_id: proposalId })),
      {},
    );
  });

  it('a rejection notifies that transporter only; an acceptance notifies the winner and every transporter it rejects', async () => {
    const listingId = await publish('Ladrillos a Córdoba');
    const rejected = await propose(listingId, 1000, transporterB);
    await expectNotified(() => ok(shipper.rpc('reject_proposal', { p_proposal_id: rejected })), {
      transporterB: 1,
    });
    expect(await latestOf('transporterB')).toMatchObject({
      kind: 'proposal_rejected',
      title: 'Propuesta rechazada',
      body: 'Rechazaron tu propuesta de 1.000,00 € para «Ladrillos a Córdoba».',
      link: '/transporter-dashboard/freights',
    });

    const winner = await propose(listingId, 1234.5, transporterA);
    await propose(listingId, 1100, transporterB);
    await expectNotified(() => accept(winner), {
      transporterA: 1,
      transporterB: 1,
    });
    expect(await latestOf('transporterA')).toMatchObject({
      kind: 'proposal_accepted',
      title: 'Propuesta aceptada',
      body: 'Aceptaron tu propuesta de 1.234,50 € para «Ladrillos a Córdoba». El flete es tuyo.',
      link: `/listings/${listingId}`,
    });
    expect((await latestOf('transporterB')).kind).toBe('proposal_rejected');
  });

  it('transit and delivery notify the shipper; ratings notify the rated person', async () => {
    const listingId = await publish('Muebles a Tucumán');
    const proposalId = await propose(listingId, 500, transporterA);
    await accept(proposalId);
    await readyTripAsSuperuser(backend.db, listingId);

    await expectNotified(
      () =>
        ok(
          transporterA.rpc('advance_shipment', { p_listing_id: listingId, p_status: 'in-transit' }),
        ),
      { shipper: 1 },
    );
    expect(await latestOf('shipper')).toMatchObject({
      kind: 'shipment_in_transit',
      title: 'Carga en tránsito',
      body: 'Tu carga «Muebles a Tucumán» está en camino.',
      link: `/listings/${listingId}`,
    });
    await expectNotified(() => registerDeliveryAs(transporterA, ids.transporterA, listingId), {
      shipper: 1,
    });
    expect(await latestOf('shipper')).toMatchObject({
      kind: 'shipment_delivered',
      title: 'Entrega registrada: confirmá la recepción',
      link: `/listings/${listingId}`,
    });
    // Ratings open once the shipper confirms receipt.
    await ok(shipper.rpc('confirm_delivery_receipt', { p_listing_id: listingId }));

    await expectNotified(
      () =>
        ok(
          shipper
            .from('ratings')
            .insert({ listing_id: listingId, ratee_id: ids.transporterA, stars: 5 }),
        ),
      { transporterA: 1 },
    );
    expect(await latestOf('transporterA')).toMatchObject({
      kind: 'rating_received',
      title: 'Nueva calificación',
      body: 'Te calificaron con 5/5 por «Muebles a Tucumán».',
      link: `/listings/${listingId}`,
    });
    await expectNotified(
      () =>
        ok(
          transporterA
            .from('ratings')
            .insert({ listing_id: listingId, ratee_id: ids.shipper, stars: 4 }),
        ),
      { shipper: 1 },
    );
    expect((await latestOf('shipper')).kind).toBe('rating_received');
  });

  it('a problem reported on a delivery notifies the transporter; its resolution, both parties', async () => {
    const listingId = await publish('Vajilla a Salta');
    await accept(await propose(listingId, 600, transporterA));
    await readyTripAsSuperuser(backend.db, listingId);
    await ok(
      transporterA.rpc('advance_shipment', { p_listing_id: listingId, p_status: 'in-transit' }),
    );
    await registerDeliveryAs(transporterA, ids.transporterA, listingId);

    await expectNotified(
      () =>
        ok(
          shipper.rpc('report_delivery_problem', {
            p_listing_id: listingId,
            p_kind: 'damage',
            p_description: 'Llegaron tres cajas rotas',
            p_photo_paths: [],
          }),
        ),
      { transporterA: 1 },
    );
    expect(await latestOf('transporterA')).toMatchObject({
      kind: 'trip_incident',
      title: 'Incidencia informada',
      body: 'Se informó un problema con la entrega de «Vajilla a Salta» (Daño): ConectaCargas lo revisa.',
      link: `/listings/${listingId}`,
    });
    const { rows } = await backend.db.query<{ id: string }>(
      'select id from public.trip_incidents where listing_id = $1',
      [listingId],
    );
    await expectNotified(
      () =>
        ok(
          admin.rpc('admin_resolve_trip_incident', {
            p_incident_id: rows[0].id,
            p_resolution: 'El transportista repone las cajas',
          }),
        ),
      { shipper: 1, transporterA: 1 },
    );
    for (const person of ['shipper', 'transporterA'] as const) {
      expect(await latestOf(person)).toMatchObject({
        kind: 'trip_incident',
        title: 'Incidencia resuelta',
        body: 'La incidencia de «Vajilla a Salta» se resolvió: El transportista repone las cajas',
      });
    }
  });

  it('a document review notifies its owner, linked to their own dashboard’s documents page', async () => {
    const transporterDoc = await insertDocument('transporterB', 'licencia.pdf');
    await expectNotified(
      () => ok(admin.rpc('review_document', { p_document_id: transporterDoc, p_approve: true })),
      { transporterB: 1 },
    );
    expect(await latestOf('transporterB')).toMatchObject({
      kind: 'document_approved',
      title: 'Documento aprobado',
      body: 'Aprobamos tu documento «licencia.pdf».',
      link: '/transporter-dashboard/documents',
    });

    const shipperDoc = await insertDocument('otherShipper', 'cuit.pdf');
    await expectNotified(
      () =>
        ok(
          admin.rpc('review_document', {
            p_document_id: shipperDoc,
            p_approve: false,
            p_note: 'La imagen no se lee',
          }),
        ),
      { otherShipper: 1 },
    );
    expect(await latestOf('otherShipper')).toMatchObject({
      kind: 'document_rejected',
      title: 'Documento rechazado',
      body: 'Rechazamos tu documento «cuit.pdf»: La imagen no se lee.',
      link: '/shipper-dashboard/documents',
    });
  });
});

describe('preferences', () => {
  it('a switched-off kind creates no notification; the other kind still does', async () => {
    await setPreferences('shipper', { new_proposals: false });
    const listingId = await publish('Carga silenciosa');
    await expectNotified(() => propose(listingId, 700, transporterA), {});

    await setPreferences('transporterB', { status_changes: false });
    const silent = await propose(listingId, 650, transporterB);
    await expectNotified(() => ok(shipper.rpc('reject_proposal', { p_proposal_id: silent })), {});

    // status_changes off does not silence new proposals, and the reverse.
    await setPreferences('shipper', { new_proposals: true, status_changes: false });
    const other = await publish('Carga con avisos');
    await expectNotified(() => propose(other, 800, transporterB), { shipper: 1 });
  });

  it('without a preferences row, the defaults apply (both switches on)', async () => {
    await backend.db.query('delete from public.notification_preferences where user_id = $1', [
      ids.otherShipper,
    ]);
    const listingId = await publish('Carga de Sofía', otherShipper);
    await expectNotified(() => propose(listingId, 300, transporterA), { otherShipper: 1 });
  });
});

describe('reading and marking read (RLS)', () => {
  it('a person reads only their own notifications, newest first, and their unread count', async () => {
    const mine = await fetchNotifications(100, transporterB);
    const { rows } = await backend.db.query<{ id: string }>(
      `select id from public.notifications where recipient_id = $1
       order by created_at desc, id`,
      [ids.transporterB],
    );
    expect(mine.map((n) => n.id)).toEqual(rows.map((r) => r.id));
    expect(mine.length).toBeGreaterThan(0);
    expect(await fetchNotifications(2, transporterB)).toHaveLength(2);

    const unread = await backend.db.query<{ n: number }>(
      'select count(*)::int as n from public.notifications where recipient_id = $1 and read_at is null',
      [ids.transporterB],
    );
    expect(await fetchUnreadCount(transporterB)).toBe(unread.rows[0].n);

    // Another person's notification, asked for by id: nothing comes back.
    const { data } = await ok(otherShipper.from('notifications').select('id').eq('id', mine[0].id));
    expect(data).toEqual([]);
  });

  it('anon reads nothing and cannot mark anything read', async () => {
    const read = await anon.from('notifications').select('id');
    expect(read.error?.code).toBe('42501');
    const all = await anon.rpc('mark_all_notifications_read');
    expect(all.error?.code).toBe('42501');
  });

  it('marks one read, and all read, only for the caller', async () => {
    const [first] = await fetchNotifications(1, transporterB);
    await markNotificationRead(first.id, transporterB);
    expect((await fetchNotifications(1, transporterB))[0].readAt).not.toBeNull();

    const othersUnread = () =>
      backend.db
        .query<{ n: number }>(
          `select count(*)::int as n from public.notifications
           where recipient_id <> $1 and read_at is null`,
          [ids.transporterB],
        )
        .then((r) => r.rows[0].n);
    const before = await othersUnread();
    expect(before).toBeGreaterThan(0);
    await markAllNotificationsRead(transporterB);
    expect(await fetchUnreadCount(transporterB)).toBe(0);
    expect(await othersUnread()).toBe(before);
  });

  it('nobody marks another person’s notification read', async () => {
    const [theirs] = await fetchNotifications(1, shipper);
    await backend.db.query('update public.notifications set read_at = null where id = $1', [
      theirs.id,
    ]);
    const { data } = await ok(
      transporterA
        .from('notifications')
        .update({ read_at: new Date().toISOString() })
        .eq('id', theirs.id)
        .select('id'),
    );
    expect(data).toEqual([]);
    const { rows } = await backend.db.query<{ read_at: string | null }>(
      'select read_at from public.notifications where id = $1',
      [theirs.id],
    );
    expect(rows[0].read_at).toBeNull();
  });

  it('a person may change only read_at of their own: title, body, link and recipient are refused', async () => {
    const [own] = await fetchNotifications(1, shipper);
    const forged = [
      { title: 'Ganaste un premio' },
      { body: 'Hacé clic acá' },
      { link: '/signin' },
      { recipient_id: ids.transporterA },
      { kind: 'document_approved' },
    ];
    for (const change of forged) {
      const { error } = await shipper.from('notifications').update(change).eq('id', own.id);
      expect(error?.code, JSON.stringify(change)).toBe('42501');
    }
    const { rows } = await backend.db.query<Row>(
      'select kind, title, body, link, read_at from public.notifications where id = $1',
      [own.id],
    );
    expect(rows[0]).toMatchObject({ title: own.title, body: own.body, link: own.link });
  });

  it('nobody inserts a notification, for themselves or for anyone else, nor calls the writer', async () => {
    const before = await counts();
    for (const recipient of [ids.shipper, ids.transporterA]) {
      const { error } = await shipper.from('notifications').insert({
        recipient_id: recipient,
        kind: 'proposal_accepted',
        title: 'Propuesta aceptada',
        body: 'Falso',
        link: '/listings',
      });
      expect(error?.code).toBe('42501');
    }
    const rpc = await shipper.rpc('notify', {
      p_recipient: ids.transporterA,
      p_kind: 'proposal_accepted',
      p_title: 'Falso',
      p_body: 'Falso',
      p_link: '/',
    });
    expect(rpc.error?.code).toBe('42501');
    expect(await counts()).toEqual(before);
  });
});

describe('constraints (even the trigger functions cannot write a bad row)', () => {
  const insert = (values: Partial<Row>) =>
    backend.db.query(
      `insert into public.notifications (recipient_id, kind, title, body, link)
       values ($1, $2, $3, $4, $5)`,
      [
        ids.shipper,
        values.kind ?? 'proposal_received',
        values.title ?? 'Nueva propuesta',
        values.body ?? 'Texto',
        values.link ?? '/listings',
      ],
    );

  it.each([
    ['a link to another site', { link: 'https://evil.example/phish' }],
    ['a protocol-relative link', { link: '//evil.example' }],
    ['a backslash link', { link: '/\\evil.example' }],
    ['a javascript: link', { link: 'javascript:alert(1)' }],
    ['an over-long link', { link: `/${'a'.repeat(200)}` }],
    ['an over-long title', { title: 'a'.repeat(121) }],
    ['an over-long body', { body: 'a'.repeat(501) }],
    ['a blank title', { title: '  ' }],
  ])('refuses %s', async (_what, values) => {
    await expect(insert(values)).rejects.toThrow(/check constraint/);
  });

  it('refuses a kind that is not one of notification_kinds', async () => {
    await expect(insert({ kind: 'promo' })).rejects.toThrow(/notifications_kind_fkey/);
  });

  it('takes every kind the database lists, and nobody but the service reads or changes the list', async () => {
    const { rows } = await backend.db.query<{ kind: string }>(
      'select kind from public.notification_kinds order by kind',
    );
    expect(rows.map((row) => row.kind)).toEqual(
      expect.arrayContaining(['message_received', 'invoice_issued', 'trip_incident']),
    );
    for (const { kind } of rows) await expect(insert({ kind })).resolves.toBeDefined();
    for (const client of [shipper, anon]) {
      const read = await client.from('notification_kinds').select('kind');
      expect(read.error?.code).toBe('42501');
      const write = await client
        .from('notification_kinds')
        .insert({ kind: 'promo', push_category: 'offers' });
      expect(write.error?.code).toBe('42501');
    }
  });

  it('accepts an app path', async () => {
    await expect(insert({ link: '/' })).resolves.toBeDefined();
    await expect(insert({ link: '/listings/abc' })).resolves.toBeDefined();
  });
});

describe('the demo data', () => {
  it('gives each demo account one notification to show', async () => {
    const { rows } = await backend.db.query<{ recipient_id: string; kind: string }>(
      `select recipient_id, kind from public.notifications
       where created_at < now() - interval '12 hours' order by kind`,
    );
    expect(rows).toEqual([
      { recipient_id: DEMO_TRANSPORTER.id, kind: 'proposal_accepted' },
      { recipient_id: DEMO_SHIPPER.id, kind: 'proposal_received' },
    ]);
  });
});
