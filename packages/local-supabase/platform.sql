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
