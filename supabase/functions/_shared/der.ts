/**
 * Just enough DER (ASN.1's binary form) to sign in to ARCA: write the CMS SignedData of WSAA's
 * login ticket request, and read a certificate's issuer and serial number. Web-standard only
 * (Uint8Array), so it runs on Deno as on Node.
 */

export function concat(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function lengthBytes(length: number): number[] {
  if (length < 0x80) return [length];
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return [0x80 | bytes.length, ...bytes];
}

/** One element: its tag, its length, its contents. */
export function tlv(tag: number, ...contents: Uint8Array[]): Uint8Array {
  const body = concat(contents);
  return concat([Uint8Array.of(tag, ...lengthBytes(body.length)), body]);
}

export const sequence = (...items: Uint8Array[]) => tlv(0x30, ...items);
export const set = (...items: Uint8Array[]) => tlv(0x31, ...items);
export const octetString = (bytes: Uint8Array) => tlv(0x04, bytes);
export const nullValue = () => Uint8Array.of(0x05, 0x00);
/** [n] EXPLICIT, or a constructed [n] IMPLICIT: a context tag around its contents. */
export const context = (n: number, ...items: Uint8Array[]) => tlv(0xa0 + n, ...items);
export const utf8String = (text: string) => tlv(0x0c, new TextEncoder().encode(text));
export const printableString = (text: string) => tlv(0x13, new TextEncoder().encode(text));

/** A non-negative INTEGER, from a number or its big-endian magnitude (a 0 byte keeps it positive). */
export function integer(value: Uint8Array | number): Uint8Array {
  let bytes = value;
  if (typeof bytes === 'number') {
    const out: number[] = [];
    let rest = bytes;
    do {
      out.unshift(rest % 256);
      rest = Math.floor(rest / 256);
    } while (rest > 0);
    bytes = Uint8Array.from(out);
  }
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start++;
  bytes = bytes.subarray(start);
  return tlv(0x02, bytes[0] >= 0x80 ? concat([Uint8Array.of(0), bytes]) : bytes);
}

export function objectIdentifier(dotted: string): Uint8Array {
  const [first, second, ...rest] = dotted.split('.').map(Number);
  const out = [first * 40 + second];
  for (const arc of rest) {
    const chunk = [arc & 0x7f];
    for (let value = Math.floor(arc / 128); value > 0; value = Math.floor(value / 128)) {
      chunk.unshift((value & 0x7f) | 0x80);
    }
    out.push(...chunk);
  }
  return tlv(0x06, Uint8Array.from(out));
}

/** UTCTime, as certificates write dates up to 2049: YYMMDDHHMMSSZ. */
export function utcTime(date: Date): Uint8Array {
  const text = date.toISOString().replace(/[-:T]/g, '').slice(2, 14) + 'Z';
  return tlv(0x17, new TextEncoder().encode(text));
}

export interface Element {
  tag: number;
  /** The whole element, tag and length included. */
  bytes: Uint8Array;
  /** Its contents. */
  value: Uint8Array;
}

/** The element at `offset`; throws on a truncated or indefinite-length one. */
export function readElement(data: Uint8Array, offset = 0): Element {
  const tag = data[offset];
  let length = data[offset + 1];
  let header = 2;
  if (length === undefined || tag === undefined) throw new Error('DER truncado');
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count === 0 || count > 4) throw new Error('DER con longitud no soportada');
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + data[offset + 2 + i];
    header += count;
  }
  const end = offset + header + length;
  if (end > data.length) throw new Error('DER truncado');
  return {
    tag,
    bytes: data.subarray(offset, end),
    value: data.subarray(offset + header, end),
  };
}

/** The elements inside a constructed one, in order. */
export function children(element: Element): Element[] {
  const out: Element[] = [];
  for (let at = 0; at < element.value.length;) {
    const child = readElement(element.value, at);
    out.push(child);
    at += child.bytes.length;
  }
  return out;
}

export function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const base64 = pem.replace(/-----(BEGIN|END) [A-Z ]+-----/g, '').replace(/\s+/g, '');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

export function fromBase64(base64: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}
