/**
 * The browser's side of Web Push, for tests: a subscription's keys (what
 * `PushSubscription.toJSON().keys` gives) and the decryption of what arrives (RFC 8291), in
 * web-standard crypto as a browser does it.
 */
import {
  fromBase64Url,
  messageKeys,
  toBase64Url,
  type WebCryptoKey,
} from '../../supabase/functions/_shared/web-push.ts';

export interface BrowserKeys {
  p256dh: string;
  auth: string;
  privateKey: WebCryptoKey;
}

export async function newBrowserKeys(): Promise<BrowserKeys> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, [
    'deriveBits',
  ]);
  return {
    p256dh: toBase64Url(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))),
    auth: toBase64Url(crypto.getRandomValues(new Uint8Array(16))),
    privateKey: pair.privateKey,
  };
}

/** The plaintext of an `aes128gcm` push of one record; throws when it was not made for `keys`. */
export async function decryptPush(
  body: Uint8Array<ArrayBuffer>,
  keys: BrowserKeys,
): Promise<string> {
  const salt = body.subarray(0, 16);
  const keyLength = body[20];
  const asPublic = body.subarray(21, 21 + keyLength);
  const asKey = await crypto.subtle.importKey(
    'raw',
    asPublic,
    { name: 'ECDH', namedCurve: 'P-256' },
    false,
    [],
  );
  const ecdhSecret = new Uint8Array(
    await crypto.subtle.deriveBits({ name: 'ECDH', public: asKey }, keys.privateKey, 256),
  );
  const { cek, nonce } = await messageKeys(
    ecdhSecret,
    fromBase64Url(keys.auth),
    fromBase64Url(keys.p256dh),
    asPublic,
    salt,
  );
  const key = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['decrypt']);
  const record = new Uint8Array(
    await crypto.subtle.decrypt({ name: 'AES-GCM', iv: nonce }, key, body.subarray(21 + keyLength)),
  );
  // Padding (zeros) after the delimiter 2 of the last record.
  const end = record.lastIndexOf(2);
  if (end < 0) throw new Error('push: no record delimiter');
  return new TextDecoder().decode(record.subarray(0, end));
}
