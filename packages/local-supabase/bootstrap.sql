-- What a hosted Supabase project provides before the project's own migrations run: the API
-- roles, the `extensions` schema with pgcrypto, GoTrue's `auth` schema (same table and column
-- names as GoTrue's own migrations) and the default privileges of schema `public`.
-- Runs once, on a new database, inside one transaction.

-- Roles used by the Data API. As on Supabase: NOLOGIN, NOINHERIT; service_role bypasses RLS.
-- Roles belong to the whole cluster: on a PostgreSQL server a second database (each test file
-- gets one) finds them already made.
do $$
declare
  wanted constant text[][] := array[
    ['anon', 'nologin noinherit'],
    ['authenticated', 'nologin noinherit'],
    ['service_role', 'nologin noinherit bypassrls'],
    ['authenticator', 'login noinherit']
  ];
begin
  for i in 1 .. array_length(wanted, 1) loop
    if not exists (select 1 from pg_catalog.pg_roles where rolname = wanted[i][1]) then
      execute format('create role %I %s', wanted[i][1], wanted[i][2]);
    end if;
  end loop;
end
$$;
grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to postgres;

-- Supabase's per-role limits. `set role` alone never applies them: local-supabase (like
-- PostgREST) sets them inside each request's transaction (rest/execute.ts).
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

-- Extensions live in their own schema, reachable through the search_path like on Supabase.
create schema extensions;
grant usage on schema extensions to anon, authenticated, service_role;
create extension pgcrypto with schema extensions;
create extension "uuid-ossp" with schema extensions;

-- Schema public: Supabase grants everything to the API roles by default; projects narrow it with
-- explicit revokes and RLS.
grant usage on schema public to anon, authenticated, service_role;
grant all on schema public to service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- auth: GoTrue's schema (the subset of its tables this backend uses, with their full columns).
-- ---------------------------------------------------------------------------
create schema auth;
grant usage on schema auth to anon, authenticated, service_role;

create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');

create table auth.instances (
  id uuid primary key,
  uuid uuid,
  raw_base_config text,
  created_at timestamptz,
  updated_at timestamptz
);

create table auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0 check (
    email_change_confirm_status >= 0 and email_change_confirm_status <= 2
  ),
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create unique index users_email_partial_key on auth.users (email) where (is_sso_user = false);
create index users_instance_id_email_idx on auth.users (instance_id, lower(email));
create index users_instance_id_idx on auth.users (instance_id);
create unique index confirmation_token_idx on auth.users (confirmation_token)
  where confirmation_token !~ '^[0-9 ]*$';
create unique index recovery_token_idx on auth.users (recovery_token)
  where recovery_token !~ '^[0-9 ]*$';

create table auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid primary key default gen_random_uuid(),
  constraint identities_provider_id_provider_unique unique (provider_id, provider)
);
create index identities_user_id_idx on auth.identities (user_id);
create index identities_email_idx on auth.identities (email text_pattern_ops);

create table auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  factor_id uuid,
  aal auth.aal_level,
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet,
  tag text
);
create index sessions_user_id_idx on auth.sessions (user_id);
create index sessions_not_after_idx on auth.sessions (not_after desc);

create table auth.mfa_amr_claims (
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  id uuid primary key,
  constraint mfa_amr_claims_session_id_authentication_method_pkey
    unique (session_id, authentication_method)
);

create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
create type auth.factor_status as enum ('unverified', 'verified');

create table auth.mfa_factors (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  secret text,
  phone text unique default null,
  last_challenged_at timestamptz unique default null,
  web_authn_credential jsonb,
  web_authn_aaguid uuid,
  last_webauthn_challenge_data jsonb
);
create unique index mfa_factors_user_friendly_name_unique on auth.mfa_factors (friendly_name, user_id)
  where trim(friendly_name) <> '';
create index factor_id_created_at_idx on auth.mfa_factors (user_id, created_at);
create index mfa_factors_user_id_idx on auth.mfa_factors (user_id);

create table auth.mfa_challenges (
  id uuid primary key,
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null,
  verified_at timestamptz,
  ip_address inet not null,
  otp_code text,
  web_authn_session_data jsonb
);
create index mfa_challenge_created_at_idx on auth.mfa_challenges (created_at desc);

create table auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
create index refresh_tokens_instance_id_idx on auth.refresh_tokens (instance_id);
create index refresh_tokens_instance_id_user_id_idx on auth.refresh_tokens (instance_id, user_id);
create index refresh_tokens_parent_idx on auth.refresh_tokens (parent);
create index refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);
create index refresh_tokens_updated_at_idx on auth.refresh_tokens (updated_at desc);

create table auth.audit_log_entries (
  instance_id uuid,
  id uuid primary key,
  payload json,
  created_at timestamptz,
  ip_address varchar(64) not null default ''
);

-- Request context helpers, reading the settings PostgREST sets for each request.
create function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create function auth.email() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt()
  to anon, authenticated, service_role;

-- Bookkeeping of the Supabase CLI: applied migrations and seed files.
create schema supabase_migrations;
create table supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);
create table supabase_migrations.seed_files (
  path text primary key,
  hash text not null
);

-- ---------------------------------------------------------------------------
-- storage: Supabase Storage's schema (same tables, columns and helper functions as its own
-- migrations, without the S3 multipart and analytics parts this backend does not serve).
-- The API reads buckets as the superuser and touches objects under the request's role, so
-- the RLS policies a project writes on storage.objects decide, as on Supabase.
-- ---------------------------------------------------------------------------
create schema storage;
grant usage on schema storage to anon, authenticated, service_role;

create type storage.buckettype as enum ('STANDARD', 'ANALYTICS', 'VECTOR');

create table storage.buckets (
  id text primary key,
  name text not null,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  owner_id text,
  type storage.buckettype not null default 'STANDARD'
);
create unique index bname on storage.buckets using btree (name);

create table storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  owner_id text,
  user_metadata jsonb,
  level integer
);
create unique index bucketid_objname on storage.objects using btree (bucket_id, name);
create index name_prefix_search on storage.objects (name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

create function storage.foldername(name text) returns text[]
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1:array_length(_parts, 1) - 1];
end
$$;

create function storage.filename(name text) returns text
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

create function storage.extension(name text) returns text
language plpgsql immutable
as $$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

create function storage.update_updated_at_column() returns trigger
language plpgsql
as $$
begin
  new.updated_at = now();
  return new;
end;
$$;

create trigger update_objects_updated_at
before update on storage.objects
for each row execute function storage.update_updated_at_column();

grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- As strict as a hosted project (issue 22, "Parity"). There the project's migrations and seeds
-- run as `postgres`, which is no superuser: NOSUPERUSER, CREATEROLE, BYPASSRLS, granted every
-- privilege on the auth and storage tables, which belong to supabase_auth_admin and
-- supabase_storage_admin. Here the session user must stay the superuser (it is the engine's
-- bootstrap role), so the same powers go to `project_postgres`, under which db.ts runs every
-- migration and seed: a migration that would fail on a hosted project fails here first.
-- ---------------------------------------------------------------------------
do $$
declare
  wanted constant text[][] := array[
    ['supabase_auth_admin', 'nologin noinherit createrole'],
    ['supabase_storage_admin', 'nologin noinherit createrole'],
    ['project_postgres', 'nologin inherit createrole bypassrls']
  ];
begin
  for i in 1 .. array_length(wanted, 1) loop
    if not exists (select 1 from pg_catalog.pg_roles where rolname = wanted[i][1]) then
      execute format('create role %I %s', wanted[i][1], wanted[i][2]);
    end if;
  end loop;
end
$$;
grant anon, authenticated, service_role to project_postgres;

grant all on schema public to project_postgres;
grant usage on schema extensions to project_postgres;
alter default privileges for role project_postgres in schema public
  grant all on tables to anon, authenticated, service_role;
alter default privileges for role project_postgres in schema public
  grant all on sequences to anon, authenticated, service_role;
alter default privileges for role project_postgres in schema public
  grant all on functions to anon, authenticated, service_role;

-- auth: GoTrue's own role owns it, with RLS on (no policies: only GoTrue and BYPASSRLS roles
-- read it); postgres may read and write the rows and add triggers, never change the tables.
do $$
declare
  t record;
begin
  for t in select c.oid::regclass as name from pg_catalog.pg_class c
    where c.relnamespace = 'auth'::regnamespace and c.relkind in ('r', 'p')
  loop
    execute format('alter table %s owner to supabase_auth_admin', t.name);
    execute format('alter table %s enable row level security', t.name);
  end loop;
end
$$;
alter schema auth owner to supabase_auth_admin;
alter function auth.uid() owner to supabase_auth_admin;
alter function auth.role() owner to supabase_auth_admin;
alter function auth.email() owner to supabase_auth_admin;
alter function auth.jwt() owner to supabase_auth_admin;
grant usage on schema auth to project_postgres;
grant all on all tables in schema auth to project_postgres;
grant all on all sequences in schema auth to project_postgres;

-- storage: Storage's own role owns it. Deleting rows directly is refused unless the Storage API
-- says it is the one deleting (its files would be orphaned otherwise), as Storage's
-- protect_delete triggers do.
create function storage.protect_delete() returns trigger
language plpgsql
as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') <> 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using errcode = '42501',
        hint = 'This prevents accidental data loss from orphaned objects.';
  end if;
  return null;
end;
$$;
create trigger protect_buckets_delete before delete on storage.buckets
for each statement execute function storage.protect_delete();
create trigger protect_objects_delete before delete on storage.objects
for each statement execute function storage.protect_delete();

alter schema storage owner to supabase_storage_admin;
alter table storage.buckets owner to supabase_storage_admin;
alter table storage.objects owner to supabase_storage_admin;
alter type storage.buckettype owner to supabase_storage_admin;
alter function storage.foldername(text) owner to supabase_storage_admin;
alter function storage.filename(text) owner to supabase_storage_admin;
alter function storage.extension(text) owner to supabase_storage_admin;
alter function storage.update_updated_at_column() owner to supabase_storage_admin;
alter function storage.protect_delete() owner to supabase_storage_admin;
grant usage on schema storage to project_postgres;
grant all on all tables in schema storage to project_postgres;

-- supautils' policy_grants: postgres may create, alter and drop the policies of storage.objects
-- and storage.buckets (not own them). Membership gives the owner's right to policies; the event
-- trigger below takes back every other change it would allow.
grant supabase_storage_admin to project_postgres;

-- The guards that take back the rest (guard_platform_schemas, guard_platform_drops) are in
-- platform.sql, with the realtime schema.

