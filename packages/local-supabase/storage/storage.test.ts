/**
 * /storage/v1 driven by supabase-js's storage client (`@supabase/storage-js`), on the private
 * `documents` bucket of the migrations: upload, list, signed URLs, download, info, remove, the
 * bucket's limits, and the attacks RLS on storage.objects must stop.
 */
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretKey } from '../jwt.ts';
import {
  countAsSuperuser,
  DEMO_ADMIN,
  DEMO_SHIPPER,
  DEMO_TRANSPORTER,
  signedInClient,
} from '../../../supabase/tests/support/data-api.ts';
import {
  createTestClient,
  startTestBackend,
  type TestBackend,
  type TestClient,
} from '../../../supabase/tests/support/backend.ts';
import { jpegBytes, pdfBytes, pngBytes } from './test-files.ts';

const BUCKET = 'documents';
const transporterFolder = DEMO_TRANSPORTER.id;
const shipperFolder = DEMO_SHIPPER.id;

let backend: TestBackend;
let transporter: TestClient;
let shipper: TestClient;
let admin: TestClient;
let anon: TestClient;

const objectCount = (where = 'true') =>
  countAsSuperuser(
    backend.db,
    `select count(*) from storage.objects where bucket_id = 'documents' and ${where}`,
  );

/** A raw request, for what storage-js never sends or to read the exact error body. */
function storageFetch(path: string, init: RequestInit & { token?: string | null } = {}) {
  const headers = new Headers(init.headers);
  headers.set('apikey', backend.anonKey);
  if (init.token !== null) headers.set('authorization', `Bearer ${init.token ?? backend.anonKey}`);
  return fetch(`${backend.url}/storage/v1${path}`, { ...init, headers });
}

beforeAll(async () => {
  backend = await startTestBackend();
  anon = createTestClient(backend);
  [transporter, shipper, admin] = (
    await Promise.all([
      signedInClient(backend, DEMO_TRANSPORTER.email),
      signedInClient(backend, DEMO_SHIPPER.email),
      signedInClient(backend, DEMO_ADMIN.email),
    ])
  ).map((s) => s.client);
});

afterAll(async () => {
  await backend.stop();
});

// The cases share one backend and build on what earlier ones stored (uploads, ratings, rows
// counted before and after): they run in the order written even when the run shuffles.
describe('the storage API on one backend', { shuffle: false }, () => {
  describe('upload', () => {
    it('stores a File (multipart) in the own folder, owned by the user, with its metadata', async () => {
      const before = await objectCount();
      const file = new File([pdfBytes(3000)], 'licencia.pdf', { type: 'application/pdf' });
      const { data, error } = await transporter.storage
        .from(BUCKET)
        .upload(`${transporterFolder}/licencia.pdf`, file);
      expect(error).toBeNull();
      expect(data).toMatchObject({
        path: `${transporterFolder}/licencia.pdf`,
        fullPath: `documents/${transporterFolder}/licencia.pdf`,
      });
      expect(await objectCount()).toBe(before + 1);
      const { rows } = await backend.db.query<{ owner: string; metadata: Record<string, unknown> }>(
        'select owner, metadata from storage.objects where id = $1',
        [data?.id],
      );
      expect(rows[0].owner).toBe(DEMO_TRANSPORTER.id);
      expect(rows[0].metadata).toMatchObject({ size: 3000, mimetype: 'application/pdf' });
    });

    it('stores raw bytes with a content type (binary body)', async () => {
      const { error } = await transporter.storage
        .from(BUCKET)
        .upload(`${transporterFolder}/seguro.png`, pngBytes(1500), { contentType: 'image/png' });
      expect(error).toBeNull();
      const { error: jpegError } = await transporter.storage
        .from(BUCKET)
        .upload(`${transporterFolder}/rto.jpg`, jpegBytes(1200), { contentType: 'image/jpeg' });
      expect(jpegError).toBeNull();
    });

    it('refuses an existing name with 409 Duplicate, and replaces it with x-upsert', async () => {
      const path = `${transporterFolder}/upsert.pdf`;
      expect(
        (
          await transporter.storage
            .from(BUCKET)
            .upload(path, pdfBytes(100), { contentType: 'application/pdf' })
        ).error,
      ).toBeNull();
      const again = await transporter.storage
        .from(BUCKET)
        .upload(path, pdfBytes(200), { contentType: 'application/pdf' });
      expect(again.error).toMatchObject({
        status: 400,
        statusCode: '409',
        message: 'The resource already exists',
      });
      const upsert = await transporter.storage
        .from(BUCKET)
        .upload(path, pdfBytes(300), { contentType: 'application/pdf', upsert: true });
      expect(upsert.error).toBeNull();
      const { data } = await transporter.storage.from(BUCKET).download(path);
      expect(data?.size).toBe(300);
    });

    it('refuses a file over the bucket limit (10 MB) and stores nothing', async () => {
      const before = await objectCount();
      const { error } = await transporter.storage
        .from(BUCKET)
        .upload(`${transporterFolder}/grande.pdf`, pdfBytes(10 * 1024 * 1024 + 1), {
          contentType: 'application/pdf',
        });
      expect(error).toMatchObject({
        status: 400,
        statusCode: '413',
        message: 'The object exceeded the maximum allowed size',
      });
      expect(await objectCount()).toBe(before);
    });

    it('accepts a file of exactly 10 MB', async () => {
      const { error } = await transporter.storage
        .from(BUCKET)
        .upload(`${transporterFolder}/justo.pdf`, pdfBytes(10 * 1024 * 1024), {
          contentType: 'application/pdf',
        });
      expect(error).toBeNull();
      await transporter.storage.from(BUCKET).remove([`${transporterFolder}/justo.pdf`]);
    });

    it.each([
      ['a type the bucket does not allow', 'notas.txt', Buffer.from('hola'), 'text/plain'],
      ['a PNG name and type holding a PDF', 'foto.png', pdfBytes(), 'image/png'],
      ['a PDF type holding a PNG', 'doc.pdf', pngBytes(), 'application/pdf'],
      ['a JPEG type holding random bytes', 'foto.jpg', Buffer.from('GIF89a....'), 'image/jpeg'],
    ])('refuses %s with 415 and stores nothing', async (_what, name, bytes, type) => {
      const before = await objectCount();
      const { error } = await transporter.storage
        .from(BUCKET)
        .upload(`${transporterFolder}/${name}`, bytes, { contentType: type });
      expect(error).toMatchObject({
        status: 400,
        statusCode: '415',
        message: `mime type ${type} is not supported`,
      });
      expect(await objectCount()).toBe(before);
    });

    it('refuses a multipart File whose content does not match its type', async () => {
      const file = new File([pdfBytes()], 'disfrazado.png', { type: 'image/png' });
      const { error } = await transporter.storage
        .from(BUCKET)
        .upload(`${transporterFolder}/disfrazado.png`, file);
      expect(error).toMatchObject({ statusCode: '415' });
      expect(await objectCount("name like '%disfrazado%'")).toBe(0);
    });

    it("refuses an upload into another user's folder (RLS) and stores nothing", async () => {
      const before = await objectCount();
      const { error } = await transporter.storage
        .from(BUCKET)
        .upload(`${shipperFolder}/intruso.pdf`, pdfBytes(), { contentType: 'application/pdf' });
      expect(error).toMatchObject({
        status: 400,
        statusCode: '403',
        message: 'new row violates row-level security policy',
      });
      // A path that only looks like the own folder further down is refused too.
      const nested = await transporter.storage
        .from(BUCKET)
        .upload(`${shipperFolder}/${transporterFolder}/x.pdf`, pdfBytes(), {
          contentType: 'application/pdf',
        });
      expect(nested.error).toMatchObject({ statusCode: '403' });
      expect(await objectCount()).toBe(before);
    });

    it('refuses anonymous uploads, and requests without a token', async () => {
      const before = await objectCount();
      const { error } = await anon.storage
        .from(BUCKET)
        .upload(`${transporterFolder}/anon.pdf`, pdfBytes(), { contentType: 'application/pdf' });
      expect(error).toMatchObject({ statusCode: '403' });
      const noToken = await storageFetch(`/object/${BUCKET}/${transporterFolder}/x.pdf`, {
        method: 'POST',
        token: null,
        headers: { 'content-type': 'application/pdf' },
        body: pdfBytes(),
      });
      expect(noToken.status).toBe(400);
      expect(await noToken.json()).toMatchObject({
        statusCode: '403',
        code: 'AccessDenied',
        error: 'Unauthorized',
      });
      expect(await objectCount()).toBe(before);
    });

    it('refuses a forged token and an unknown bucket', async () => {
      const forged = await new SignJWT({ role: 'authenticated', sub: DEMO_SHIPPER.id })
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('not-the-secret-not-the-secret-xx'));
      const res = await storageFetch(`/object/${BUCKET}/${shipperFolder}/f.pdf`, {
        method: 'POST',
        token: forged,
        headers: { 'content-type': 'application/pdf' },
        body: pdfBytes(),
      });
      expect(await res.json()).toMatchObject({ statusCode: '403', code: 'AccessDenied' });
      const { error } = await transporter.storage
        .from('no-existe')
        .upload(`${transporterFolder}/a.pdf`, pdfBytes(), { contentType: 'application/pdf' });
      expect(error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
    });

    it('refuses object names outside S3-safe characters', async () => {
      const { error } = await transporter.storage
        .from(BUCKET)
        .upload(`${transporterFolder}/ñandú<script>.pdf`, pdfBytes(), {
          contentType: 'application/pdf',
        });
      expect(error).toMatchObject({ statusCode: '400' });
      expect(error?.message).toMatch(/^Invalid key: /);
    });
  });

  describe('list', () => {
    it('lists the own folder with the defaults (limit 100, offset 0, name asc)', async () => {
      const { data, error } = await transporter.storage.from(BUCKET).list(transporterFolder);
      expect(error).toBeNull();
      const names = data?.map((entry) => entry.name) ?? [];
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      expect(names).toEqual(expect.arrayContaining(['licencia.pdf', 'seguro.png', 'rto.jpg']));
      expect(data?.[0]).toMatchObject({ id: expect.any(String), metadata: expect.any(Object) });
    });

    it('pages with limit and offset and sorts by another column', async () => {
      const all = (await transporter.storage.from(BUCKET).list(transporterFolder)).data ?? [];
      const page = await transporter.storage
        .from(BUCKET)
        .list(transporterFolder, { limit: 2, offset: 1 });
      expect(page.data?.map((e) => e.name)).toEqual(all.slice(1, 3).map((e) => e.name));
      const desc = await transporter.storage
        .from(BUCKET)
        .list(transporterFolder, { sortBy: { column: 'name', order: 'desc' } });
      expect(desc.data?.map((e) => e.name)).toEqual(all.map((e) => e.name).reverse());
      const byDate = await transporter.storage
        .from(BUCKET)
        .list(transporterFolder, { sortBy: { column: 'created_at', order: 'asc' } });
      expect(byDate.data?.[0].name).toBe('licencia.pdf');
      const search = await transporter.storage
        .from(BUCKET)
        .list(transporterFolder, { search: 'seg' });
      expect(search.data?.map((e) => e.name)).toEqual(['seguro.png']);
    });

    it('shows folders as entries without id at the root, and only what RLS lets the user read', async () => {
      await shipper.storage
        .from(BUCKET)
        .upload(`${shipperFolder}/cuit.pdf`, pdfBytes(), { contentType: 'application/pdf' });
      const transporterRoot = await transporter.storage.from(BUCKET).list();
      expect(transporterRoot.data).toEqual([
        expect.objectContaining({ name: transporterFolder, id: null }),
      ]);
      const adminRoot = await admin.storage.from(BUCKET).list();
      expect(adminRoot.data?.map((e) => e.name).sort()).toEqual(
        [shipperFolder, transporterFolder].sort(),
      );
    });

    it("shows nothing of another user's folder, nor anything to anon", async () => {
      expect((await transporter.storage.from(BUCKET).list(shipperFolder)).data).toEqual([]);
      expect((await anon.storage.from(BUCKET).list(transporterFolder)).data).toEqual([]);
    });
  });

  describe('download, info and signed URLs', () => {
    it('downloads the own file with its bytes and type', async () => {
      const { data, error } = await transporter.storage
        .from(BUCKET)
        .download(`${transporterFolder}/seguro.png`);
      expect(error).toBeNull();
      expect(data?.type).toBe('image/png');
      expect(Buffer.from(await data!.arrayBuffer()).equals(pngBytes(1500))).toBe(true);
    });

    it('answers a missing or forbidden object with Storage’s not-found body (HTTP 400)', async () => {
      const res = await storageFetch(`/object/${BUCKET}/${shipperFolder}/cuit.pdf`, {
        token: (await transporter.auth.getSession()).data.session?.access_token,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        statusCode: '404',
        code: 'NoSuchKey',
        error: 'not_found',
        message: 'Object not found',
      });
      expect(
        (await anon.storage.from(BUCKET).download(`${transporterFolder}/seguro.png`)).error,
      ).toMatchObject({ statusCode: '404' });
    });

    it('lets an admin read any document file', async () => {
      const { data, error } = await admin.storage
        .from(BUCKET)
        .download(`${shipperFolder}/cuit.pdf`);
      expect(error).toBeNull();
      expect(data?.size).toBe(2048);
    });

    it('gives the info of an object', async () => {
      const { data, error } = await transporter.storage
        .from(BUCKET)
        .info(`${transporterFolder}/licencia.pdf`);
      expect(error).toBeNull();
      expect(data).toMatchObject({
        name: `${transporterFolder}/licencia.pdf`,
        bucketId: BUCKET,
        size: 3000,
        contentType: 'application/pdf',
      });
      expect(
        (await transporter.storage.from(BUCKET).exists(`${transporterFolder}/licencia.pdf`)).data,
      ).toBe(true);
      expect(
        (await transporter.storage.from(BUCKET).exists(`${shipperFolder}/cuit.pdf`)).data,
      ).toBe(false);
    });

    it('creates a signed URL that downloads without any header', async () => {
      const { data, error } = await transporter.storage
        .from(BUCKET)
        .createSignedUrl(`${transporterFolder}/licencia.pdf`, 60, { download: 'licencia.pdf' });
      expect(error).toBeNull();
      const res = await fetch(data!.signedUrl);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toContain('attachment; filename=licencia.pdf');
      expect(Buffer.from(await res.arrayBuffer()).equals(pdfBytes(3000))).toBe(true);
    });

    it("refuses to sign another user's file or a missing one", async () => {
      const other = await transporter.storage
        .from(BUCKET)
        .createSignedUrl(`${shipperFolder}/cuit.pdf`, 60);
      expect(other.error).toMatchObject({ statusCode: '404', message: 'Object not found' });
      const many = await transporter.storage
        .from(BUCKET)
        .createSignedUrls([`${transporterFolder}/licencia.pdf`, `${shipperFolder}/cuit.pdf`], 60);
      expect(many.data?.map((entry) => entry.error === null)).toEqual([true, false]);
      const bad = await transporter.storage
        .from(BUCKET)
        .createSignedUrl(`${transporterFolder}/licencia.pdf`, 0);
      expect(bad.error).toMatchObject({
        statusCode: '400',
        message: 'Invalid Parameter expiresIn',
      });
    });

    it('refuses an expired, tampered or re-targeted signed URL', async () => {
      const url = `${BUCKET}/${transporterFolder}/licencia.pdf`;
      const sign = (claims: Record<string, unknown>, exp: number) =>
        new SignJWT(claims)
          .setProtectedHeader({ alg: 'HS256' })
          .setExpirationTime(exp)
          .sign(secretKey);
      const now = Math.floor(Date.now() / 1000);
      const expired = await storageFetch(
        `/object/sign/${url}?token=${await sign({ url }, now - 10)}`,
        {
          token: null,
        },
      );
      expect(await expired.json()).toMatchObject({ statusCode: '400', code: 'InvalidJWT' });

      const forOther = await sign({ url: `${BUCKET}/${shipperFolder}/cuit.pdf` }, now + 60);
      const retargeted = await storageFetch(`/object/sign/${url}?token=${forOther}`, {
        token: null,
      });
      expect(await retargeted.json()).toMatchObject({
        statusCode: '400',
        code: 'InvalidSignature',
        message: 'Invalid signature',
      });

      const { data } = await transporter.storage
        .from(BUCKET)
        .createSignedUrl(`${transporterFolder}/licencia.pdf`, 60);
      // The second-to-last character: the last one of a 32-byte signature carries 2 padding bits,
      // so changing only those ('A' to 'B') would decode to the same signature.
      const tampered = data!.signedUrl.replace(/.(?=.$)/, (c) => (c === 'A' ? 'Q' : 'A'));
      expect((await fetch(tampered)).status).toBe(400);
    });
  });

  describe('remove', () => {
    it("removes nothing of another user's, and nothing for anon", async () => {
      const before = await objectCount();
      expect(
        (await transporter.storage.from(BUCKET).remove([`${shipperFolder}/cuit.pdf`])).data,
      ).toEqual([]);
      expect(
        (await anon.storage.from(BUCKET).remove([`${transporterFolder}/seguro.png`])).data,
      ).toEqual([]);
      expect(await objectCount()).toBe(before);
    });

    it('removes own files and answers what it removed', async () => {
      const path = `${transporterFolder}/rto.jpg`;
      const { data, error } = await transporter.storage
        .from(BUCKET)
        .remove([path, `${transporterFolder}/nada.pdf`]);
      expect(error).toBeNull();
      expect(data?.map((entry) => entry.name)).toEqual([path]);
      expect(await objectCount(`name = '${path}'`)).toBe(0);
      expect((await transporter.storage.from(BUCKET).download(path)).error).toMatchObject({
        statusCode: '404',
      });
    });
  });

  describe('routes', () => {
    it('answers an unknown route like Storage', async () => {
      const res = await storageFetch('/bucket-nope/x', { method: 'GET' });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        statusCode: '404',
        code: 'InvalidRequest',
        error: 'Not Found',
        message: 'Route GET:/storage/v1/bucket-nope/x not found',
      });
    });
  });
});
