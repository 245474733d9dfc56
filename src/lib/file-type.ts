/**
 * The types of file the app stores (a document, the trip's insurance certificate, its photos and
 * signature), told by the file's first bytes, never by its name or the browser's guess. The
 * backend's Storage checks the same signatures again.
 */
export type StoredFileType = 'application/pdf' | 'image/jpeg' | 'image/png';

export const fileExtensions: Record<StoredFileType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

const fileTypeNames: Record<StoredFileType, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
};

const SIGNATURES: readonly { type: StoredFileType; bytes: readonly number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/** The type the leading bytes announce, or null for anything else. */
export function sniffFileType(head: Uint8Array): StoredFileType | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, i) => head[i] === byte));
  return match?.type ?? null;
}

/** The first `length` bytes. */
async function readHead(file: Blob, length: number): Promise<Uint8Array> {
  const head = file.slice(0, length);
  // Browsers and Node read a Blob directly; jsdom's Blob cannot, its FileReader can.
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('No se pudo leer el archivo'));
    reader.readAsArrayBuffer(head);
  });
}

/** The type the file's content shows, or null when it is none the app stores. */
export async function fileTypeOf(file: Blob): Promise<StoredFileType | null> {
  return sniffFileType(await readHead(file, 8));
}

/** 'El archivo debe ser un PDF, JPG o PNG' for the types a field takes. */
export function wrongFileTypeMessage(allowed: readonly StoredFileType[]): string {
  const names = allowed.map((type) => fileTypeNames[type]);
  const list =
    names.length > 1 ? `${names.slice(0, -1).join(', ')} o ${names[names.length - 1]}` : names[0];
  return `El archivo debe ser un ${list}`;
}
