/**
 * The documents fetchers against the embedded backend, through the same clients the browser
 * builds: upload then record, a refused record leaving no file, delete under review, signed URL.
 */
import { StorageClient } from '@supabase/storage-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../../supabase/demo-accounts.ts';
import { startTestBackend, type TestBackend } from '../../../../supabase/tests/support/backend';
import { fetchWithSession } from '@/lib/session-fetch';
import { createAppClient, type AppSupabaseClient } from '@/lib/supabase';
import { pdfFile, pngFile } from '../testing/files';
import { deleteDocument, signedDocumentUrl, uploadDocument, fetchMyDocuments } from './documents';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

let backend: TestBackend;
let client: AppSupabaseClient;
let ownerId: string;
let bucket: ReturnType<StorageClient['from']>;

beforeAll(async () => {
  backend = await startTestBackend();
  client = createAppClient(backend.url, backend.anonKey, memoryStorage());
  const transporter = DEMO_ACCOUNTS.find((account) => account.role === 'transporter');
  if (!transporter) throw new Error('demo transporter missing');
  const { data, error } = await client.auth.signInWithPassword({
    email: transporter.email,
    password: DEMO_PASSWORD,
  });
  if (error) throw error;
  ownerId = data.user.id;
  bucket = new StorageClient(
    `${backend.url}/storage/v1`,
    { apikey: backend.anonKey },
    fetchWithSession(client.auth, backend.anonKey),
  ).from('documents');
});

afterAll(async () => {
  await backend.stop();
});

describe('documents fetchers', () => {
  it('uploads into the owner folder, records it under review, and signs a download link', async () => {
    const row = await uploadDocument(
      {
        ownerId,
        kind: 'driving_licence',
        file: pdfFile(),
        expiresOn: null,
      },
      client,
      Promise.resolve(bucket),
    );
    expect(row).toMatchObject({
      owner_id: ownerId,
      status: 'en_revision',
      file_name: 'licencia.pdf',
    });
    expect(row.storage_path.startsWith(`${ownerId}/`)).toBe(true);

    const url = await signedDocumentUrl(row, { download: true }, Promise.resolve(bucket));
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer()).slice(0, 5)).toEqual(
      new TextEncoder().encode('%PDF-'),
    );

    await deleteDocument(row, client, Promise.resolve(bucket));
    expect((await fetchMyDocuments(ownerId, client)).map((d) => d.id)).not.toContain(row.id);
    expect((await bucket.list(ownerId)).data?.map((f) => `${ownerId}/${f.name}`)).not.toContain(
      row.storage_path,
    );
  });

  it('removes the file again when the record is refused (a shipper-only kind)', async () => {
    await expect(
      uploadDocument(
        { ownerId, kind: 'bylaws', file: pngFile(), expiresOn: null },
        client,
        Promise.resolve(bucket),
      ),
    ).rejects.toThrow('No tienes permiso para realizar esta acción.');
    expect((await bucket.list(ownerId)).data ?? []).toHaveLength(0);
  });

  it('stores the type the bytes show, and refuses bytes of no allowed type whatever the browser claims', async () => {
    const claimedPng = new File([pdfFile()], 'seguro.png', { type: 'image/png' });
    const row = await uploadDocument(
      { ownerId, kind: 'driving_licence', file: claimedPng, expiresOn: null },
      client,
      Promise.resolve(bucket),
    );
    expect(row.mime_type).toBe('application/pdf');
    expect(row.storage_path).toMatch(/\.pdf$/);
    await deleteDocument(row, client, Promise.resolve(bucket));

    const script = new File(['<script>alert(1)</script>'], 'licencia.pdf', {
      type: 'application/pdf',
    });
    await expect(
      uploadDocument(
        { ownerId, kind: 'driving_licence', file: script, expiresOn: null },
        client,
        Promise.resolve(bucket),
      ),
    ).rejects.toThrow('El archivo debe ser un PDF, JPG o PNG');
    expect((await bucket.list(ownerId)).data ?? []).toHaveLength(0);
  });
});
