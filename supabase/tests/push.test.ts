/**
 * Push notifications (migration push_notifications) on PGlite and (npm run test:pg) PostgreSQL:
 * a device subscribed with save_push_subscription gets each notification of a kind its person
 * wants as a Web Push, through the push-notifications Edge Function, encrypted for that browser
 * (the fake push service keeps it as a real one would; the test decrypts it with the browser's
 * keys) and carrying the title and link only. A subscription the push service calls gone is
 * deleted; a failure waits its turn. The attacks: subscribing someone else, reading or deleting
 * another's subscription, an endpoint off the push services (the backend posting anywhere), bad
 * keys, an aal1 session, a person claiming deliveries or waking the sender.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decryptPush,
  newBrowserKeys,
  type BrowserKeys,
} from '../../packages/fake-push/browser-keys.ts';
import { startFakePushService } from '../../packages/fake-push/server.ts';
import {
  startTestBackend,
  createTestClient,
  type TestBackend,
  type TestClient,
} from './support/backend.ts';
import {
  DEMO_SHIPPER,
  DEMO_TRANSPORTER,
  enrolSecondFactor,
  insertDemoListing,
  invokeAs,
  signedInClient,
  signedUpClient,
} from './support/data-api.ts';

let fake: Awaited<ReturnType<typeof startFakePushService>>;
let backend: TestBackend;
let shipper: TestClient;
let transporter: TestClient;

beforeAll(async () => {
  fake = await startFakePushService();
  backend = await startTestBackend({ rateLimits: false });
  ({ client: shipper } = await signedInClient(backend, DEMO_SHIPPER.email));
  ({ client: transporter } = await signedInClient(backend, DEMO_TRANSPORTER.email));
});

afterAll(async () => {
  await backend.stop();
  await fake.close();
});

let devices = 0;

/** A browser's subscription at the fake push service, saved by `client`. */
async function subscribe(
  client: TestClient,
): Promise<{ id: string; endpoint: string; keys: BrowserKeys }> {
  devices += 1;
  const id = `device-${devices}`;
  const keys = await newBrowserKeys();
  const saved = await client.rpc('save_push_subscription', {
    p_endpoint: fake.endpoint(id),
    p_p256dh: keys.p256dh,
    p_auth: keys.auth,
  });
  expect(saved.error).toBeNull();
  return { id, endpoint: fake.endpoint(id), keys };
}

/** A new offer on a new listing of the demo shipper: 'Nueva propuesta' for him. */
async function newOffer(): Promise<string> {
  const listingId = await insertDemoListing(backend.db, 'pending');
  await backend.db.query(
    `insert into public.proposals (listing_id, transporter_id, price, message)
     values ($1, $2, 2850, 'Salgo mañana temprano')`,
    [listingId, DEMO_TRANSPORTER.id],
  );
  return listingId;
}

/** pg_cron's jobs and pg_net's queue, as hosted runs them: the sender wakes and sends. */
const deliver = () => backend.runCronJobs();

async function queued(): Promise<{ attempts: number; endpoint: string }[]> {
  const { rows } = await backend.db.query<{ attempts: number; endpoint: string }>(
    `select d.attempts, s.endpoint from private.push_deliveries d
     join public.push_subscriptions s on s.id = d.subscription_id order by d.id`,
  );
  return rows;
}

async function setCategories(userId: string, categories: string[]): Promise<void> {
  await backend.db.query(
    `update public.notification_preferences set push_categories = $2 where user_id = $1`,
    [userId, categories],
  );
}

describe('a notification sent as a push', () => {
  it("reaches the shipper's device encrypted for it, with the title and link and nothing else", async () => {
    const device = await subscribe(shipper);
    const listingId = await newOffer();
    await deliver();
    const pushes = fake.received(device.id);
    expect(pushes).toHaveLength(1);
    const text = await decryptPush(pushes[0].body, device.keys);
    expect(JSON.parse(text)).toEqual({ title: 'Nueva propuesta', link: `/listings/${listingId}` });
    // The bell's body names the price and the listing; the push does not.
    expect(text).not.toMatch(/2\.850|€|Prueba|Salgo/);
    expect(await queued()).toEqual([]);
    await deliver();
    expect(fake.received(device.id)).toHaveLength(1);
  });

  it('goes to every device of the person, for the kinds they want only', async () => {
    const phone = await subscribe(transporter);
    const laptop = await subscribe(transporter);
    await setCategories(DEMO_TRANSPORTER.id, ['messages']);
    await backend.db.query(
      `select public.notify($1, 'proposal_accepted', 'Propuesta aceptada', 'x', '/listings')`,
      [DEMO_TRANSPORTER.id],
    );
    expect(await queued()).toEqual([]);
    await setCategories(DEMO_TRANSPORTER.id, ['assignments', 'messages']);
    await backend.db.query(
      `select public.notify($1, 'proposal_accepted', 'Propuesta aceptada', 'x', '/listings')`,
      [DEMO_TRANSPORTER.id],
    );
    await deliver();
    for (const device of [phone, laptop]) {
      const [push] = fake.received(device.id);
      expect(JSON.parse(await decryptPush(push.body, device.keys))).toEqual({
        title: 'Propuesta aceptada',
        link: '/listings',
      });
    }
    await backend.db.query(`delete from public.push_subscriptions where endpoint = any($1)`, [
      [phone.endpoint, laptop.endpoint],
    ]);
  });

  it('wakes the function once per transaction, however many it notifies', async () => {
    const device = await subscribe(transporter);
    await backend.db.transaction(async (tx) => {
      for (let i = 0; i < 3; i += 1) {
        await tx.query(
          `select public.notify($1, 'message_received', 'Nuevo mensaje', 'x', '/messages')`,
          [DEMO_TRANSPORTER.id],
        );
      }
    });
    const { rows } = await backend.db.query<{ n: number }>(
      `select count(*)::int as n from net.http_request_queue
       where url like '%/functions/v1/push-notifications'`,
    );
    expect(rows[0].n).toBe(1);
    await deliver();
    expect(fake.received(device.id)).toHaveLength(3);
    await backend.db.query(`delete from public.push_subscriptions`);
  });

  it('sends 200 a call, and the database wakes it again for the rest', async () => {
    const device = await subscribe(shipper);
    await backend.db.query(
      `select public.notify($1, 'message_received', 'Nuevo mensaje', 'x', '/messages')
       from generate_series(1, 250)`,
      [DEMO_SHIPPER.id],
    );
    // The call the notifications queued, made here by hand.
    await backend.db.query(`delete from net.http_request_queue`);
    const call = await fetch(`${backend.url}/functions/v1/push-notifications`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${backend.serviceRoleKey}` },
      body: '{}',
    });
    expect(await call.json()).toEqual({ sent: 200, gone: 0, failed: 0 });
    expect(fake.received(device.id)).toHaveLength(200);
    const { rows } = await backend.db.query<{ n: number }>(
      `select count(*)::int as n from net.http_request_queue
       where url like '%/functions/v1/push-notifications'`,
    );
    expect(rows[0].n).toBe(1);
    await deliver();
    expect(fake.received(device.id)).toHaveLength(250);
    expect(await queued()).toEqual([]);
    await backend.db.query(`delete from public.push_subscriptions`);
  });

  it('deletes a subscription the push service says is gone (410)', async () => {
    const device = await subscribe(shipper);
    fake.unsubscribe(device.id);
    await newOffer();
    await deliver();
    const { data } = await shipper.from('push_subscriptions').select('endpoint');
    expect(data?.map((row) => row.endpoint)).not.toContain(device.endpoint);
    expect(await queued()).toEqual([]);
  });

  it('keeps a push its service could not take, to try again later, not at once', async () => {
    // Nothing listens on the discard port: the connection is refused.
    const keys = await newBrowserKeys();
    await backend.db.query(`delete from public.push_subscriptions`);
    const saved = await shipper.rpc('save_push_subscription', {
      p_endpoint: 'http://127.0.0.1:9/send/unreachable',
      p_p256dh: keys.p256dh,
      p_auth: keys.auth,
    });
    expect(saved.error).toBeNull();
    await newOffer();
    await deliver();
    expect(await queued()).toEqual([
      { attempts: 1, endpoint: 'http://127.0.0.1:9/send/unreachable' },
    ]);
    await deliver();
    expect((await queued())[0].attempts).toBe(1);
    await backend.db.query(`delete from public.push_subscriptions`);
  });
});

describe('who may subscribe, read and send', () => {
  const save = (client: TestClient, endpoint: string, keys: { p256dh: string; auth: string }) =>
    client.rpc('save_push_subscription', {
      p_endpoint: endpoint,
      p_p256dh: keys.p256dh,
      p_auth: keys.auth,
    });

  it('takes https endpoints of the push services only (and loopback on this local backend)', async () => {
    const keys = await newBrowserKeys();
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGuQyavXutnMmOurQ',
      'https://wns2-by3p.notify.windows.com/w/?token=BQYAAAD',
    ]) {
      expect((await save(transporter, endpoint, keys)).error).toBeNull();
    }
    for (const endpoint of [
      'https://evil.example/fcm/send/abc',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evil-fcm.googleapis.com/x',
      'https://notify.windows.com.evil.example/x',
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/send/x',
      'https://user:pass@fcm.googleapis.com/x',
      'javascript:alert(1)',
      'https://fcm.googleapis.com',
      `https://fcm.googleapis.com/${'a'.repeat(1000)}`,
      '',
    ]) {
      const { error } = await save(transporter, endpoint, keys);
      expect(error?.code, endpoint).toBe('22023');
      expect(error?.message).toMatch(/^push_endpoint_not_allowed: /);
    }
    const { data } = await transporter.from('push_subscriptions').select('endpoint');
    expect(data).toHaveLength(4);
    await backend.db.query(`delete from public.push_subscriptions`);
  });

  it('refuses keys that are not a P-256 point and a 16-byte secret, and changes nothing', async () => {
    const keys = await newBrowserKeys();
    const endpoint = 'https://fcm.googleapis.com/fcm/send/keys';
    for (const bad of [
      { p256dh: keys.p256dh.slice(1), auth: keys.auth },
      { p256dh: `A${keys.p256dh.slice(1)}`, auth: keys.auth },
      { p256dh: keys.p256dh, auth: `${keys.auth}AA` },
      { p256dh: `${keys.p256dh}'; drop table x; --`, auth: keys.auth },
    ]) {
      expect((await save(transporter, endpoint, bad)).error?.code).toBe('23514');
    }
    // The padding some browsers add is dropped.
    expect(
      (await save(transporter, endpoint, { p256dh: `${keys.p256dh}=`, auth: `${keys.auth}==` }))
        .error,
    ).toBeNull();
    const { rows } = await backend.db.query<{ p256dh: string; auth_secret: string }>(
      `select p256dh, auth_secret from public.push_subscriptions where endpoint = $1`,
      [endpoint],
    );
    expect(rows).toEqual([{ p256dh: keys.p256dh, auth_secret: keys.auth }]);
    await backend.db.query(`delete from public.push_subscriptions`);
  });

  it("lets nobody read, delete, write or take over another person's subscription by the API", async () => {
    const device = await subscribe(shipper);
    const keys = await newBrowserKeys();
    expect((await transporter.from('push_subscriptions').select('id')).data).toEqual([]);
    await transporter.from('push_subscriptions').delete().eq('endpoint', device.endpoint);
    const anon = createTestClient(backend);
    expect((await anon.from('push_subscriptions').select('id')).error?.code).toBe('42501');
    const insert = await transporter.from('push_subscriptions').insert({
      user_id: DEMO_SHIPPER.id,
      endpoint: 'https://fcm.googleapis.com/fcm/send/forged',
      p256dh: keys.p256dh,
      auth_secret: keys.auth,
    });
    expect(insert.error?.code).toBe('42501');
    const update = await shipper
      .from('push_subscriptions')
      .update({ endpoint: 'https://evil.example/x' })
      .eq('endpoint', device.endpoint);
    expect(update.error?.code).toBe('42501');
    // Nor read the browser's keys, even of one's own device.
    expect((await shipper.from('push_subscriptions').select('p256dh')).error?.code).toBe('42501');
    expect(
      (
        await anon.rpc('save_push_subscription', {
          p_endpoint: fake.endpoint('anon'),
          p_p256dh: keys.p256dh,
          p_auth: keys.auth,
        })
      ).error?.code,
    ).toBe('42501');
    const { rows } = await backend.db.query<{ user_id: string }>(
      `select user_id from public.push_subscriptions`,
    );
    expect(rows).toEqual([{ user_id: DEMO_SHIPPER.id }]);
    // One browser profile, one endpoint: signed in there now, the transporter gets its pushes.
    expect((await save(transporter, device.endpoint, keys)).error).toBeNull();
    expect((await shipper.from('push_subscriptions').select('id')).data).toEqual([]);
    expect((await transporter.from('push_subscriptions').select('endpoint')).data).toEqual([
      { endpoint: device.endpoint },
    ]);
    // The owner deletes his own ('Desactivar').
    await transporter.from('push_subscriptions').delete().eq('endpoint', device.endpoint);
    expect(await backend.db.query(`select 1 from public.push_subscriptions`)).toMatchObject({
      rows: [],
    });
  });

  it('keeps the 10 latest devices of a person', async () => {
    const endpoints: string[] = [];
    for (let i = 0; i < 12; i += 1) endpoints.push((await subscribe(transporter)).endpoint);
    const { data } = await transporter.from('push_subscriptions').select('endpoint');
    expect(data?.map((row) => row.endpoint).sort()).toEqual(endpoints.slice(2).sort());
    await backend.db.query(`delete from public.push_subscriptions`);
  });

  it('refuses a subscription at aal1 to a person with a second factor', async () => {
    const strong = await signedUpClient(backend, 'push.mfa@example.test', 'transporter', 'Fuerte');
    await enrolSecondFactor(strong.client);
    const weak = await signedInClient(backend, 'push.mfa@example.test', 'otra-clave-2026');
    const keys = await newBrowserKeys();
    const refused = await save(weak.client, fake.endpoint('weak'), keys);
    expect(refused.error?.message).toMatch(/insufficient_aal/);
    expect((await weak.client.from('push_subscriptions').select('id')).data).toEqual([]);
    expect((await save(strong.client, fake.endpoint('strong'), keys)).error).toBeNull();
    await backend.db.query(`delete from public.push_subscriptions`);
  });

  it('lets no person claim or finish deliveries, nor make the function send', async () => {
    for (const client of [shipper, createTestClient(backend)]) {
      expect((await client.rpc('claim_push_deliveries', { p_limit: 10 })).error?.code).toBe(
        '42501',
      );
      expect(
        (await client.rpc('finish_push_deliveries', { p_sent: [1], p_gone: [1] })).error?.code,
      ).toBe('42501');
      expect((await invokeAs(client, 'push-notifications', {})).status).toBe(403);
    }
    const key = await invokeAs(shipper, 'push-notifications', { action: 'public-key' });
    expect(key.status).toBe(200);
    expect(key.body.publicKey).toMatch(/^B[\w-]{86}$/);
  });
});
