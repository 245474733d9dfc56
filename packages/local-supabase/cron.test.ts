import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CronScheduler, scheduleIntervalMs } from './cron.ts';
import { openDatabase, type SqlDatabase } from './db.ts';
import { project } from '../../supabase/project.ts';

describe('scheduleIntervalMs', () => {
  it.each([
    ['5 seconds', 5_000],
    ['1 second', 1_000],
    ['59 seconds', 59_000],
    ['* * * * *', 60_000],
    ['*/15 * * * *', 900_000],
  ])('runs %s every %i ms', (schedule, ms) => {
    expect(scheduleIntervalMs(schedule)).toBe(ms);
  });

  it.each(['0 seconds', '60 seconds', '0 3 * * *', '* * * *', 'every day', ''])(
    'does not run %j (it would need the wall clock, or pg_cron refuses it)',
    (schedule) => {
      expect(scheduleIntervalMs(schedule)).toBeNull();
    },
  );
});

describe('CronScheduler over cron.job', () => {
  let dir: string;
  let db: SqlDatabase;
  let now = 0;
  const logged: string[] = [];
  let cron: CronScheduler;

  const ticks = async () =>
    (
      await db.query<{ n: number; who: string[] }>(
        'select count(*)::int as n, array_agg(distinct who) as who from public.ticks',
      )
    ).rows[0];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'cron-'));
    // Scheduled by a migration, as the project's own are: as the project's role.
    await writeFile(
      path.join(dir, '20260101000000_jobs.sql'),
      `create table public.ticks (id serial primary key, who text not null default current_user);
       select cron.schedule('tick', '2 seconds', 'insert into public.ticks default values');
       select cron.schedule('broken', '1 seconds', 'select 1 / 0');
       select cron.schedule('monthly', '0 3 1 * *', 'insert into public.ticks default values');
       select cron.schedule('gone', '1 seconds', 'insert into public.ticks default values');
       select cron.unschedule('gone');`,
    );
    db = await openDatabase({
      project,
      dataDir: 'memory',
      migrationsDir: dir,
      seedFile: null,
      templateCache: false,
    });
    cron = new CronScheduler(
      db,
      (line) => logged.push(line),
      () => now,
    );
  });

  afterAll(async () => {
    await cron?.stop();
    await db?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('runs a due job once, as the role that scheduled it, and logs the ones it cannot run', async () => {
    await cron.runDue();
    expect(await ticks()).toEqual({ n: 1, who: ['project_postgres'] });
    expect(logged).toEqual([
      'cron: broken failed: division by zero',
      'cron: monthly: a schedule this backend cannot run: 0 3 1 * *',
    ]);
  });

  it('waits for the interval before the next run; a failing job runs again when due', async () => {
    now = 1_000;
    await cron.runDue();
    expect((await ticks()).n).toBe(1);
    now = 2_000;
    await cron.runDue();
    expect((await ticks()).n).toBe(2);
    expect(logged.filter((line) => line.startsWith('cron: broken'))).toHaveLength(3);
    // The unsupported schedule is reported once, not on every tick.
    expect(logged.filter((line) => line.startsWith('cron: monthly'))).toHaveLength(1);
  });

  it('runs every job at once when asked, whatever the clock', async () => {
    await cron.runAll();
    expect((await ticks()).n).toBe(4);
  });

  it('replaces a job scheduled again under the same name', async () => {
    const { rows } = await db.query<{ before: number; after: number }>(
      `select (select jobid from cron.job where jobname = 'tick') as before,
              cron.schedule('tick', '3 seconds', 'select 1') as after`,
    );
    expect(rows[0].after).toBe(rows[0].before);
    const job = await db.query<{ schedule: string }>(
      `select schedule from cron.job where jobname = 'tick'`,
    );
    expect(job.rows).toEqual([{ schedule: '3 seconds' }]);
  });
});

describe('pg_net and Vault, as the jobs use them', () => {
  let dir: string;
  let db: SqlDatabase;
  let server: Server;
  let url = '';
  const received: { path: string; body: string; auth: string }[] = [];
  /** Answers of '/slow' held until the test lets them go. */
  const held: ServerResponse[] = [];
  const logged: string[] = [];
  let cron: CronScheduler;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({
          path: req.url ?? '',
          body: Buffer.concat(chunks).toString(),
          auth: req.headers.authorization ?? '',
        });
        if (req.url === '/slow') held.push(res);
        else res.writeHead(req.url === '/broken' ? 500 : 200).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    dir = await mkdtemp(path.join(tmpdir(), 'cron-net-'));
    await writeFile(
      path.join(dir, '20260101000000_calls.sql'),
      `select cron.schedule('call', '1 seconds', $$
         select net.http_post(
           url := u.decrypted_secret || '/hook',
           headers := jsonb_build_object('Authorization', 'Bearer ' || k.decrypted_secret),
           body := '{"run": true}'::jsonb)
         from vault.decrypted_secrets u, vault.decrypted_secrets k
         where u.name = 'project_url' and k.name = 'service_role_key' $$);
       select cron.schedule('broken-call', '1 seconds', $$
         select net.http_post(url := u.decrypted_secret || '/broken')
         from vault.decrypted_secrets u where u.name = 'project_url' $$);`,
    );
    db = await openDatabase({
      project,
      dataDir: 'memory',
      migrationsDir: dir,
      seedFile: null,
      templateCache: false,
    });
    cron = new CronScheduler(
      db,
      (line) => logged.push(line),
      () => 0,
      () => ({ project_url: url, service_role_key: 'service-key' }),
    );
  });

  afterAll(async () => {
    await cron?.stop();
    await db?.close();
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  it('sends what a job queued, once, with the Vault secrets the backend keeps', async () => {
    await cron.runAll();
    expect(received.find((r) => r.path === '/hook')).toEqual({
      path: '/hook',
      body: '{"run":true}',
      auth: 'Bearer service-key',
    });
    expect(logged).toEqual([
      expect.stringMatching(/^net\.http_post \d+: .*\/broken answered 500$/),
    ]);
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from net.http_request_queue',
    );
    expect(rows[0].n).toBe(0);
    await cron.runAll();
    expect(received.filter((r) => r.path === '/hook')).toHaveLength(2);
  });

  it('sends on a chain of its own: a call that hangs does not hold the next jobs', async () => {
    await db.query(
      `select cron.schedule('slow-call', '1 seconds', $$
         select net.http_post(url := u.decrypted_secret || '/slow')
         from vault.decrypted_secrets u where u.name = 'project_url' $$)`,
    );
    const queued = async () =>
      (await db.query<{ n: number }>('select count(*)::int as n from net.http_request_queue'))
        .rows[0].n;
    try {
      const first = cron.runAll();
      await vi.waitFor(() => expect(held).toHaveLength(1));
      // The jobs run again while that call hangs; what they queue waits its turn to be sent.
      const second = cron.runAll();
      await vi.waitFor(async () => expect(await queued()).toBe(3));
      for (const res of held.splice(0)) res.writeHead(200).end();
      await first;
      await vi.waitFor(() => expect(held).toHaveLength(1));
      for (const res of held.splice(0)) res.writeHead(200).end();
      await second;
      expect(await queued()).toBe(0);
    } finally {
      for (const res of held.splice(0)) res.writeHead(200).end();
      await db.query(`select cron.unschedule('slow-call')`);
    }
  });

  it('sends what a transaction queued outside any job on its next tick, as pg_net does', async () => {
    await cron.runAll();
    // A trigger's call (push-notifications): no job is due on this frozen clock.
    await db.query(
      `select net.http_post(url := u.decrypted_secret || '/woken')
       from vault.decrypted_secrets u where u.name = 'project_url'`,
    );
    cron.start(10);
    try {
      await vi.waitFor(() => expect(received.filter((r) => r.path === '/woken')).toHaveLength(1));
    } finally {
      await cron.stop();
    }
  });

  it('lets no API role queue a request or read a secret', async () => {
    for (const role of ['anon', 'authenticated']) {
      for (const sql of [
        `select net.http_post('http://127.0.0.1:9/')`,
        `select decrypted_secret from vault.decrypted_secrets`,
      ]) {
        await expect(
          db.transaction(async (tx) => {
            await tx.exec(`set local role ${role}`);
            await tx.query(sql);
          }),
        ).rejects.toThrow(/permission denied/);
      }
    }
  });
});
