/**
 * The Web Push of `npm run dev` and the browser suite: the local push service
 * (packages/fake-push) under the dev server's /_fake/push, and the push-notifications function's
 * VAPID key pair, made on the server's first start (as `supabase secrets set` gives a hosted
 * project its own) unless supabase/functions/.env names one.
 */
import { generateKeyPairSync } from 'node:crypto';

export const LOCAL_PUSH_PREFIX = '/_fake/push';

let keys: Record<string, string> | null = null;

/** The function's VAPID secrets, made once per server. */
export function localPushSecrets(): Record<string, string> {
  if (!keys) {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const jwk = privateKey.export({ format: 'jwk' });
    const point = Buffer.concat([
      Buffer.from([4]),
      Buffer.from(jwk.x ?? '', 'base64url'),
      Buffer.from(jwk.y ?? '', 'base64url'),
    ]);
    keys = {
      VAPID_PUBLIC_KEY: point.toString('base64url'),
      VAPID_PRIVATE_KEY: jwk.d ?? '',
      VAPID_SUBJECT: 'mailto:soporte@conectacargas.test',
    };
  }
  return keys;
}
