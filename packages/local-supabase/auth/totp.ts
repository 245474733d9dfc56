import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * TOTP (RFC 6238 over RFC 4226's HOTP) as GoTrue uses it through pquerna/otp: SHA-1, 30-second
 * steps, 6 digits, a 20-byte secret shown in base32 without padding, one step of skew each way.
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const TOTP_SKEW_STEPS = 1;
const SECRET_BYTES = 20;

export type TotpAlgorithm = 'sha1' | 'sha256' | 'sha512';

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding, as authenticator apps expect the secret. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32 (case, spaces and padding ignored); throws on any other character. */
export function base32Decode(text: string): Uint8Array {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index < 0) throw new Error('invalid base32 character');
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Uint8Array.from(out);
}

/** A new random secret, base32-encoded. */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(SECRET_BYTES));
}

/** RFC 4226 HOTP: the dynamically truncated HMAC of the 8-byte big-endian counter. */
export function hotp(
  secret: Uint8Array,
  counter: number,
  digits: number = TOTP_DIGITS,
  algorithm: TotpAlgorithm = 'sha1',
): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, secret).update(message).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step (RFC 6238's T) of a moment given in seconds since the epoch. */
export function timeStep(unixSeconds: number, period = TOTP_PERIOD_SECONDS): number {
  return Math.floor(unixSeconds / period);
}

export interface TotpOptions {
  period?: number;
  digits?: number;
  algorithm?: TotpAlgorithm;
}

/** The code of the step containing `unixSeconds`. */
export function totp(secret: Uint8Array, unixSeconds: number, options: TotpOptions = {}): string {
  return hotp(
    secret,
    timeStep(unixSeconds, options.period),
    options.digits ?? TOTP_DIGITS,
    options.algorithm,
  );
}

/**
 * The step whose code `code` is, looking one step either side of now (clock drift); null when
 * none matches. Every candidate is compared in constant time.
 */
export function matchTotp(
  code: string,
  secretBase32: string,
  unixSeconds: number,
  skew: number = TOTP_SKEW_STEPS,
): number | null {
  if (!/^[0-9]{6}$/.test(code)) return null;
  let secret: Uint8Array;
  try {
    secret = base32Decode(secretBase32);
  } catch {
    return null;
  }
  const now = timeStep(unixSeconds);
  let matched: number | null = null;
  for (let step = now - skew; step <= now + skew; step += 1) {
    const expected = Buffer.from(hotp(secret, step));
    if (timingSafeEqual(expected, Buffer.from(code)) && matched === null) matched = step;
  }
  return matched;
}

/** The otpauth:// URI authenticator apps read, in pquerna/otp's layout. */
export function totpUri(secretBase32: string, issuer: string, accountName: string): string {
  // Go's url.URL leaves ':' and '@' unescaped in a path.
  const label = encodeURIComponent(`${issuer}:${accountName}`).replace(
    /%3A|%40/g,
    decodeURIComponent,
  );
  const params = new URLSearchParams({
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    issuer,
    period: String(TOTP_PERIOD_SECONDS),
    secret: secretBase32,
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}
