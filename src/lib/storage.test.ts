// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { StorageBucket } from './storage';
import { DataError } from './data-errors';
import { signedFileUrl, uploadStoredFile } from './storage';

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function fakeBucket(answer: { error: unknown } = { error: null }) {
  const upload = vi.fn(async () => answer);
  const createSignedUrl = vi.fn(async () => ({
    data: { signedUrl: 'https://x/firmada' },
    error: null,
  }));
  return {
    bucket: Promise.resolve({ upload, createSignedUrl } as unknown as StorageBucket),
    upload,
    createSignedUrl,
  };
}

describe('uploadStoredFile', () => {
  it("uploads under the folder as the type the bytes show, not the browser's claim", async () => {
    const { bucket, upload } = fakeBucket();
    const file = new File([PDF], 'foto.png', { type: 'image/png' });
    const stored = await uploadStoredFile(bucket, 'u1/trips/l1', file, ['application/pdf']);
    expect(stored.type).toBe('application/pdf');
    expect(stored.path).toMatch(/^u1\/trips\/l1\/[0-9a-f-]{36}\.pdf$/);
    const [path, body, options] = upload.mock.calls[0] as unknown as [string, Blob, object];
    expect(path).toBe(stored.path);
    expect(body.type).toBe('application/pdf');
    expect(new Uint8Array(await body.arrayBuffer())).toEqual(PDF);
    expect(options).toEqual({ contentType: 'application/pdf', upsert: false });
  });

  it('refuses bytes of another type before sending anything', async () => {
    const { bucket, upload } = fakeBucket();
    const claimedPdf = new File([PNG], 'poliza.pdf', { type: 'application/pdf' });
    await expect(uploadStoredFile(bucket, 'u1', claimedPdf, ['application/pdf'])).rejects.toThrow(
      'El archivo debe ser un PDF',
    );
    const html = new File(['<html></html>'], 'firma.png', { type: 'image/png' });
    await expect(uploadStoredFile(bucket, 'u1', html, ['image/png'])).rejects.toThrow(
      'El archivo debe ser un PNG',
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it('names the file as asked, and takes a 409 for that name as the earlier upload of it', async () => {
    const file = new File([PNG], 'firma.png', { type: 'image/png' });
    const duplicate = { statusCode: '409', status: 400, message: 'The resource already exists' };
    const { bucket, upload } = fakeBucket({ error: duplicate });
    const stored = await uploadStoredFile(bucket, 'u1/trips/l1', file, ['image/png'], {
      name: 'r1-firma',
    });
    expect(stored.path).toBe('u1/trips/l1/r1-firma.png');
    expect(upload).toHaveBeenCalledTimes(1);
    // A random name that exists is not this file: refused.
    await expect(uploadStoredFile(bucket, 'u1', file, ['image/png'])).rejects.toThrow(
      'No se pudo subir el archivo. Inténtalo de nuevo.',
    );
  });

  it("keeps Storage's status as the refusal's code (a file too large is 413)", async () => {
    const { bucket } = fakeBucket({
      error: { statusCode: '413', status: 400, message: 'The object exceeded the maximum size' },
    });
    const file = new File([PNG], 'foto.png', { type: 'image/png' });
    const refused = await uploadStoredFile(bucket, 'u1', file, ['image/png']).catch((e) => e);
    expect(refused).toBeInstanceOf(DataError);
    expect(refused.code).toBe('413');
  });

  it("says Storage's refusal through the caller's mapper", async () => {
    const { bucket } = fakeBucket({ error: { statusCode: '403', message: 'denied' } });
    const file = new File([PNG], 'firma.png', { type: 'image/png' });
    await expect(uploadStoredFile(bucket, 'u1', file, ['image/png'])).rejects.toThrow(
      'No se pudo subir el archivo. Inténtalo de nuevo.',
    );
  });
});

describe('signedFileUrl', () => {
  it('signs for 60 s, naming the download when asked', async () => {
    const { bucket, createSignedUrl } = fakeBucket();
    const fail = (error: unknown) => new DataError(error, 'No se pudo abrir el archivo.');
    await expect(signedFileUrl(bucket, 'u1/a.pdf', fail)).resolves.toBe('https://x/firmada');
    expect(createSignedUrl).toHaveBeenLastCalledWith('u1/a.pdf', 60, undefined);
    await signedFileUrl(bucket, 'u1/a.pdf', fail, 'licencia.pdf');
    expect(createSignedUrl).toHaveBeenLastCalledWith('u1/a.pdf', 60, { download: 'licencia.pdf' });
  });
});
