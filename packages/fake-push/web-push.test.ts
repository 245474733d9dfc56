/**
 * Web Push end to end without a database: the functions' encryption (RFC 8291) against the RFC's
 * own example and a browser's decryption, their VAPID authorization (RFC 8292) as this push
 * service checks it, and the push service's answers to a good push, a bad one, a foreign key and
 * a dropped subscription.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  encryptPush,
  fromBase64Url,
  p256PrivateKey,
  sendPush,
  toBase64Url,
  vapidAuthorization,
  vapidAuthorizations,
  type VapidKeys,
} from '../../supabase/functions/_shared/web-push.ts';
import { decryptPush, newBrowserKeys } from './browser-keys.ts';
import { checkVapid, startFakePushService } from './server.ts';

/** RFC 8291, Appendix A. */
const RFC = {
  plaintext: 'When I grow up, I want to be a watermelon',
  asPublic:
    'BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8',
  asPrivate: 'yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw',
  uaPublic:
    'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  uaPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  salt: 'DGv6ra1nlYgDCS1FRnbzlw',
  auth: 'BTBZMqHH6r4Tts7J_aSIgg',
  body: 'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};

async function vapidKeys(): Promise<VapidKeys> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
  ]);
  const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
  return {
    publicKey: toBase64Url(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))),
    privateKey: jwk.d ?? '',
    subject: 'mailto:soporte@conectacargas.test',
  };
}

describe('encryptPush (RFC 8291, aes128gcm)', () => {
  it("gives the RFC's example byte for byte with its keys and salt", async () => {
    const body = await encryptPush(
      { p256dh: RFC.uaPublic, auth: RFC.auth },
      new TextEncoder().encode(RFC.plaintext),
      {
        sender: {
          privateKey: await p256PrivateKey(RFC.asPublic, RFC.asPrivate, 'ECDH'),
          publicKey: fromBase64Url(RFC.asPublic),
        },
        salt: fromBase64Url(RFC.salt),
      },
    );
    expect(toBase64Url(body)).toBe(RFC.body);
  });

  it('is read by the browser it was made for, and by no other', async () => {
    const browser = await newBrowserKeys();
    const body = await encryptPush(
      browser,
      new TextEncoder().encode('{"title":"Nueva propuesta"}'),
    );
    expect(await decryptPush(body, browser)).toBe('{"title":"Nueva propuesta"}');
    // A fresh key and salt each time: two pushes of the same text differ.
    const again = await encryptPush(
      browser,
      new TextEncoder().encode('{"title":"Nueva propuesta"}'),
    );
    expect(toBase64Url(again)).not.toBe(toBase64Url(body));
    await expect(decryptPush(body, await newBrowserKeys())).rejects.toThrow();
  });

  it("decrypts the RFC's example with the browser's private key", async () => {
    const text = await decryptPush(fromBase64Url(RFC.body), {
      p256dh: RFC.uaPublic,
      auth: RFC.auth,
      privateKey: await p256PrivateKey(RFC.uaPublic, RFC.uaPrivate, 'ECDH'),
    });
    expect(text).toBe(RFC.plaintext);
  });
});

describe('VAPID (RFC 8292)', () => {
  const now = new Date('2026-11-30T12:00:00Z');

  it('signs an ES256 JWT for the endpoint origin, 12 hours long, that the push service accepts', async () => {
    const keys = await vapidKeys();
    const header = await vapidAuthorization(keys, 'https://fcm.googleapis.com/fcm/send/abc', now);
    expect(header).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${keys.publicKey}$`),
    );
    const claims = JSON.parse(
      new TextDecoder().decode(fromBase64Url(header.split('.')[1])),
    ) as Record<string, unknown>;
    expect(claims).toEqual({
      aud: 'https://fcm.googleapis.com',
      exp: now.getTime() / 1000 + 12 * 3600,
      sub: 'mailto:soporte@conectacargas.test',
    });
    expect(await checkVapid(header, 'https://fcm.googleapis.com', now)).toEqual({
      key: keys.publicKey,
    });
  });

  it('is refused for another origin, once expired, signed by another key or tampered with', async () => {
    const keys = await vapidKeys();
    const header = await vapidAuthorization(keys, 'https://fcm.googleapis.com/fcm/send/abc', now);
    expect(await checkVapid(header, 'https://evil.example', now)).toEqual({
      error: 'aud must be https://evil.example',
    });
    const later = new Date(now.getTime() + 13 * 3600_000);
    expect(await checkVapid(header, 'https://fcm.googleapis.com', later)).toEqual({
      error: 'exp must be within 24 hours',
    });
    const other = await vapidKeys();
    const foreignKey = header.replace(/k=.*$/, `k=${other.publicKey}`);
    expect(await checkVapid(foreignKey, 'https://fcm.googleapis.com', now)).toEqual({
      error: 'bad signature',
    });
    // Claims rewritten for a longer life, the signature kept.
    const [head, , signature] = header.split('.');
    const claims = toBase64Url(
      new TextEncoder().encode(
        JSON.stringify({ aud: 'https://fcm.googleapis.com', exp: 4102444800, sub: 'mailto:x@y.z' }),
      ),
    );
    expect(
      await checkVapid(`${head}.${claims}.${signature}`, 'https://fcm.googleapis.com', now),
    ).toEqual({ error: 'bad signature' });
    expect(await checkVapid(undefined, 'https://fcm.googleapis.com', now)).toEqual({
      error: 'missing or malformed VAPID authorization',
    });
  });
});

describe('vapidAuthorizations', () => {
  it('signs once per push service origin, and again for another', async () => {
    const authorize = vapidAuthorizations(await vapidKeys());
    const first = await authorize('https://fcm.googleapis.com/fcm/send/a');
    expect(await authorize('https://fcm.googleapis.com/fcm/send/b')).toBe(first);
    const mozilla = await authorize('https://updates.push.services.mozilla.com/wpush/v2/c');
    expect(mozilla).not.toBe(first);
    const claims = JSON.parse(new TextDecoder().decode(fromBase64Url(mozilla.split('.')[1]))) as {
      aud: string;
    };
    expect(claims.aud).toBe('https://updates.push.services.mozilla.com');
  });
});

describe('the fake push service', () => {
  let fake: Awaited<ReturnType<typeof startFakePushService>>;
  let keys: VapidKeys;

  beforeAll(async () => {
    fake = await startFakePushService();
    keys = await vapidKeys();
  });
  afterAll(() => fake.close());

  it('takes a push (201) and keeps it encrypted for the browser to read', async () => {
    const browser = await newBrowserKeys();
    const endpoint = fake.endpoint('one');
    const outcome = await sendPush(
      endpoint,
      browser,
      { title: 'Nueva propuesta', link: '/listings/1' },
      await vapidAuthorization(keys, endpoint),
    );
    expect(outcome).toBe('sent');
    const [push] = fake.received('one');
    expect(push.ttl).toBe(86_400);
    expect(push.urgency).toBe('normal');
    expect(JSON.parse(await decryptPush(push.body, browser))).toEqual({
      title: 'Nueva propuesta',
      link: '/listings/1',
    });
    const listed = (await (await fetch(fake.endpoint('one'))).json()) as { body: string }[];
    expect(listed.map((p) => p.body)).toEqual([toBase64Url(push.body)]);
  });

  it('refuses a push without VAPID (401), with another key than the first (403), or unencrypted (415)', async () => {
    const browser = await newBrowserKeys();
    const endpoint = fake.endpoint('two');
    const signedBy = async (vapid: VapidKeys) => vapidAuthorization(vapid, endpoint);
    expect(await sendPush(endpoint, browser, { title: 'x' }, await signedBy(keys))).toBe('sent');
    expect(
      await sendPush(endpoint, browser, { title: 'x' }, await signedBy(await vapidKeys())),
    ).toBe('failed');
    const plain = await fetch(fake.endpoint('two'), {
      method: 'POST',
      headers: { TTL: '60', Authorization: await vapidAuthorization(keys, fake.endpoint('two')) },
      body: 'hola',
    });
    expect(plain.status).toBe(415);
    const anonymous = await fetch(fake.endpoint('two'), {
      method: 'POST',
      headers: { TTL: '60', 'Content-Encoding': 'aes128gcm' },
      body: 'hola',
    });
    expect(anonymous.status).toBe(401);
    expect(fake.received('two')).toHaveLength(1);
  });

  it('answers 410 for a subscription its browser dropped: the sender takes it as gone', async () => {
    const browser = await newBrowserKeys();
    await fetch(fake.endpoint('three'), { method: 'DELETE' });
    const endpoint = fake.endpoint('three');
    const authorization = await vapidAuthorization(keys, endpoint);
    expect(await sendPush(endpoint, browser, { title: 'x' }, authorization)).toBe('gone');
    expect(fake.received('three')).toHaveLength(0);
  });
});
