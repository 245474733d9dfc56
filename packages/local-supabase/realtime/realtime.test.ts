/**
 * Realtime through the real @supabase/supabase-js client, on PGlite and (npm run test:pg) on
 * PostgreSQL: Broadcast on private channels authorized by realtime.messages' policies, Presence,
 * Postgres Changes filtered by the subscriber's RLS, and the attacks: another person's topic, a
 * forged token, a token that expires mid-subscription, a socket without the API key.
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
create table public.notes (
  id bigint generated always as identity primary key,
  room text not null,
  body text not null,
  owner uuid not null default auth.uid()
);
alter table public.notes enable row level security;
grant select, insert, delete on public.notes to authenticated;
create policy "own notes" on public.notes for select to authenticated using (owner = auth.uid());
create policy "write own notes" on public.notes for insert to authenticated with check (owner = auth.uid());
alter publication supabase_realtime add table public.notes;

create table public.hidden (id int primary key);
revoke all on public.hidden from anon, authenticated;
alter publication supabase_realtime add table public.hidden;

-- room:<uid>: only that person reads and writes. shared: every signed-in person reads, nobody
-- writes (the database sends).
create policy "read own room or shared" on realtime.messages for select to authenticated
  using (realtime.topic() = 'room:' || auth.uid()::text or realtime.topic() = 'shared');
create policy "write own room" on realtime.messages for insert to authenticated
  with check (realtime.topic() = 'room:' || auth.uid()::text);
`;

let backend: TestBackend;
let dir: string;
const clients: SupabaseClient[] = [];

async function token(sub: string, expiresInSeconds = 3600, key = secretKey): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: 'authenticated', aud: 'authenticated', aal: 'aal2' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuedAt(now)
    .setExpirationTime(now + expiresInSeconds)
    .sign(key);
}

/**
 * A client whose Realtime joins with the token: as in the app, `realtime.setAuth()` before the
 * first private join (supabase-js would otherwise join as anon and send the token afterwards).
 */
async function client(
  accessToken: string | null,
  vsn?: '1.0.0' | '2.0.0',
): Promise<SupabaseClient> {
  const created = createClient(backend.url, backend.anonKey, {
    ...(accessToken ? { accessToken: async () => accessToken } : {}),
    auth: accessToken
      ? undefined
      : { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: realtimeTransport, ...(vsn ? { vsn } : {}) },
  });
  clients.push(created);
  await created.realtime.setAuth();
  return created;
}

type Status = { status: string; error?: Error };

/** Subscribes and resolves with the first status other than the intermediate ones. */
function subscribe(channel: RealtimeChannel): Promise<Status> {
  return new Promise((resolve) => {
    channel.subscribe((status, error) => resolve({ status, error }));
  });
}

function nextEvent<T>(register: (resolve: (value: T) => void) => void, ms = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no event in time')), ms);
    register((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

/** Waits a while to show that nothing arrives. */
const quiet = (ms = 600) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'realtime-'));
  await writeFile(path.join(dir, '20260101000000_realtime_fixture.sql'), FIXTURE);
  backend = await startTestBackend({
    project,
    migrationsDir: dir,
    seedFile: null,
    templateCache: false,
  });
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.removeAllChannels()));
  for (const c of clients) c.realtime.disconnect();
  await backend?.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('Broadcast', () => {
  it('delivers on a private channel to the person the policies let read it', async () => {
    const ana = randomUUID();
    const anaToken = await token(ana);
    const receiver = (await client(anaToken)).channel(`room:${ana}`, { config: { private: true } });
    const received = nextEvent<unknown>((resolve) =>
      receiver.on('broadcast', { event: 'hola' }, ({ payload }) => resolve(payload)),
    );
    expect(await subscribe(receiver)).toEqual({ status: 'SUBSCRIBED', error: undefined });

    const sender = (await client(anaToken)).channel(`room:${ana}`, { config: { private: true } });
    expect((await subscribe(sender)).status).toBe('SUBSCRIBED');
    expect(await sender.send({ type: 'broadcast', event: 'hola', payload: { n: 1 } })).toBe('ok');
    expect(await received).toEqual({ n: 1 });
  });

  it("refuses another person's private topic", async () => {
    const ana = randomUUID();
    const intruder = (await client(await token(randomUUID()))).channel(`room:${ana}`, {
      config: { private: true },
    });
    const { status, error } = await subscribe(intruder);
    expect(status).toBe('CHANNEL_ERROR');
    expect(error?.message).toBe(
      `Unauthorized: You do not have permissions to read from this Channel topic: room:${ana}`,
    );
  });

  it('drops what a reader without the insert policy sends, and delivers what the database sends', async () => {
    const listener = (await client(await token(randomUUID()))).channel('shared', {
      config: { private: true },
    });
    const events: unknown[] = [];
    listener.on('broadcast', { event: '*' }, ({ event, payload }) =>
      events.push({ event, payload }),
    );
    expect((await subscribe(listener)).status).toBe('SUBSCRIBED');
    const writer = (await client(await token(randomUUID()))).channel('shared', {
      config: { private: true },
    });
    expect((await subscribe(writer)).status).toBe('SUBSCRIBED');
    await writer.send({ type: 'broadcast', event: 'spoof', payload: { x: 1 } });
    await backend.db.query(`select realtime.send('{"from":"db"}'::jsonb, 'news', 'shared', true)`);
    await expect.poll(() => events).toEqual([{ event: 'news', payload: { from: 'db' } }]);
    await quiet();
    expect(events).toHaveLength(1);
  });

  it('sends a public channel to anonymous visitors, on protocol 1.0.0 as on 2.0.0', async () => {
    const topic = `public-${randomUUID()}`;
    const old = (await client(null, '1.0.0')).channel(topic);
    const received = nextEvent<unknown>((resolve) =>
      old.on('broadcast', { event: 'ping' }, ({ payload }) => resolve(payload)),
    );
    expect((await subscribe(old)).status).toBe('SUBSCRIBED');
    const sender = (await client(null)).channel(topic);
    expect((await subscribe(sender)).status).toBe('SUBSCRIBED');
    await sender.send({ type: 'broadcast', event: 'ping', payload: { ok: true } });
    expect(await received).toEqual({ ok: true });
  });
});

describe('Presence', () => {
  it('shows who is on the channel, and who left', async () => {
    const ana = randomUUID();
    const anaToken = await token(ana);
    const first = (await client(anaToken)).channel(`room:${ana}`, {
      config: { private: true, presence: { key: 'phone' } },
    });
    const second = (await client(anaToken)).channel(`room:${ana}`, {
      config: { private: true, presence: { key: 'laptop' } },
    });
    first.on('presence', { event: 'sync' }, () => undefined);
    second.on('presence', { event: 'sync' }, () => undefined);
    expect((await subscribe(first)).status).toBe('SUBSCRIBED');
    expect(await first.track({ typing: false })).toBe('ok');
    expect((await subscribe(second)).status).toBe('SUBSCRIBED');
    expect(await second.track({ typing: true })).toBe('ok');

    await expect.poll(() => Object.keys(first.presenceState()).sort()).toEqual(['laptop', 'phone']);
    expect(first.presenceState().laptop).toEqual([
      expect.objectContaining({ typing: true, presence_ref: expect.any(String) }),
    ]);
    await second.untrack();
    await expect.poll(() => Object.keys(first.presenceState())).toEqual(['phone']);
  });

  it('lets nobody without the insert policy track on a private channel', async () => {
    const reader = (await client(await token(randomUUID()))).channel('shared', {
      config: { private: true },
    });
    reader.on('presence', { event: 'sync' }, () => undefined);
    expect((await subscribe(reader)).status).toBe('SUBSCRIBED');
    expect(await reader.track({ here: true })).toBe('error');
  });
});

describe('Postgres Changes', () => {
  it('reaches only those whose RLS lets them select the row; deletes reach every subscriber', async () => {
    const ana = randomUUID();
    const beto = randomUUID();
    const anaClient = await client(await token(ana));
    const seen: RealtimePostgresChangesPayload<Record<string, unknown>>[] = [];
    const channel = anaClient
      .channel('notes')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'notes' }, (change) =>
        seen.push(change),
      );
    expect((await subscribe(channel)).status).toBe('SUBSCRIBED');

    await backend.db.query(
      `insert into public.notes (room, body, owner) values ('a', 'de Beto', $1)`,
      [beto],
    );
    await backend.db.query(
      `insert into public.notes (room, body, owner) values ('a', 'de Ana', $1)`,
      [ana],
    );
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0]).toMatchObject({
      eventType: 'INSERT',
      schema: 'public',
      table: 'notes',
      new: { body: 'de Ana', owner: ana, room: 'a' },
    });
    expect(typeof (seen[0].new as { id: unknown }).id).toBe('number');

    await backend.db.query(`update public.notes set body = 'editada' where owner = $1`, [ana]);
    await backend.db.query(`update public.notes set body = 'oculta' where owner = $1`, [beto]);
    await expect.poll(() => seen.length).toBe(2);
    expect(seen[1]).toMatchObject({ eventType: 'UPDATE', new: { body: 'editada' } });
    expect(Object.keys(seen[1].old)).toEqual(['id']);

    // Upstream sends deletes unfiltered by RLS, with the old row's key only.
    await backend.db.query(`delete from public.notes where owner = $1`, [beto]);
    await expect.poll(() => seen.length).toBe(3);
    expect(seen[2]).toMatchObject({ eventType: 'DELETE', new: {} });
    expect(Object.keys(seen[2].old)).toEqual(['id']);
  });

  it('applies a filter, and refuses a table the role may not select', async () => {
    const ana = randomUUID();
    const anaClient = await client(await token(ana));
    const seen: string[] = [];
    const filtered = anaClient
      .channel('room-b')
      .on(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: 'notes', filter: 'room=eq.b' },
        ({ new: row }) => seen.push(String((row as { body: string }).body)),
      );
    expect((await subscribe(filtered)).status).toBe('SUBSCRIBED');
    await backend.db.query(
      `insert into public.notes (room, body, owner) values ('a', 'fuera', $1), ('b', 'dentro', $1)`,
      [ana],
    );
    await expect.poll(() => seen).toEqual(['dentro']);

    const system = nextEvent<{ status: string; message: string }>((resolve) => {
      const hidden = anaClient
        .channel('hidden')
        .on('postgres_changes', { event: '*', schema: 'public', table: 'hidden' }, () => undefined)
        .on('system', {}, (payload: { status: string; message: string }) => resolve(payload));
      hidden.subscribe();
    });
    expect(await system).toMatchObject({
      status: 'error',
      message: expect.stringContaining('Unable to subscribe to changes'),
    });
  });
});

describe('tokens', () => {
  it('refuses a token signed with another secret', async () => {
    const forged = await token(randomUUID(), 3600, new TextEncoder().encode('x'.repeat(40)));
    const channel = (await client(forged)).channel('anything');
    const { status, error } = await subscribe(channel);
    expect(status).toBe('CHANNEL_ERROR');
    expect(error?.message).toMatch(/^InvalidJWTToken: token signature is invalid/);
  });

  it('refuses an expired token at join, and closes the channel when a token expires during it', async () => {
    const ana = randomUUID();
    const expired = (await client(await token(ana, -10))).channel(`room:${ana}`, {
      config: { private: true },
    });
    const refused = await subscribe(expired);
    expect(refused.status).toBe('CHANNEL_ERROR');
    expect(refused.error?.message).toMatch(/^InvalidJWTToken: Token has expired \d+ seconds ago$/);

    const shortLived = (await client(await token(ana, 2))).channel(`room:${ana}`, {
      config: { private: true },
    });
    const messages: string[] = [];
    shortLived.on('system', {}, (payload: { message: string }) => messages.push(payload.message));
    const closed = nextEvent<string>((resolve) =>
      shortLived.subscribe((status) => {
        if (status === 'CLOSED') resolve(status);
      }),
    );
    expect(await closed).toBe('CLOSED');
    expect(messages).toContain('Token has expired 0 seconds ago');
  });

  it('keeps a channel whose token is refreshed before it expires', async () => {
    const ana = randomUUID();
    const anaClient = await client(await token(ana, 2));
    const channel = anaClient.channel(`room:${ana}`, { config: { private: true } });
    const statuses: string[] = [];
    const joined = nextEvent<void>((resolve) =>
      channel.subscribe((status) => {
        statuses.push(status);
        if (status === 'SUBSCRIBED') resolve();
      }),
    );
    await joined;
    await anaClient.realtime.setAuth(await token(ana, 3600));
    await quiet(3000);
    expect(statuses).toEqual(['SUBSCRIBED']);
    const received = nextEvent<unknown>((resolve) =>
      channel.on('broadcast', { event: 'still' }, ({ payload }) => resolve(payload)),
    );
    await backend.db.query(`select realtime.send('{"here":1}'::jsonb, 'still', $1, true)`, [
      `room:${ana}`,
    ]);
    expect(await received).toEqual({ here: 1 });
  });

  it('answers a WebSocket without the project API key with 401', async () => {
    const url = `${backend.url.replace('http', 'ws')}/realtime/v1/websocket?vsn=2.0.0`;
    const status = await new Promise<number>((resolve) => {
      const socket = new WebSocket(url);
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.on('open', () => resolve(101));
      socket.on('error', () => undefined);
    });
    expect(status).toBe(401);
  });
});
