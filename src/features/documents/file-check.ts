/**
 * Checks a chosen file before anything is uploaded: its type by content (the first bytes), not
 * by name, and its size. The bucket repeats both limits for any client.
 */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export type DocumentMimeType = 'application/pdf' | 'image/jpeg' | 'image/png';

export const fileCheckMessages = {
  required: 'Selecciona un archivo',
  wrongType: 'El archivo debe ser un PDF, JPG o PNG',
  tooLarge: 'El archivo no puede superar los 10 MB',
  empty: 'El archivo está vacío',
} as const;

const SIGNATURES: readonly { mime: DocumentMimeType; bytes: readonly number[] }[] = [
  { mime: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { mime: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mime: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/** The type the leading bytes announce, or null for anything else. */
export function sniffMimeType(head: Uint8Array): DocumentMimeType | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, i) => head[i] === byte));
  return match?.mime ?? null;
}

export type FileCheck = { ok: true; mimeType: DocumentMimeType } | { ok: false; message: string };

/** The first `length` bytes (FileReader: every browser and jsdom have it, Blob.arrayBuffer not). */
function readHead(file: Blob, length: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('No se pudo leer el archivo'));
    reader.readAsArrayBuffer(file.slice(0, length));
  });
}

/** Size first (no need to read a huge file), then the content's signature. */
export async function checkDocumentFile(file: Blob): Promise<FileCheck> {
  if (file.size === 0) return { ok: false, message: fileCheckMessages.empty };
  if (file.size > MAX_DOCUMENT_BYTES) return { ok: false, message: fileCheckMessages.tooLarge };
  const mimeType = sniffMimeType(await readHead(file, 8));
  return mimeType ? { ok: true, mimeType } : { ok: false, message: fileCheckMessages.wrongType };
}
