-- What hosted Supabase provides that this backend added after some databases were made: db.ts
-- runs it on every open, after bootstrap.sql on a new database and before the migrations, so a
-- database an older bootstrap made gets it too. Every statement is idempotent.

-- supautils' privileged extensions: postgres may create the extensions Supabase offers (pg_trgm,
-- ...) in schema extensions. A trusted extension asks its creator for CREATE on the database and
-- on the schema; the extension's objects still belong to the superuser.
grant create on schema extensions to project_postgres;
do $$
begin
  execute format('grant create on database %I to project_postgres', current_database());
end
$$;

-- pg_cron as a hosted project has it once enabled (Integrations → Cron): jobs in cron.job, added
-- and replaced by name with cron.schedule, removed with cron.unschedule. No extension here: the
-- backend's scheduler (cron.ts) runs the jobs, as the role that scheduled them.
create schema if not exists cron;
create table if not exists cron.job (
  jobid bigserial primary key,
  schedule text not null,
  command text not null,
  username text not null default current_user,
  active boolean not null default true,
  jobname text unique
);
create or replace function cron.schedule(job_name text, schedule text, command text)
returns bigint
language sql
set search_path = ''
as $$
  insert into cron.job (jobname, schedule, command, username)
  values (job_name, schedule, command, current_user)
  on conflict (jobname) do update
    set schedule = excluded.schedule, command = excluded.command, username = excluded.username
  returning jobid;
$$;
create or replace function cron.unschedule(job_name text)
returns boolean
language sql
set search_path = ''
as $$
  with gone as (delete from cron.job where jobname = job_name returning 1)
  select exists (select 1 from gone);
$$;
revoke all on function cron.schedule(text, text, text), cron.unschedule(text) from public;
grant usage on schema cron to project_postgres;
grant select, insert, update, delete on cron.job to project_postgres;
grant usage on sequence cron.job_jobid_seq to project_postgres;
grant execute on function cron.schedule(text, text, text), cron.unschedule(text)
  to project_postgres;

-- pg_net as a hosted project has it once enabled: net.http_post queues a request and answers its
-- id; the backend's scheduler (cron.ts) sends the queue after each run of the jobs, as pg_net's
-- worker would. Only postgres (and the service role) may queue one.
create schema if not exists net;
create table if not exists net.http_request_queue (
  id bigserial primary key,
  method text not null,
  url text not null,
  headers jsonb not null default '{}',
  body jsonb,
  timeout_milliseconds integer not null default 5000
);
create or replace function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000
)
returns bigint
language sql
security definer
set search_path = ''
as $$
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('POST', url, headers, body, timeout_milliseconds)
  returning id;
$$;
revoke all on schema net from public;
revoke all on function net.http_post(text, jsonb, jsonb, jsonb, integer) from public;
grant usage on schema net to project_postgres, service_role;
grant execute on function net.http_post(text, jsonb, jsonb, jsonb, integer)
  to project_postgres, service_role;

-- Supabase Vault as a hosted project has it: named secrets, read through
-- vault.decrypted_secrets (here stored as they are: a throw-away local database). The backend
-- keeps 'project_url' and 'service_role_key' (what a hosted project's owner creates once) set to
-- its own, so a scheduled job can call the project's Edge Functions.
create schema if not exists vault;
create table if not exists vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text unique,
  description text not null default '',
  secret text not null,
  created_at timestamptz not null default now()
);
create or replace view vault.decrypted_secrets as
  select id, name, description, secret as decrypted_secret, created_at from vault.secrets;
create or replace function vault.create_secret(
  new_secret text, new_name text default null, new_description text default ''
)
returns uuid
language sql
set search_path = ''
as $$
  insert into vault.secrets (secret, name, description)
  values (new_secret, new_name, new_description)
  returning id;
$$;
revoke all on schema vault from public;
revoke all on function vault.create_secret(text, text, text) from public;
grant usage on schema vault to project_postgres;
grant select on vault.decrypted_secrets to project_postgres;
grant execute on function vault.create_secret(text, text, text) to project_postgres;

-- Supabase Realtime's objects in the project database, as a hosted project has them: the schema
-- belongs to the service (supabase_realtime_admin); postgres may write the policies of
-- realtime.messages (who may receive and send on a private channel, by realtime.topic()), add
-- tables to the publication supabase_realtime and call realtime.send / broadcast_changes.
-- Hosted partitions realtime.messages by day; one table serves here.
do $$
begin
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'supabase_realtime_admin') then
    create role supabase_realtime_admin nologin noinherit;
  end if;
end
$$;
create schema if not exists realtime authorization supabase_realtime_admin;
create table if not exists realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp without time zone not null default now(),
  inserted_at timestamp without time zone not null default now(),
  id uuid not null default gen_random_uuid(),
  primary key (id, inserted_at)
);
create index if not exists messages_inserted_at_topic_index
  on realtime.messages (inserted_at desc, topic)
  where extension = 'broadcast' and private is true;
alter table realtime.messages enable row level security;
alter table realtime.messages owner to supabase_realtime_admin;

create or replace function realtime.topic()
returns text
language sql
stable
as $$
  select nullif(current_setting('realtime.topic', true), '')::text;
$$;

create or replace function realtime.send(payload jsonb, event text, topic text, private boolean default true)
returns void
language plpgsql
as $$
begin
  begin
    perform set_config('realtime.topic', topic, true);
    insert into realtime.messages (payload, event, topic, private, extension)
    values (payload, event, topic, private, 'broadcast');
  exception
    when others then
      raise warning 'ErrorSendingBroadcastMessage: %', sqlerrm;
  end;
end;
$$;

create or replace function realtime.broadcast_changes(
  topic_name text,
  event_name text,
  operation text,
  table_name text,
  table_schema text,
  new record,
  old record,
  level text default 'ROW'
)
returns void
language plpgsql
as $$
declare
  row_data jsonb := '{}'::jsonb;
begin
  if level = 'STATEMENT' then
    raise exception 'function can only be triggered for each row, not for each statement';
  end if;
  if operation in ('INSERT', 'UPDATE', 'DELETE') then
    row_data := jsonb_build_object(
      'old_record', old, 'record', new, 'operation', operation,
      'table', table_name, 'schema', table_schema);
    perform realtime.send(row_data, event_name, topic_name);
  else
    raise exception 'Unexpected operation type: %', operation;
  end if;
end;
$$;
alter function realtime.topic() owner to supabase_realtime_admin;
alter function realtime.send(jsonb, text, text, boolean) owner to supabase_realtime_admin;
alter function realtime.broadcast_changes(text, text, text, text, text, record, record, text)
  owner to supabase_realtime_admin;

grant usage on schema realtime to project_postgres, anon, authenticated, service_role;
grant select, insert, update, delete on realtime.messages
  to project_postgres, anon, authenticated, service_role;
grant execute on all functions in schema realtime
  to project_postgres, anon, authenticated, service_role;
grant supabase_realtime_admin to project_postgres;

do $$
begin
  if not exists (select 1 from pg_catalog.pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;
alter publication supabase_realtime owner to project_postgres;

-- How the emulated service learns of what the database sends (local-supabase/realtime/): a
-- NOTIFY on channel local_realtime for each committed message or change, naming the row to read.
-- Its own schema, which the API never serves.
create schema if not exists local_realtime;
revoke all on schema local_realtime from public;
create table if not exists local_realtime.changes (
  id bigserial primary key,
  committed_at timestamptz not null default now(),
  schema_name text not null,
  table_name text not null,
  operation text not null,
  record jsonb,
  old_record jsonb
);

create or replace function local_realtime.notify_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_notify('local_realtime', 'm' || new.id::text);
  return null;
end;
$$;
drop trigger if exists local_realtime_notify on realtime.messages;
create trigger local_realtime_notify after insert on realtime.messages
for each row execute function local_realtime.notify_message();

create or replace function local_realtime.capture_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  change_id bigint;
begin
  insert into local_realtime.changes (schema_name, table_name, operation, record, old_record)
  values (
    tg_table_schema, tg_table_name, tg_op,
    case when tg_op = 'DELETE' then null else to_jsonb(new) end,
    case when tg_op = 'INSERT' then null else to_jsonb(old) end)
  returning id into change_id;
  perform pg_notify('local_realtime', 'c' || change_id::text);
  return null;
end;
$$;

-- The tables of the publication get the capture trigger, and lose it when they leave: called by
-- the backend after the migrations.
create or replace function local_realtime.sync_publication()
returns void
language plpgsql
set search_path = ''
as $$
declare
  target record;
begin
  for target in
    select c.oid::regclass as rel
    from pg_catalog.pg_trigger t
    join pg_catalog.pg_class c on c.oid = t.tgrelid
    where t.tgname = 'local_realtime_capture'
      and (c.relnamespace::regnamespace::text, c.relname::text) not in
        (select schemaname::text, tablename::text from pg_catalog.pg_publication_tables
         where pubname = 'supabase_realtime')
  loop
    execute format('drop trigger local_realtime_capture on %s', target.rel);
  end loop;
  for target in
    select format('%I.%I', p.schemaname, p.tablename) as rel
    from pg_catalog.pg_publication_tables p
    where p.pubname = 'supabase_realtime'
      and not exists (
        select 1 from pg_catalog.pg_trigger t
        where t.tgname = 'local_realtime_capture'
          and t.tgrelid = format('%I.%I', p.schemaname, p.tablename)::regclass)
  loop
    execute format(
      'create trigger local_realtime_capture after insert or update or delete on %s '
      'for each row execute function local_realtime.capture_change()', target.rel);
  end loop;
end;
$$;

-- supautils' limits on the services' schemas: postgres may write the policies (and triggers) of
-- their tables through its membership of the owner roles, nothing else; any other change fails
-- as on hosted Supabase, where postgres does not own them.
create or replace function supabase_migrations.guard_platform_schemas() returns event_trigger
language plpgsql
as $$
declare
  command record;
begin
  if not pg_catalog.pg_has_role(current_user, 'project_postgres', 'member')
    or current_user in (select rolname from pg_catalog.pg_roles where rolsuper) then
    return;
  end if;
  for command in select * from pg_catalog.pg_event_trigger_ddl_commands() loop
    if command.schema_name in ('auth', 'storage', 'realtime')
      and command.command_tag not in ('CREATE POLICY', 'ALTER POLICY', 'CREATE TRIGGER')
      and not (command.command_tag = 'GRANT' and command.object_type = 'table') then
      raise exception 'must be owner of % %', lower(command.object_type), command.object_identity
        using errcode = '42501',
          hint = 'On hosted Supabase the auth, storage and realtime schemas belong to their services.';
    end if;
  end loop;
end;
$$;
do $$
begin
  if not exists (select 1 from pg_catalog.pg_event_trigger where evtname = 'guard_platform_schemas') then
    create event trigger guard_platform_schemas on ddl_command_end
    execute function supabase_migrations.guard_platform_schemas();
  end if;
end
$$;

create or replace function supabase_migrations.guard_platform_drops() returns event_trigger
language plpgsql
as $$
declare
  dropped record;
begin
  if not pg_catalog.pg_has_role(current_user, 'project_postgres', 'member')
    or current_user in (select rolname from pg_catalog.pg_roles where rolsuper) then
    return;
  end if;
  for dropped in select * from pg_catalog.pg_event_trigger_dropped_objects() loop
    if dropped.schema_name in ('auth', 'storage', 'realtime') and dropped.object_type not in ('policy', 'trigger') then
      raise exception 'must be owner of % %', dropped.object_type, dropped.object_identity
        using errcode = '42501';
    end if;
  end loop;
end;
$$;
do $$
begin
  if not exists (select 1 from pg_catalog.pg_event_trigger where evtname = 'guard_platform_drops') then
    create event trigger guard_platform_drops on sql_drop
    execute function supabase_migrations.guard_platform_drops();
  end if;
end
$$;

-- A session that ends (sign-out, refresh-token revocation, user deleted) or a user suspended or
-- deleted: the service closes the channels that person joined (realtime/session-watch.ts). Hosted
-- Realtime does not; the embedded one does so a revoked person stops receiving at once.
create or replace function local_realtime.notify_session_end()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_notify('local_realtime', 's' || old.user_id::text);
  return null;
end;
$$;
drop trigger if exists local_realtime_session_end on auth.sessions;
create trigger local_realtime_session_end after delete on auth.sessions
for each row execute function local_realtime.notify_session_end();

create or replace function local_realtime.notify_user_revoked()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    perform pg_notify('local_realtime', 's' || old.id::text);
  elsif (new.banned_until is not null and new.banned_until > now())
    or (new.deleted_at is not null and old.deleted_at is null) then
    perform pg_notify('local_realtime', 's' || new.id::text);
  end if;
  return null;
end;
$$;
drop trigger if exists local_realtime_user_revoked on auth.users;
create trigger local_realtime_user_revoked after update of banned_until, deleted_at or delete
on auth.users for each row execute function local_realtime.notify_user_revoked();

-- Postgres Changes authorized for every subscriber of a change in one statement, as upstream's
-- walrus does: per claims set, the role and claims are set locally and the row is selected by
-- its key under RLS; the columns that role may select come back too. Not security definer (a
-- definer function may not switch role): only the service, as superuser, calls it.
create or replace function local_realtime.change_visibility(
  target regclass,
  operation text,
  key_condition text,
  key_values text[],
  claim_sets jsonb
)
returns table (visible boolean, columns text[])
language plpgsql
set search_path = ''
as $$
declare
  claims jsonb;
begin
  for claims in select value from jsonb_array_elements(claim_sets) loop
    visible := false;
    columns := '{}';
    begin
      columns := array(
        select a.attname::text from pg_catalog.pg_attribute a
        where a.attrelid = target and a.attnum > 0 and not a.attisdropped
          and pg_catalog.has_column_privilege(claims ->> 'role', target, a.attnum, 'select')
        order by a.attnum);
      if operation = 'DELETE' then
        -- The row is gone: upstream sends deletes to every role that may read the table.
        visible := pg_catalog.has_any_column_privilege(claims ->> 'role', target, 'select');
      else
        perform pg_catalog.set_config('role', claims ->> 'role', true),
          pg_catalog.set_config('request.jwt.claims', claims::text, true),
          pg_catalog.set_config('request.jwt.claim.sub', coalesce(claims ->> 'sub', ''), true),
          pg_catalog.set_config('request.jwt.claim.role', claims ->> 'role', true);
        execute format('select exists (select 1 from only %s where %s)', target, key_condition)
          into visible using key_values;
        perform pg_catalog.set_config('role', 'none', true);
      end if;
    exception
      -- No grant on the table (42501), an unknown role, a policy that fails: not visible. The
      -- block's settings are undone with it.
      when others then
        visible := false;
    end;
    return next;
  end loop;
end;
$$;
revoke all on function local_realtime.change_visibility(regclass, text, text, text[], jsonb)
  from public;
