import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
