-- Saved-search alerts (issue 13, item 2): a carrier saves the listings browser's search (text and
-- filters) under a name; when a listing is published, every active alert whose search it matches
-- notifies its owner.
--
-- "A listing matches a search" has one definition, public.listing_matches_search(), used both by
-- the browser's query (search_listings, recreated below on top of it) and by the alert trigger.
-- The provinces (20261124200000) join the searchable text, so 'mendoza' finds a listing whose
-- origin is a locality of Mendoza.

-- ---------------------------------------------------------------------------
-- The searchable text gains the provinces; U+001F separates the fields, as in
-- src/features/listings/testing/browse-oracle.ts.
-- ---------------------------------------------------------------------------
alter table public.cargo_listings drop column search_text;
alter table public.cargo_listings
  add column search_text text generated always as (
    public.search_fold(
      title || E'\x1f' || description || E'\x1f' || origin || E'\x1f' || destination
        || E'\x1f' || coalesce(origin_province, '') || E'\x1f' || coalesce(destination_province, '')
    )
  ) stored;

-- The browser's rules: pending; cargo, load and vehicle type exact where 'all' (or null) means no
-- filter; p_needle (already folded with search_fold) a substring of the searchable text.
-- Deliberately without SET search_path (schema-lint.test.ts lists it as the one exception): a SET
-- clause stops the planner from inlining a SQL function, and called once a row it made
-- search_listings ~4x slower on 10,000 listings. It is security invoker, takes no table by name
-- and calls only pg_catalog, which every search path searches first.
create function public.listing_matches_search(
  p_listing public.cargo_listings,
  p_needle text,
  p_cargo_type text,
  p_load_type text,
  p_vehicle_type text
)
returns boolean
language sql
stable
parallel safe
as $$
  select p_listing.status = 'pending'
    and (coalesce(p_cargo_type, 'all') = 'all' or p_listing.cargo_type = p_cargo_type)
    and (coalesce(p_load_type, 'all') = 'all' or p_listing.load_type = p_load_type)
    and (coalesce(p_vehicle_type, 'all') = 'all' or p_listing.vehicle_type = p_vehicle_type)
    and (coalesce(p_needle, '') = '' or pg_catalog.strpos(p_listing.search_text, p_needle) > 0);
$$;

drop function public.search_listings(text, text, text, text, text, integer, integer);
create function public.search_listings(
  p_search text,
  p_cargo_type text,
  p_load_type text,
  p_vehicle_type text,
  p_sort text,
  p_limit integer,
  p_offset integer
)
returns table (
  id uuid,
  shipper_id uuid,
  transporter_id uuid,
  title text,
  description text,
  origin text,
  destination text,
  weight_kg numeric,
  length_cm numeric,
  width_cm numeric,
  height_cm numeric,
  pickup_date date,
  delivery_date date,
  price numeric,
  status public.cargo_status,
  vehicle_type text,
  cargo_type text,
  load_type text,
  created_at timestamptz,
  origin_province text,
  destination_province text,
  total_count bigint
)
language sql
stable
security invoker
set search_path = ''
as $$
  with needle as (
    select public.search_fold(coalesce(p_search, '')) as value
  )
  select
    l.id, l.shipper_id, l.transporter_id, l.title, l.description, l.origin, l.destination,
    l.weight_kg, l.length_cm, l.width_cm, l.height_cm, l.pickup_date, l.delivery_date, l.price,
    l.status, l.vehicle_type, l.cargo_type, l.load_type, l.created_at, l.origin_province,
    l.destination_province,
    count(*) over () as total_count
  from public.cargo_listings l, needle n
  -- The status test is restated outside the function so the (status, created_at) index applies.
  where l.status = 'pending'
    and public.listing_matches_search(l, n.value, p_cargo_type, p_load_type, p_vehicle_type)
  order by
    case when p_sort = 'price_low' then l.price end asc,
    case when p_sort = 'price_high' then l.price end desc,
    case when p_sort = 'pickup_date' then l.pickup_date end asc,
    case when coalesce(p_sort, 'newest') not in ('price_low', 'price_high', 'pickup_date')
      then l.created_at end desc,
    l.id asc
  -- Capped so one request cannot ask for the whole table.
  limit least(greatest(coalesce(p_limit, 12), 0), 100)
  offset greatest(coalesce(p_offset, 0), 0);
$$;

grant execute on function public.listing_matches_search(
  public.cargo_listings, text, text, text, text
) to anon, authenticated;
grant execute on function public.search_listings(text, text, text, text, text, integer, integer)
  to anon, authenticated;

-- ---------------------------------------------------------------------------
-- saved_alerts
-- ---------------------------------------------------------------------------
create table public.saved_alerts (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null constraint saved_alerts_name_check
    check (char_length(btrim(name)) between 1 and 60 and name = btrim(name)),
  -- The browser's search box allows 200 characters and trims the term.
  search text not null default '' constraint saved_alerts_search_check
    check (char_length(search) <= 200 and search = btrim(search)),
  cargo_type text not null default 'all' constraint saved_alerts_cargo_type_check check (
    cargo_type in (
      'all', 'wine', 'brick', 'food', 'cleaning', 'electronics', 'packages', 'construction',
      'furniture', 'fuel'
    )
  ),
  load_type text not null default 'all' constraint saved_alerts_load_type_check
    check (load_type in ('all', 'dry', 'liquid', 'refrigerated')),
  vehicle_type text not null default 'all' constraint saved_alerts_vehicle_type_check check (
    vehicle_type in (
      'all', 'van', 'truck_small', 'truck_medium', 'truck_large', 'refrigerated', 'flatbed',
      'container', 'escalade_34', 'escalade_45', 'chassis', 'balancing', 'tank'
    )
  ),
  active boolean not null default true,
  created_at timestamptz not null default now()
);

create index saved_alerts_owner_id_idx on public.saved_alerts (owner_id, created_at);
create index saved_alerts_active_idx on public.saved_alerts (owner_id) where active;

-- At most 20 alerts a person: enough for every route a carrier works, and a bound on the work
-- each published listing does. Counted under a lock on the owner, so two inserts cannot both pass.
create function public.saved_alerts_enforce_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(new.owner_id::text, 13));
  if (select count(*) from public.saved_alerts a where a.owner_id = new.owner_id) >= 20 then
    raise exception 'alert_limit' using errcode = 'P0001';
  end if;
  return new;
end;
$$;

create trigger saved_alerts_limit
before insert on public.saved_alerts
for each row execute function public.saved_alerts_enforce_limit();

alter table public.saved_alerts enable row level security;
revoke all on public.saved_alerts from anon, authenticated;
grant select, delete on public.saved_alerts to authenticated;
grant insert (name, search, cargo_type, load_type, vehicle_type, active)
  on public.saved_alerts to authenticated;
grant update (name, active) on public.saved_alerts to authenticated;

create policy "Carriers read their own alerts" on public.saved_alerts
for select to authenticated
using (owner_id = (select auth.uid()));
create policy "Carriers save alerts for themselves" on public.saved_alerts
for insert to authenticated
with check (owner_id = (select auth.uid()) and (select public.has_role('transporter')));
create policy "Carriers rename and pause their own alerts" on public.saved_alerts
for update to authenticated
using (owner_id = (select auth.uid()))
with check (owner_id = (select auth.uid()));
create policy "Carriers delete their own alerts" on public.saved_alerts
for delete to authenticated
using (owner_id = (select auth.uid()));
create policy "A verified second factor requires aal2" on public.saved_alerts
as restrictive for all to authenticated
using ((select public.mfa_satisfied())) with check ((select public.mfa_satisfied()));

-- ---------------------------------------------------------------------------
-- Notifications: a new kind, governed by the alert's own switch (Pausar), not by a profile one.
-- ---------------------------------------------------------------------------
alter table public.notifications drop constraint notifications_kind_check;
alter table public.notifications add constraint notifications_kind_check check (
  kind in (
    'proposal_received', 'proposal_accepted', 'proposal_rejected', 'shipment_in_transit',
    'shipment_delivered', 'rating_received', 'document_approved', 'document_rejected',
    'alert_match'
  )
);

create or replace function public.notify(
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
  select case p_kind
      when 'proposal_received' then np.new_proposals
      when 'alert_match' then true
      else np.status_changes
    end
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
revoke execute on function public.notify(uuid, text, text, text, text)
from public, anon, authenticated;

-- A published listing → the owner of each active alert it matches, once a person however many of
-- their alerts match (named after their oldest one), never the listing's own shipper.
create function public.notify_alert_matches()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.notify(
    m.owner_id, 'alert_match', 'Nueva carga para tu alerta',
    '«' || new.title || '» (' || new.origin || ' → ' || new.destination
      || ') coincide con tu alerta «' || m.name || '».',
    '/listings/' || new.id
  )
  from (
    select distinct on (a.owner_id) a.owner_id, a.name
    from public.saved_alerts a
    where a.active
      and a.owner_id <> new.shipper_id
      and public.listing_matches_search(
        new, public.search_fold(a.search), a.cargo_type, a.load_type, a.vehicle_type
      )
    order by a.owner_id, a.created_at, a.id
  ) m;
  return new;
end;
$$;

create trigger cargo_listings_notify_alert_matches
after insert on public.cargo_listings
for each row when (new.status = 'pending')
execute function public.notify_alert_matches();

revoke execute on function
  public.notify_alert_matches(),
  public.saved_alerts_enforce_limit()
from public, anon, authenticated;
