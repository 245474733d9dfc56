/**
 * A local Web Push service for `npm run dev` and the tests, as the real ones take a push (RFC 8030
 * with VAPID, RFC 8292): `POST /send/<id>` with an `aes128gcm` body, a TTL and
 * `Authorization: vapid t=<JWT>, k=<key>`; the JWT must be ES256, signed by `k`, for this
 * service's origin, unexpired and at most 24 hours ahead, with a `sub`. A subscription is bound to
 * the first key that pushes to it (a real one, to the key it was made with): another key gets 403.
 * 201 takes the push; 410 answers a subscription its browser dropped (`unsubscribe`), as the real
 * ones do. The pushes stay encrypted, as a push service keeps them: `GET /send/<id>` lists them
 * (base64url) for a test to decrypt with the browser's keys (browser-keys.ts), and
 * `DELETE /send/<id>` drops the subscription. Connect-style, so the dev server mounts it under a
 * prefix and a test serves it on a port of its own.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fromBase64Url, toBase64Url } from '../../supabase/functions/_shared/web-push.ts';

export interface ReceivedPush {
  body: Uint8Array<ArrayBuffer>;
  ttl: number;
  urgency: string | null;
  receivedAt: Date;
}

export interface FakePushService {
  handle(req: IncomingMessage, res: ServerResponse, next?: () => void): void;
  /** What reached a subscription, oldest first. */
  received(id: string): readonly ReceivedPush[];
  /** The browser dropped the subscription: its pushes now get 410. */
  unsubscribe(id: string): void;
}

const SUBSCRIPTION_PATH = /^\/send\/([A-Za-z0-9_-]{1,100})$/;

function send(res: ServerResponse, status: number, body?: unknown): void {
  res.statusCode = status;
  if (body === undefined) {
    res.end();
    return;
  }
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify(body));
}

async function readBody(
  req: IncomingMessage,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/** The VAPID key that signed a valid JWT for `origin`, or why not. */
export async function checkVapid(
  authorization: string | undefined,
  origin: string,
  now: Date,
): Promise<{ key: string } | { error: string }> {
  const match =
    /^vapid t=([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+), ?k=([A-Za-z0-9_-]+)$/.exec(
      authorization ?? '',
    );
  if (!match) return { error: 'missing or malformed VAPID authorization' };
  const [, header, claims, signature, key] = match;
  try {
    const publicKey = await crypto.subtle.importKey(
      'raw',
      fromBase64Url(key),
      { name: 'ECDSA', namedCurve: 'P-256' },
      false,
      ['verify'],
    );
    const valid = await crypto.subtle.verify(
      { name: 'ECDSA', hash: 'SHA-256' },
      publicKey,
      fromBase64Url(signature),
      new TextEncoder().encode(`${header}.${claims}`),
    );
    if (!valid) return { error: 'bad signature' };
    const head = JSON.parse(new TextDecoder().decode(fromBase64Url(header))) as { alg?: string };
    const jwt = JSON.parse(new TextDecoder().decode(fromBase64Url(claims))) as {
      aud?: string;
      exp?: number;
      sub?: string;
    };
    const seconds = now.getTime() / 1000;
    if (head.alg !== 'ES256') return { error: 'alg must be ES256' };
    if (jwt.aud !== origin) return { error: `aud must be ${origin}` };
    if (typeof jwt.exp !== 'number' || jwt.exp <= seconds || jwt.exp > seconds + 86_400) {
      return { error: 'exp must be within 24 hours' };
    }
    if (!/^(mailto:|https:)/.test(jwt.sub ?? '')) return { error: 'sub must be mailto: or https:' };
    return { key };
  } catch {
    return { error: 'unreadable VAPID authorization' };
  }
}

export function createFakePushService(options: { now?: () => Date } = {}): FakePushService {
  const now = options.now ?? (() => new Date());
  const pushes = new Map<string, ReceivedPush[]>();
  const boundKeys = new Map<string, string>();
  const dropped = new Set<string>();

  async function take(req: IncomingMessage, res: ServerResponse, id: string): Promise<void> {
    if (dropped.has(id)) return send(res, 410, { reason: 'subscription expired' });
    const origin = `http://${req.headers.host ?? ''}`;
    const vapid = await checkVapid(req.headers.authorization, origin, now());
    if ('error' in vapid) return send(res, 401, { reason: vapid.error });
    const bound = boundKeys.get(id) ?? vapid.key;
    if (bound !== vapid.key) return send(res, 403, { reason: 'VAPID key does not match' });
    if (req.headers['content-encoding'] !== 'aes128gcm') {
      return send(res, 415, { reason: 'Content-Encoding must be aes128gcm' });
    }
    const ttl = Number(req.headers.ttl);
    if (!Number.isInteger(ttl) || ttl < 0) return send(res, 400, { reason: 'TTL required' });
    // RFC 8030: at most 4096 bytes of payload.
    const body = await readBody(req, 4096);
    if (!body) return send(res, 413, { reason: 'payload too large' });
    boundKeys.set(id, bound);
    const list = pushes.get(id) ?? [];
    list.push({ body, ttl, urgency: (req.headers.urgency as string) ?? null, receivedAt: now() });
    pushes.set(id, list);
    res.setHeader('Location', `${origin}/message/${id}-${list.length}`);
    send(res, 201);
  }

  return {
    handle(req, res, next) {
      const id = SUBSCRIPTION_PATH.exec((req.url ?? '').split('?')[0])?.[1];
      if (!id) {
        if (next) next();
        else send(res, 404, { reason: 'not found' });
        return;
      }
      if (req.method === 'POST') {
        take(req, res, id).catch(() => send(res, 500, { reason: 'internal error' }));
      } else if (req.method === 'GET') {
        send(
          res,
          200,
          (pushes.get(id) ?? []).map((push) => ({
            body: toBase64Url(push.body),
            ttl: push.ttl,
            urgency: push.urgency,
            receivedAt: push.receivedAt.toISOString(),
          })),
        );
      } else if (req.method === 'DELETE') {
        dropped.add(id);
        send(res, 204);
      } else send(res, 405, { reason: 'method not allowed' });
    },
    received: (id) => pushes.get(id) ?? [],
    unsubscribe: (id) => void dropped.add(id),
  };
}

export async function startFakePushService(
  options: { now?: () => Date } = {},
): Promise<
  FakePushService & { url: string; endpoint(id: string): string; close(): Promise<void> }
> {
  const fake = createFakePushService(options);
  const server: Server = createServer((req, res) => fake.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    ...fake,
    url,
    endpoint: (id) => `${url}/send/${id}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
