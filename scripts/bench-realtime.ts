/**
 * Realtime's figures (issue 25), printed by `npm run bench`:
 *  1. the latency from a carrier's offer to the shipper's live event: the carrier inserts a
 *     proposal through the Data API, the database's trigger broadcasts on `user:<shipper>`, the
 *     shipper's supabase-js client receives 'proposal_received'; median and p95 of 200, on PGlite
 *     and on a throw-away PostgreSQL 15 (goal: p95 under 100 ms on PGlite);
 *  2. how many subscribers one embedded backend holds: N WebSockets joined to one private
 *     channel, a broadcast sent from the database (realtime.send) each round, its arrival timed at
 *     every subscriber; p95 per N (goal: 1.000 subscribers with p95 under 250 ms);
 *  3. fan-out of Postgres Changes (issue 35): one UPDATE of a listing, 200 subscribers each with
 *     a token of its own (a session each: 200 distinct claims sets to authorize), the time until the last one
 *     receives it (median, p95 of 30 rounds) and the SQL statements the Realtime service ran per
 *     change (counted by the service around its database).
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { signAccessToken } from '@conectacargas/local-supabase/testing';
import { WebSocket } from 'ws';
import { DEMO_PASSWORD, DEMO_SHIPPER, DEMO_TRANSPORTER } from '../supabase/demo-accounts.ts';
import {
  createTestClient,
  startTestBackend,
  type TestBackend,
} from '../supabase/tests/support/backend';
import { startPgCluster } from './pg-cluster';
import { median, percentile } from './stats';

const LATENCY_RUNS = 200;
const LATENCY_WARMUP = 10;
const SUBSCRIBER_COUNTS = [100, 500, 1000, 2000];
const BROADCAST_ROUNDS = 10;
const SUBSCRIBERS_GOAL_P95_MS = 250;
const LATENCY_GOAL_P95_MS = 100;
const FANOUT_SUBSCRIBERS = 200;
const FANOUT_ROUNDS = 30;

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function signedIn(backend: TestBackend, email: string) {
  const client = createTestClient(backend);
  const { data, error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (error || !data.session) throw new Error(`sign-in of ${email} failed: ${error?.message}`);
  return { client, token: data.session.access_token };
}

/** Pending listings of the demo shipper for the carrier to offer on, one per run. */
async function listings(backend: TestBackend, count: number): Promise<string[]> {
  const { rows } = await backend.db.query<{ id: string }>(
    `insert into public.cargo_listings (shipper_id, title, origin, destination, weight_kg,
       pickup_date, delivery_date, price, cargo_type, load_type)
     select $1, 'Bench ' || i, 'Mendoza, Mendoza', 'Córdoba, Córdoba', 1000,
       current_date + 10, current_date + 12, 1500, 'food', 'dry'
     from generate_series(1, $2) i
     returning id`,
    [DEMO_SHIPPER.id, count],
  );
  return rows.map((row) => row.id);
}

async function offerToEvent(backend: TestBackend): Promise<number[]> {
  const shipper = await signedIn(backend, DEMO_SHIPPER.email);
  const transporter = await signedIn(backend, DEMO_TRANSPORTER.email);
  await shipper.client.realtime.setAuth(shipper.token);
  const waiting = new Map<string, (at: number) => void>();
  const channel: RealtimeChannel = shipper.client.channel(`user:${DEMO_SHIPPER.id}`, {
    config: { private: true },
  });
  channel.on('broadcast', { event: 'proposal_received' }, ({ payload }) => {
    const at = performance.now();
    waiting.get(String((payload as { listing_id: string }).listing_id))?.(at);
  });
  await new Promise<void>((resolve, reject) =>
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (error) reject(error);
    }),
  );
  const ids = await listings(backend, LATENCY_RUNS + LATENCY_WARMUP);
  const times: number[] = [];
  for (const [i, listingId] of ids.entries()) {
    const arrived = new Promise<number>((resolve) => waiting.set(listingId, resolve));
    const start = performance.now();
    const { error } = await transporter.client
      .from('proposals')
      .insert({ listing_id: listingId, price: 1400, message: 'Bench' });
    if (error) throw new Error(`offer failed: ${error.message}`);
    const at = await Promise.race([
      arrived,
      new Promise<number>((_, reject) =>
        setTimeout(() => reject(new Error('no live event within 5 s')), 5000),
      ),
    ]);
    if (i >= LATENCY_WARMUP) times.push(at - start);
  }
  await shipper.client.removeChannel(channel);
  shipper.client.realtime.disconnect();
  return times;
}

/** A bare Phoenix (vsn 2.0.0) subscriber: joins the topic, timestamps each broadcast frame. */
function subscriber(url: string, topic: string, token: string, onFrame: () => void) {
  return new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.on('error', reject);
    socket.on('open', () =>
      socket.send(
        JSON.stringify([
          '1',
          '1',
          `realtime:${topic}`,
          'phx_join',
          { config: { private: true, broadcast: { self: false } }, access_token: token },
        ]),
      ),
    );
    socket.on('message', (data, isBinary) => {
      if (isBinary) {
        onFrame();
        return;
      }
      const [, , , event, payload] = JSON.parse(data.toString()) as [
        unknown,
        unknown,
        string,
        string,
        { status?: string; response?: unknown },
      ];
      if (event !== 'phx_reply') return;
      if (payload.status === 'ok') resolve(socket);
      else reject(new Error(`join refused: ${JSON.stringify(payload.response)}`));
    });
  });
}

async function subscribersAtOnce(backend: TestBackend, count: number): Promise<number[]> {
  const { token } = await signedIn(backend, DEMO_SHIPPER.email);
  const url = `${backend.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${backend.anonKey}&vsn=2.0.0`;
  const topic = `user:${DEMO_SHIPPER.id}`;
  let sentAt = 0;
  let arrivals: number[] = [];
  const sockets: WebSocket[] = [];
  for (let i = 0; i < count; i += 1) {
    sockets.push(
      await subscriber(url, topic, token, () => arrivals.push(performance.now() - sentAt)),
    );
  }
  const delays: number[] = [];
  try {
    for (let round = 0; round < BROADCAST_ROUNDS; round += 1) {
      arrivals = [];
      sentAt = performance.now();
      await backend.db.query(`select realtime.send('{"round":1}'::jsonb, 'bench', $1, true)`, [
        topic,
      ]);
      const deadline = Date.now() + 10_000;
      while (arrivals.length < count && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      if (arrivals.length < count) {
        throw new Error(`only ${arrivals.length} of ${count} subscribers got round ${round}`);
      }
      delays.push(...arrivals);
    }
  } finally {
    for (const socket of sockets) socket.terminate();
  }
  return delays;
}

async function latencyOn(engine: string, dbUrl: string | null) {
  const backend = await startTestBackend({ rateLimits: false, realtimeLimits: false, dbUrl });
  try {
    const times = await offerToEvent(backend);
    console.log(
      `   ${engine.padEnd(12)} mediana ${ms(median(times)).padStart(9)}   p95 ${ms(percentile(times, 0.95)).padStart(9)}` +
        (engine === 'PGlite'
          ? `   (meta: p95 < ${LATENCY_GOAL_P95_MS} ms: ${percentile(times, 0.95) < LATENCY_GOAL_P95_MS ? 'sí' : 'NO'})`
          : ''),
    );
  } finally {
    await backend.stop();
  }
}

export async function benchRealtime(): Promise<void> {
  console.log(
    `\nRealtime 1) de la propuesta del transportista al evento en el navegador del dador — ${LATENCY_RUNS} propuestas`,
  );
  await latencyOn('PGlite', null);
  const cluster = await startPgCluster();
  try {
    await latencyOn('PostgreSQL', cluster.url);
  } finally {
    cluster.stop();
  }

  console.log(
    `\nRealtime 2) suscriptores de un canal privado en un backend embebido (PGlite) — ${BROADCAST_ROUNDS} broadcasts desde la base`,
  );
  const backend = await startTestBackend({ rateLimits: false, realtimeLimits: false });
  let held = 0;
  try {
    for (const count of SUBSCRIBER_COUNTS) {
      const delays = await subscribersAtOnce(backend, count);
      const p95 = percentile(delays, 0.95);
      if (p95 < SUBSCRIBERS_GOAL_P95_MS) held = count;
      console.log(
        `   ${String(count).padStart(5)} suscriptores   mediana ${ms(median(delays)).padStart(9)}   p95 ${ms(p95).padStart(9)}`,
      );
    }
  } finally {
    await backend.stop();
  }
  console.log(
    `   sostiene ${held} suscriptores con p95 < ${SUBSCRIBERS_GOAL_P95_MS} ms (meta: 1000): ${held >= 1000 ? 'sí' : 'NO'}`,
  );

  console.log(
    `\nRealtime 3) fan-out de Postgres Changes (PGlite): un UPDATE de una carga, ${FANOUT_SUBSCRIBERS} suscriptores con tokens distintos — ${FANOUT_ROUNDS} cambios`,
  );
  await benchRealtimeFanOut();
}

/** A person's access token as GoTrue signs it: each subscriber its own claims set. */
async function personToken(sub: string, sessionId: string): Promise<string> {
  const { token } = await signAccessToken({
    userId: sub,
    email: DEMO_SHIPPER.email,
    phone: '',
    sessionId,
    appMetadata: {},
    userMetadata: {},
    isAnonymous: false,
    issuedAt: Math.floor(Date.now() / 1000),
    amr: [{ method: 'password', timestamp: Math.floor(Date.now() / 1000) }],
    aal: 'aal2',
    issuer: 'bench',
  });
  return token;
}

/** A bare Phoenix subscriber of a listing's UPDATEs; calls `onChange` for each one. */
function changeSubscriber(url: string, listingId: string, token: string, onChange: () => void) {
  return new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.on('error', reject);
    socket.on('open', () =>
      socket.send(
        JSON.stringify([
          '1',
          '1',
          `realtime:listing-${listingId}`,
          'phx_join',
          {
            config: {
              postgres_changes: [
                {
                  event: 'UPDATE',
                  schema: 'public',
                  table: 'cargo_listings',
                  filter: `id=eq.${listingId}`,
                },
              ],
            },
            access_token: token,
          },
        ]),
      ),
    );
    socket.on('message', (data) => {
      const [, , , event, payload] = JSON.parse(data.toString()) as [
        unknown,
        unknown,
        string,
        string,
        { status?: string; extension?: string; message?: string },
      ];
      if (event === 'postgres_changes') onChange();
      else if (event === 'system' && payload.extension === 'postgres_changes') {
        if (payload.status === 'ok') resolve(socket);
        else reject(new Error(`subscription refused: ${payload.message}`));
      } else if (event === 'phx_reply' && payload.status !== 'ok') {
        reject(new Error(`join refused: ${JSON.stringify(payload)}`));
      }
    });
  });
}

export async function benchRealtimeFanOut(): Promise<void> {
  const backend = await startTestBackend({ rateLimits: false, realtimeLimits: false });
  const sockets: WebSocket[] = [];
  try {
    // The app publishes no table yet: the bench adds the listings for its own throwaway database.
    await backend.db.exec(
      `alter publication supabase_realtime add table public.cargo_listings;
       select local_realtime.sync_publication();`,
    );
    const [listingId] = await listings(backend, 1);
    const url = `${backend.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${backend.anonKey}&vsn=2.0.0`;
    let sentAt = 0;
    let arrivals: number[] = [];
    // The listing's shipper may read it whatever its status: 200 tabs, each its own live session
    // (the schema's policies require one).
    const sessionIds = Array.from({ length: FANOUT_SUBSCRIBERS }, () => randomUUID());
    await backend.db.query(
      `insert into auth.sessions (id, user_id, created_at, updated_at, aal)
       select s, $1, now(), now(), 'aal1' from unnest($2::uuid[]) s`,
      [DEMO_SHIPPER.id, sessionIds],
    );
    for (const sessionId of sessionIds) {
      const token = await personToken(DEMO_SHIPPER.id, sessionId);
      sockets.push(
        await changeSubscriber(url, listingId, token, () =>
          arrivals.push(performance.now() - sentAt),
        ),
      );
    }
    const lasts: number[] = [];
    const statements: number[] = [];
    for (let round = 0; round < FANOUT_ROUNDS; round += 1) {
      arrivals = [];
      const before = backend.realtimeStats().statements;
      sentAt = performance.now();
      await backend.db.query(`update public.cargo_listings set price = price + 1 where id = $1`, [
        listingId,
      ]);
      const deadline = Date.now() + 20_000;
      while (arrivals.length < FANOUT_SUBSCRIBERS && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      if (arrivals.length < FANOUT_SUBSCRIBERS) {
        throw new Error(`only ${arrivals.length} of ${FANOUT_SUBSCRIBERS} got round ${round}`);
      }
      lasts.push(Math.max(...arrivals));
      // Let the service finish the round (its statements) before counting.
      await new Promise((resolve) => setTimeout(resolve, 20));
      statements.push(backend.realtimeStats().statements - before);
    }
    console.log(
      `   hasta el último de ${FANOUT_SUBSCRIBERS}   mediana ${ms(median(lasts)).padStart(9)}   p95 ${ms(percentile(lasts, 0.95)).padStart(9)}` +
        `   sentencias SQL por cambio: ${median(statements)}`,
    );
  } finally {
    for (const socket of sockets) socket.terminate();
    await backend.stop();
  }
}
