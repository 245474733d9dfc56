/**
 * The back-office fetchers against the embedded backend: what the admin reads and does through
 * the trust migration's policies and RPCs, and the Spanish refusal a non-admin gets for each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_SHIPPER,
  DEMO_TRANSPORTER,
  demoClients,
  insertDemoListing,
} from '../../../../supabase/tests/support/data-api';
import { startTestBackend, type TestBackend } from '../../../../supabase/tests/support/backend';
import { dataErrorMessages } from '@/lib/data-errors';
import type { AppSupabaseClient } from '@/lib/supabase';
import { fetchPendingDocuments, reviewDocument } from './documents-review';
import { fetchAdminListings, removeListing } from './listings';
import { fetchContactMessages, markMessageHandled } from './messages';
import { fetchAdminUsers, setUserSuspended } from './users';

const PERMISSION = dataErrorMessages.permission;

let backend: TestBackend;
let admin: AppSupabaseClient;
let transporter: AppSupabaseClient;
let shipper: AppSupabaseClient;
let deliveredId: string;
let pendingId: string;

beforeAll(async () => {
  backend = await startTestBackend();
  ({ admin, transporter, shipper } = await demoClients(backend));
  deliveredId = await insertDemoListing(backend.db, 'delivered');
  pendingId = await insertDemoListing(backend.db, 'pending');
  await backend.db.query(
    `insert into public.documents (owner_id, kind, file_name, storage_path, size, mime_type)
     values ($1::uuid, 'driving_licence', 'licencia.pdf', $1::text || '/licencia.pdf', 2048, 'application/pdf')`,
    [DEMO_TRANSPORTER.id],
  );
});

afterAll(async () => {
  await backend.stop();
});

describe('admin fetchers', () => {
  it('lists documents under review with the owner, and reviews them through the RPC', async () => {
    const [pending] = await fetchPendingDocuments(admin);
    expect(pending).toMatchObject({ file_name: 'licencia.pdf', status: 'en_revision' });
    expect(pending.owner?.email).toBe(DEMO_TRANSPORTER.email);

    await expect(
      reviewDocument({ documentId: pending.id, approve: false, note: '  ' }, admin),
    ).rejects.toThrow('Indicá el motivo del rechazo.');
    await reviewDocument({ documentId: pending.id, approve: false, note: 'Ilegible' }, admin);
    expect(await fetchPendingDocuments(admin)).toEqual([]);
    const { rows } = await backend.db.query<{ status: string; review_note: string }>(
      'select status, review_note from public.documents where id = $1',
      [pending.id],
    );
    expect(rows[0]).toEqual({ status: 'rechazado', review_note: 'Ilegible' });
  });

  it('searches users, lists every listing and reads the inbox', async () => {
    const users = await fetchAdminUsers('transportista@', admin);
    expect(users.map((u) => u.email)).toEqual([DEMO_TRANSPORTER.email]);
    expect(users[0]).toMatchObject({ role: 'transporter', verified: false });

    const listings = await fetchAdminListings(admin);
    const delivered = listings.find((l) => l.id === deliveredId);
    expect(delivered).toMatchObject({ status: 'delivered' });
    expect(delivered?.shipper?.email).toBe(DEMO_SHIPPER.email);

    await shipper.from('contact_messages').insert({
      name: 'Ana Pérez',
      email: 'ana@example.com',
      subject: 'Consulta',
      message: 'Quisiera saber cómo publicar.',
    });
    const [message] = await fetchContactMessages(admin);
    expect(message).toMatchObject({ subject: 'Consulta', handled_at: null });
    await markMessageHandled(message.id, admin);
    expect((await fetchContactMessages(admin))[0].handled_at).not.toBeNull();
  });

  it('removes only a pending listing', async () => {
    await expect(removeListing(deliveredId, admin)).rejects.toThrow(
      'Solo se puede eliminar un anuncio pendiente.',
    );
    await removeListing(pendingId, admin);
    expect((await fetchAdminListings(admin)).map((l) => l.id)).not.toContain(pendingId);
  });

  it('refuses every admin power to a non-admin, in Spanish', async () => {
    await expect(fetchAdminUsers('', transporter)).rejects.toThrow(PERMISSION);
    await expect(setUserSuspended(DEMO_SHIPPER.id, true, transporter)).rejects.toThrow(PERMISSION);
    await expect(removeListing(deliveredId, transporter)).rejects.toThrow(PERMISSION);
    await expect(
      reviewDocument({ documentId: crypto.randomUUID(), approve: true }, transporter),
    ).rejects.toThrow(PERMISSION);
    // RLS: the inbox reads as empty, and marking a message is refused.
    expect(await fetchContactMessages(transporter)).toEqual([]);
    const { rows } = await backend.db.query<{ id: string }>(
      'select id from public.contact_messages limit 1',
    );
    await expect(markMessageHandled(rows[0].id, transporter)).rejects.toThrow(PERMISSION);
  });
});
