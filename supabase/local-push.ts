/**
 * The Web Push of `npm run dev` and the browser suite: the local push service
 * (packages/fake-push) under the dev server's /_fake/push, and the push-notifications function's
 * VAPID key pair, made on the first start and kept in node_modules/.cache (as `supabase secrets
 * set` keeps a hosted project's), unless supabase/functions/.env names one. Kept, because a push
 * service binds each subscription to the key it was made with: a new pair on every restart would
 * silently end the subscriptions of a browser that reaches a real push service.
 */
import { createECDH } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const LOCAL_PUSH_PREFIX = '/_fake/push';

const KEYS_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'node_modules',
  '.cache',
  'conectacargas',
  'vapid-keys.json',
);

interface VapidSecrets {
  VAPID_PUBLIC_KEY: string;
  VAPID_PRIVATE_KEY: string;
  VAPID_SUBJECT: string;
}

function isVapidSecrets(value: unknown): value is VapidSecrets {
  const keys = value as Partial<VapidSecrets> | null;
  return (
    /^B[\w-]{86}$/.test(keys?.VAPID_PUBLIC_KEY ?? '') &&
    /^[\w-]{43}$/.test(keys?.VAPID_PRIVATE_KEY ?? '') &&
    typeof keys?.VAPID_SUBJECT === 'string'
  );
}

function readKept(): VapidSecrets | null {
  try {
    const kept: unknown = JSON.parse(readFileSync(KEYS_FILE, 'utf8'));
    return isVapidSecrets(kept) ? kept : null;
  } catch {
    return null;
  }
}

function newPair(): VapidSecrets {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const d = ecdh.getPrivateKey();
  return {
    VAPID_PUBLIC_KEY: ecdh.getPublicKey('base64url'),
    // JWK's `d` is the scalar in exactly 32 bytes, its leading zeros kept.
    VAPID_PRIVATE_KEY: Buffer.concat([Buffer.alloc(32 - d.length), d]).toString('base64url'),
    VAPID_SUBJECT: 'mailto:soporte@conectacargas.test',
  };
}

let keys: VapidSecrets | null = null;

/** The function's VAPID secrets: the kept pair, or a new one kept for the next start. */
export function localPushSecrets(): Readonly<Record<string, string>> {
  keys ??= readKept();
  if (!keys) {
    keys = newPair();
    try {
      mkdirSync(path.dirname(KEYS_FILE), { recursive: true });
      // Written whole, then renamed: two servers starting at once never read half a file.
      const written = `${KEYS_FILE}.${process.pid}`;
      writeFileSync(written, JSON.stringify(keys));
      renameSync(written, KEYS_FILE);
    } catch {
      // Not kept (a read-only checkout): this server uses its pair all the same.
    }
  }
  return { ...keys };
}
