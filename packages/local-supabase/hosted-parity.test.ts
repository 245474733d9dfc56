/**
 * The emulation is as strict as a hosted Supabase project (issue 22, "Parity"): migrations and
 * seeds run as a `postgres` that is no superuser, auth and storage belong to their services, and a
 * migration that would fail on a hosted project fails here, on PGlite and on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execAsProject, MIGRATION_ROLE, openDatabase, type SqlDatabase } from './db.ts';
import { project } from '../../supabase/project.ts';

let db: SqlDatabase;

beforeAll(async () => {
  db = await openDatabase({ project, dataDir: 'memory', seedFile: null });
});

afterAll(async () => {
  await db.close();
});

/**
 * Runs `sql` as the next migration would run (db.ts's runner, as MIGRATION_ROLE) on the migrated
 * database, then rolls it back; resolves to the error, if any.
 */
async function migrationError(sql: string): Promise<string | null> {
  try {
    await db.transaction(async (tx) => {
      await execAsProject(tx, '29991231000000_scratch.sql', sql);
      await tx.rollback();
    });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('a hosted project’s roles and owners', () => {
  it('runs migrations as a postgres without superuser, with BYPASSRLS and CREATEROLE', async () => {
    const { rows } = await db.query<Record<string, boolean>>(
      `select rolsuper, rolbypassrls, rolcreaterole from pg_catalog.pg_roles where rolname = $1`,
      [MIGRATION_ROLE],
    );
    expect(rows).toEqual([{ rolsuper: false, rolbypassrls: true, rolcreaterole: true }]);
    const owners = await db.query<{ owner: string }>(
      `select distinct pg_catalog.pg_get_userbyid(p.proowner) as owner from pg_catalog.pg_proc p
       where p.pronamespace = 'public'::regnamespace
       union
       select distinct tableowner from pg_catalog.pg_tables where schemaname = 'public'`,
    );
    expect(owners.rows).toEqual([{ owner: MIGRATION_ROLE }]);
  });

  it('gives auth, storage and realtime to their services with RLS on', async () => {
    const { rows } = await db.query<{ schema: string; owner: string; rls: boolean }>(
      `select n.nspname as schema, pg_catalog.pg_get_userbyid(c.relowner) as owner,
         bool_and(c.relrowsecurity) as rls
       from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       where n.nspname in ('auth', 'storage', 'realtime') and c.relkind = 'r'
       group by 1, 2 order by 1`,
    );
    expect(rows).toEqual([
      { schema: 'auth', owner: 'supabase_auth_admin', rls: true },
      { schema: 'realtime', owner: 'supabase_realtime_admin', rls: true },
      { schema: 'storage', owner: 'supabase_storage_admin', rls: true },
    ]);
  });

  it('refuses a direct delete from storage tables unless the Storage API says it deletes', async () => {
    await db.transaction(async (tx) => {
      await tx.exec(`insert into storage.buckets (id, name) values ('parity', 'parity')`);
      await expect(tx.exec(`delete from storage.buckets where id = 'parity'`)).rejects.toThrow(
        'Direct deletion from storage tables is not allowed. Use the Storage API instead.',
      );
      await tx.rollback();
    });
    await db.transaction(async (tx) => {
      await tx.exec(`insert into storage.buckets (id, name) values ('parity', 'parity')`);
      await tx.query("select set_config('storage.allow_delete_query', 'true', true)");
      await tx.exec(`delete from storage.buckets where id = 'parity'`);
      await tx.rollback();
    });
  });
});

describe('a migration that would fail on a hosted project fails here', () => {
  it.each([
    [
      'alter table storage.objects add column scratch int',
      'must be owner of table storage.objects',
    ],
    ['alter table storage.buckets disable row level security', 'must be owner'],
    ['drop table storage.buckets cascade', 'must be owner'],
    ['alter table auth.users add column scratch int', 'must be owner of table users'],
    [
      'create policy "scratch" on auth.users for select using (true)',
      'must be owner of table users',
    ],
    ['alter table auth.users disable row level security', 'must be owner of table users'],
    ['alter table realtime.messages add column scratch int', 'must be owner of table'],
    ['alter table realtime.messages disable row level security', 'must be owner of table'],
    ['drop table realtime.messages', 'must be owner'],
    [
      'create or replace function realtime.topic() returns text language sql as $$ select null $$',
      'must be owner of function',
    ],
    ['create schema scratch authorization supabase_admin', 'supabase_admin'],
    ['reset role; alter table storage.objects add column scratch int', 'changes its role'],
  ])('%s', async (sql, message) => {
    expect(await migrationError(sql)).toContain(message);
  });

  it('while what hosted Supabase allows still applies', async () => {
    expect(
      await migrationError(`
        create policy "Scratch files" on storage.objects for select to authenticated
          using (bucket_id = 'scratch');
        alter policy "Scratch files" on storage.objects rename to "Scratch files, renamed";
        drop policy "Scratch files, renamed" on storage.objects;
        create function public.scratch_trigger() returns trigger language plpgsql
          set search_path = '' as 'begin return new; end';
        create trigger scratch after insert on auth.users
          for each row execute function public.scratch_trigger();
        insert into storage.buckets (id, name) values ('scratch', 'scratch');
        create policy "Scratch topic" on realtime.messages for select to authenticated
          using (realtime.topic() = 'scratch');
        create table public.scratch_live (id int primary key);
        alter publication supabase_realtime add table public.scratch_live;
        select realtime.send('{}'::jsonb, 'scratch', 'scratch', true);
      `),
    ).toBeNull();
  });
});
