/**
 * The trust schema through supabase-js, as each actor (anon, the owner, another user, an admin):
 * documents and their Storage files, admin review, verified transporters (and their expiry), ratings
 * after delivery, the contact inbox with its rate limit, the admin RPCs and account suspension.
 * Every refused case checks the rows the database holds before and after (as superuser).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes, pngBytes } from '@conectacargas/local-supabase/testing';
import {
  argentineDay,
  ASSIGNED_LISTING_ID,
  countAsSuperuser,
  DEMO_ADMIN,
  DEMO_SHIPPER,
  DEMO_TRANSPORTER,
  PENDING_LISTING_ID,
  signedInClient,
} from './support/data-api.ts';
import {
  createTestClient,
  startTestBackend,
  type TestBackend,
  type TestClient,
} from './support/backend.ts';

const SECOND_TRANSPORTER = {
  email: 'segundo.transportista@example.test',
  password: 'segunda-clave-2026',
};

let backend: TestBackend;
let anon: TestClient;
let transporter: TestClient;
let shipper: TestClient;
let admin: TestClient;
let secondTransporter: TestClient;
let secondTransporterId: string;

const count = (sql: string) => countAsSuperuser(backend.db, sql);
const documentCount = (where = 'true') =>
  count(`select count(*) from public.documents where ${where}`);
const objectCount = (where = 'true') =>
  count(`select count(*) from storage.objects where bucket_id = 'documents' and ${where}`);

interface Outcome {
  error: { code?: string; message: string } | null;
  status: number;
}

function expectRefused(outcome: Outcome, code: string, status: number) {
  expect(outcome.error?.code).toBe(code);
  expect(outcome.status).toBe(status);
}

/** Uploads a PDF into the client's folder; returns its storage path. */
async function uploadFile(client: TestClient, userId: string, name: string, bytes = pdfBytes()) {
  const path = `${userId}/${name}`;
  const { error } = await client.storage
    .from('documents')
    .upload(path, bytes, { contentType: 'application/pdf', upsert: true });
  if (error) throw new Error(`upload failed: ${error.message}`);
  return path;
}

/** Uploads a file and records it as a document; returns the document id. */
async function addDocument(
  client: TestClient,
  userId: string,
  kind: string,
  expiresOn: string | null = null,
): Promise<string> {
  const path = await uploadFile(client, userId, `${kind}-${Date.now()}.pdf`);
  const { data, error } = await client
    .from('documents')
    .insert({
      kind,
      file_name: `${kind}.pdf`,
      storage_path: path,
      size: 2048,
      mime_type: 'application/pdf',
      expires_on: expiresOn,
    })
    .select('id')
    .single();
  if (error || !data) throw new Error(`document insert failed: ${error?.message}`);
  return data.id;
}

beforeAll(async () => {
  backend = await startTestBackend({ rateLimits: false });
  anon = createTestClient(backend);
  const signUp = await createTestClient(backend).auth.signUp({
    email: SECOND_TRANSPORTER.email,
    password: SECOND_TRANSPORTER.password,
    options: { data: { role: 'transporter', name: 'Segundo Transportista' } },
  });
  if (signUp.error) throw signUp.error;
  const sessions = await Promise.all([
    signedInClient(backend, DEMO_TRANSPORTER.email),
    signedInClient(backend, DEMO_SHIPPER.email),
    signedInClient(backend, DEMO_ADMIN.email),
    signedInClient(backend, SECOND_TRANSPORTER.email, SECOND_TRANSPORTER.password),
  ]);
  [transporter, shipper, admin, secondTransporter] = sessions.map((s) => s.client);
  secondTransporterId = sessions[3].userId;
});

afterAll(async () => {
  await backend.stop();
});

// The cases share one backend and build on what earlier ones stored (uploads, ratings, rows
// counted before and after): they run in the order written even when the run shuffles.
describe('trust on one database', { shuffle: false }, () => {
  describe('the demo admin', () => {
    it('has the admin role from app_metadata, set by the seed', async () => {
      expect(
        await count(
          `select count(*) from public.user_roles where user_id = '${DEMO_ADMIN.id}' and role = 'admin'`,
        ),
      ).toBe(1);
      const { data } = await admin.auth.getUser();
      expect(data.user?.app_metadata.role).toBe('admin');
    });

    it('cannot be obtained through sign-up metadata', async () => {
      const { error } = await createTestClient(backend).auth.signUp({
        email: 'quiero.ser.admin@example.test',
        password: 'clave-segura-2026',
        options: { data: { role: 'admin', name: 'Intruso' } },
      });
      expect(error).not.toBeNull();
      expect(await count("select count(*) from public.user_roles where role = 'admin'")).toBe(1);
    });
  });

  describe('RLS on documents', () => {
    let ownDocId: string;

    it('owner: adds a document for review (status forced to en_revision)', async () => {
      const before = await documentCount();
      ownDocId = await addDocument(transporter, DEMO_TRANSPORTER.id, 'driving_licence');
      expect(await documentCount()).toBe(before + 1);
      expect(await documentCount(`id = '${ownDocId}' and status = 'en_revision'`)).toBe(1);
    });

    it('owner: cannot set the status, reviewer or note on insert', async () => {
      const path = await uploadFile(transporter, DEMO_TRANSPORTER.id, 'forzado.pdf');
      const before = await documentCount();
      const outcome = await transporter.from('documents').insert({
        kind: 'cargo_insurance',
        file_name: 'x.pdf',
        storage_path: path,
        size: 2048,
        mime_type: 'application/pdf',
        status: 'activo',
      });
      expectRefused(outcome, '42501', 403);
      expect(await documentCount()).toBe(before);
    });

    it.each([
      ['a kind of the other role', { kind: 'bylaws' }],
      ['a file that is not in Storage', { storage_path: `${DEMO_TRANSPORTER.id}/no-existe.pdf` }],
      ['a size Storage did not record', { size: 999 }],
      ['a type Storage did not record', { mime_type: 'image/png' }],
      ['an expiry date in the past', { expires_on: '2020-01-01' }],
    ])('owner: refused for %s', async (_what, override) => {
      const path = await uploadFile(transporter, DEMO_TRANSPORTER.id, `caso-${Date.now()}.pdf`);
      const before = await documentCount();
      const outcome = await transporter.from('documents').insert({
        kind: 'cargo_insurance',
        file_name: 'x.pdf',
        storage_path: path,
        size: 2048,
        mime_type: 'application/pdf',
        ...override,
      });
      expectRefused(outcome, '42501', 403);
      expect(await documentCount()).toBe(before);
    });

    it("other user: cannot record a document on another user's file", async () => {
      const path = await uploadFile(transporter, DEMO_TRANSPORTER.id, 'ajeno.pdf');
      const before = await documentCount();
      const outcome = await shipper.from('documents').insert({
        kind: 'cuit_certificate',
        file_name: 'ajeno.pdf',
        storage_path: path,
        size: 2048,
        mime_type: 'application/pdf',
      });
      expectRefused(outcome, '42501', 403);
      expect(await documentCount()).toBe(before);
    });

    it('anon: cannot insert or read', async () => {
      const before = await documentCount();
      const insert = await anon.from('documents').insert({
        kind: 'other',
        file_name: 'x.pdf',
        storage_path: `${DEMO_TRANSPORTER.id}/ajeno.pdf`,
        size: 2048,
        mime_type: 'application/pdf',
      });
      expectRefused(insert, '42501', 401);
      expectRefused(await anon.from('documents').select('id'), '42501', 401);
      expect(await documentCount()).toBe(before);
    });

    it('select: the owner reads its own, another user none, the admin all', async () => {
      const own = await transporter.from('documents').select('id');
      expect(own.data).toHaveLength(await documentCount(`owner_id = '${DEMO_TRANSPORTER.id}'`));
      expect((await shipper.from('documents').select('id')).data).toEqual([]);
      expect((await admin.from('documents').select('id')).data).toHaveLength(await documentCount());
    });

    it('nobody updates a document directly, not even the owner or an admin', async () => {
      for (const client of [transporter, admin]) {
        const outcome = await client
          .from('documents')
          .update({ status: 'activo' })
          .eq('id', ownDocId);
        expectRefused(outcome, '42501', 403);
      }
      expect(await documentCount(`id = '${ownDocId}' and status = 'en_revision'`)).toBe(1);
    });

    it("other user: cannot delete the owner's document", async () => {
      const before = await documentCount();
      const { data, error } = await shipper.from('documents').delete().eq('id', ownDocId).select();
      expect(error).toBeNull();
      expect(data).toEqual([]);
      expect(await documentCount()).toBe(before);
    });

    it('owner: deletes a document while under review, not after it was reviewed', async () => {
      const reviewedId = await addDocument(transporter, DEMO_TRANSPORTER.id, 'vehicle_insurance');
      await admin.rpc('review_document', { p_document_id: reviewedId, p_approve: true });
      const before = await documentCount();
      const kept = await transporter.from('documents').delete().eq('id', reviewedId).select();
      expect(kept.data).toEqual([]);
      expect(await documentCount()).toBe(before);

      const removed = await transporter.from('documents').delete().eq('id', ownDocId).select('id');
      expect(removed.data).toEqual([{ id: ownDocId }]);
      expect(await documentCount()).toBe(before - 1);
    });
  });

  describe('review_document', () => {
    it('is refused to non-admins and changes nothing', async () => {
      const id = await addDocument(transporter, DEMO_TRANSPORTER.id, 'vehicle_registration');
      for (const client of [transporter, shipper]) {
        const outcome = await client.rpc('review_document', { p_document_id: id, p_approve: true });
        expectRefused(outcome, '42501', 403);
      }
      expectRefused(
        await anon.rpc('review_document', { p_document_id: id, p_approve: true }),
        '42501',
        401,
      );
      expect(await documentCount(`id = '${id}' and status = 'en_revision'`)).toBe(1);
    });

    it('approves, or rejects with a note the owner then reads', async () => {
      const id = await addDocument(transporter, DEMO_TRANSPORTER.id, 'cuit_certificate');
      const noNote = await admin.rpc('review_document', { p_document_id: id, p_approve: false });
      expectRefused(noNote, '22023', 400);
      const rejected = await admin.rpc('review_document', {
        p_document_id: id,
        p_approve: false,
        p_note: 'La imagen no se lee',
      });
      expect(rejected.error).toBeNull();
      const { data } = await transporter
        .from('documents')
        .select('status, review_note, reviewer_id')
        .eq('id', id)
        .single();
      expect(data).toEqual({
        status: 'rechazado',
        review_note: 'La imagen no se lee',
        reviewer_id: DEMO_ADMIN.id,
      });
    });
  });

  describe('RLS on storage.objects (documents bucket)', () => {
    const file = (userId: string, name: string) => `${userId}/${name}`;

    it('select: owner and admin read a file, another user and anon do not', async () => {
      const path = await uploadFile(transporter, DEMO_TRANSPORTER.id, 'matriz.pdf');
      expect((await transporter.storage.from('documents').download(path)).error).toBeNull();
      expect((await admin.storage.from('documents').download(path)).error).toBeNull();
      expect((await shipper.storage.from('documents').download(path)).error?.message).toBe(
        'Object not found',
      );
      expect((await anon.storage.from('documents').download(path)).error?.message).toBe(
        'Object not found',
      );
    });

    it('insert: only the owner, into its own folder (not even an admin into a user folder)', async () => {
      const before = await objectCount();
      for (const client of [shipper, admin, anon]) {
        const { error } = await client.storage
          .from('documents')
          .upload(file(DEMO_TRANSPORTER.id, 'intruso.pdf'), pdfBytes(), {
            contentType: 'application/pdf',
          });
        expect(error?.message).toBe('new row violates row-level security policy');
      }
      expect(await objectCount()).toBe(before);
    });

    it('update: another user cannot overwrite the file; the owner can while unreviewed', async () => {
      const path = file(DEMO_TRANSPORTER.id, 'matriz.pdf');
      const { error } = await shipper.storage
        .from('documents')
        .upload(path, pdfBytes(10), { contentType: 'application/pdf', upsert: true });
      expect(error).not.toBeNull();
      expect(await objectCount(`name = '${path}' and (metadata ->> 'size')::int = 2048`)).toBe(1);
      const own = await transporter.storage
        .from('documents')
        .update(path, pdfBytes(4096), { contentType: 'application/pdf' });
      expect(own.error).toBeNull();
      expect(await objectCount(`name = '${path}' and (metadata ->> 'size')::int = 4096`)).toBe(1);
    });

    it('delete: another user, anon and admin remove nothing; the owner removes its file', async () => {
      const path = file(DEMO_TRANSPORTER.id, 'matriz.pdf');
      const before = await objectCount();
      for (const client of [shipper, anon, admin]) {
        expect((await client.storage.from('documents').remove([path])).data).toEqual([]);
      }
      expect(await objectCount()).toBe(before);
      expect((await transporter.storage.from('documents').remove([path])).data).toHaveLength(1);
      expect(await objectCount()).toBe(before - 1);
    });

    it('the owner cannot replace or remove the file of a reviewed document', async () => {
      const id = await addDocument(transporter, DEMO_TRANSPORTER.id, 'other');
      await admin.rpc('review_document', { p_document_id: id, p_approve: true });
      const { rows } = await backend.db.query<{ storage_path: string }>(
        'select storage_path from public.documents where id = $1',
        [id],
      );
      const path = rows[0].storage_path;
      const before = await objectCount();
      expect((await transporter.storage.from('documents').remove([path])).data).toEqual([]);
      const replace = await transporter.storage
        .from('documents')
        .upload(path, pngBytes(), { contentType: 'image/png', upsert: true });
      expect(replace.error).not.toBeNull();
      expect(await objectCount()).toBe(before);
      expect(
        await objectCount(`name = '${path}' and metadata ->> 'mimetype' = 'application/pdf'`),
      ).toBe(1);
    });
  });

  describe('verified transporters', () => {
    const isVerified = async (client: TestClient, userId: string) => {
      const { data, error } = await client.rpc('is_verified_transporter', { p_user_id: userId });
      if (error) throw error;
      return data;
    };

    it('turns on when an admin approved licence, cargo insurance and RTO/VTV, off when one expires', async () => {
      const today = await argentineDay(backend.db);
      expect(await isVerified(anon, secondTransporterId)).toBe(false);
      const ids = [
        await addDocument(secondTransporter, secondTransporterId, 'driving_licence', '2099-12-31'),
        await addDocument(secondTransporter, secondTransporterId, 'cargo_insurance', today),
      ];
      for (const id of ids)
        await admin.rpc('review_document', { p_document_id: id, p_approve: true });
      expect((await secondTransporter.rpc('verification_missing', {})).data).toEqual(['rto_vtv']);
      expect(await isVerified(anon, secondTransporterId)).toBe(false);

      const rto = await addDocument(
        secondTransporter,
        secondTransporterId,
        'rto_vtv',
        '2099-12-31',
      );
      expect(await isVerified(anon, secondTransporterId)).toBe(false); // still under review
      await admin.rpc('review_document', { p_document_id: rto, p_approve: true });
      // The insurance expires today: still valid through today.
      expect(await isVerified(anon, secondTransporterId)).toBe(true);
      expect(await isVerified(shipper, secondTransporterId)).toBe(true);
      expect((await secondTransporter.rpc('verification_missing', {})).data).toEqual([]);

      // The day after the expiry date (moved in the data, not by waiting).
      await backend.db.query(
        'update public.documents set expires_on = public.today_in_argentina() - 1 where id = $1',
        [ids[1]],
      );
      expect(await isVerified(anon, secondTransporterId)).toBe(false);
      expect((await secondTransporter.rpc('verification_missing', {})).data).toEqual([
        'cargo_insurance',
      ]);
      expect(
        (await admin.rpc('verification_missing', { p_user_id: secondTransporterId })).data,
      ).toEqual(['cargo_insurance']);
    });

    it('a shipper is never a verified transporter; others cannot read what a user lacks', async () => {
      expect(await isVerified(anon, DEMO_SHIPPER.id)).toBe(false);
      expectRefused(
        await shipper.rpc('verification_missing', { p_user_id: secondTransporterId }),
        '42501',
        403,
      );
    });
  });

  describe('ratings', () => {
    /** A second delivered shipment between the demo shipper and transporter, for the CHECK cases. */
    const SECOND_LISTING_ID = 'b0000000-0000-4000-8000-000000000001';
    const rate = (
      client: TestClient,
      rateeId: string,
      stars = 5,
      comment: string | null = null,
      listingId = ASSIGNED_LISTING_ID,
    ) =>
      client.from('ratings').insert({ listing_id: listingId, ratee_id: rateeId, stars, comment });

    beforeAll(async () => {
      await backend.db.query(
        `insert into public.cargo_listings (id, shipper_id, transporter_id, title, origin, destination,
           weight_kg, pickup_date, delivery_date, price, status, cargo_type, load_type)
         values ($1, $2, $3, 'Segundo envío', 'Mendoza', 'Salta', 100, public.today_in_argentina() - 5,
           public.today_in_argentina() - 3, 500, 'delivered', 'food', 'dry')`,
        [SECOND_LISTING_ID, DEMO_SHIPPER.id, DEMO_TRANSPORTER.id],
      );
    });
    const ratingCount = (where = 'true') =>
      count(`select count(*) from public.ratings where ${where}`);

    it('refuses a rating before delivery', async () => {
      expectRefused(await rate(shipper, DEMO_TRANSPORTER.id), '42501', 403);
      expect(await ratingCount()).toBe(0);
    });

    it('after delivery each party rates the other once', async () => {
      await backend.db.query(
        "update public.cargo_listings set status = 'delivered' where id = $1",
        [ASSIGNED_LISTING_ID],
      );
      expect((await rate(shipper, DEMO_TRANSPORTER.id, 5, 'Excelente')).error).toBeNull();
      expect((await rate(transporter, DEMO_SHIPPER.id, 4)).error).toBeNull();
      expect(await ratingCount()).toBe(2);
      expectRefused(await rate(shipper, DEMO_TRANSPORTER.id, 1), '23505', 409);
      expect(await ratingCount()).toBe(2);
    });

    it.each([
      ['a third party', () => rate(secondTransporter, DEMO_TRANSPORTER.id), '42501', 403],
      ['anon', () => rate(anon, DEMO_TRANSPORTER.id), '42501', 401],
      ['a party rating someone else', () => rate(shipper, secondTransporterId), '42501', 403],
      ['a party rating itself', () => rate(transporter, DEMO_TRANSPORTER.id), '42501', 403],
      [
        'a forged rater',
        () =>
          shipper.from('ratings').insert({
            listing_id: ASSIGNED_LISTING_ID,
            rater_id: secondTransporterId,
            ratee_id: DEMO_TRANSPORTER.id,
            stars: 1,
          }),
        '42501',
        403,
      ],
      [
        'six stars',
        () => rate(shipper, DEMO_TRANSPORTER.id, 6, null, SECOND_LISTING_ID),
        '23514',
        400,
      ],
      [
        'zero stars',
        () => rate(shipper, DEMO_TRANSPORTER.id, 0, null, SECOND_LISTING_ID),
        '23514',
        400,
      ],
      [
        'a comment over 500',
        () => rate(shipper, DEMO_TRANSPORTER.id, 3, 'x'.repeat(501), SECOND_LISTING_ID),
        '23514',
        400,
      ],
    ] as const)('refuses %s', async (_who, act, code, status) => {
      const before = await ratingCount();
      expectRefused(await act(), code, status);
      expect(await ratingCount()).toBe(before);
    });

    it("nobody edits another's rating; the rater edits its own", async () => {
      const others = await transporter
        .from('ratings')
        .update({ stars: 1 })
        .eq('rater_id', DEMO_SHIPPER.id)
        .select();
      expect(others.data).toEqual([]);
      expect(await ratingCount(`rater_id = '${DEMO_SHIPPER.id}' and stars = 5`)).toBe(1);
      const own = await shipper
        .from('ratings')
        .update({ comment: 'Excelente, puntual' })
        .eq('rater_id', DEMO_SHIPPER.id)
        .select('comment');
      expect(own.data).toEqual([{ comment: 'Excelente, puntual' }]);
    });

    it('select: the parties read theirs, a third party none, anon nothing, the admin all', async () => {
      expect((await shipper.from('ratings').select('id')).data).toHaveLength(2);
      expect((await secondTransporter.from('ratings').select('id')).data).toEqual([]);
      expectRefused(await anon.from('ratings').select('id'), '42501', 401);
      expect((await admin.from('ratings').select('id')).data).toHaveLength(2);
    });

    it('anyone reads the average and count', async () => {
      const { data } = await anon.rpc('rating_summary', { p_user_id: DEMO_TRANSPORTER.id });
      expect(data).toEqual([{ average: 5, count: 1 }]);
      const none = await anon.rpc('rating_summary', { p_user_id: secondTransporterId });
      expect(none.data).toEqual([{ average: null, count: 0 }]);
    });

    it('trust_marks answers for many people at once what the badge and the stars say of each', async () => {
      const people = [DEMO_TRANSPORTER.id, secondTransporterId, DEMO_SHIPPER.id];
      // Asked twice and with a null: each person once.
      const { data, error } = await anon.rpc('trust_marks', {
        p_user_ids: [...people, DEMO_TRANSPORTER.id, null as unknown as string],
      });
      expect(error).toBeNull();
      const byPerson = new Map((data ?? []).map((row) => [row.user_id, row]));
      expect([...byPerson.keys()].sort()).toEqual([...people].sort());
      for (const id of people) {
        const verified = await anon.rpc('is_verified_transporter', { p_user_id: id });
        const [summary] = (await anon.rpc('rating_summary', { p_user_id: id })).data ?? [];
        expect(byPerson.get(id)).toEqual({
          user_id: id,
          verified_transporter: verified.data,
          rating_average: summary.average,
          rating_count: summary.count,
        });
      }
      expect(byPerson.get(DEMO_TRANSPORTER.id)).toMatchObject({
        rating_average: 5,
        rating_count: 1,
      });

      // At most 50 people a call, as reputation: a longer list is cut, not refused.
      const many = Array.from({ length: 60 }, () => crypto.randomUUID());
      const cut = await anon.rpc('trust_marks', { p_user_ids: many });
      expect(cut.error).toBeNull();
      expect(cut.data).toHaveLength(50);
    });
  });

  describe('contact_messages', () => {
    const message = (email: string, overrides: Record<string, unknown> = {}) => ({
      name: 'Ana Pérez',
      email,
      subject: 'Consulta',
      message: 'Quisiera saber cómo publicar una carga.',
      ...overrides,
    });
    const messageCount = (where = 'true') =>
      count(`select count(*) from public.contact_messages where ${where}`);

    it('anon and signed-in users send; only admins read', async () => {
      expect(
        (await anon.from('contact_messages').insert(message('ana@example.test'))).error,
      ).toBeNull();
      expect(
        (await transporter.from('contact_messages').insert(message('martin@example.test'))).error,
      ).toBeNull();
      expect(await messageCount()).toBe(2);
      expect(await messageCount(`sender_id = '${DEMO_TRANSPORTER.id}'`)).toBe(1);
      expectRefused(await anon.from('contact_messages').select('id'), '42501', 401);
      expect((await transporter.from('contact_messages').select('id')).data).toEqual([]);
      expect((await admin.from('contact_messages').select('id')).data).toHaveLength(2);
    });

    it.each([
      ['a handled date', { handled_at: '2026-01-01T00:00:00Z' }, '42501', 401],
      ['a forged sender', { sender_id: DEMO_SHIPPER.id }, '42501', 401],
      ['a message over 5000 characters', { message: 'x'.repeat(5001) }, '23514', 400],
      ['an invalid e-mail', { email: 'no-es-un-correo' }, '23514', 400],
      ['an empty name', { name: ' ' }, '23514', 400],
    ] as const)('refuses %s and stores nothing', async (_what, override, code, status) => {
      const before = await messageCount();
      expectRefused(
        await anon.from('contact_messages').insert(message('otra@example.test', override)),
        code,
        status,
      );
      expect(await messageCount()).toBe(before);
    });

    it('nobody updates or deletes a message, not even an admin (only the RPC marks it handled)', async () => {
      const before = await messageCount('handled_at is null');
      expectRefused(
        await admin
          .from('contact_messages')
          .update({ subject: 'x' })
          .eq('email', 'ana@example.test'),
        '42501',
        403,
      );
      expectRefused(
        await admin.from('contact_messages').delete().eq('email', 'ana@example.test'),
        '42501',
        403,
      );
      expect(await messageCount('handled_at is null')).toBe(before);
    });

    it('refuses the 6th message in an hour from one e-mail (any case), keeps the 5', async () => {
      const email = 'insistente@example.test';
      for (let i = 0; i < 5; i += 1) {
        const sender = i % 2 === 0 ? email : email.toUpperCase();
        expect((await anon.from('contact_messages').insert(message(sender))).error).toBeNull();
      }
      const sixth = await anon.from('contact_messages').insert(message(email));
      expectRefused(sixth, 'P0001', 400);
      expect(sixth.error?.message).toMatch(/^contact_rate_limited:/);
      expect(await messageCount(`lower(email) = '${email}'`)).toBe(5);
      // Another address is not affected; an hour later (moved in the data) the address may write again.
      expect(
        (await anon.from('contact_messages').insert(message('otro@example.test'))).error,
      ).toBeNull();
      await backend.db.query(
        "update public.contact_messages set created_at = now() - interval '61 minutes' where lower(email) = $1",
        [email],
      );
      expect((await anon.from('contact_messages').insert(message(email))).error).toBeNull();
    });

    it('an admin marks a message handled; nobody else can', async () => {
      const { rows } = await backend.db.query<{ id: string }>(
        "select id from public.contact_messages where email = 'ana@example.test'",
      );
      const id = rows[0].id;
      expectRefused(
        await transporter.rpc('admin_mark_message_handled', { p_message_id: id }),
        '42501',
        403,
      );
      expectRefused(
        await anon.rpc('admin_mark_message_handled', { p_message_id: id }),
        '42501',
        401,
      );
      expect(await messageCount(`id = '${id}' and handled_at is not null`)).toBe(0);
      expect(
        (await admin.rpc('admin_mark_message_handled', { p_message_id: id })).error,
      ).toBeNull();
      expect(
        await messageCount(
          `id = '${id}' and handled_at is not null and handled_by = '${DEMO_ADMIN.id}'`,
        ),
      ).toBe(1);
    });
  });

  describe('admin back-office RPCs', () => {
    it('lists users with role and verified state, searching name or e-mail', async () => {
      const { data, error } = await admin.rpc('admin_list_users', { p_search: 'segundo' });
      expect(error).toBeNull();
      expect(data).toEqual([
        expect.objectContaining({
          id: secondTransporterId,
          email: SECOND_TRANSPORTER.email,
          name: 'Segundo Transportista',
          role: 'transporter',
          verified: false,
          banned_until: null,
        }),
      ]);
      const byName = await admin.rpc('admin_list_users', { p_search: 'lucía' });
      expect(byName.data?.map((u) => u.email)).toEqual([DEMO_SHIPPER.email]);
      const all = await admin.rpc('admin_list_users', {});
      expect(all.data).toHaveLength(await count('select count(*) from auth.users'));
      // A LIKE wildcard in the search is taken literally.
      expect((await admin.rpc('admin_list_users', { p_search: '%' })).data).toEqual([]);
    });

    it('refuses every admin RPC to non-admins', async () => {
      const calls = [
        (c: TestClient) => c.rpc('admin_list_users', {}),
        (c: TestClient) =>
          c.rpc('admin_set_user_suspended', { p_user_id: secondTransporterId, p_suspended: true }),
        (c: TestClient) => c.rpc('admin_remove_listing', { p_listing_id: PENDING_LISTING_ID }),
      ];
      for (const call of calls) {
        for (const client of [transporter, shipper])
          expectRefused(await call(client), '42501', 403);
        expectRefused(await call(anon), '42501', 401);
      }
      expect(await count(`select count(*) from auth.users where banned_until is not null`)).toBe(0);
      expect(
        await count(
          `select count(*) from public.cargo_listings where id = '${PENDING_LISTING_ID}'`,
        ),
      ).toBe(1);
    });

    it('removes a pending listing, not one in progress or delivered', async () => {
      const delivered = await admin.rpc('admin_remove_listing', {
        p_listing_id: ASSIGNED_LISTING_ID,
      });
      expectRefused(delivered, 'P0001', 400);
      expect(delivered.error?.message).toMatch(/^listing_not_removable:/);
      expect(
        (await admin.rpc('admin_remove_listing', { p_listing_id: PENDING_LISTING_ID })).error,
      ).toBeNull();
      expect(
        await count(
          `select count(*) from public.cargo_listings where id = '${PENDING_LISTING_ID}'`,
        ),
      ).toBe(0);
    });

    it('cannot suspend itself or another admin', async () => {
      expectRefused(
        await admin.rpc('admin_set_user_suspended', {
          p_user_id: DEMO_ADMIN.id,
          p_suspended: true,
        }),
        '22023',
        400,
      );
      expect(await count('select count(*) from auth.users where banned_until is not null')).toBe(0);
    });
  });

  describe('suspension (banned_until)', () => {
    it('blocks sign-in and refresh with user_banned until reinstated', async () => {
      const victim = createTestClient(backend);
      const { data: session } = await victim.auth.signInWithPassword(SECOND_TRANSPORTER);
      const refreshToken = session.session?.refresh_token ?? '';

      const suspended = await admin.rpc('admin_set_user_suspended', {
        p_user_id: secondTransporterId,
        p_suspended: true,
      });
      expect(suspended.error).toBeNull();
      expect(new Date(suspended.data as string).getTime()).toBeGreaterThan(Date.now());

      const signIn = await createTestClient(backend).auth.signInWithPassword(SECOND_TRANSPORTER);
      expect(signIn.error).toMatchObject({
        status: 400,
        code: 'user_banned',
        message: 'User is banned',
      });
      const refresh = await victim.auth.refreshSession({ refresh_token: refreshToken });
      expect(refresh.error).toMatchObject({
        status: 400,
        code: 'user_banned',
        message: 'Invalid Refresh Token: User Banned',
      });
      const listed = await admin.rpc('admin_list_users', { p_search: 'segundo' });
      expect(listed.data?.[0].banned_until).not.toBeNull();

      await admin.rpc('admin_set_user_suspended', {
        p_user_id: secondTransporterId,
        p_suspended: false,
      });
      expect(
        (await createTestClient(backend).auth.signInWithPassword(SECOND_TRANSPORTER)).error,
      ).toBeNull();
    });
  });
});
