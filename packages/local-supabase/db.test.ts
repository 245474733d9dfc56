import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseUrlFromEnv,
  openDatabase,
  type OpenDatabaseOptions,
  parseMigrationFileNames,
  type SqlDatabase,
} from './db.ts';
import { withDatabase } from './engine/postgres.ts';
import { project } from '../../supabase/project.ts';
import { DEMO_SHIPPER, DEMO_TRANSPORTER } from '../../supabase/demo-accounts.ts';

async function one<T>(db: SqlDatabase, sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await db.query<T>(sql, params);
  return rows[0];
}

describe('parseMigrationFileNames', () => {
  it('keeps <version>_<name>.sql files in version order and ignores the rest', () => {
    expect(
      parseMigrationFileNames([
        '20261122010000_search.sql',
        'README.md',
        '20261122000000_initial_schema.sql',
        'draft.sql',
      ]),
    ).toEqual([
      {
        version: '20261122000000',
        name: 'initial_schema',
        file: '20261122000000_initial_schema.sql',
      },
      { version: '20261122010000', name: 'search', file: '20261122010000_search.sql' },
    ]);
  });
});

describe('a new in-memory database', () => {
  let db: SqlDatabase;

  beforeAll(async () => {
    db = await openDatabase({ project, dataDir: 'memory' });
  });

  afterAll(async () => {
    await db.close();
  });

  it('has the API roles of Supabase, service_role bypassing RLS', async () => {
    const { rows } = await db.query<{
      rolname: string;
      rolbypassrls: boolean;
      rolcanlogin: boolean;
    }>(
      `select rolname, rolbypassrls, rolcanlogin from pg_roles
       where rolname in ('anon', 'authenticated', 'service_role') order by rolname`,
    );
    expect(rows).toEqual([
      { rolname: 'anon', rolbypassrls: false, rolcanlogin: false },
      { rolname: 'authenticated', rolbypassrls: false, rolcanlogin: false },
      { rolname: 'service_role', rolbypassrls: true, rolcanlogin: false },
    ]);
  });

  it("grants new public tables to the API roles by default, like Supabase's default privileges", async () => {
    const privileges = await db.transaction(async (tx) => {
      await tx.exec('create table public.default_privileges_probe (id int)');
      const { rows } = await tx.query<{ role: string; can_select: boolean; can_delete: boolean }>(
        `select r as role, has_table_privilege(r, 'public.default_privileges_probe', 'select') as can_select,
           has_table_privilege(r, 'public.default_privileges_probe', 'delete') as can_delete
         from unnest(array['anon', 'authenticated', 'service_role']) r order by r`,
      );
      await tx.rollback();
      return rows;
    });
    expect(privileges).toEqual([
      { role: 'anon', can_select: true, can_delete: true },
      { role: 'authenticated', can_select: true, can_delete: true },
      { role: 'service_role', can_select: true, can_delete: true },
    ]);
  });

  it('keeps the revokes of the migration: anon cannot read profiles', async () => {
    expect(
      await one(db, "select has_table_privilege('anon', 'public.profiles', 'select') as ok"),
    ).toEqual({ ok: false });
  });

  it('reads the request claims in auth.uid(), auth.role() and auth.jwt()', async () => {
    const claims = { sub: DEMO_TRANSPORTER.id, role: 'authenticated' };
    const result = await db.transaction(async (tx) => {
      await tx.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(claims)]);
      await tx.exec('set local role authenticated');
      const { rows } = await tx.query(
        "select auth.uid()::text as uid, auth.role() as role, auth.jwt() ->> 'sub' as sub",
      );
      return rows[0];
    });
    expect(result).toEqual({ uid: claims.sub, role: 'authenticated', sub: claims.sub });
  });

  it('provides pgcrypto in the extensions schema', async () => {
    expect(
      await one(
        db,
        "select extensions.crypt('x', extensions.crypt('x', extensions.gen_salt('bf'))) like '$2a$%' as ok",
      ),
    ).toEqual({ ok: true });
  });

  it('applied every migration, in order, and the seed', async () => {
    const files = parseMigrationFileNames(await readdir(project.migrationsDir));
    const { rows } = await db.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations order by version',
    );
    expect(rows.map((row) => row.version)).toEqual(files.map((file) => file.version));
    // seed.sql: 3 accounts and 7 listings; seed-demo-history.sql: 6 accounts, 9 delivered loads.
    expect(await one(db, 'select count(*)::int as n from public.cargo_listings')).toEqual({
      n: 16,
    });
    expect(await one(db, 'select count(*)::int as n from auth.users')).toEqual({ n: 9 });
    expect(await one(db, 'select count(*)::int as n from public.profiles')).toEqual({ n: 9 });
    const { rows: seeds } = await db.query<{ path: string }>(
      'select path from supabase_migrations.seed_files order by path desc',
    );
    expect(seeds.map((seed) => seed.path)).toEqual([
      'supabase/seed.sql',
      'supabase/seed-demo-history.sql',
    ]);
  });
});

/** The PostgreSQL server of `npm test` (LOCAL_SUPABASE_DB_URL); none on PGlite. */
const server = databaseUrlFromEnv();

/** Runs `sql` on the server as its superuser (creating and dropping a test's own database). */
async function onServer(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: server ?? '' });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** These tests open (and close) a database twice; each open starts an engine. */
const OPENS_TWICE_MS = 60_000;

describe('a persisted database', () => {
  let workDir: string;
  let migrationsDir: string;
  /** PGlite: a data directory. PostgreSQL (npm run test:pg): a database of its own on the server. */
  let where: OpenDatabaseOptions;
  const serverDatabase = `local_supabase_persisted_${process.pid}_${Date.now()}`;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'local-supabase-db-'));
    migrationsDir = path.join(workDir, 'migrations');
    await cp(project.migrationsDir, migrationsDir, { recursive: true });
    if (server) {
      await onServer(`create database ${serverDatabase}`);
      where = { project, dbUrl: withDatabase(server, serverDatabase), dataDir: 'server' };
    } else {
      where = { project, dataDir: path.join(workDir, 'data') };
    }
  });

  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
    if (server) await onServer(`drop database if exists ${serverDatabase} with (force)`);
  });

  it(
    'keeps its data across restarts and takes a later migration without losing it',
    async () => {
      const first = await openDatabase({ ...where, migrationsDir });
      await first.query(
        `insert into public.cargo_listings (shipper_id, title, origin, destination, weight_kg,
         pickup_date, delivery_date, price, cargo_type, load_type)
       values ($1, 'Yerba mate', 'Posadas, Misiones',
         'Córdoba, Córdoba', 900, current_date + 2, current_date + 4, 640, 'food', 'dry')`,
        [DEMO_SHIPPER.id],
      );
      await first.close();

      await writeFile(
        path.join(migrationsDir, '29990101000000_listing_notes.sql'),
        "alter table public.cargo_listings add column internal_note text not null default 'sin notas';",
      );
      const second = await openDatabase({ ...where, migrationsDir });
      try {
        expect(
          await one(
            second,
            "select internal_note from public.cargo_listings where title = 'Yerba mate'",
          ),
        ).toEqual({ internal_note: 'sin notas' });
        // The seeds ran once, on the new database: 7 sample listings, 9 delivered ones and the
        // one added above.
        expect(await one(second, 'select count(*)::int as n from public.cargo_listings')).toEqual({
          n: 17,
        });
        expect(await one(second, 'select count(*)::int as n from auth.users')).toEqual({ n: 9 });
        expect(
          await one(
            second,
            "select count(*)::int as n from supabase_migrations.schema_migrations where version = '29990101000000'",
          ),
        ).toEqual({ n: 1 });
      } finally {
        await second.close();
      }
    },
    OPENS_TWICE_MS,
  );

  it(
    'refuses a failing migration as a whole and leaves the database usable',
    async () => {
      await writeFile(
        path.join(migrationsDir, '29990102000000_broken.sql'),
        'create table public.half_done (id int);\nselect * from public.no_such_table;',
      );
      await expect(openDatabase({ ...where, migrationsDir })).rejects.toThrow(
        /Migration 29990102000000_broken\.sql failed/,
      );
      await rm(path.join(migrationsDir, '29990102000000_broken.sql'));
      const db = await openDatabase({ ...where, migrationsDir });
      try {
        expect(await one(db, "select to_regclass('public.half_done') is null as absent")).toEqual({
          absent: true,
        });
      } finally {
        await db.close();
      }
    },
    OPENS_TWICE_MS,
  );
});

describe('a database an older bootstrap made', () => {
  let workDir: string;
  /** PGlite: a data directory. PostgreSQL (npm test): a database of its own on the server. */
  const serverDatabase = `local_supabase_older_${process.pid}_${Date.now()}`;

  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
    if (server) await onServer(`drop database if exists ${serverDatabase} with (force)`);
  });

  it(
    'gets what platform.sql adds before the migrations that need it (pg_trgm, pg_cron)',
    async () => {
      workDir = await mkdtemp(path.join(tmpdir(), 'local-supabase-upgrade-'));
      const before = path.join(workDir, 'migrations');
      await cp(project.migrationsDir, before, { recursive: true });
      // The migrations before the first that creates pg_trgm and schedules a job.
      for (const file of await readdir(before)) {
        if (file >= '20261126080000') await rm(path.join(before, file));
      }
      if (server) await onServer(`create database ${serverDatabase}`);
      const where = {
        project,
        seedFile: null,
        ...(server
          ? { dbUrl: withDatabase(server, serverDatabase), dataDir: 'server' }
          : { dbUrl: null, dataDir: path.join(workDir, 'data') }),
      };
      const first = await openDatabase({ ...where, migrationsDir: before, templateCache: false });
      // Take away what the bootstrap of 53b1e34 did not give.
      await first.exec(`
        drop schema cron cascade;
        revoke create on schema extensions from project_postgres;
        do $$ begin
          execute format('revoke create on database %I from project_postgres', current_database());
        end $$;`);
      await first.close();

      const second = await openDatabase({ ...where, templateCache: false });
      try {
        expect(
          await one(
            second,
            `select
               exists (select 1 from pg_extension where extname = 'pg_trgm') as trgm,
               (select count(*)::int from cron.job where jobname = 'drain-alert-matches') as jobs`,
          ),
        ).toEqual({ trgm: true, jobs: 1 });
      } finally {
        await second.close();
      }
    },
    OPENS_TWICE_MS,
  );
});

describe('new persisted databases opened at once', () => {
  it(
    'all open: on one server their bootstraps, which set cluster-wide roles, take turns',
    async () => {
      const workDir = await mkdtemp(path.join(tmpdir(), 'local-supabase-together-'));
      const names = [1, 2].map((n) => `local_supabase_together_${process.pid}_${n}`);
      try {
        const places: OpenDatabaseOptions[] = [];
        for (const name of names) {
          if (server) {
            await onServer(`create database ${name}`);
            places.push({ project, dbUrl: withDatabase(server, name), dataDir: 'server' });
          } else {
            places.push({ project, dataDir: path.join(workDir, name) });
          }
        }
        const opened = await Promise.allSettled(
          places.map((where) => openDatabase({ ...where, seedFile: null })),
        );
        const databases = opened.flatMap((result) =>
          result.status === 'fulfilled' ? [result.value] : [],
        );
        await Promise.all(databases.map((db) => db.close()));
        expect(opened.filter((result) => result.status === 'rejected')).toEqual([]);
      } finally {
        await rm(workDir, { recursive: true, force: true });
        if (server) {
          for (const name of names) await onServer(`drop database if exists ${name} with (force)`);
        }
      }
    },
    OPENS_TWICE_MS,
  );
});
