/**
 * Checks a Mercado Pago webhook's `x-signature` (`ts=<time>,v1=<hex>`): the HMAC-SHA256, with the
 * application's secret, of `id:<data.id>;request-id:<x-request-id>;ts:<ts>;` (data.id from the
 * URL, in lower case), and a time within `maxAgeSeconds` of now, so a captured notification
 * cannot be replayed later. Web Crypto only: it runs on Deno and Node alike.
 */
import { sameText } from './same-text.ts';

export type SignatureCheck = 'valid' | 'invalid' | 'stale';

const encoder = new TextEncoder();

function parseSignature(header: string): { ts: string; v1: string } | null {
  const parts = Object.fromEntries(
    header.split(',').map((part) => {
      const [key, ...value] = part.trim().split('=');
      return [key, value.join('=')];
    }),
  );
  const { ts, v1 } = parts as { ts?: string; v1?: string };
  return ts && /^\d{1,16}$/.test(ts) && v1 && /^[0-9a-f]{64}$/.test(v1) ? { ts, v1 } : null;
}

async function hmacHex(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(text)));
  return Array.from(mac, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function checkSignature(options: {
  secret: string;
  header: string | null;
  requestId: string | null;
  dataId: string;
  now: Date;
  maxAgeSeconds: number;
}): Promise<SignatureCheck> {
  const parsed = parseSignature(options.header ?? '');
  if (!parsed || !options.requestId || !options.secret) return 'invalid';
  const manifest = `id:${options.dataId.toLowerCase()};request-id:${options.requestId};ts:${parsed.ts};`;
  if (!sameText(await hmacHex(options.secret, manifest), parsed.v1)) return 'invalid';
  // Mercado Pago's examples give ts in seconds, some deliveries in milliseconds.
  const ts = Number(parsed.ts);
  const seconds = ts > 1e12 ? ts / 1000 : ts;
  const age = options.now.getTime() / 1000 - seconds;
  return Math.abs(age) <= options.maxAgeSeconds ? 'valid' : 'stale';
}
