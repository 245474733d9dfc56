/**
 * Content checks of an upload: the bucket's allowed MIME types (as Supabase Storage checks them)
 * and, beyond Storage, the file's leading "magic" bytes for the types this product accepts, so a
 * file named and declared `.png` that holds a PDF (or anything else) is refused.
 */

/** Leading bytes each sniffable type must start with. */
const SIGNATURES: Record<string, readonly number[][]> = {
  'application/pdf': [[0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  'image/png': [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  'image/jpeg': [[0xff, 0xd8, 0xff]],
};

/** The media type without parameters, lower-cased: `Image/PNG; q=1` → `image/png`. */
export function essence(mimeType: string): string {
  return mimeType.split(';')[0].trim().toLowerCase();
}

/** Storage's validateMimeType: `type/subtype` must match an allowed entry or `type/*`. */
export function mimeTypeAllowed(mimeType: string, allowed: readonly string[]): boolean {
  const requested = essence(mimeType).split('/');
  if (requested.length < 2) return false;
  const [type, subtype] = requested;
  return allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.toLowerCase().split('/');
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
  });
}

/** The sniffable type the bytes start with, or null. */
export function sniffMimeType(bytes: Uint8Array): string | null {
  for (const [type, signatures] of Object.entries(SIGNATURES)) {
    if (signatures.some((sig) => sig.every((byte, i) => bytes[i] === byte))) return type;
  }
  return null;
}

/**
 * False when the declared type is one we can recognise and the bytes are not of that type.
 * Types without a known signature pass (the bucket's allowed list still applies to them).
 */
export function contentMatchesType(mimeType: string, bytes: Uint8Array): boolean {
  const declared = essence(mimeType);
  if (!(declared in SIGNATURES)) return true;
  return sniffMimeType(bytes) === declared;
}
