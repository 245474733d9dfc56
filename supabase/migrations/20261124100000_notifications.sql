-- In-app notifications (issue 13, item 1): what happened to a person's listings, proposals,
-- shipments, ratings and documents, shown by the navbar bell and the dashboards' list.
--
-- Rows are written ONLY by the security definer trigger functions below, through
-- public.notify(): clients have no insert grant, may read their own rows and may set read_at
-- on them, nothing else. notify() honours the recipient's notification_preferences (a missing
-- row means the table's defaults: new_proposals and status_changes on).

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  recipient_id uuid not null references auth.users (id) on delete cascade,
  kind text not null constraint notifications_kind_check check (
    kind in (
      'proposal_received', 'proposal_accepted', 'proposal_rejected', 'shipment_in_transit',
      'shipment_delivered', 'rating_received', 'document_approved', 'document_rejected'
    )
  ),
  title text not null check (char_length(btrim(title)) between 1 and 120),
  body text not null check (char_length(btrim(body)) between 1 and 500),
  -- An app path: '/' then anything but a second '/' or '\', so '//evil.example' (a
  -- protocol-relative URL) or 'javascript:' can never become a link in the bell.
  link text not null check (char_length(link) <= 200 and link ~ '^/([^/\\]|$)'),
  read_at timestamptz,
  created_at timestamptz not null default now()
);

create index notifications_recipient_created_at_idx
  on public.notifications (recipient_id, created_at desc);

alter table public.notifications enable row level security;
revoke all on public.notifications from anon, authenticated;
grant select on public.notifications to authenticated;
grant update (read_at) on public.notifications to authenticated;

create policy "Users read their own notifications" on public.notifications
for select to authenticated
using (recipient_id = (select auth.uid()));
create policy "Users mark their own notifications read" on public.notifications
for update to authenticated
using (recipient_id = (select auth.uid()))
with check (recipient_id = (select auth.uid()));
create policy "A verified second factor requires aal2" on public.notifications
as restrictive for all to authenticated
using ((select public.mfa_satisfied())) with check ((select public.mfa_satisfied()));

-- 'Marcar todas como leídas': the caller's unread rows, through RLS (security invoker).
create function public.mark_all_notifications_read()
returns integer
language sql
security invoker
set search_path = ''
as $$
  with marked as (
    update public.notifications set read_at = now()
    where recipient_id = (select auth.uid()) and read_at is null
    returning 1
  )
  select count(*)::integer from marked;
$$;

-- ---------------------------------------------------------------------------
-- The one writer: checks the recipient's preference for the kind, then inserts.
-- ---------------------------------------------------------------------------
create function public.notify(
  p_recipient uuid, p_kind text, p_title text, p_body text, p_link text
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  wanted boolean;
begin
  if p_recipient is null then
    return;
  end if;
  select case when p_kind = 'proposal_received' then np.new_proposals else np.status_changes end
  into wanted
  from public.notification_preferences np
  where np.user_id = p_recipient;
  -- No row: the column defaults (both switches on).
  if coalesce(wanted, true) then
    insert into public.notifications (recipient_id, kind, title, body, link)
    values (p_recipient, p_kind, p_title, left(p_body, 500), p_link);
  end if;
end;
$$;

-- '2.850,00 €', as the app's formatPrice shows prices (es-ES, two decimals).
create function public.notification_price(p_amount numeric)
returns text
language sql
immutable
set search_path = ''
as $$
  select translate(to_char(p_amount, 'FM999,999,999,990.00'), ',.', '.,') || ' €';
$$;

-- ---------------------------------------------------------------------------
-- Triggers
-- ---------------------------------------------------------------------------

-- A new live proposal → the listing's shipper.
create function public.notify_proposal_received()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  l record;
begin
  select id, title, shipper_id into l from public.cargo_listings where id = new.listing_id;
  perform public.notify(
    l.shipper_id, 'proposal_received', 'Nueva propuesta',
    'Recibiste una propuesta de ' || public.notification_price(new.price) || ' para «'
      || l.title || '».',
    '/listings/' || l.id
  );
  return new;
end;
$$;

create trigger proposals_notify_received
after insert on public.proposals
for each row when (new.status = 'pending')
execute function public.notify_proposal_received();

-- A proposal accepted or rejected → its carrier. A rejected carrier may no longer read a listing
-- that went to someone else, so its link is the carrier's own proposals ('Mis Fletes').
create function public.notify_proposal_decided()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  listing_title text;
begin
  select title into listing_title from public.cargo_listings where id = new.listing_id;
  if new.status = 'accepted' then
    perform public.notify(
      new.transporter_id, 'proposal_accepted', 'Propuesta aceptada',
      'Aceptaron tu propuesta de ' || public.notification_price(new.price) || ' para «'
        || listing_title || '». El flete es tuyo.',
      '/listings/' || new.listing_id
    );
  else
    perform public.notify(
      new.transporter_id, 'proposal_rejected', 'Propuesta rechazada',
      'Rechazaron tu propuesta de ' || public.notification_price(new.price) || ' para «'
        || listing_title || '».',
      '/transporter-dashboard/freights'
    );
  end if;
  return new;
end;
$$;

create trigger proposals_notify_decided
after update of status on public.proposals
for each row when (old.status = 'pending' and new.status in ('accepted', 'rejected'))
execute function public.notify_proposal_decided();

-- The cargo is on its way / delivered → the listing's shipper.
create function public.notify_shipment_progress()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  l record;
begin
  select id, title, shipper_id into l from public.cargo_listings where id = new.listing_id;
  if new.status = 'in-transit' then
    perform public.notify(
      l.shipper_id, 'shipment_in_transit', 'Carga en tránsito',
      'Tu carga «' || l.title || '» está en camino.', '/listings/' || l.id
    );
  else
    perform public.notify(
      l.shipper_id, 'shipment_delivered', 'Carga entregada',
      'Tu carga «' || l.title || '» fue entregada. Ya podés calificar al transportista.',
      '/listings/' || l.id
    );
  end if;
  return new;
end;
$$;

create trigger shipment_events_notify_progress
after insert on public.shipment_events
for each row when (new.status in ('in-transit', 'delivered'))
execute function public.notify_shipment_progress();

-- A rating received → the rated person.
create function public.notify_rating_received()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  listing_title text;
begin
  select title into listing_title from public.cargo_listings where id = new.listing_id;
  perform public.notify(
    new.ratee_id, 'rating_received', 'Nueva calificación',
    'Te calificaron con ' || new.stars || '/5 por «' || listing_title || '».',
    '/listings/' || new.listing_id
  );
  return new;
end;
$$;

create trigger ratings_notify_received
after insert on public.ratings
for each row execute function public.notify_rating_received();

-- A document approved or rejected → its owner, linked to their dashboard's documents page.
create function public.notify_document_reviewed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  documents_path text;
begin
  select case when exists (
    select 1 from public.user_roles ur where ur.user_id = new.owner_id and ur.role = 'shipper'
  ) then '/shipper-dashboard/documents' else '/transporter-dashboard/documents' end
  into documents_path;
  if new.status = 'activo' then
    perform public.notify(
      new.owner_id, 'document_approved', 'Documento aprobado',
      'Aprobamos tu documento «' || new.file_name || '».', documents_path
    );
  else
    perform public.notify(
      new.owner_id, 'document_rejected', 'Documento rechazado',
      'Rechazamos tu documento «' || new.file_name || '»'
        || coalesce(': ' || new.review_note, '') || '.',
      documents_path
    );
  end if;
  return new;
end;
$$;

create trigger documents_notify_reviewed
after update of status on public.documents
for each row when (old.status is distinct from new.status and new.status in ('activo', 'rechazado'))
execute function public.notify_document_reviewed();

-- ---------------------------------------------------------------------------
-- Function privileges: the writer and the triggers are not callable by anyone.
-- ---------------------------------------------------------------------------
revoke execute on function
  public.notify(uuid, text, text, text, text),
  public.notification_price(numeric),
  public.notify_proposal_received(),
  public.notify_proposal_decided(),
  public.notify_shipment_progress(),
  public.notify_rating_received(),
  public.notify_document_reviewed(),
  public.mark_all_notifications_read()
from public, anon, authenticated;
grant execute on function public.mark_all_notifications_read() to authenticated;
