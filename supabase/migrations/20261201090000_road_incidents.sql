-- What happens on the road (issue 39, item 2): the transporter reports a breakdown, an accident, a
-- road closed or a delay from the trip, with or without a network. Made offline, the report waits
-- in the trip's outbox and is sent later under an id of its own (request_id), so a send repeated
-- after a lost answer changes nothing. The shipper is told at once (the bell, and a push of the
-- 'trip' kind); both parties read the reports on the trip, live through its `trip:` topic.

create table public.trip_road_incidents (
  id uuid primary key default gen_random_uuid(),
  listing_id uuid not null references public.cargo_listings (id) on delete cascade,
  reporter_id uuid references auth.users (id) on delete set null,
  request_id uuid not null constraint trip_road_incidents_request_id_key unique,
  kind text not null constraint trip_road_incidents_kind_check
    check (kind in ('breakdown', 'accident', 'road_blocked', 'delay', 'other')),
  description text not null constraint trip_road_incidents_description_length
    check (char_length(btrim(description)) between 10 and 1000),
  -- When it happened, on the phone's clock: a report sent hours later keeps its moment.
  happened_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index trip_road_incidents_listing_idx on public.trip_road_incidents (listing_id, happened_at);
alter table public.trip_road_incidents enable row level security;
revoke all on public.trip_road_incidents from anon, authenticated;
grant select on public.trip_road_incidents to authenticated;
create policy "Trip parties and admins read road incidents" on public.trip_road_incidents
for select to authenticated
using ((select public.is_trip_party(listing_id)) or (select public.has_role('admin')));
create policy "A verified second factor requires aal2" on public.trip_road_incidents
as restrictive for all to authenticated
using ((select public.mfa_satisfied())) with check ((select public.mfa_satisfied()));

-- The assigned transporter, while the shipment is assigned or on its way. The same request sent
-- again answers what it made the first time, even once the trip has ended.
create function public.report_road_incident(
  p_listing_id uuid,
  p_request_id uuid,
  p_kind text,
  p_description text,
  p_happened_at timestamptz
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  l record;
  v_id uuid;
begin
  perform public.assert_mfa();
  select id, transporter_id, status into l from public.cargo_listings
  where id = p_listing_id for update;
  if l.id is null or l.transporter_id is distinct from v_uid then
    raise exception 'not_assigned_transporter' using errcode = '42501';
  end if;
  select i.id into v_id from public.trip_road_incidents i
  where i.request_id = p_request_id and i.listing_id = p_listing_id and i.reporter_id = v_uid;
  if v_id is not null then
    return v_id;
  end if;
  if l.status not in ('assigned', 'in-transit') then
    raise exception 'not_on_the_road: el viaje ya no está en curso' using errcode = 'P0001';
  end if;
  if p_happened_at is null or p_happened_at > now() + interval '2 minutes'
    or p_happened_at < now() - interval '3 days' then
    raise exception 'invalid_time: la hora del incidente está fuera de rango' using errcode = '22023';
  end if;
  if (select count(*) from public.trip_road_incidents i where i.listing_id = p_listing_id) >= 20 then
    raise exception 'too_many_road_incidents: hasta 20 incidentes por viaje' using errcode = 'P0001';
  end if;
  -- A request id already used elsewhere fails the unique constraint (23505): refused, not merged.
  insert into public.trip_road_incidents (listing_id, reporter_id, request_id, kind, description, happened_at)
  values (p_listing_id, v_uid, p_request_id, p_kind, btrim(p_description), p_happened_at)
  returning id into v_id;
  return v_id;
end;
$$;
revoke execute on function public.report_road_incident(uuid, uuid, text, text, timestamptz)
  from public, anon;
grant execute on function public.report_road_incident(uuid, uuid, text, text, timestamptz)
  to authenticated;

insert into public.notification_kinds (kind, push_category) values ('road_incident', 'trip');

-- 'Avería', as the trip's page names a road incident's kind.
create function private.road_incident_kind_label(p_kind text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case p_kind
    when 'breakdown' then 'Avería' when 'accident' then 'Accidente'
    when 'road_blocked' then 'Corte de ruta' when 'delay' then 'Demora'
    else 'Otro'
  end;
$$;
revoke execute on function private.road_incident_kind_label(text) from public;

-- A road incident reported → the listing's shipper.
create function public.notify_road_incident()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  l record;
begin
  select c.id, c.title, c.shipper_id into l from public.cargo_listings c where c.id = new.listing_id;
  perform public.notify(
    l.shipper_id, 'road_incident', 'Incidente en ruta',
    'El transportista informó un incidente en el viaje de «' || l.title || '» ('
      || private.road_incident_kind_label(new.kind) || '): ' || left(new.description, 300),
    '/listings/' || l.id
  );
  return new;
end;
$$;
revoke execute on function public.notify_road_incident() from public, anon, authenticated;

create trigger trip_road_incidents_notify
after insert on public.trip_road_incidents
for each row execute function public.notify_road_incident();

create trigger trip_road_incidents_broadcast
after insert on public.trip_road_incidents
for each row execute function public.broadcast_trip_change();
