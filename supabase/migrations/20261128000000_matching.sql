-- Issue 27: fewer empty trucks and safer deals.
--
-- 1. Distances. Each listing stores the coordinates of its origin and destination (from
--    public.localities), its road distance (great circle × ROAD_FACTOR 1.10, calibrated on nine
--    published road distances: src/domain/geo.ts) and its price per km. The browser sorts by
--    price per km and filters by a radius around a place, in search_listings.
-- 2. Truck availability ('Camión disponible') and invitations ('Ofrecer carga').
-- 3. Matching, both ways, through the localities within 100 km of a point: loads for a truck,
--    return loads for a shipment, trucks near a listing. Each (listing, truck) pair notifies once.
-- 4. Reputation computed from what happened: on-time pickups and deliveries, cancellations after
--    assignment ('Cancelar asignación'), answer time, and the shipper's days to pay ('Cobrado' /
--    'No cobrado', disputable before an admin). A figure on fewer than 3 events is null.
-- 5. The private network ('Mis transportistas'): a listing first offered to it for 2, 6 or 24
--    hours. Visibility compares public_at with now() in RLS: it opens by itself, no job.
--
-- Errors (code: message prefix):
--   P0001 place_unknown                the place is not one of the localities
--   P0001 availability_dates           the dates are out of range
--   P0001 availability_limit           20 active availabilities per carrier
--   P0001 listing_not_pending          the listing is not (or no longer) open to the caller
--   P0001 availability_not_active      the truck is withdrawn or its dates passed
--   23505 already_invited              the carrier was already offered this listing
--   P0001 invitation_limit             50 invitations an hour per shipper
--   P0001 assignment_not_cancellable   only an assigned shipment, before pickup
--   23514 reason_length                a reason of 10 to 500 characters
--   P0001 payment_not_open             the delivery has no conformity yet
--   P0001 paid_on_invalid              the payment date is before conformity or in the future
--   P0001 unpaid_too_early             'No cobrado' only 30 days after conformity
--   P0001 payment_disputed             an open dispute freezes the entry
--   P0001 network_empty                'Primero a mis transportistas' with nobody in the network
--   P0001 network_limit                200 carriers in a network
--   42501 not_allowed                  not the caller's listing, truck, shipment or entry

-- ---------------------------------------------------------------------------
-- 1. Distances
-- ---------------------------------------------------------------------------
-- Road km from the great-circle distance. The factor is src/domain/geo.ts's ROAD_FACTOR.
create function public.road_distance_km(
  lat1 double precision,
  lon1 double precision,
  lat2 double precision,
  lon2 double precision
)
returns integer
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select pg_catalog.round(public.great_circle_km(lat1, lon1, lat2, lon2) * 1.10)::integer;
$$;

-- Null in, null out: least(1, null) is 1, which made an unknown point half the Earth away.
alter function public.great_circle_km(
  double precision, double precision, double precision, double precision
) strict;
grant execute on function public.road_distance_km(
  double precision, double precision, double precision, double precision
) to anon, authenticated;

alter table public.cargo_listings
  add column origin_lat double precision,
  add column origin_lon double precision,
  add column destination_lat double precision,
  add column destination_lon double precision,
  add column distance_km integer constraint cargo_listings_distance_km_check check (distance_km >= 0),
  add column price_per_km numeric(12, 2),
  -- 'Primero a mis transportistas': 2, 6 or 24 hours for the network, then public.
  add column network_hours smallint
    constraint cargo_listings_network_hours_check check (network_hours in (2, 6, 24)),
  add column public_at timestamptz;

grant insert (network_hours) on public.cargo_listings to authenticated;

-- The coordinates, distance and price per km follow the places and the price; the window is set
-- once, at publication, from the database's clock.
create function public.cargo_listings_set_geography()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT'
    or new.origin is distinct from old.origin
    or new.origin_province is distinct from old.origin_province
    or new.destination is distinct from old.destination
    or new.destination_province is distinct from old.destination_province
    or new.price is distinct from old.price
  then
    select c.lat, c.lon into new.origin_lat, new.origin_lon
    from public.place_coordinates(new.origin, new.origin_province) c;
    select c.lat, c.lon into new.destination_lat, new.destination_lon
    from public.place_coordinates(new.destination, new.destination_province) c;
    new.distance_km := public.road_distance_km(
      new.origin_lat, new.origin_lon, new.destination_lat, new.destination_lon
    );
    new.price_per_km := case
      when new.distance_km > 0 then pg_catalog.round(new.price / new.distance_km, 2)
    end;
  end if;
  if tg_op = 'INSERT' then
    new.public_at := case
      when new.network_hours is not null then now() + pg_catalog.make_interval(hours => new.network_hours)
    end;
  else
    new.network_hours := old.network_hours;
    new.public_at := old.public_at;
  end if;
  return new;
end;
$$;
create trigger cargo_listings_set_geography
before insert or update on public.cargo_listings
for each row execute function public.cargo_listings_set_geography();

-- Existing listings get theirs, without a broadcast or a new updated_at for each row.
alter table public.cargo_listings disable trigger cargo_listings_broadcast;
alter table public.cargo_listings disable trigger cargo_listings_set_updated_at;
update public.cargo_listings l
set origin_lat = o.lat, origin_lon = o.lon, destination_lat = d.lat, destination_lon = d.lon,
  distance_km = public.road_distance_km(o.lat, o.lon, d.lat, d.lon),
  price_per_km = case
    when public.road_distance_km(o.lat, o.lon, d.lat, d.lon) > 0
      then pg_catalog.round(l.price / public.road_distance_km(o.lat, o.lon, d.lat, d.lon), 2)
  end
from public.cargo_listings s
left join lateral public.place_coordinates(s.origin, s.origin_province) o on true
left join lateral public.place_coordinates(s.destination, s.destination_province) d on true
where s.id = l.id;
alter table public.cargo_listings enable trigger cargo_listings_set_updated_at;
alter table public.cargo_listings enable trigger cargo_listings_broadcast;

-- Matching and the radius filter find pending listings by their origin's coordinates; each
-- locality's listings come best paid first.
create index cargo_listings_pending_origin_idx
  on public.cargo_listings (origin_lat, origin_lon, price_per_km desc nulls last, id)
  include (pickup_date) where status = 'pending';
-- 'Precio por km': best paid first, unknown distance last.
create index cargo_listings_pending_price_per_km_idx
  on public.cargo_listings ((coalesce(price_per_km, -1)) desc, id) include (pickup_date)
  where status = 'pending';

-- The localities (each distinct point once) within p_km of a point, with the distance.
create function private.localities_near(
  p_lat double precision,
  p_lon double precision,
  p_km double precision
)
returns table (lat double precision, lon double precision, km double precision)
language sql
stable
parallel safe
rows 20
set search_path = ''
as $$
  select distinct l.lat, l.lon, public.great_circle_km(p_lat, p_lon, l.lat, l.lon)
  from public.localities l
  where l.lat between p_lat - p_km / 110.0 and p_lat + p_km / 110.0
    and public.great_circle_km(p_lat, p_lon, l.lat, l.lon) <= p_km;
$$;
revoke execute on function private.localities_near(double precision, double precision, double precision)
from public;
grant execute on function private.localities_near(double precision, double precision, double precision)
to anon, authenticated;

-- ---------------------------------------------------------------------------
-- 5a. The private network (before the browse query, which respects it)
-- ---------------------------------------------------------------------------
create table public.carrier_network (
  shipper_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  transporter_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (shipper_id, transporter_id),
  constraint carrier_network_two_people check (shipper_id <> transporter_id)
);
create index carrier_network_transporter_idx on public.carrier_network (transporter_id, shipper_id);
alter table public.carrier_network enable row level security;
revoke all on public.carrier_network from anon, authenticated;
grant select, delete on public.carrier_network to authenticated;
create policy "Shippers read and remove their network" on public.carrier_network
for all to authenticated
using (shipper_id = (select auth.uid()));
create policy "A verified second factor requires aal2" on public.carrier_network
as restrictive for all to authenticated
using ((select public.mfa_satisfied())) with check ((select public.mfa_satisfied()));

create table public.listing_invitations (
  id uuid primary key default gen_random_uuid(),
  listing_id uuid not null references public.cargo_listings (id) on delete cascade,
  availability_id uuid,
  shipper_id uuid not null references auth.users (id) on delete cascade,
  transporter_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  answered_at timestamptz,
  declined boolean not null default false,
  constraint listing_invitations_once unique (listing_id, transporter_id)
);
create index listing_invitations_transporter_idx
  on public.listing_invitations (transporter_id, created_at desc);
create index listing_invitations_shipper_idx on public.listing_invitations (shipper_id, created_at desc);
alter table public.listing_invitations enable row level security;
revoke all on public.listing_invitations from anon, authenticated;
grant select on public.listing_invitations to authenticated;
create policy "The two parties read an invitation" on public.listing_invitations
for select to authenticated
using (shipper_id = (select auth.uid()) or transporter_id = (select auth.uid()));
create policy "A verified second factor requires aal2" on public.listing_invitations
as restrictive for all to authenticated
using ((select public.mfa_satisfied())) with check ((select public.mfa_satisfied()));

-- Whether the caller may see a listing inside its private window: its shipper, a carrier of the
-- shipper's network, or a carrier the shipper invited.
create function public.sees_listing_early(p_shipper_id uuid, p_listing_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select p_shipper_id = (select auth.uid())
    or exists (
      select 1 from public.carrier_network n
      where n.shipper_id = p_shipper_id and n.transporter_id = (select auth.uid())
    )
    or exists (
      select 1 from public.listing_invitations i
      where i.listing_id = p_listing_id and i.transporter_id = (select auth.uid())
    );
$$;
grant execute on function public.sees_listing_early(uuid, uuid) to authenticated;

-- Whether a pending listing is open to the caller now.
create function public.listing_open(p_public_at timestamptz, p_shipper_id uuid, p_listing_id uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select p_public_at is null or p_public_at <= now()
    or ((select auth.uid()) is not null and public.sees_listing_early(p_shipper_id, p_listing_id));
$$;
grant execute on function public.listing_open(timestamptz, uuid, uuid) to anon, authenticated;

alter policy "Visitors read pending listings" on public.cargo_listings
using (status = 'pending' and (public_at is null or public_at <= now()));
alter policy "Pending, own and assigned listings, and all for admins" on public.cargo_listings
using (
  (status = 'pending' and public.listing_open(public_at, shipper_id, id))
  or shipper_id = (select auth.uid())
  or transporter_id = (select auth.uid())
  or (select public.has_role('admin'))
);

create or replace function public.listing_shipper(p_listing_id uuid)
returns table (name text, company text)
language sql
stable
security definer
set search_path = ''
as $$
  select p.name, p.company
  from public.cargo_listings l
  join public.profiles p on p.id = l.shipper_id
  where l.id = p_listing_id
    and (
      (l.status = 'pending' and public.listing_open(l.public_at, l.shipper_id, l.id))
      or l.shipper_id = (select auth.uid())
      or l.transporter_id = (select auth.uid())
    );
$$;

-- ---------------------------------------------------------------------------
-- 1b. The browse query: price per km, a radius, and the private window.
-- ---------------------------------------------------------------------------
drop function public.search_listings(text, text, text, text, text, integer, text, uuid);
drop function private.browse_listing_ids(text, text, text, text, text, integer, text, uuid);

create function private.browse_listing_ids(
  p_pattern text,
  p_cargo_type text,
  p_load_type text,
  p_vehicle_type text,
  p_sort text,
  p_limit integer,
  p_after_key text,
  p_after_id uuid,
  p_near_lat double precision,
  p_near_lon double precision,
  p_radius_km double precision
)
returns table (id uuid, total_count bigint)
language plpgsql
-- Volatile only because it asks the planner (EXPLAIN) how many rows it expects; it writes nothing.
volatile
security definer
rows 12
set search_path = ''
as $$
declare
  -- Pending, not expired, and in its private window only for those who may see it early.
  matching text := 'l.status = ''pending'' and l.pickup_date >= current_date'
    || ' and (l.public_at is null or l.public_at <= now()'
    || ' or public.sees_listing_early(l.shipper_id, l.id))';
  after_last text := 'true';
  ordering text;
  plan json;
  total bigint := 1001;
begin
  if coalesce(p_cargo_type, 'all') <> 'all' then
    matching := matching || ' and l.cargo_type = $2';
  end if;
  if coalesce(p_load_type, 'all') <> 'all' then
    matching := matching || ' and l.load_type = $3';
  end if;
  if coalesce(p_vehicle_type, 'all') <> 'all' then
    matching := matching || ' and l.vehicle_type = $4';
  end if;
  if p_pattern is not null then
    matching := matching || ' and l.search_text like $1';
  end if;
  -- Origins are localities' points: the radius is the set of points within it.
  if p_near_lat is not null and p_near_lon is not null and p_radius_km is not null then
    matching := matching || ' and (l.origin_lat, l.origin_lon) in (select n.lat, n.lon'
      || ' from private.localities_near($7, $8, $9) n)';
  end if;

  case coalesce(p_sort, 'newest')
    when 'price_low' then
      ordering := 'l.price asc, l.id asc';
      after_last := '(l.price, l.id) > ($5::numeric, $6)';
    when 'price_high' then
      ordering := 'l.price desc, l.id asc';
      after_last := 'l.price <= $5::numeric and (l.price < $5::numeric or l.id > $6)';
    when 'price_per_km' then
      ordering := 'coalesce(l.price_per_km, -1) desc, l.id asc';
      after_last := 'coalesce(l.price_per_km, -1) <= $5::numeric'
        || ' and (coalesce(l.price_per_km, -1) < $5::numeric or l.id > $6)';
    when 'pickup_date' then
      ordering := 'l.pickup_date asc, l.id asc';
      after_last := '(l.pickup_date, l.id) > ($5::date, $6)';
    else
      ordering := 'l.created_at desc, l.id asc';
      after_last :=
        'l.created_at <= $5::timestamptz and (l.created_at < $5::timestamptz or l.id > $6)';
  end case;
  if p_after_key is null or p_after_id is null then
    after_last := 'true';
  end if;

  execute 'explain (format json) select 1 from public.cargo_listings l where ' || matching
    into plan
    using p_pattern, p_cargo_type, p_load_type, p_vehicle_type, p_after_key, p_after_id,
      p_near_lat, p_near_lon, p_radius_km;
  if (plan -> 0 -> 'Plan' ->> 'Plan Rows')::numeric <= 10000 then
    execute 'select pg_catalog.count(*) from (select 1 from public.cargo_listings l where '
        || matching || ' limit 1001) counted'
      into total
      using p_pattern, p_cargo_type, p_load_type, p_vehicle_type, p_after_key, p_after_id,
        p_near_lat, p_near_lon, p_radius_km;
  end if;

  return query execute format(
    'select l.id, $10 from public.cargo_listings l where %s and %s order by %s limit %s',
    matching, after_last, ordering,
    least(greatest(coalesce(p_limit, 12), 0), 100)
  )
  using p_pattern, p_cargo_type, p_load_type, p_vehicle_type, p_after_key, p_after_id,
    p_near_lat, p_near_lon, p_radius_km, total;
end;
$$;
revoke execute on function private.browse_listing_ids(
  text, text, text, text, text, integer, text, uuid, double precision, double precision,
  double precision
) from public;
grant execute on function private.browse_listing_ids(
  text, text, text, text, text, integer, text, uuid, double precision, double precision,
  double precision
) to anon, authenticated;

-- p_near_place/p_near_province/p_radius_km: only listings whose origin lies within that many km
-- (great circle) of the place; an unknown place matches nothing.
create function public.search_listings(
  p_search text,
  p_cargo_type text,
  p_load_type text,
  p_vehicle_type text,
  p_sort text,
  p_limit integer,
  p_after_key text default null,
  p_after_id uuid default null,
  p_near_place text default null,
  p_near_province text default null,
  p_radius_km integer default null
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
  instant_booking boolean,
  version integer,
  distance_km integer,
  price_per_km numeric,
  public_at timestamptz,
  total_count bigint
)
language sql
stable
security invoker
set search_path = ''
as $$
  with needle as (
    select public.search_fold(coalesce(p_search, '')) as value
  ), center as (
    select
      case when p_radius_km is null then null else coalesce(c.lat, 'NaN') end as lat,
      c.lon
    from (select 1) one
    left join lateral public.place_coordinates(p_near_place, p_near_province) c on true
  )
  select
    l.id, l.shipper_id, l.transporter_id, l.title, l.description, l.origin, l.destination,
    l.weight_kg, l.length_cm, l.width_cm, l.height_cm, l.pickup_date, l.delivery_date, l.price,
    l.status, l.vehicle_type, l.cargo_type, l.load_type, l.created_at, l.origin_province,
    l.destination_province, l.instant_booking, l.version, l.distance_km, l.price_per_km,
    l.public_at, page.total_count
  from needle n
  cross join center
  cross join lateral private.browse_listing_ids(
    case when n.value <> '' then
      '%' || pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(
        n.value, '\', '\\'), '%', '\%'), '_', '\_') || '%'
    end,
    p_cargo_type, p_load_type, p_vehicle_type, p_sort, p_limit, p_after_key, p_after_id,
    center.lat, coalesce(center.lon, 'NaN'),
    least(greatest(p_radius_km, 1), 1000)::double precision
  ) with ordinality as page (id, total_count, position)
  join public.cargo_listings l on l.id = page.id and l.status = 'pending'
  order by page.position;
$$;
grant execute on function public.search_listings(
  text, text, text, text, text, integer, text, uuid, text, text, integer
) to anon, authenticated;

-- ---------------------------------------------------------------------------
-- 2. Truck availability
-- ---------------------------------------------------------------------------
create table public.truck_availabilities (
  id uuid primary key default gen_random_uuid(),
  transporter_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  vehicle_id uuid references public.vehicles (id) on delete set null,
  vehicle_type text not null
    constraint truck_availabilities_vehicle_type_check check (public.is_vehicle_type(vehicle_type)),
  place text not null
    constraint truck_availabilities_place_length check (char_length(btrim(place)) between 1 and 120),
  province text not null
    constraint truck_availabilities_province_check check (public.is_argentine_province(province)),
  -- Set by the trigger from the place, which must be a known locality.
  lat double precision,
  lon double precision,
  available_from date not null,
  available_to date not null,
  destination_province text
    constraint truck_availabilities_destination_check
    check (public.is_argentine_province(destination_province)),
  note text not null default ''
    constraint truck_availabilities_note_length check (char_length(note) <= 300),
  withdrawn_at timestamptz,
  created_at timestamptz not null default now(),
  constraint truck_availabilities_located check (lat is not null and lon is not null),
  constraint truck_availabilities_dates check (
    available_to >= available_from and available_to <= available_from + 30
  )
);
create index truck_availabilities_transporter_idx
  on public.truck_availabilities (transporter_id, created_at desc);
-- Trucks near a point: each locality's active trucks by their last free day.
create index truck_availabilities_active_place_idx
  on public.truck_availabilities (lat, lon, available_to)
  where withdrawn_at is null;
create index truck_availabilities_active_from_idx
  on public.truck_availabilities (available_from, id)
  where withdrawn_at is null;

alter table public.truck_availabilities enable row level security;
revoke all on public.truck_availabilities from anon, authenticated;
grant select on public.truck_availabilities to anon, authenticated;
grant insert (
  transporter_id, vehicle_id, vehicle_type, place, province, available_from, available_to,
  destination_province, note
) on public.truck_availabilities to authenticated;
grant update (withdrawn_at) on public.truck_availabilities to authenticated;

create policy "Visitors read active availabilities" on public.truck_availabilities
for select to anon
using (withdrawn_at is null and available_to >= current_date);
create policy "Active availabilities, and a carrier's own" on public.truck_availabilities
for select to authenticated
using (
  (withdrawn_at is null and available_to >= current_date)
  or transporter_id = (select auth.uid())
);
create policy "Carriers publish their own availability" on public.truck_availabilities
for insert to authenticated
with check (
  transporter_id = (select auth.uid())
  and withdrawn_at is null
  and (select public.has_role('transporter'))
  and (
    vehicle_id is null
    or exists (
      select 1 from public.vehicles v
      where v.id = vehicle_id and v.owner_id = (select auth.uid())
    )
  )
);
create policy "Carriers withdraw their own availability" on public.truck_availabilities
for update to authenticated
using (transporter_id = (select auth.uid()))
with check (transporter_id = (select auth.uid()));
create policy "A verified second factor requires aal2" on public.truck_availabilities
as restrictive for all to authenticated
using ((select public.mfa_satisfied())) with check ((select public.mfa_satisfied()));

-- The point from the place, the type from the vehicle, the dates from today, and a cap.
create function public.truck_availabilities_prepare()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  select c.lat, c.lon into new.lat, new.lon
  from public.place_coordinates(new.place, new.province) c;
  if new.lat is null then
    raise exception 'place_unknown: no conocemos esa localidad' using errcode = 'P0001';
  end if;
  if new.vehicle_id is not null then
    select v.vehicle_type into new.vehicle_type
    from public.vehicles v where v.id = new.vehicle_id and v.owner_id = new.transporter_id;
  end if;
  if new.available_from < current_date or new.available_to < new.available_from
    or new.available_to > new.available_from + 30 then
    raise exception 'availability_dates: desde hoy, hasta un máximo de 30 días'
      using errcode = 'P0001';
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('availability:' || new.transporter_id, 0));
  if (
    select count(*) from public.truck_availabilities a
    where a.transporter_id = new.transporter_id and a.withdrawn_at is null
      and a.available_to >= current_date
  ) >= 20 then
    raise exception 'availability_limit: hasta 20 camiones disponibles a la vez'
      using errcode = 'P0001';
  end if;
  return new;
end;
$$;
create trigger truck_availabilities_prepare
before insert on public.truck_availabilities
for each row execute function public.truck_availabilities_prepare();

-- A withdrawal is the only change, and cannot be undone.
create function public.truck_availabilities_withdraw_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.withdrawn_at is not null then
    raise exception 'availability_not_active: ya está retirado' using errcode = 'P0001';
  end if;
  new.withdrawn_at := now();
  return new;
end;
$$;
create trigger truck_availabilities_withdraw_only
before update on public.truck_availabilities
for each row execute function public.truck_availabilities_withdraw_only();

-- A carrier's public name, badge and stars, for the trucks' cards and the network.
create function private.carrier_card(p_user_id uuid)
returns table (carrier_name text, verified boolean, rating_average numeric, rating_count integer)
language sql
stable
security definer
set search_path = ''
as $$
  select
    coalesce(nullif(btrim(p.company), ''), p.name),
    public.is_verified_carrier(p_user_id),
    r.average,
    r.count
  from public.profiles p
  cross join lateral public.rating_summary(p_user_id) r
  where p.id = p_user_id;
$$;
revoke execute on function private.carrier_card(uuid) from public;

create function public.browse_availabilities(
  p_province text default null,
  p_vehicle_type text default null,
  p_limit integer default 24,
  p_after_from date default null,
  p_after_id uuid default null
)
returns table (
  id uuid,
  transporter_id uuid,
  carrier_name text,
  verified boolean,
  rating_average numeric,
  rating_count integer,
  vehicle_type text,
  place text,
  province text,
  available_from date,
  available_to date,
  destination_province text,
  note text,
  created_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select a.id, a.transporter_id, c.carrier_name, c.verified, c.rating_average, c.rating_count,
    a.vehicle_type, a.place, a.province, a.available_from, a.available_to,
    a.destination_province, a.note, a.created_at
  from (
    select *
    from public.truck_availabilities t
    where t.withdrawn_at is null and t.available_to >= current_date
      and (p_province is null or t.province = p_province)
      and (p_vehicle_type is null or t.vehicle_type = p_vehicle_type)
      and (p_after_from is null or p_after_id is null
        or (t.available_from, t.id) > (p_after_from, p_after_id))
    order by t.available_from, t.id
    limit least(greatest(coalesce(p_limit, 24), 1), 100)
  ) a
  cross join lateral private.carrier_card(a.transporter_id) c
  order by a.available_from, a.id;
$$;
grant execute on function public.browse_availabilities(text, text, integer, date, uuid)
  to anon, authenticated;

-- ---------------------------------------------------------------------------
-- 3. Matching
-- ---------------------------------------------------------------------------
-- What a truck and a listing must share besides the place: the truck free on the pickup date,
-- the vehicle the listing asks for (or any), going where the listing goes (or anywhere), and two
-- different people. Spelled out in each query below (not a function of two rows) so the planner
-- sees plain column conditions.

-- Pending listings open to the caller whose origin lies within 100 km of a point and whose
-- pickup falls in [p_from, p_to], that a truck of p_vehicle_type going to p_destination_province
-- (nulls: any) can take; best first: nearest pickup, then best paid per km.
create function private.loads_near(
  p_lat double precision,
  p_lon double precision,
  p_from date,
  p_to date,
  p_vehicle_type text,
  p_destination_province text,
  p_limit integer
)
returns table (
  id uuid,
  title text,
  origin text,
  destination text,
  origin_province text,
  destination_province text,
  pickup_date date,
  delivery_date date,
  price numeric,
  vehicle_type text,
  weight_kg numeric,
  distance_km integer,
  price_per_km numeric,
  pickup_distance_km integer
)
language sql
stable
set search_path = ''
as $$
  select l.id, l.title, l.origin, l.destination, l.origin_province, l.destination_province,
    l.pickup_date, l.delivery_date, l.price, l.vehicle_type, l.weight_kg, l.distance_km,
    l.price_per_km, pg_catalog.round(n.km)::integer
  from private.localities_near(p_lat, p_lon, 100) n
  cross join lateral (
    select c.*
    from public.cargo_listings c
    where c.status = 'pending'
      and c.origin_lat = n.lat and c.origin_lon = n.lon
      and c.pickup_date >= greatest(p_from, current_date)
      and (p_to is null or c.pickup_date <= p_to)
      and (p_vehicle_type is null or c.vehicle_type is null or c.vehicle_type = p_vehicle_type)
      and (p_destination_province is null or c.destination_province = p_destination_province)
      and c.shipper_id <> (select auth.uid())
      and public.listing_open(c.public_at, c.shipper_id, c.id)
    order by c.price_per_km desc nulls last, c.id
    limit p_limit
  ) l
  order by n.km, l.price_per_km desc nulls last, l.id
  limit p_limit;
$$;
revoke execute on function private.loads_near(
  double precision, double precision, date, date, text, text, integer
) from public;

create function public.loads_for_availability(p_availability_id uuid, p_limit integer default 10)
returns table (
  id uuid,
  title text,
  origin text,
  destination text,
  origin_province text,
  destination_province text,
  pickup_date date,
  delivery_date date,
  price numeric,
  vehicle_type text,
  weight_kg numeric,
  distance_km integer,
  price_per_km numeric,
  pickup_distance_km integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_availability public.truck_availabilities;
begin
  perform public.assert_mfa();
  select * into v_availability from public.truck_availabilities a
  where a.id = p_availability_id and a.transporter_id = (select auth.uid());
  if not found then
    raise exception 'not_allowed: no es tu camión' using errcode = '42501';
  end if;
  if v_availability.withdrawn_at is not null then
    return;
  end if;
  return query
  select * from private.loads_near(
    v_availability.lat, v_availability.lon, v_availability.available_from,
    v_availability.available_to, v_availability.vehicle_type,
    v_availability.destination_province, least(greatest(coalesce(p_limit, 10), 1), 50)
  );
end;
$$;
grant execute on function public.loads_for_availability(uuid, integer) to authenticated;

-- Loads back from a shipment's destination: on or after its delivery date.
create function public.return_loads(p_listing_id uuid, p_limit integer default 10)
returns table (
  id uuid,
  title text,
  origin text,
  destination text,
  origin_province text,
  destination_province text,
  pickup_date date,
  delivery_date date,
  price numeric,
  vehicle_type text,
  weight_kg numeric,
  distance_km integer,
  price_per_km numeric,
  pickup_distance_km integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_shipment public.cargo_listings;
begin
  perform public.assert_mfa();
  select * into v_shipment from public.cargo_listings l
  where l.id = p_listing_id and l.transporter_id = (select auth.uid());
  if not found then
    raise exception 'not_allowed: no es tu envío' using errcode = '42501';
  end if;
  -- Before pickup there is no way back to plan yet: nothing, not an error.
  if v_shipment.status not in ('in-transit', 'delivered') or v_shipment.destination_lat is null then
    return;
  end if;
  return query
  select * from private.loads_near(
    v_shipment.destination_lat, v_shipment.destination_lon, v_shipment.delivery_date, null,
    null, null, least(greatest(coalesce(p_limit, 10), 1), 50)
  );
end;
$$;
grant execute on function public.return_loads(uuid, integer) to authenticated;

-- Active trucks within 100 km of a listing's origin that fit it, nearest first.
create function private.trucks_near(
  p_lat double precision,
  p_lon double precision,
  p_pickup date,
  p_vehicle_type text,
  p_destination_province text,
  p_shipper_id uuid,
  p_limit integer
)
returns table (availability_id uuid, transporter_id uuid, pickup_distance_km integer)
language sql
stable
rows 10
set search_path = ''
as $$
  select a.id, a.transporter_id, pg_catalog.round(n.km)::integer
  from private.localities_near(p_lat, p_lon, 100) n
  cross join lateral (
    select t.id, t.transporter_id, t.available_from
    from public.truck_availabilities t
    where t.lat = n.lat and t.lon = n.lon
      and t.withdrawn_at is null
      and t.available_to >= p_pickup and t.available_from <= p_pickup
      and (p_vehicle_type is null or t.vehicle_type = p_vehicle_type)
      and (t.destination_province is null or t.destination_province = p_destination_province)
      and t.transporter_id <> p_shipper_id
    order by t.available_from, t.id
    limit p_limit
  ) a
  order by n.km, a.available_from, a.id
  limit p_limit;
$$;
revoke execute on function private.trucks_near(
  double precision, double precision, date, text, text, uuid, integer
) from public;

create function public.trucks_near_listing(p_listing_id uuid, p_limit integer default 10)
returns table (
  availability_id uuid,
  transporter_id uuid,
  carrier_name text,
  verified boolean,
  rating_average numeric,
  rating_count integer,
  vehicle_type text,
  place text,
  province text,
  available_from date,
  available_to date,
  destination_province text,
  pickup_distance_km integer,
  invited boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_listing public.cargo_listings;
begin
  perform public.assert_mfa();
  select * into v_listing from public.cargo_listings l
  where l.id = p_listing_id and l.shipper_id = (select auth.uid());
  if not found then
    raise exception 'not_allowed: no es tu carga' using errcode = '42501';
  end if;
  -- Once taken (a page may ask a moment after), no truck is wanted: nothing, not an error.
  if v_listing.status <> 'pending' or v_listing.origin_lat is null then
    return;
  end if;
  return query
  select n.availability_id, n.transporter_id, c.carrier_name, c.verified, c.rating_average,
    c.rating_count, a.vehicle_type, a.place, a.province, a.available_from, a.available_to,
    a.destination_province, n.pickup_distance_km,
    exists (
      select 1 from public.listing_invitations i
      where i.listing_id = p_listing_id and i.transporter_id = n.transporter_id
    )
  from private.trucks_near(
    v_listing.origin_lat, v_listing.origin_lon, v_listing.pickup_date, v_listing.vehicle_type,
    v_listing.destination_province, v_listing.shipper_id,
    least(greatest(coalesce(p_limit, 10), 1), 50)
  ) with ordinality as n (availability_id, transporter_id, pickup_distance_km, position)
  join public.truck_availabilities a on a.id = n.availability_id
  cross join lateral private.carrier_card(n.transporter_id) c
  order by n.position;
end;
$$;
grant execute on function public.trucks_near_listing(uuid, integer) to authenticated;

-- Each (listing, truck) pair notifies once: whichever side appeared second tells the other.
create table public.availability_matches (
  listing_id uuid not null references public.cargo_listings (id) on delete cascade,
  availability_id uuid not null references public.truck_availabilities (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (listing_id, availability_id)
);
create index availability_matches_availability_idx on public.availability_matches (availability_id);
alter table public.availability_matches enable row level security;
revoke all on public.availability_matches from anon, authenticated;
create policy "A verified second factor requires aal2" on public.availability_matches
as restrictive for all to authenticated
using ((select public.mfa_satisfied())) with check ((select public.mfa_satisfied()));

alter table public.notifications drop constraint notifications_kind_check;
alter table public.notifications add constraint notifications_kind_check check (
  kind in (
    'proposal_received', 'proposal_accepted', 'proposal_rejected', 'shipment_in_transit',
    'shipment_delivered', 'rating_received', 'document_approved', 'document_rejected',
    'alert_match', 'listing_changed', 'message_received', 'counter_offer_received',
    'counter_offer_accepted', 'listing_booked', 'listing_invitation', 'truck_match', 'load_match',
    'network_listing', 'assignment_cancelled', 'payment_disputed', 'payment_dispute_resolved'
  )
);

-- A new truck → the shippers of the open listings it fits (once per shipper, naming the count).
create function public.notify_truck_matches()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  matched record;
begin
  for matched in
    with fitting as (
      select l.id, l.shipper_id, l.title
      from private.localities_near(new.lat, new.lon, 100) n
      cross join lateral (
        select c.id, c.shipper_id, c.title
        from public.cargo_listings c
        where c.status = 'pending'
          and c.origin_lat = n.lat and c.origin_lon = n.lon
          and c.pickup_date between greatest(new.available_from, current_date) and new.available_to
          and (c.public_at is null or c.public_at <= now())
          and (c.vehicle_type is null or c.vehicle_type = new.vehicle_type)
          and (new.destination_province is null or c.destination_province = new.destination_province)
          and c.shipper_id <> new.transporter_id
        limit 50
      ) l
      limit 200
    ), fresh as (
      insert into public.availability_matches (listing_id, availability_id)
      select f.id, new.id from fitting f
      on conflict do nothing
      returning listing_id
    )
    select f.shipper_id, min(f.id::text)::uuid as listing_id, count(*) as listings,
      min(f.title) as title
    from fresh
    join fitting f on f.id = fresh.listing_id
    group by f.shipper_id
  loop
    perform public.notify(
      matched.shipper_id, 'truck_match', 'Camión disponible cerca de tu carga',
      case when matched.listings = 1
        then 'Hay un camión libre cerca del origen de «' || matched.title
          || '» en la fecha de retiro. Ofrecele la carga.'
        else 'Hay un camión libre cerca del origen de ' || matched.listings
          || ' de tus cargas. Ofrecele una.'
      end,
      '/listings/' || matched.listing_id
    );
  end loop;
  return null;
end;
$$;
create trigger truck_availabilities_notify_matches
after insert on public.truck_availabilities
for each row execute function public.notify_truck_matches();

-- A listing going public → the carriers of the trucks it fits (once per carrier). Called by the
-- alert drain, which holds a listing until its private window ends.
create function private.notify_load_matches(p_listing public.cargo_listings)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  matched record;
begin
  if p_listing.origin_lat is null then
    return;
  end if;
  for matched in
    with fresh as (
      insert into public.availability_matches (listing_id, availability_id)
      select p_listing.id, t.availability_id
      from private.trucks_near(
        p_listing.origin_lat, p_listing.origin_lon, p_listing.pickup_date, p_listing.vehicle_type,
        p_listing.destination_province, p_listing.shipper_id, 200
      ) t
      on conflict do nothing
      returning availability_id
    )
    select distinct a.transporter_id
    from fresh join public.truck_availabilities a on a.id = fresh.availability_id
  loop
    perform public.notify(
      matched.transporter_id, 'load_match', 'Carga para tu camión',
      '«' || p_listing.title || '» (' || p_listing.origin || ' → ' || p_listing.destination
        || ') sale cerca de donde tu camión está libre.',
      '/listings/' || p_listing.id
    );
  end loop;
end;
$$;
revoke execute on function private.notify_load_matches(public.cargo_listings) from public;

-- The drain takes a listing only once it is public, and tells the trucks' carriers too.
create or replace function public.drain_alert_matches(p_batch integer default 200)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  queued record;
  listing public.cargo_listings;
  taken integer := 0;
begin
  for queued in
    delete from public.alert_match_queue q
    where q.listing_id in (
      select w.listing_id from public.alert_match_queue w
      where not exists (
        select 1 from public.cargo_listings p
        where p.id = w.listing_id and p.public_at > now()
      )
      order by w.queued_at, w.listing_id
      limit greatest(coalesce(p_batch, 200), 1)
      for update of w skip locked
    )
    returning q.listing_id
  loop
    taken := taken + 1;
    select * into listing from public.cargo_listings l where l.id = queued.listing_id;
    continue when listing.id is null or listing.status <> 'pending';
    perform public.notify(
      m.owner_id, 'alert_match', 'Nueva carga para tu alerta',
      '«' || listing.title || '» (' || listing.origin || ' → ' || listing.destination
        || ') coincide con tu alerta «' || m.name || '».',
      '/listings/' || listing.id
    )
    from (
      select distinct on (a.owner_id) a.owner_id, a.name
      from public.saved_alerts a
      where a.active
        and a.needle_trigrams <@ public.search_trigrams(listing.search_text)
        and a.owner_id <> listing.shipper_id
        and public.listing_matches_search(
          listing, a.needle, a.cargo_type, a.load_type, a.vehicle_type
        )
      order by a.owner_id, a.created_at, a.id
    ) m;
    perform private.notify_load_matches(listing);
  end loop;
  return taken;
end;
$$;
revoke execute on function public.drain_alert_matches(integer) from public, anon, authenticated;

-- ---------------------------------------------------------------------------
-- 2b. Invitations ('Ofrecer carga')
-- ---------------------------------------------------------------------------
create function public.invite_to_listing(p_listing_id uuid, p_availability_id uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_me uuid := (select auth.uid());
  v_listing public.cargo_listings;
  v_availability public.truck_availabilities;
  v_id uuid;
begin
  perform public.assert_mfa();
  select * into v_listing from public.cargo_listings l where l.id = p_listing_id for update;
  if not found or v_listing.shipper_id is distinct from v_me then
    raise exception 'not_allowed: no es tu carga' using errcode = '42501';
  end if;
  if v_listing.status <> 'pending' or v_listing.pickup_date < current_date then
    raise exception 'listing_not_pending: la carga ya no está publicada' using errcode = 'P0001';
  end if;
  select * into v_availability from public.truck_availabilities a where a.id = p_availability_id;
  if not found or v_availability.withdrawn_at is not null
    or v_availability.available_to < current_date then
    raise exception 'availability_not_active: el camión ya no está disponible'
      using errcode = 'P0001';
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('invitations:' || v_me, 0));
  if (
    select count(*) from public.listing_invitations i
    where i.shipper_id = v_me and i.created_at > now() - interval '1 hour'
  ) >= 50 then
    raise exception 'invitation_limit: enviaste muchas invitaciones, esperá una hora'
      using errcode = 'P0001';
  end if;
  insert into public.listing_invitations (listing_id, availability_id, shipper_id, transporter_id)
  values (p_listing_id, p_availability_id, v_me, v_availability.transporter_id)
  on conflict (listing_id, transporter_id) do nothing
  returning id into v_id;
  if v_id is null then
    raise exception 'already_invited: ya le ofreciste esta carga' using errcode = '23505';
  end if;
  perform public.notify(
    v_availability.transporter_id, 'listing_invitation', 'Te ofrecieron una carga',
    '«' || v_listing.title || '» (' || v_listing.origin || ' → ' || v_listing.destination
      || '), para tu camión en ' || v_availability.place || '. Mirala y hacé tu propuesta.',
    '/listings/' || p_listing_id
  );
  return v_id;
end;
$$;
grant execute on function public.invite_to_listing(uuid, uuid) to authenticated;

create function public.decline_invitation(p_invitation_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.assert_mfa();
  update public.listing_invitations i
  set answered_at = coalesce(i.answered_at, now()), declined = i.answered_at is null or i.declined
  where i.id = p_invitation_id and i.transporter_id = (select auth.uid());
  if not found then
    raise exception 'not_allowed: no es tu invitación' using errcode = '42501';
  end if;
end;
$$;
grant execute on function public.decline_invitation(uuid) to authenticated;

create function public.my_invitations()
returns table (
  id uuid,
  listing_id uuid,
  title text,
  origin text,
  destination text,
  pickup_date date,
  price numeric,
  status public.cargo_status,
  shipper_name text,
  created_at timestamptz,
  answered_at timestamptz,
  declined boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.assert_mfa();
  return query
  select i.id, i.listing_id, l.title, l.origin, l.destination, l.pickup_date, l.price, l.status,
    coalesce(nullif(btrim(p.company), ''), p.name), i.created_at, i.answered_at, i.declined
  from public.listing_invitations i
  join public.cargo_listings l on l.id = i.listing_id
  join public.profiles p on p.id = i.shipper_id
  where i.transporter_id = (select auth.uid())
  order by i.created_at desc
  limit 50;
end;
$$;
grant execute on function public.my_invitations() to authenticated;

-- A proposal answers the carrier's invitation to that listing.
create function public.proposals_answer_invitation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.listing_invitations i set answered_at = now()
  where i.listing_id = new.listing_id and i.transporter_id = new.transporter_id
    and i.answered_at is null;
  return null;
end;
$$;
create trigger proposals_answer_invitation
after insert on public.proposals
for each row execute function public.proposals_answer_invitation();

-- ---------------------------------------------------------------------------
-- 5b. The network's RPCs, the window on definer paths, and the network's first notice.
-- ---------------------------------------------------------------------------
create function public.add_to_my_carriers(p_transporter_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_me uuid := (select auth.uid());
begin
  perform public.assert_mfa();
  if v_me is null or not public.has_role('shipper') or p_transporter_id = v_me
    or not exists (
      select 1 from public.user_roles r
      where r.user_id = p_transporter_id and r.role = 'transporter'
    ) then
    raise exception 'not_allowed: solo un dador agrega transportistas' using errcode = '42501';
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('network:' || v_me, 0));
  if (select count(*) from public.carrier_network n where n.shipper_id = v_me) >= 200 then
    raise exception 'network_limit: hasta 200 transportistas' using errcode = 'P0001';
  end if;
  insert into public.carrier_network (shipper_id, transporter_id)
  values (v_me, p_transporter_id)
  on conflict do nothing;
end;
$$;
grant execute on function public.add_to_my_carriers(uuid) to authenticated;

create function public.my_carriers()
returns table (
  transporter_id uuid,
  carrier_name text,
  verified boolean,
  rating_average numeric,
  rating_count integer,
  created_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.assert_mfa();
  return query
  select n.transporter_id, c.carrier_name, c.verified, c.rating_average, c.rating_count,
    n.created_at
  from public.carrier_network n
  cross join lateral private.carrier_card(n.transporter_id) c
  where n.shipper_id = (select auth.uid())
  order by c.carrier_name, n.transporter_id;
end;
$$;
grant execute on function public.my_carriers() to authenticated;

-- 'Primero a mis transportistas' needs a network, and tells it.
create function public.cargo_listings_network_first()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.network_hours is null then
    return null;
  end if;
  if not exists (select 1 from public.carrier_network n where n.shipper_id = new.shipper_id) then
    raise exception 'network_empty: agregá transportistas a «Mis transportistas» primero'
      using errcode = 'P0001';
  end if;
  perform public.notify(
    n.transporter_id, 'network_listing', 'Carga exclusiva para vos',
    '«' || new.title || '» (' || new.origin || ' → ' || new.destination || ') es solo para '
      || 'los transportistas de confianza del dador durante ' || new.network_hours
      || ' horas.',
    '/listings/' || new.id
  )
  from public.carrier_network n
  where n.shipper_id = new.shipper_id;
  return null;
end;
$$;
create trigger cargo_listings_network_first
after insert on public.cargo_listings
for each row execute function public.cargo_listings_network_first();

-- Definer paths that took any pending listing now respect the window too.
create or replace function public.book_listing(p_listing_id uuid, p_price numeric, p_version integer)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_listing public.cargo_listings;
  v_proposal_id uuid;
begin
  perform public.assert_mfa();
  if v_uid is null or not public.is_verified_carrier(v_uid) then
    raise exception 'carrier_not_verified' using errcode = '42501';
  end if;

  select * into v_listing from public.cargo_listings l where l.id = p_listing_id for update;
  if not found or v_listing.status <> 'pending'
    or not public.listing_open(v_listing.public_at, v_listing.shipper_id, v_listing.id) then
    raise exception 'listing_not_pending' using errcode = 'P0001';
  end if;
  if not v_listing.instant_booking then
    raise exception 'instant_booking_disabled' using errcode = 'P0001';
  end if;
  if v_listing.pickup_date < current_date then
    raise exception 'listing_expired' using errcode = 'P0001';
  end if;
  if p_price is null or p_version is null
    or v_listing.price <> p_price or v_listing.version <> p_version then
    raise exception 'listing_changed' using errcode = 'P0001',
      detail = 'price ' || v_listing.price || ', version ' || v_listing.version;
  end if;

  update public.proposals set status = 'withdrawn'
  where listing_id = p_listing_id and transporter_id = v_uid and status = 'pending';
  insert into public.proposals (listing_id, transporter_id, price, status)
  values (p_listing_id, v_uid, v_listing.price, 'accepted')
  returning id into v_proposal_id;

  perform public.assign_listing_to(p_listing_id, v_proposal_id, v_uid, v_uid);

  perform public.notify(
    v_listing.shipper_id, 'listing_booked', 'Carga reservada',
    'Un transportista verificado tomó «' || v_listing.title || '» al precio publicado de '
      || public.notification_price(v_listing.price) || '.',
    '/listings/' || p_listing_id
  );
  return v_proposal_id;
end;
$$;

create or replace function public.open_conversation(p_listing_id uuid, p_transporter_id uuid default null)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_me uuid := (select auth.uid());
  v_listing record;
  v_carrier uuid;
  v_id uuid;
begin
  perform public.assert_mfa();
  select id, shipper_id, transporter_id, status, public_at into v_listing
  from public.cargo_listings where id = p_listing_id;
  if not found then
    raise exception 'listing_not_found: la carga no existe' using errcode = 'P0002';
  end if;
  if v_listing.shipper_id = v_me then
    v_carrier := p_transporter_id;
    if v_carrier is null or not exists (
      select 1 from public.proposals p
      where p.listing_id = p_listing_id and p.transporter_id = v_carrier
    ) then
      raise exception 'conversation_not_allowed: solo con transportistas que ofertaron'
        using errcode = '42501';
    end if;
  else
    v_carrier := v_me;
    if not public.has_role('transporter')
      or (p_transporter_id is not null and p_transporter_id <> v_me)
      or not (
        (v_listing.status = 'pending'
          and public.listing_open(v_listing.public_at, v_listing.shipper_id, v_listing.id))
        -- Null-safe: a pending listing has no carrier, and 'not null' would let the caller in.
        or v_listing.transporter_id is not distinct from v_me
        or exists (
          select 1 from public.proposals p
          where p.listing_id = p_listing_id and p.transporter_id = v_me
        )
      ) then
      raise exception 'conversation_not_allowed: no podés escribir sobre esta carga'
        using errcode = '42501';
    end if;
  end if;
  insert into public.conversations (listing_id, shipper_id, transporter_id)
  values (p_listing_id, v_listing.shipper_id, v_carrier)
  on conflict (listing_id, transporter_id) do nothing;
  select id into v_id from public.conversations
  where listing_id = p_listing_id and transporter_id = v_carrier;
  return v_id;
end;
$$;

-- ---------------------------------------------------------------------------
-- 4a. 'Cancelar asignación'
-- ---------------------------------------------------------------------------
create table public.assignment_cancellations (
  id uuid primary key default gen_random_uuid(),
  listing_id uuid not null references public.cargo_listings (id) on delete cascade,
  transporter_id uuid not null references auth.users (id) on delete cascade,
  shipper_id uuid not null references auth.users (id) on delete cascade,
  reason text not null
    constraint assignment_cancellations_reason_length check (char_length(btrim(reason)) between 10 and 500),
  created_at timestamptz not null default now()
);
create index assignment_cancellations_transporter_idx
  on public.assignment_cancellations (transporter_id);
create index assignment_cancellations_listing_idx on public.assignment_cancellations (listing_id);
alter table public.assignment_cancellations enable row level security;
revoke all on public.assignment_cancellations from anon, authenticated;
grant select on public.assignment_cancellations to authenticated;
create policy "The two parties and admins read a cancellation" on public.assignment_cancellations
for select to authenticated
using (
  transporter_id = (select auth.uid())
  or shipper_id = (select auth.uid())
  or (select public.has_role('admin'))
);
create policy "A verified second factor requires aal2" on public.assignment_cancellations
as restrictive for all to authenticated
using ((select public.mfa_satisfied())) with check ((select public.mfa_satisfied()));

-- The assigned carrier gives the load back before pickup: the listing is published again (its
-- vehicle, driver and insurance assignment go with the old assignment) and the shipper is told.
create function public.cancel_assignment(p_listing_id uuid, p_reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_me uuid := (select auth.uid());
  v_listing public.cargo_listings;
begin
  perform public.assert_mfa();
  if p_reason is null or char_length(btrim(p_reason)) not between 10 and 500 then
    raise exception 'reason_length: el motivo debe tener entre 10 y 500 caracteres'
      using errcode = '23514';
  end if;
  select * into v_listing from public.cargo_listings l where l.id = p_listing_id for update;
  if not found or v_listing.transporter_id is distinct from v_me then
    raise exception 'not_allowed: no es tu envío' using errcode = '42501';
  end if;
  if v_listing.status <> 'assigned' then
    raise exception 'assignment_not_cancellable: solo antes de retirar la carga'
      using errcode = 'P0001';
  end if;

  insert into public.assignment_cancellations (listing_id, transporter_id, shipper_id, reason)
  values (p_listing_id, v_me, v_listing.shipper_id, btrim(p_reason));
  delete from public.trips t where t.listing_id = p_listing_id;
  update public.proposals p set status = 'withdrawn'
  where p.listing_id = p_listing_id and p.transporter_id = v_me and p.status = 'accepted';
  -- The timeline starts again from publication; the cancellation keeps the record.
  delete from public.shipment_events e where e.listing_id = p_listing_id and e.status = 'assigned';
  update public.cargo_listings l set status = 'pending', transporter_id = null
  where l.id = p_listing_id;

  perform public.notify(
    v_listing.shipper_id, 'assignment_cancelled', 'Asignación cancelada',
    'El transportista canceló «' || v_listing.title || '» antes del retiro: «'
      || btrim(p_reason) || '». La carga volvió a estar publicada.',
    '/listings/' || p_listing_id
  );
end;
$$;
grant execute on function public.cancel_assignment(uuid, text) to authenticated;

-- ---------------------------------------------------------------------------
-- 4b. Payments: 'Cobrado' / 'No cobrado', and the shipper's dispute.
-- ---------------------------------------------------------------------------
-- The day a delivered listing's conformity began (Argentine calendar), or null before it.
create function private.conformed_on(p_listing_id uuid)
returns date
language sql
stable
security definer
set search_path = ''
as $$
  select (case
      when d.listing_id is null then (
        select e.created_at from public.shipment_events e
        where e.listing_id = p_listing_id and e.status = 'delivered'
      )
      when d.conformity = 'confirmed' then coalesce(d.conformity_at, d.delivered_at)
      when public.delivery_conformity(d.conformity, d.delivered_at) = 'auto_confirmed'
        then d.delivered_at + interval '72 hours'
    end at time zone 'America/Argentina/Buenos_Aires')::date
  from (select 1) one
  left join public.trip_deliveries d on d.listing_id = p_listing_id;
$$;
revoke execute on function private.conformed_on(uuid) from public;

create table public.shipment_payments (
  listing_id uuid primary key references public.cargo_listings (id) on delete cascade,
  shipper_id uuid not null references auth.users (id) on delete cascade,
  transporter_id uuid not null references auth.users (id) on delete cascade,
  status text not null constraint shipment_payments_status_check check (status in ('paid', 'unpaid')),
  conformed_on date not null,
  paid_on date,
  recorded_at timestamptz not null default now(),
  dispute_reason text
    constraint shipment_payments_dispute_reason_length
    check (char_length(btrim(dispute_reason)) between 10 and 500),
  disputed_at timestamptz,
  dispute_outcome text
    constraint shipment_payments_dispute_outcome_check check (dispute_outcome in ('upheld', 'rejected')),
  dispute_note text constraint shipment_payments_dispute_note_length check (char_length(dispute_note) <= 500),
  dispute_resolved_at timestamptz,
  constraint shipment_payments_paid_has_date check ((status = 'paid') = (paid_on is not null)),
  constraint shipment_payments_paid_after_conformity check (paid_on is null or paid_on >= conformed_on)
);
create index shipment_payments_shipper_idx on public.shipment_payments (shipper_id);
create index shipment_payments_open_disputes_idx
  on public.shipment_payments (disputed_at) where disputed_at is not null and dispute_resolved_at is null;
alter table public.shipment_payments enable row level security;
revoke all on public.shipment_payments from anon, authenticated;
grant select on public.shipment_payments to authenticated;
create policy "The two parties and admins read a payment" on public.shipment_payments
for select to authenticated
using (
  transporter_id = (select auth.uid())
  or shipper_id = (select auth.uid())
  or (select public.has_role('admin'))
);
create policy "A verified second factor requires aal2" on public.shipment_payments
as restrictive for all to authenticated
using ((select public.mfa_satisfied())) with check ((select public.mfa_satisfied()));

create function public.record_payment(p_listing_id uuid, p_paid boolean, p_paid_on date default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_me uuid := (select auth.uid());
  v_listing public.cargo_listings;
  v_conformed date;
  v_existing public.shipment_payments;
begin
  perform public.assert_mfa();
  select * into v_listing from public.cargo_listings l where l.id = p_listing_id for update;
  if not found or v_listing.transporter_id is distinct from v_me then
    raise exception 'not_allowed: no es tu envío' using errcode = '42501';
  end if;
  v_conformed := case when v_listing.status = 'delivered' then private.conformed_on(p_listing_id) end;
  if v_conformed is null then
    raise exception 'payment_not_open: el cobro se registra después de la conformidad'
      using errcode = 'P0001';
  end if;
  if p_paid is null then
    raise exception 'not_allowed: cobrado o no cobrado' using errcode = '42501';
  end if;
  if p_paid and (p_paid_on is null or p_paid_on < v_conformed or p_paid_on > current_date) then
    raise exception 'paid_on_invalid: la fecha de cobro va de la conformidad a hoy'
      using errcode = 'P0001';
  end if;
  if not p_paid and current_date < v_conformed + 30 then
    raise exception 'unpaid_too_early: «No cobrado» se marca 30 días después de la conformidad'
      using errcode = 'P0001';
  end if;
  select * into v_existing from public.shipment_payments s where s.listing_id = p_listing_id;
  if found and v_existing.disputed_at is not null and v_existing.dispute_resolved_at is null then
    raise exception 'payment_disputed: el dador disputó este registro; lo resuelve un administrador'
      using errcode = 'P0001';
  end if;
  insert into public.shipment_payments (
    listing_id, shipper_id, transporter_id, status, conformed_on, paid_on
  )
  values (
    p_listing_id, v_listing.shipper_id, v_me, case when p_paid then 'paid' else 'unpaid' end,
    v_conformed, case when p_paid then p_paid_on end
  )
  on conflict (listing_id) do update set
    status = excluded.status, paid_on = excluded.paid_on, recorded_at = now(),
    dispute_reason = null, disputed_at = null, dispute_outcome = null, dispute_note = null,
    dispute_resolved_at = null;
end;
$$;
grant execute on function public.record_payment(uuid, boolean, date) to authenticated;

create function public.dispute_payment(p_listing_id uuid, p_reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_payment public.shipment_payments;
  v_title text;
begin
  perform public.assert_mfa();
  if p_reason is null or char_length(btrim(p_reason)) not between 10 and 500 then
    raise exception 'reason_length: el motivo debe tener entre 10 y 500 caracteres'
      using errcode = '23514';
  end if;
  select * into v_payment from public.shipment_payments s
  where s.listing_id = p_listing_id and s.shipper_id = (select auth.uid())
  for update;
  if not found then
    raise exception 'not_allowed: no es un cobro de tus cargas' using errcode = '42501';
  end if;
  if v_payment.disputed_at is not null and v_payment.dispute_resolved_at is null then
    raise exception 'payment_disputed: ya está en revisión' using errcode = 'P0001';
  end if;
  update public.shipment_payments s set
    dispute_reason = btrim(p_reason), disputed_at = now(), dispute_outcome = null,
    dispute_note = null, dispute_resolved_at = null
  where s.listing_id = p_listing_id;
  select l.title into v_title from public.cargo_listings l where l.id = p_listing_id;
  perform public.notify(
    v_payment.transporter_id, 'payment_disputed', 'El dador disputó un cobro',
    'El dador disputó lo que registraste sobre el pago de «' || v_title
      || '». Un administrador lo revisará.',
    '/listings/' || p_listing_id
  );
end;
$$;
grant execute on function public.dispute_payment(uuid, text) to authenticated;

create function public.admin_payment_disputes()
returns table (
  listing_id uuid,
  title text,
  shipper_name text,
  transporter_name text,
  status text,
  conformed_on date,
  paid_on date,
  dispute_reason text,
  disputed_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.assert_admin();
  return query
  select s.listing_id, l.title, coalesce(nullif(btrim(sp.company), ''), sp.name),
    coalesce(nullif(btrim(tp.company), ''), tp.name), s.status, s.conformed_on, s.paid_on,
    s.dispute_reason, s.disputed_at
  from public.shipment_payments s
  join public.cargo_listings l on l.id = s.listing_id
  left join public.profiles sp on sp.id = s.shipper_id
  left join public.profiles tp on tp.id = s.transporter_id
  where s.disputed_at is not null and s.dispute_resolved_at is null
  order by s.disputed_at
  limit 200;
end;
$$;
grant execute on function public.admin_payment_disputes() to authenticated;

-- Upheld: the shipper is right, and the entry leaves his days to pay and unpaid count.
create function public.admin_resolve_payment_dispute(p_listing_id uuid, p_uphold boolean, p_note text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_payment public.shipment_payments;
  v_title text;
  v_body text;
begin
  perform public.assert_admin();
  if p_uphold is null or p_note is null or char_length(btrim(p_note)) not between 1 and 500 then
    raise exception 'reason_length: la nota debe tener entre 1 y 500 caracteres'
      using errcode = '23514';
  end if;
  update public.shipment_payments s set
    dispute_outcome = case when p_uphold then 'upheld' else 'rejected' end,
    dispute_note = btrim(p_note), dispute_resolved_at = now()
  where s.listing_id = p_listing_id and s.disputed_at is not null and s.dispute_resolved_at is null
  returning * into v_payment;
  if not found then
    raise exception 'not_allowed: no hay una disputa abierta' using errcode = '42501';
  end if;
  select l.title into v_title from public.cargo_listings l where l.id = p_listing_id;
  v_body := 'La disputa sobre el cobro de «' || v_title || '» se resolvió '
    || case when p_uphold then 'a favor del dador' else 'a favor del transportista' end
    || ': ' || btrim(p_note);
  perform public.notify(v_payment.shipper_id, 'payment_dispute_resolved', 'Disputa de cobro resuelta',
    v_body, '/listings/' || p_listing_id);
  perform public.notify(v_payment.transporter_id, 'payment_dispute_resolved',
    'Disputa de cobro resuelta', v_body, '/listings/' || p_listing_id);
end;
$$;
grant execute on function public.admin_resolve_payment_dispute(uuid, boolean, text) to authenticated;

-- ---------------------------------------------------------------------------
-- 4c. Reputation
-- ---------------------------------------------------------------------------
-- For each user: carriers' on-time pickups and deliveries (the timeline's day in Argentina against
-- the listing's dates), cancellations among assignments, and the median minutes to answer a
-- shipper's message or invitation; shippers' median days from conformity to payment and unpaid
-- loads (entries a dispute upheld left out). A figure over fewer than 3 events is null; the
-- counts beside it are its sample.
create function public.reputation(p_user_ids uuid[])
returns table (
  user_id uuid,
  on_time_pickups integer,
  pickups integer,
  on_time_deliveries integer,
  deliveries integer,
  cancellations integer,
  assignments integer,
  answer_minutes_median integer,
  answers integer,
  days_to_pay_median integer,
  paid integer,
  unpaid integer
)
language sql
stable
security definer
set search_path = ''
as $$
  with users as (
    select distinct u as id from pg_catalog.unnest(p_user_ids[1:50]) u where u is not null
  ), timeline as (
    select u.id as user_id,
      count(*) filter (where e.status = 'in-transit') as pickups,
      count(*) filter (
        where e.status = 'in-transit'
          and (e.created_at at time zone 'America/Argentina/Buenos_Aires')::date <= l.pickup_date
      ) as on_time_pickups,
      count(*) filter (where e.status = 'delivered') as deliveries,
      count(*) filter (
        where e.status = 'delivered'
          and (e.created_at at time zone 'America/Argentina/Buenos_Aires')::date <= l.delivery_date
      ) as on_time_deliveries,
      count(distinct l.id) filter (where l.status <> 'pending') as held
    from users u
    join public.cargo_listings l on l.transporter_id = u.id
    left join public.shipment_events e
      on e.listing_id = l.id and e.status in ('in-transit', 'delivered')
    group by u.id
  ), cancelled as (
    select c.transporter_id as user_id, count(*) as cancellations
    from public.assignment_cancellations c
    where c.transporter_id in (select id from users)
    group by c.transporter_id
  ), answer_times as (
    -- A carrier's message right after the shipper's, in each of his conversations.
    select m.transporter_id as user_id, m.minutes
    from (
      select c.transporter_id, msg.sender_id,
        extract(epoch from msg.created_at - pg_catalog.lag(msg.created_at) over w) / 60 as minutes,
        pg_catalog.lag(msg.sender_id) over w as previous_sender
      from public.conversations c
      join public.messages msg on msg.conversation_id = c.id
      where c.transporter_id in (select id from users)
      window w as (partition by c.id order by msg.created_at, msg.id)
    ) m
    where m.sender_id = m.transporter_id and m.previous_sender <> m.transporter_id
    union all
    select i.transporter_id, extract(epoch from i.answered_at - i.created_at) / 60
    from public.listing_invitations i
    where i.transporter_id in (select id from users) and i.answered_at is not null
  ), answers as (
    select a.user_id, count(*) as answers,
      percentile_cont(0.5) within group (order by a.minutes::double precision) as median
    from answer_times a
    group by a.user_id
  ), payments as (
    select s.shipper_id as user_id,
      count(*) filter (where s.status = 'paid') as paid,
      count(*) filter (where s.status = 'unpaid') as unpaid,
      percentile_cont(0.5) within group (order by (s.paid_on - s.conformed_on)::double precision)
        filter (where s.status = 'paid') as median
    from public.shipment_payments s
    where s.shipper_id in (select id from users) and s.dispute_outcome is distinct from 'upheld'
    group by s.shipper_id
  )
  select u.id,
    case when coalesce(t.pickups, 0) >= 3 then t.on_time_pickups::integer end,
    coalesce(t.pickups, 0)::integer,
    case when coalesce(t.deliveries, 0) >= 3 then t.on_time_deliveries::integer end,
    coalesce(t.deliveries, 0)::integer,
    case when coalesce(t.held, 0) + coalesce(c.cancellations, 0) >= 3
      then coalesce(c.cancellations, 0)::integer end,
    (coalesce(t.held, 0) + coalesce(c.cancellations, 0))::integer,
    case when coalesce(a.answers, 0) >= 3 then pg_catalog.round(a.median)::integer end,
    coalesce(a.answers, 0)::integer,
    case when coalesce(p.paid, 0) >= 3 then pg_catalog.round(p.median)::integer end,
    coalesce(p.paid, 0)::integer,
    case when coalesce(p.paid, 0) + coalesce(p.unpaid, 0) >= 3 then p.unpaid::integer end
  from users u
  left join timeline t on t.user_id = u.id
  left join cancelled c on c.user_id = u.id
  left join answers a on a.user_id = u.id
  left join payments p on p.user_id = u.id;
$$;
grant execute on function public.reputation(uuid[]) to anon, authenticated;

-- ---------------------------------------------------------------------------
-- Who may call what. New functions in public are executable by PUBLIC and, by the project's
-- default privileges, by anon and authenticated: the security definer ones keep only the grants
-- they need, and the trigger functions none.
-- ---------------------------------------------------------------------------
revoke execute on function
  public.sees_listing_early(uuid, uuid),
  public.loads_for_availability(uuid, integer),
  public.return_loads(uuid, integer),
  public.trucks_near_listing(uuid, integer),
  public.invite_to_listing(uuid, uuid),
  public.decline_invitation(uuid),
  public.my_invitations(),
  public.add_to_my_carriers(uuid),
  public.my_carriers(),
  public.cancel_assignment(uuid, text),
  public.record_payment(uuid, boolean, date),
  public.dispute_payment(uuid, text),
  public.admin_payment_disputes(),
  public.admin_resolve_payment_dispute(uuid, boolean, text)
from public, anon;
-- Public reads, like a listing's page: anyone may call them.
revoke execute on function
  public.browse_availabilities(text, text, integer, date, uuid),
  public.reputation(uuid[])
from public;
grant execute on function
  public.browse_availabilities(text, text, integer, date, uuid),
  public.reputation(uuid[])
to anon, authenticated;
revoke execute on function
  public.cargo_listings_set_geography(),
  public.truck_availabilities_prepare(),
  public.truck_availabilities_withdraw_only(),
  public.notify_truck_matches(),
  public.proposals_answer_invitation(),
  public.cargo_listings_network_first()
from public, anon, authenticated;
revoke execute on function
  private.carrier_card(uuid),
  private.conformed_on(uuid),
  private.loads_near(double precision, double precision, date, date, text, text, integer),
  private.trucks_near(double precision, double precision, date, text, text, uuid, integer),
  private.notify_load_matches(public.cargo_listings)
from anon, authenticated;
