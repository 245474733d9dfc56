/**
 * Checks a chosen file before anything is uploaded: its type by content (the first bytes), not
 * by name, and its size. The bucket repeats both limits for any client.
 */
import { fileTypeOf, wrongFileTypeMessage, type StoredFileType } from '@/lib/file-type';

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** A document is a PDF, JPG or PNG. */
export const DOCUMENT_FILE_TYPES: readonly StoredFileType[] = [
  'application/pdf',
  'image/jpeg',
  'image/png',
];

export const fileCheckMessages = {
  required: 'Selecciona un archivo',
  wrongType: wrongFileTypeMessage(DOCUMENT_FILE_TYPES),
  tooLarge: 'El archivo no puede superar los 10 MB',
  empty: 'El archivo está vacío',
} as const;

export type FileCheck = { ok: true; mimeType: StoredFileType } | { ok: false; message: string };

/** Size first (no need to read a huge file), then the content's signature. */
export async function checkDocumentFile(file: Blob): Promise<FileCheck> {
  if (file.size === 0) return { ok: false, message: fileCheckMessages.empty };
  if (file.size > MAX_DOCUMENT_BYTES) return { ok: false, message: fileCheckMessages.tooLarge };
  const mimeType = await fileTypeOf(file);
  return mimeType && DOCUMENT_FILE_TYPES.includes(mimeType)
    ? { ok: true, mimeType }
    : { ok: false, message: fileCheckMessages.wrongType };
}
