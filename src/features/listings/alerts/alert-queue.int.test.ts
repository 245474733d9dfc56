/**
 * The alert queue (migration 20261126080000): publishing only queues the listing, and the pg_cron
 * job drain_alert_matches() notifies its matching alerts later, each exactly once: not before the
 * drain, not twice when drains run twice or side by side, not for a listing gone before the drain,
 * and not lost when the backend stops with listings queued. Nobody reaches the queue or the drain
 * through the Data API.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_ANON_KEY } from '@conectacargas/local-supabase/keys';
import { startLocalSupabase } from '@conectacargas/local-supabase/server';
import {
  countAsSuperuser,
  DEMO_SHIPPER,
  DEMO_TRANSPORTER,
  listingInput,
  signedInClient,
  signedUpClient,
} from '../../../../supabase/tests/support/data-api';
import {
  createTestClient,
  project,
  startTestBackend,
  type Queryable,
  type TestBackend,
  type TestClient,
} from '../../../../supabase/tests/support/backend';
import { DEMO_PASSWORD } from '../../../../supabase/demo-accounts';
import { defaultListingFilters } from '../listing-filters';
import { createAlert } from './api/alerts';
import { criteriaFromFilters } from './criteria';

// Every call passes a test client; the app's singleton cannot be built on Node 20.
vi.mock('@/lib/supabase', async () => ({
  supabase: (await import('@/testing/fake-supabase')).forbiddenSupabase(),
}));

const everything = criteriaFromFilters(defaultListingFilters);

function alertNotifications(db: Queryable): Promise<number> {
  return countAsSuperuser(
    db,
    "select count(*) from public.notifications where kind = 'alert_match'",
  );
}

function queued(db: Queryable): Promise<number> {
  return countAsSuperuser(db, 'select count(*) from public.alert_match_queue');
}

async function publish(shipper: TestClient, title: string): Promise<string> {
  const { data, error } = await shipper
    .from('cargo_listings')
    .insert(listingInput({ title }))
    .select('id')
    .single();
  expect(error).toBeNull();
  return data!.id;
}

describe('the alert queue', () => {
  let backend: TestBackend;
  let shipper: TestClient;
  let transporter: TestClient;
  let other: TestClient;

  beforeAll(async () => {
    backend = await startTestBackend({ rateLimits: false });
    const [s, t, o] = await Promise.all([
      signedInClient(backend, DEMO_SHIPPER.email),
      signedInClient(backend, DEMO_TRANSPORTER.email),
      signedUpClient(backend, 'cola.b@example.test', 'transporter', 'Bruno Cola'),
    ]);
    [shipper, transporter, other] = [s.client, t.client, o.client];
    await createAlert('Todo', everything, transporter);
    await createAlert('Todo también', everything, other);
  });

  afterAll(async () => {
    await backend?.stop();
  });

  beforeEach(async () => {
    await backend.runCronJobs();
    await backend.db.exec('delete from public.notifications');
  });

  it('a publication only queues its listing; the drain notifies each match once, a second drain nobody', async () => {
    const id = await publish(shipper, 'Encolada');
    expect(await queued(backend.db)).toBe(1);
    expect(await alertNotifications(backend.db)).toBe(0);

    await backend.runCronJobs();
    expect(await queued(backend.db)).toBe(0);
    const { rows } = await backend.db.query<{ link: string }>(
      "select link from public.notifications where kind = 'alert_match' order by recipient_id",
    );
    expect(rows).toEqual([{ link: `/listings/${id}` }, { link: `/listings/${id}` }]);

    await backend.runCronJobs();
    expect(await alertNotifications(backend.db)).toBe(2);
  });

  it('a listing taken or deleted before the drain notifies nobody, and leaves the queue', async () => {
    const taken = await publish(shipper, 'Tomada antes');
    const deleted = await publish(shipper, 'Borrada antes');
    await backend.db.query(
      `update public.cargo_listings set status = 'assigned', transporter_id = $2 where id = $1`,
      [taken, DEMO_TRANSPORTER.id],
    );
    const { error } = await shipper.from('cargo_listings').delete().eq('id', deleted);
    expect(error).toBeNull();
    await backend.runCronJobs();
    expect(await queued(backend.db)).toBe(0);
    expect(await alertNotifications(backend.db)).toBe(0);
  });

  it('drains side by side take each listing once', async () => {
    for (let i = 0; i < 12; i += 1) await publish(shipper, `Lote ${i}`);
    await Promise.all(
      Array.from({ length: 4 }, () => backend.db.query('select public.drain_alert_matches(3)')),
    );
    await backend.runCronJobs();
    expect(await queued(backend.db)).toBe(0);
    expect(await alertNotifications(backend.db)).toBe(24);
  });

  it('nobody reads, writes or drains the queue through the Data API', async () => {
    await publish(shipper, 'Fuera de alcance');
    for (const client of [createTestClient(backend), transporter, shipper]) {
      const read = await client.from('alert_match_queue').select('*');
      expect(read.error?.code).toBe('42501');
      const write = await client
        .from('alert_match_queue')
        .delete()
        .neq('listing_id', '00000000-0000-0000-0000-000000000000');
      expect(write.error?.code).toBe('42501');
      const drain = await client.rpc('drain_alert_matches');
      expect(drain.error?.code).toBe('42501');
      const browse = await client.rpc('browse_listing_ids' as never);
      expect(browse.error).not.toBeNull();
    }
    expect(await queued(backend.db)).toBe(1);
    expect(await alertNotifications(backend.db)).toBe(0);
  });
});

describe('the alert queue across a restart', () => {
  /** A database that outlives one backend: a folder for PGlite, a database of its own on a server. */
  async function durableDatabase(): Promise<{
    options: { dataDir: string; dbUrl?: string };
    remove(): Promise<void>;
  }> {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'alert-queue-'));
    const server = process.env.LOCAL_SUPABASE_DB_URL;
    if (!server) {
      return { options: { dataDir }, remove: async () => rmSync(dataDir, { recursive: true }) };
    }
    const name = `alert_queue_${Date.now()}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(server);
    url.pathname = `/${name}`;
    return {
      options: { dataDir, dbUrl: url.toString() },
      remove: async () => {
        const dropper = new pg.Client({ connectionString: server });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
        rmSync(dataDir, { recursive: true });
      },
    };
  }

  function start(options: { dataDir: string; dbUrl?: string }) {
    return startLocalSupabase({
      project,
      seedFile: path.join(project.dir, 'seed.sql'),
      ...options,
      port: 0,
      rateLimits: false,
      cron: false,
      log: () => {},
    });
  }

  async function signIn(url: string, email: string): Promise<TestClient> {
    const client = createTestClient({ url, anonKey: LOCAL_ANON_KEY });
    const { error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
    expect(error).toBeNull();
    return client;
  }

  it('a listing queued when the backend stops is notified once after it starts again', async () => {
    const database = await durableDatabase();
    try {
      const first = await start(database.options);
      try {
        // The seed's own listings were queued as they were written; nobody had alerts then.
        await first.runCronJobs();
        await createAlert('Todo', everything, await signIn(first.url, DEMO_TRANSPORTER.email));
        await publish(await signIn(first.url, DEMO_SHIPPER.email), 'Antes de detenerse');
        expect(await queued(first.db)).toBe(1);
      } finally {
        await first.close();
      }

      const second = await start(database.options);
      try {
        expect(await queued(second.db)).toBe(1);
        expect(await alertNotifications(second.db)).toBe(0);
        await second.runCronJobs();
        await second.runCronJobs();
        expect(await queued(second.db)).toBe(0);
        expect(await alertNotifications(second.db)).toBe(1);
      } finally {
        await second.close();
      }
    } finally {
      await database.remove();
    }
  });
});
