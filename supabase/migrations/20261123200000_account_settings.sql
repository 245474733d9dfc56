-- Account settings: donor registration (with the CUIT check digit), notification preferences,
-- profiles.email kept equal to the login e-mail, MFA-aware access, and account deletion.

-- ---------------------------------------------------------------------------
-- CUIT: 11 digits; check digit = 11 - (sum of digits x 5,4,3,2,7,6,5,4,3,2 mod 11), 11 -> 0, and a
-- result of 10 never makes a valid CUIT. Hyphens are ignored (20-12345678-6 = 20123456786).
-- ---------------------------------------------------------------------------
create function public.is_valid_cuit(p_cuit text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  with digits as (select replace(coalesce(p_cuit, ''), '-', '') as d),
  checked as (
    select d, 11 - (
      select sum(substr(d, i, 1)::int * (array[5, 4, 3, 2, 7, 6, 5, 4, 3, 2])[i]) % 11
      from generate_series(1, 10) as i
    ) as expected
    from digits
    where d ~ '^[0-9]{11}$'
  )
  select coalesce(
    (select expected <> 10 and (case when expected = 11 then 0 else expected end)
       = substr(d, 11, 1)::int from checked),
    false
  );
$$;

-- ---------------------------------------------------------------------------
-- MFA: a user who verified a second factor reaches their data only with an aal2 session, so a
-- stolen password alone (aal1) opens nothing through the Data API. Users without factors: aal1.
-- ---------------------------------------------------------------------------
create function public.mfa_satisfied()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.jwt() ->> 'aal'), '') = 'aal2'
    or not exists (
      select 1 from auth.mfa_factors f
      where f.user_id = (select auth.uid()) and f.status = 'verified'
    );
$$;

-- user_roles stays readable at aal1: the app reads the role to know where the second step leads.
create policy "A verified second factor requires aal2" on public.profiles
as restrictive for all to authenticated
using ((select public.mfa_satisfied())) with check ((select public.mfa_satisfied()));
create policy "A verified second factor requires aal2" on public.cargo_listings
as restrictive for all to authenticated
using ((select public.mfa_satisfied())) with check ((select public.mfa_satisfied()));

-- ---------------------------------------------------------------------------
-- donor_registrations: one per shipper (SPEC §2 "Donor registration", §5 rules).
-- ---------------------------------------------------------------------------
create type public.donor_entity_type as enum ('persona_humana', 'persona_juridica');
create type public.donor_document_type as enum ('dni', 'passport', 'other');

create table public.donor_registrations (
  shipper_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  entity_type public.donor_entity_type not null,
  full_name text check (char_length(btrim(full_name)) between 2 and 120),
  document_type public.donor_document_type,
  document_number text check (char_length(btrim(document_number)) between 1 and 30),
  company_name text check (char_length(btrim(company_name)) between 2 and 160),
  -- Stored normalised: exactly 11 digits, no hyphens.
  cuit text not null constraint donor_registrations_cuit_check check (
    cuit ~ '^[0-9]{11}$' and public.is_valid_cuit(cuit)
  ),
  iibb_number text not null check (char_length(btrim(iibb_number)) between 1 and 30),
  business_address text not null check (char_length(btrim(business_address)) between 1 and 240),
  business_activity text not null check (char_length(btrim(business_activity)) between 1 and 160),
  loading_address text not null check (char_length(btrim(loading_address)) between 1 and 240),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint donor_registrations_natural_person_fields check (
    entity_type <> 'persona_humana'
    or (full_name is not null and document_type is not null and document_number is not null)
  ),
  constraint donor_registrations_legal_entity_fields check (
    entity_type <> 'persona_juridica' or company_name is not null
  )
);

create trigger donor_registrations_set_updated_at
before update on public.donor_registrations
for each row execute function public.set_updated_at();

alter table public.donor_registrations enable row level security;
revoke all on public.donor_registrations from anon, authenticated;
-- Column grants: the owner writes the form's fields, never the key or the timestamps. Saving is
-- an insert the first time and an update afterwards (PostgREST's upsert needs update on the key).
grant select on public.donor_registrations to authenticated;
grant insert (shipper_id, entity_type, full_name, document_type, document_number, company_name,
  cuit, iibb_number, business_address, business_activity, loading_address)
  on public.donor_registrations to authenticated;
grant update (entity_type, full_name, document_type, document_number, company_name, cuit,
  iibb_number, business_address, business_activity, loading_address)
  on public.donor_registrations to authenticated;

-- One SELECT policy (database linter 0006): a shipper reads their own, an admin every one.
create policy "Shippers read their own registration, admins every one" on public.donor_registrations
for select to authenticated
using (shipper_id = (select auth.uid()) or (select public.has_role('admin')));
create policy "Shippers register themselves" on public.donor_registrations
for insert to authenticated
with check (shipper_id = (select auth.uid()) and (select public.has_role('shipper')));
create policy "Shippers update their own registration" on public.donor_registrations
for update to authenticated
using (shipper_id = (select auth.uid()) and (select public.has_role('shipper')))
with check (shipper_id = (select auth.uid()) and (select public.has_role('shipper')));
create policy "A verified second factor requires aal2" on public.donor_registrations
as restrictive for all to authenticated
using ((select public.mfa_satisfied())) with check ((select public.mfa_satisfied()));

-- 'Dador verificado': whether a shipper has saved a registration. Only the boolean is public.
create function public.is_verified_shipper(p_shipper_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.donor_registrations d
    join public.user_roles r on r.user_id = d.shipper_id and r.role = 'shipper'
    where d.shipper_id = p_shipper_id
  );
$$;

-- ---------------------------------------------------------------------------
-- notification_preferences: the e-mail switches of 'Notificaciones por Correo'. A row per user,
-- created with the account by its own trigger (handle_new_user stays as it is).
-- ---------------------------------------------------------------------------
create table public.notification_preferences (
  user_id uuid primary key references auth.users (id) on delete cascade,
  new_proposals boolean not null default true,
  status_changes boolean not null default true,
  news boolean not null default false,
  updated_at timestamptz not null default now()
);

create trigger notification_preferences_set_updated_at
before update on public.notification_preferences
for each row execute function public.set_updated_at();

alter table public.notification_preferences enable row level security;
revoke all on public.notification_preferences from anon, authenticated;
grant select on public.notification_preferences to authenticated;
grant update (new_proposals, status_changes, news) on public.notification_preferences
  to authenticated;

create policy "Users read their own preferences" on public.notification_preferences
for select to authenticated
using (user_id = (select auth.uid()));
create policy "Users update their own preferences" on public.notification_preferences
for update to authenticated
using (user_id = (select auth.uid()))
with check (user_id = (select auth.uid()));
create policy "A verified second factor requires aal2" on public.notification_preferences
as restrictive for all to authenticated
using ((select public.mfa_satisfied())) with check ((select public.mfa_satisfied()));

create function public.handle_new_user_preferences()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.notification_preferences (user_id) values (new.id) on conflict do nothing;
  return new;
end;
$$;

create trigger on_auth_user_created_preferences
after insert on auth.users
for each row execute function public.handle_new_user_preferences();

-- Accounts created before this migration get their defaults too.
insert into public.notification_preferences (user_id)
select id from auth.users
on conflict do nothing;

-- ---------------------------------------------------------------------------
-- profiles.email is the login e-mail: copied from auth.users whenever it changes (an e-mail
-- change applies when its link is followed), never written by the client.
-- ---------------------------------------------------------------------------
create function public.sync_profile_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles set email = coalesce(new.email, '') where id = new.id;
  return new;
end;
$$;

create trigger on_auth_user_email_changed
after update of email on auth.users
for each row
when (old.email is distinct from new.email)
execute function public.sync_profile_email();

revoke update (email) on public.profiles from authenticated;

-- ---------------------------------------------------------------------------
-- delete_my_account(): deletes the caller's auth user; every table referencing auth.users
-- cascades (or sets null on history a counterpart keeps, like cargo_listings.transporter_id).
-- Refused while the caller has a shipment assigned or in transit, as shipper or as carrier.
-- ---------------------------------------------------------------------------
create function public.delete_my_account()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
begin
  if uid is null then
    raise exception 'not_authenticated: se requiere una sesión' using errcode = '42501';
  end if;
  if not (select public.mfa_satisfied()) then
    raise exception 'insufficient_aal: se requiere el segundo factor' using errcode = '42501';
  end if;
  -- Locks the caller's active shipments so none is assigned while the account goes.
  perform 1 from public.cargo_listings l
  where (l.shipper_id = uid or l.transporter_id = uid)
  for update;
  if exists (
    select 1 from public.cargo_listings l
    where (l.shipper_id = uid or l.transporter_id = uid)
      and l.status in ('assigned', 'in-transit')
  ) then
    raise exception 'active_shipments: la cuenta tiene envíos asignados o en tránsito'
      using errcode = 'P0001',
        hint = 'Completa o cancela los envíos activos antes de eliminar la cuenta.';
  end if;
  delete from auth.users where id = uid;
end;
$$;

revoke execute on function public.delete_my_account() from public, anon;
grant execute on function public.delete_my_account() to authenticated;
revoke execute on function public.handle_new_user_preferences() from public, anon, authenticated;
revoke execute on function public.sync_profile_email() from public, anon, authenticated;
grant execute on function public.is_valid_cuit(text) to anon, authenticated;
grant execute on function public.is_verified_shipper(uuid) to anon, authenticated;
-- Only the restrictive policies for `authenticated` call it: anon has no second factor to check.
revoke execute on function public.mfa_satisfied() from public, anon;
grant execute on function public.mfa_satisfied() to authenticated;
