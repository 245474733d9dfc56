/**
 * Realtime as hosted behaves beyond the happy path (issue 35, items 4 and 5), through supabase-js
 * and a raw socket, on PGlite and (npm run test:pg) on PostgreSQL: channels closed when the
 * session ends or the person is suspended, errors instead of silence when the database fails,
 * payloads and quotas refused with upstream's words, and Postgres Changes cut to what the
 * subscriber may read.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  createClient,
  type RealtimeChannel,
  type RealtimePostgresChangesPayload,
  type SupabaseClient,
} from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { project } from '../../../supabase/project.ts';
import { secretKey } from '../jwt.ts';
import { realtimeTransport, startTestBackend, type TestBackend } from '../testing.ts';

const FIXTURE = `
create table public.items (
  id bigint primary key,
  n int not null,
  secret text,
  owner uuid not null
);
alter table public.items enable row level security;
alter table public.items replica identity full;
revoke all on public.items from anon, authenticated;
grant select (id, n, owner) on public.items to authenticated;
create policy "own items" on public.items for select to authenticated using (owner = auth.uid());
alter publication supabase_realtime add table public.items;

create function public.fail_policy() returns boolean language plpgsql as $$
begin
  raise exception 'policy broke';
end;
$$;
create policy "mine" on realtime.messages for select to authenticated
  using (realtime.topic() = 'room:' || auth.uid()::text);
create policy "broken" on realtime.messages for select to authenticated
  using (realtime.topic() = 'broken' and public.fail_policy());
`;

let backend: TestBackend;
let dir: string;
const clients: SupabaseClient[] = [];
const sockets: WebSocket[] = [];

async function token(sub: string, expiresInSeconds = 3600): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: 'authenticated', aud: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuedAt(now)
    .setExpirationTime(now + expiresInSeconds)
    .sign(secretKey);
}

function newClient(accessToken?: string): SupabaseClient {
  const created = createClient(backend.url, backend.anonKey, {
    ...(accessToken ? { accessToken: async () => accessToken } : {}),
    auth: accessToken
      ? undefined
      : { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: realtimeTransport },
  });
  clients.push(created);
  return created;
}

/** A signed-in person's client, its Realtime joining with the session's token. */
async function signedIn(email: string, password: string, signUp: boolean) {
  const c = newClient();
  const { data, error } = signUp
    ? await c.auth.signUp({ email, password })
    : await c.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw new Error(`auth failed: ${error?.message}`);
  await c.realtime.setAuth(data.session.access_token);
  return { client: c, userId: data.session.user.id };
}

interface Watched {
  channel: RealtimeChannel;
  statuses: string[];
  system: string[];
}

async function joined(c: SupabaseClient, topic: string, isPrivate = true): Promise<Watched> {
  const channel = c.channel(topic, { config: { private: isPrivate } });
  const watched: Watched = { channel, statuses: [], system: [] };
  channel.on('system', {}, (payload: { message: string }) => watched.system.push(payload.message));
  await new Promise<void>((resolve, reject) =>
    channel.subscribe((status, error) => {
      watched.statuses.push(status);
      if (status === 'SUBSCRIBED') resolve();
      else if (error) reject(error);
    }),
  );
  return watched;
}

const quiet = (ms = 600) => new Promise((resolve) => setTimeout(resolve, ms));

/** A raw Phoenix 2.0.0 socket: what it receives, and a way to send frames. */
async function rawSocket(): Promise<{ socket: WebSocket; frames: unknown[][] }> {
  const url = `${backend.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${backend.anonKey}&vsn=2.0.0`;
  const socket = new WebSocket(url);
  sockets.push(socket);
  const frames: unknown[][] = [];
  socket.on('message', (data) => frames.push(JSON.parse(data.toString()) as unknown[]));
  await new Promise((resolve, reject) => {
    socket.on('open', resolve);
    socket.on('error', reject);
  });
  return { socket, frames };
}

function reply(frames: unknown[][], ref: string): unknown[] | undefined {
  return frames.find((f) => f[1] === ref && f[3] === 'phx_reply');
}

/** The server's reply to `ref` on a raw socket, as soon as it arrives (no polling interval). */
function replyTo(raw: { socket: WebSocket; frames: unknown[][] }, ref: string): Promise<unknown[]> {
  return new Promise((resolve) => {
    const check = () => {
      const found = reply(raw.frames, ref);
      if (!found) return;
      raw.socket.off('message', check);
      resolve(found);
    };
    // rawSocket's own listener, registered first, has stored the frame when this one runs.
    raw.socket.on('message', check);
    check();
  });
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'realtime-fidelity-'));
  await writeFile(path.join(dir, '20260101000000_fidelity_fixture.sql'), FIXTURE);
  backend = await startTestBackend({
    project,
    migrationsDir: dir,
    seedFile: null,
    templateCache: false,
    rateLimits: false,
  });
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.removeAllChannels()));
  for (const c of clients) c.realtime.disconnect();
  for (const s of sockets) s.terminate();
  await backend?.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('authorization beyond join', () => {
  it("closes a session's channels when it signs out, and keeps the person's other session", async () => {
    const email = `ana-${randomUUID()}@example.test`;
    const first = await signedIn(email, 'secreta-123', true);
    const second = await signedIn(email, 'secreta-123', false);
    const topic = `room:${first.userId}`;
    const a = await joined(first.client, topic);
    const aPublic = await joined(first.client, `public-${randomUUID()}`, false);
    const b = await joined(second.client, topic);

    // The session ends on the server (Auth's logout), as when it is signed out elsewhere or
    // revoked. supabase-js's own signOut also re-authorizes the channels with the anon key, and
    // whichever reached the socket first decided what closed the public channel (a CI flake).
    const { data } = await first.client.auth.getSession();
    const logout = await fetch(`${backend.url}/auth/v1/logout?scope=local`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        authorization: `Bearer ${data.session?.access_token ?? ''}`,
      },
    });
    expect(logout.status).toBe(204);
    await expect.poll(() => a.statuses).toContain('CLOSED');
    await expect.poll(() => aPublic.statuses).toContain('CLOSED');
    expect(a.system).toContain('Session has ended, please sign in again');
    expect(aPublic.system).toContain('Session has ended, please sign in again');
    await quiet();
    expect(b.statuses).toEqual(['SUBSCRIBED']);

    const received = new Promise<unknown>((resolve) =>
      b.channel.on('broadcast', { event: 'still' }, ({ payload }) => resolve(payload)),
    );
    await backend.db.query(`select realtime.send('{"ok":1}'::jsonb, 'still', $1, true)`, [topic]);
    expect(await received).toEqual({ ok: 1 });
  });

  it('closes every channel of a person suspended by an admin', async () => {
    const email = `beto-${randomUUID()}@example.test`;
    const person = await signedIn(email, 'secreta-123', true);
    const watched = await joined(person.client, `room:${person.userId}`);
    await backend.db.query(
      `update auth.users set banned_until = now() + interval '1 day' where id = $1`,
      [person.userId],
    );
    await expect.poll(() => watched.statuses).toContain('CLOSED');
    expect(watched.system).toContain('User is banned or deleted');
  });
});

describe('database failures', () => {
  it('answers a join whose policy raises with an error, at once', async () => {
    const c = newClient(await token(randomUUID()));
    await c.realtime.setAuth();
    const channel = c.channel('broken', { config: { private: true } });
    const started = Date.now();
    const result = await new Promise<{ status: string; error?: Error }>((resolve) =>
      channel.subscribe((status, error) => resolve({ status, error })),
    );
    expect(result.status).toBe('CHANNEL_ERROR');
    expect(result.error?.message).toBe(
      'Unauthorized: You do not have permissions to read from this Channel topic: broken',
    );
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('closes the channel when a refreshed token is refused', async () => {
    const ana = randomUUID();
    const c = newClient(await token(ana));
    await c.realtime.setAuth();
    const watched = await joined(c, `room:${ana}`);
    // The signature's first character: its last one carries padding bits, and changing those may
    // leave the decoded signature, and so the token, valid.
    const [header, claims, signature] = (await token(ana)).split('.');
    const forged = `${header}.${claims}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    await c.realtime.setAuth(forged);
    await expect.poll(() => watched.statuses).toContain('CLOSED');
  });
});

describe('payloads and quotas', () => {
  it('refuses a broadcast over 256 KB with payload_size_exceeded and keeps the socket', async () => {
    const { socket, frames } = await rawSocket();
    const topic = `realtime:big-${randomUUID()}`;
    const config = { broadcast: { ack: true }, private: false };
    socket.send(JSON.stringify(['1', '1', topic, 'phx_join', { config }]));
    await expect.poll(() => reply(frames, '1')?.[4]).toMatchObject({ status: 'ok' });
    const big = { type: 'broadcast', event: 'x', payload: { data: 'x'.repeat(300_000) } };
    socket.send(JSON.stringify(['1', '2', topic, 'broadcast', big]));
    await expect
      .poll(() => reply(frames, '2')?.[4])
      .toEqual({ status: 'error', response: 'payload_size_exceeded' });
    const small = { type: 'broadcast', event: 'x', payload: { data: 'ok' } };
    socket.send(JSON.stringify(['1', '3', topic, 'broadcast', small]));
    await expect.poll(() => reply(frames, '3')?.[4]).toMatchObject({ status: 'ok' });
    expect(socket.readyState).toBe(WebSocket.OPEN);
  });

  it('refuses the 101st channel of a connection', async () => {
    const { socket, frames } = await rawSocket();
    for (let i = 1; i <= 101; i += 1) {
      socket.send(JSON.stringify([String(i), String(i), `realtime:many-${i}`, 'phx_join', {}]));
    }
    await expect
      .poll(() => reply(frames, '101')?.[4])
      .toEqual({
        status: 'error',
        response: { reason: 'ChannelRateLimitReached: Too many channels' },
      });
    expect(reply(frames, '100')?.[4]).toMatchObject({ status: 'ok' });
  });
});

describe("hosted Free's quotas", () => {
  it('closes a channel that tracks presence a sixth time within 30 s', async () => {
    const { socket, frames } = await rawSocket();
    const topic = `realtime:presence-${randomUUID()}`;
    const config = { presence: { enabled: true, key: 'ana' }, private: false };
    socket.send(JSON.stringify(['1', '1', topic, 'phx_join', { config }]));
    await expect.poll(() => reply(frames, '1')?.[4]).toMatchObject({ status: 'ok' });
    for (let i = 2; i <= 7; i += 1) {
      const track = { type: 'presence', event: 'track', payload: { step: i } };
      socket.send(JSON.stringify(['1', String(i), topic, 'presence', track]));
    }
    await expect
      .poll(() => frames.find((f) => f[2] === topic && f[3] === 'phx_close'))
      .toBeDefined();
    const system = frames.find((f) => f[2] === topic && f[3] === 'system')?.[4];
    expect(system).toMatchObject({ message: 'Client presence rate limit exceeded' });
    expect(reply(frames, '6')?.[4]).toMatchObject({ status: 'ok' });
  });

  it('refuses a join from the 201st connected socket, and takes one again once a socket leaves', async () => {
    const opened: Awaited<ReturnType<typeof rawSocket>>[] = [];
    let refused: unknown;
    for (let i = 0; i < 201 && refused === undefined; i += 1) {
      const raw = await rawSocket();
      opened.push(raw);
      raw.socket.send(JSON.stringify(['1', '1', `realtime:crowd-${i}`, 'phx_join', {}]));
      const answer = (await replyTo(raw, '1'))[4] as { status: string; response: unknown };
      if (answer.status === 'error') refused = answer.response;
    }
    expect(refused).toEqual({ reason: 'ConnectionRateLimitReached: Too many connected users' });
    opened[0].socket.close();
    const again = await rawSocket();
    // The server counts the closed socket out when its close arrives: ask until it has.
    let attempt = 0;
    await expect
      .poll(async () => {
        attempt += 1;
        const ref = String(attempt);
        again.socket.send(JSON.stringify([ref, ref, 'realtime:crowd-again', 'phx_join', {}]));
        return (await replyTo(again, ref))[4];
      })
      .toMatchObject({ status: 'ok' });
    for (const { socket } of opened) socket.close();
  });
});

describe('Postgres Changes fidelity', () => {
  it('cuts columns the role may not select, sends only the key of a delete under RLS, and ANDs filters', async () => {
    const ana = randomUUID();
    const c = newClient(await token(ana));
    await c.realtime.setAuth();
    const seen: RealtimePostgresChangesPayload<Record<string, unknown>>[] = [];
    const channel = c
      .channel('items')
      .on(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: 'items', filter: 'n=gt.0,n=lt.9' },
        (change) => seen.push(change),
      )
      .on('postgres_changes', { event: 'DELETE', schema: 'public', table: 'items' }, (change) =>
        seen.push(change),
      );
    await new Promise<void>((resolve) =>
      channel.subscribe((status) => {
        if (status === 'SUBSCRIBED') resolve();
      }),
    );
    await backend.db.query(
      `insert into public.items (id, n, secret, owner) values (1, 5, 's', $1), (2, 10, 's', $1),
         (3, 0, 's', $1)`,
      [ana],
    );
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0].new).toEqual({ id: 1, n: 5, owner: ana });
    await backend.db.query(`delete from public.items where id = 1`);
    await expect.poll(() => seen.length).toBe(2);
    expect(seen[1]).toMatchObject({ eventType: 'DELETE', old: { id: 1 } });
    expect(Object.keys(seen[1].old)).toEqual(['id']);
  });

  it('refuses a filter operator hosted does not support, with its words', async () => {
    const c = newClient(await token(randomUUID()));
    await c.realtime.setAuth();
    const system = await new Promise<{ status: string; message: string }>((resolve) => {
      c.channel('bad-filter')
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'items', filter: 'n=foo.1' },
          () => undefined,
        )
        .on('system', {}, (payload: { status: string; message: string }) => resolve(payload))
        .subscribe();
    });
    expect(system).toMatchObject({
      status: 'error',
      message: 'Error parsing `filter` params: ["foo", "1"]',
    });
  });
});
