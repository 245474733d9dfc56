-- MFA everywhere (issue 22, hole 1): a user with a verified second factor reaches nothing of
-- theirs, and uses none of their powers, from an aal1 session (the password alone).
--
-- 1. Every public table with user data and `storage.objects` carry the restrictive policy
--    "A verified second factor requires aal2". `user_roles` alone stays readable at aal1: the app
--    reads the role to know where the second step leads, and nobody writes it.
-- 2. Every security definer function callable by `authenticated` checks it first, through
--    `assert_mfa()` (or `assert_admin()`, which now calls it). The exceptions are the public
--    reads anon may call too, and the predicates the policies use (`has_role`, `mfa_satisfied`).
-- schema-lint.test.ts fails when a new table, policy set or function breaks either rule.

create function public.assert_mfa()
returns void
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not public.mfa_satisfied() then
    raise exception 'insufficient_aal: se requiere el segundo factor' using errcode = '42501';
  end if;
end;
$$;
revoke execute on function public.assert_mfa() from public, anon;
grant execute on function public.assert_mfa() to authenticated;

-- ---------------------------------------------------------------------------
-- 1. The restrictive policy on the tables that lacked it.
-- ---------------------------------------------------------------------------
create policy "A verified second factor requires aal2" on public.documents
as restrictive for all to authenticated
using ((select public.mfa_satisfied())) with check ((select public.mfa_satisfied()));
create policy "A verified second factor requires aal2" on public.ratings
as restrictive for all to authenticated
using ((select public.mfa_satisfied())) with check ((select public.mfa_satisfied()));
create policy "A verified second factor requires aal2" on public.contact_messages
as restrictive for all to authenticated
using ((select public.mfa_satisfied())) with check ((select public.mfa_satisfied()));
create policy "A verified second factor requires aal2" on public.proposals
as restrictive for all to authenticated
using ((select public.mfa_satisfied())) with check ((select public.mfa_satisfied()));
create policy "A verified second factor requires aal2" on public.shipment_events
as restrictive for all to authenticated
using ((select public.mfa_satisfied())) with check ((select public.mfa_satisfied()));
-- Every bucket: a file is as private as the row that names it.
create policy "A verified second factor requires aal2" on storage.objects
as restrictive for all to authenticated
using ((select public.mfa_satisfied())) with check ((select public.mfa_satisfied()));

-- ---------------------------------------------------------------------------
-- 2. The definer functions. Admin powers go through assert_admin, which now checks MFA first.
-- ---------------------------------------------------------------------------
create or replace function public.assert_admin()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.assert_mfa();
  if not public.has_role('admin') then
    raise exception 'forbidden: se requiere el rol de administrador' using errcode = '42501';
  end if;
end;
$$;

create or replace function public.reject_proposal(p_proposal_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_listing_id uuid;
  v_shipper_id uuid;
  v_listing_status public.cargo_status;
  v_proposal_status public.proposal_status;
begin
  perform public.assert_mfa();
  select p.listing_id into v_listing_id from public.proposals p where p.id = p_proposal_id;
  if not found then
    raise exception 'proposal_not_pending' using errcode = 'P0001';
  end if;

  select l.shipper_id, l.status into v_shipper_id, v_listing_status
  from public.cargo_listings l where l.id = v_listing_id
  for update;
  if v_uid is null or v_shipper_id is distinct from v_uid then
    raise exception 'not_listing_owner' using errcode = '42501';
  end if;
  if v_listing_status <> 'pending' then
    raise exception 'listing_not_pending' using errcode = 'P0001';
  end if;

  select p.status into v_proposal_status
  from public.proposals p where p.id = p_proposal_id
  for update;
  if v_proposal_status <> 'pending' then
    raise exception 'proposal_not_pending' using errcode = 'P0001';
  end if;

  update public.proposals set status = 'rejected' where id = p_proposal_id;
end;
$$;

create or replace function public.withdraw_proposal(p_proposal_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_listing_id uuid;
  v_transporter_id uuid;
  v_proposal_status public.proposal_status;
begin
  perform public.assert_mfa();
  select p.listing_id into v_listing_id from public.proposals p where p.id = p_proposal_id;
  if not found then
    raise exception 'proposal_not_pending' using errcode = 'P0001';
  end if;

  -- Same lock order as accept_proposal (listing, then proposal), so the two never deadlock.
  perform 1 from public.cargo_listings l where l.id = v_listing_id for update;

  select p.status, p.transporter_id into v_proposal_status, v_transporter_id
  from public.proposals p where p.id = p_proposal_id
  for update;
  if v_uid is null or v_transporter_id is distinct from v_uid then
    raise exception 'not_proposal_owner' using errcode = '42501';
  end if;
  if v_proposal_status <> 'pending' then
    raise exception 'proposal_not_pending' using errcode = 'P0001';
  end if;

  update public.proposals set status = 'withdrawn' where id = p_proposal_id;
end;
$$;

create or replace function public.advance_shipment(p_listing_id uuid, p_status public.cargo_status)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_transporter_id uuid;
  v_status public.cargo_status;
begin
  perform public.assert_mfa();
  select l.transporter_id, l.status into v_transporter_id, v_status
  from public.cargo_listings l where l.id = p_listing_id
  for update;
  if v_uid is null or v_transporter_id is distinct from v_uid then
    raise exception 'not_assigned_carrier' using errcode = '42501';
  end if;
  if not (
    (v_status = 'assigned' and p_status = 'in-transit')
    or (v_status = 'in-transit' and p_status = 'delivered')
  ) then
    raise exception 'invalid_transition' using errcode = 'P0001';
  end if;

  update public.cargo_listings set status = p_status where id = p_listing_id;
  insert into public.shipment_events (listing_id, status, actor_id)
  values (p_listing_id, p_status, v_uid);
end;
$$;

create or replace function public.my_proposals()
returns table (
  id uuid,
  listing_id uuid,
  price numeric,
  message text,
  status public.proposal_status,
  created_at timestamptz,
  updated_at timestamptz,
  listing_title text,
  listing_origin text,
  listing_destination text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.assert_mfa();
  return query
  select p.id, p.listing_id, p.price, p.message, p.status, p.created_at, p.updated_at,
    l.title, l.origin, l.destination
  from public.proposals p
  join public.cargo_listings l on l.id = p.listing_id
  where p.transporter_id = (select auth.uid())
  order by p.created_at desc, p.id;
end;
$$;

create or replace function public.shipment_contact(p_listing_id uuid)
returns table (name text, company text, phone text, email text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.assert_mfa();
  return query
  select pr.name, pr.company, pr.phone, pr.email
  from public.cargo_listings l
  join public.profiles pr on pr.id = case
    when l.shipper_id = (select auth.uid()) then l.transporter_id
    else l.shipper_id
  end
  where l.id = p_listing_id
    and l.status <> 'pending'
    and (select auth.uid()) is not null
    and (l.shipper_id = (select auth.uid()) or l.transporter_id = (select auth.uid()));
end;
$$;

create or replace function public.verification_missing(p_user_id uuid default null)
returns text[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  target uuid := coalesce(p_user_id, (select auth.uid()));
begin
  perform public.assert_mfa();
  if target is null
    or (target <> (select auth.uid()) and not public.has_role('admin')) then
    raise exception 'forbidden: solo podés consultar tu propia verificación'
      using errcode = '42501';
  end if;
  return public.carrier_documents_missing(target);
end;
$$;

create or replace function public.review_document(
  p_document_id uuid, p_approve boolean, p_note text default null
)
returns public.documents
language plpgsql
security definer
set search_path = ''
as $$
declare
  note text := nullif(btrim(coalesce(p_note, '')), '');
  reviewed public.documents;
begin
  perform public.assert_admin();
  if p_approve is null then
    raise exception 'invalid_review: falta indicar si se aprueba' using errcode = '22023';
  end if;
  if not p_approve and note is null then
    raise exception 'review_note_required: indicá el motivo del rechazo' using errcode = '22023';
  end if;
  if char_length(note) > 500 then
    raise exception 'review_note_too_long: la nota no puede superar los 500 caracteres'
      using errcode = '22023';
  end if;

  update public.documents
  set status = case when p_approve then 'activo' else 'rechazado' end::public.document_status,
      reviewer_id = (select auth.uid()),
      review_note = note,
      reviewed_at = now()
  where id = p_document_id
  returning * into reviewed;

  if reviewed.id is null then
    raise exception 'document_not_found: el documento no existe' using errcode = 'P0001';
  end if;
  return reviewed;
end;
$$;

create or replace function public.delete_my_account()
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
  perform public.assert_mfa();
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
