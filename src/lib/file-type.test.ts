import { describe, expect, it } from 'vitest';
import { fileTypeOf, sniffFileType, wrongFileTypeMessage } from './file-type';

describe('sniffFileType', () => {
  it('recognises PDF, PNG and JPEG by their leading bytes', () => {
    expect(sniffFileType(new TextEncoder().encode('%PDF-1.7'))).toBe('application/pdf');
    expect(sniffFileType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      'image/png',
    );
    expect(sniffFileType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
  });

  it('refuses anything else, including a truncated signature', () => {
    expect(sniffFileType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffFileType(new TextEncoder().encode('%PD'))).toBeNull();
    expect(sniffFileType(new Uint8Array([]))).toBeNull();
  });
});

describe('fileTypeOf', () => {
  it("reads the bytes and ignores the browser's claim", async () => {
    const renamed = new File(['GIF89a…'], 'poliza.pdf', { type: 'application/pdf' });
    await expect(fileTypeOf(renamed)).resolves.toBeNull();
    const unnamed = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0])], 'foto', {
      type: '',
    });
    await expect(fileTypeOf(unnamed)).resolves.toBe('image/jpeg');
  });
});

describe('wrongFileTypeMessage', () => {
  it('names the types a field takes', () => {
    expect(wrongFileTypeMessage(['application/pdf', 'image/jpeg', 'image/png'])).toBe(
      'El archivo debe ser un PDF, JPG o PNG',
    );
    expect(wrongFileTypeMessage(['application/pdf'])).toBe('El archivo debe ser un PDF');
  });
});
