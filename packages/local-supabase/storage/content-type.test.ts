import { describe, expect, it } from 'vitest';
import { contentMatchesType, mimeTypeAllowed, sniffMimeType } from './content-type.ts';
import { jpegBytes, pdfBytes, pngBytes } from './test-files.ts';

const ALLOWED = ['application/pdf', 'image/jpeg', 'image/png'];

describe('mimeTypeAllowed (Storage validateMimeType)', () => {
  it.each([
    ['application/pdf', true],
    ['image/png; charset=binary', true],
    ['IMAGE/JPEG', true],
    ['image/gif', false],
    ['text/plain', false],
    ['pdf', false],
    ['', false],
  ])('%s → %s', (type, allowed) => {
    expect(mimeTypeAllowed(type, ALLOWED)).toBe(allowed);
  });

  it('accepts a type/* wildcard', () => {
    expect(mimeTypeAllowed('image/webp', ['image/*'])).toBe(true);
    expect(mimeTypeAllowed('video/mp4', ['image/*'])).toBe(false);
  });
});

describe('content sniffing', () => {
  it('recognises PDF, PNG and JPEG by their first bytes', () => {
    expect(sniffMimeType(pdfBytes())).toBe('application/pdf');
    expect(sniffMimeType(pngBytes())).toBe('image/png');
    expect(sniffMimeType(jpegBytes())).toBe('image/jpeg');
    expect(sniffMimeType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffMimeType(Buffer.alloc(0))).toBeNull();
  });

  it('refuses a declared type the bytes contradict', () => {
    expect(contentMatchesType('image/png', pngBytes())).toBe(true);
    expect(contentMatchesType('image/png', pdfBytes())).toBe(false);
    expect(contentMatchesType('application/pdf', jpegBytes())).toBe(false);
    expect(contentMatchesType('application/pdf', Buffer.from('%PD'))).toBe(false);
    expect(contentMatchesType('image/jpeg; q=1', jpegBytes())).toBe(true);
  });

  it('lets types without a known signature through (the bucket list still applies)', () => {
    expect(contentMatchesType('text/plain', Buffer.from('hola'))).toBe(true);
  });
});
