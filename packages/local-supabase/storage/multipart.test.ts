import { describe, expect, it } from 'vitest';
import { MultipartError, multipartBoundary, parseMultipart } from './multipart.ts';
import { pngBytes } from './test-files.ts';

/** Encodes a form the way fetch does, and parses it back. */
async function roundTrip(form: FormData) {
  const request = new Request('http://x/', { method: 'POST', body: form });
  const boundary = multipartBoundary(request.headers.get('content-type') ?? undefined);
  if (!boundary) throw new Error('no boundary');
  return parseMultipart(Buffer.from(await request.arrayBuffer()), boundary);
}

describe('multipart/form-data', () => {
  it('reads the boundary of a content type, quoted or not', () => {
    expect(multipartBoundary('multipart/form-data; boundary=abc')).toBe('abc');
    expect(multipartBoundary('multipart/form-data; boundary="a b"')).toBe('a b');
    expect(multipartBoundary('application/pdf')).toBeNull();
    expect(multipartBoundary(undefined)).toBeNull();
  });

  it('parses the fields and the file of a storage-js upload, bytes untouched', async () => {
    const form = new FormData();
    form.append('cacheControl', '3600');
    form.append('', new File([pngBytes(5000)], 'foto "1".png', { type: 'image/png' }));
    const parsed = await roundTrip(form);
    expect(parsed.fields).toEqual({ cacheControl: '3600' });
    expect(parsed.file?.contentType).toBe('image/png');
    expect(parsed.file?.fileName).toBe('foto %221%22.png');
    expect(parsed.file?.data.equals(pngBytes(5000))).toBe(true);
  });

  it('keeps a file whose bytes contain CRLF and dashes', async () => {
    const tricky = Buffer.from('\r\n--\r\n----boundary\r\n\r\n');
    const form = new FormData();
    form.append('file', new Blob([tricky], { type: 'application/octet-stream' }), 'x.bin');
    expect((await roundTrip(form)).file?.data.equals(tricky)).toBe(true);
  });

  it('refuses a body without the boundary or cut short', () => {
    expect(() => parseMultipart(Buffer.from('hola'), 'b')).toThrow(MultipartError);
    expect(() =>
      parseMultipart(Buffer.from('--b\r\ncontent-disposition: form-data; name="a"\r\n\r\nx'), 'b'),
    ).toThrow(MultipartError);
  });
});
