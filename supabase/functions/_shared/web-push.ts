/**
 * Web Push from the application server's side, in web-standard crypto only: a message encrypted
 * for one browser (RFC 8291, `aes128gcm` of RFC 8188, one record) and the VAPID authorization
 * the push service checks (RFC 8292: an ES256 JWT for the endpoint's origin, and the server's
 * public key). The push service can read neither the message nor who it is for.
 */
import { concat, fromBase64, toBase64 } from './der.ts';

/** Bytes as Web Crypto takes them, in every TypeScript environment here (Deno, Node, DOM). */
type Bytes = Uint8Array<ArrayBuffer>;
/** Web Crypto's key, named through `crypto` (Node's types have no global CryptoKey). */
export type WebCryptoKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;

export function toBase64Url(bytes: Uint8Array): string {
  return toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Bytes {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  return fromBase64(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
}

const encoder = new TextEncoder();

/** One record holds the whole message: what this sends stays far below 4096 bytes. */
const RECORD_SIZE = 4096;

export interface PushTarget {
  /** The browser's P-256 public key, uncompressed (65 bytes), base64url (`keys.p256dh`). */
  p256dh: string;
  /** The browser's 16-byte authentication secret, base64url (`keys.auth`). */
  auth: string;
}

async function hkdf(salt: Bytes, ikm: Bytes, info: Bytes, bytes: number): Promise<Bytes> {
  const key = await crypto.subtle.importKey('raw', ikm, 'HKDF', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'HKDF', hash: 'SHA-256', salt: salt, info: info },
    key,
    bytes * 8,
  );
  return new Uint8Array(bits);
}

/** The content key and nonce of one message (RFC 8291 section 3.4, RFC 8188 section 2.2). */
export async function messageKeys(
  ecdhSecret: Bytes,
  authSecret: Bytes,
  uaPublic: Bytes,
  asPublic: Bytes,
  salt: Bytes,
): Promise<{ cek: Bytes; nonce: Bytes }> {
  const keyInfo = concat([encoder.encode('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = await hkdf(authSecret, ecdhSecret, keyInfo, 32);
  return {
    cek: await hkdf(salt, ikm, encoder.encode('Content-Encoding: aes128gcm\0'), 16),
    nonce: await hkdf(salt, ikm, encoder.encode('Content-Encoding: nonce\0'), 12),
  };
}

/** A fresh P-256 key pair for one message; a test passes the RFC's. */
export interface SenderKeys {
  privateKey: WebCryptoKey;
  /** Uncompressed public key, 65 bytes. */
  publicKey: Bytes;
}

async function ephemeralKeys(): Promise<SenderKeys> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, [
    'deriveBits',
  ]);
  const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  return { privateKey: pair.privateKey, publicKey };
}

/** The body of a push: salt, record size, the sender's key, then the encrypted record. */
export async function encryptPush(
  target: PushTarget,
  plaintext: Bytes,
  fixed: { sender?: SenderKeys; salt?: Bytes } = {},
): Promise<Bytes> {
  const uaPublic = fromBase64Url(target.p256dh);
  const authSecret = fromBase64Url(target.auth);
  const sender = fixed.sender ?? (await ephemeralKeys());
  const salt = fixed.salt ?? crypto.getRandomValues(new Uint8Array(16));
  const uaKey = await crypto.subtle.importKey(
    'raw',
    uaPublic,
    { name: 'ECDH', namedCurve: 'P-256' },
    false,
    [],
  );
  const ecdhSecret = new Uint8Array(
    await crypto.subtle.deriveBits({ name: 'ECDH', public: uaKey }, sender.privateKey, 256),
  );
  const { cek, nonce } = await messageKeys(
    ecdhSecret,
    authSecret,
    uaPublic,
    sender.publicKey,
    salt,
  );
  const key = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['encrypt']);
  // The last (here the only) record ends with the delimiter 2, and no padding.
  const record = concat([plaintext, new Uint8Array([2])]);
  const ciphertext = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv: nonce }, key, record),
  );
  const header = new Uint8Array(16 + 4 + 1);
  header.set(salt, 0);
  new DataView(header.buffer).setUint32(16, RECORD_SIZE);
  header[20] = sender.publicKey.length;
  return concat([header, sender.publicKey, ciphertext]);
}

/** The server's VAPID key pair as its secrets hold it: base64url, public 65 bytes, private 32. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who runs the server, for the push service to reach: `mailto:` or `https:`. */
  subject: string;
}

/**
 * A P-256 private key from its public point (uncompressed, base64url) and scalar `d` (base64url),
 * for ECDSA (VAPID's signature) or ECDH (a test's fixed sender or browser key).
 */
export function p256PrivateKey(
  publicKey: string,
  d: string,
  algorithm: 'ECDSA' | 'ECDH',
): Promise<WebCryptoKey> {
  const point = fromBase64Url(publicKey);
  return crypto.subtle.importKey(
    'jwk',
    {
      kty: 'EC',
      crv: 'P-256',
      x: toBase64Url(point.subarray(1, 33)),
      y: toBase64Url(point.subarray(33, 65)),
      d,
    },
    { name: algorithm, namedCurve: 'P-256' },
    false,
    algorithm === 'ECDSA' ? ['sign'] : ['deriveBits'],
  );
}

/** VAPID's `Authorization` header for a push to `endpoint`, valid 12 hours (RFC 8292 allows 24). */
export async function vapidAuthorization(
  keys: VapidKeys,
  endpoint: string,
  now: Date = new Date(),
): Promise<string> {
  const part = (value: unknown) => toBase64Url(encoder.encode(JSON.stringify(value)));
  const unsigned = `${part({ typ: 'JWT', alg: 'ES256' })}.${part({
    aud: new URL(endpoint).origin,
    exp: Math.floor(now.getTime() / 1000) + 12 * 3600,
    sub: keys.subject,
  })}`;
  const signature = await crypto.subtle.sign(
    { name: 'ECDSA', hash: 'SHA-256' },
    await p256PrivateKey(keys.publicKey, keys.privateKey, 'ECDSA'),
    encoder.encode(unsigned),
  );
  return `vapid t=${unsigned}.${toBase64Url(new Uint8Array(signature))}, k=${keys.publicKey}`;
}

/**
 * The VAPID header for each push service's origin, signed once and reused: a JWT is valid for 12
 * hours, and 1,000 pushes to one service then cost one signature, not 1,000.
 */
export function vapidAuthorizations(
  keys: VapidKeys,
  now: Date = new Date(),
): (endpoint: string) => Promise<string> {
  const signed = new Map<string, Promise<string>>();
  return (endpoint) => {
    const origin = new URL(endpoint).origin;
    let header = signed.get(origin);
    if (!header) {
      header = vapidAuthorization(keys, endpoint, now);
      signed.set(origin, header);
    }
    return header;
  };
}

/** What the push service answered: taken, gone for good (404, 410), or to try again. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/**
 * Posts one push with its VAPID `authorization`. A push service never redirects a push, so a
 * redirect is a failure, not a second request to wherever it points.
 */
export async function sendPush(
  endpoint: string,
  target: PushTarget,
  message: unknown,
  authorization: string,
): Promise<PushOutcome> {
  const body = await encryptPush(target, encoder.encode(JSON.stringify(message)));
  try {
    const res = await fetch(endpoint, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        Authorization: authorization,
        'Content-Encoding': 'aes128gcm',
        'Content-Type': 'application/octet-stream',
        // A day: an offer or a message a day old is news no more.
        TTL: '86400',
        Urgency: 'normal',
      },
      body,
    });
    await res.body?.cancel();
    if (res.status === 404 || res.status === 410) return 'gone';
    return res.status >= 200 && res.status < 300 ? 'sent' : 'failed';
  } catch {
    return 'failed';
  }
}
