import { describe, expect, it } from 'vitest';
import { checkDocumentFile, fileCheckMessages, MAX_DOCUMENT_BYTES } from './file-check';
import { pdfFile, pngFile, jpegFile } from './testing/files';

describe('checkDocumentFile', () => {
  it('accepts each allowed type with the type its content shows', async () => {
    await expect(checkDocumentFile(pdfFile())).resolves.toEqual({
      ok: true,
      mimeType: 'application/pdf',
    });
    await expect(checkDocumentFile(pngFile())).resolves.toEqual({
      ok: true,
      mimeType: 'image/png',
    });
    await expect(checkDocumentFile(jpegFile())).resolves.toEqual({
      ok: true,
      mimeType: 'image/jpeg',
    });
  });

  it('judges by content, not by the name or the declared type', async () => {
    const disguised = new File(['MZ not a pdf at all'], 'contrato.pdf', {
      type: 'application/pdf',
    });
    await expect(checkDocumentFile(disguised)).resolves.toEqual({
      ok: false,
      message: fileCheckMessages.wrongType,
    });
    // A real PNG named .txt is still a PNG.
    await expect(checkDocumentFile(pngFile('foto.txt'))).resolves.toMatchObject({ ok: true });
  });

  it('refuses a file over 10 MB and accepts one of exactly 10 MB', async () => {
    await expect(checkDocumentFile(pdfFile('grande.pdf', MAX_DOCUMENT_BYTES + 1))).resolves.toEqual(
      {
        ok: false,
        message: fileCheckMessages.tooLarge,
      },
    );
    await expect(
      checkDocumentFile(pdfFile('justo.pdf', MAX_DOCUMENT_BYTES)),
    ).resolves.toMatchObject({ ok: true });
  });

  it('refuses an empty file', async () => {
    await expect(checkDocumentFile(new File([], 'vacio.pdf'))).resolves.toEqual({
      ok: false,
      message: fileCheckMessages.empty,
    });
  });
});
