-- The trip itself (issue 26): vehicles and drivers, cargo insurance per shipment, live location
-- with automatic arrival events, proof of delivery and the shipper's conformity, incidents.
--
-- 1. Fleet: a carrier's vehicles (plates normalised, in either Argentine format) and drivers.
-- 2. The trip row of an assigned listing: the vehicle and driver as they were when assigned (a
--    later edit of the fleet does not rewrite history), the insurance certificate, the resolved
--    origin and destination points, and the geofence marks.
-- 3. Positions: only the assigned carrier writes, only while in transit, only through
--    record_positions (idempotent per point time, so an offline queue may resend); the two
--    parties read; purge_trip_positions() deletes them 30 days after delivery.
-- 4. Delivery: register_delivery (photos, recipient, signature, position) is the only way to
--    'delivered'; the shipper confirms or reports a problem within 72 h, after which the
--    delivery counts as confirmed with no job needing to run (delivery_conformity()).
-- 5. Files: trip files live in the documents bucket under '<uid>/trips/<listing id>/', are
--    readable by both parties and can be written once, never replaced or deleted.

-- ---------------------------------------------------------------------------
-- 0. Shared checks.
-- ---------------------------------------------------------------------------
-- An Argentine plate, stored without spaces: Mercosur 'AA123BB' or the older 'ABC123'.
create function public.is_argentine_plate(p_plate text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select p_plate ~ '^([A-Z]{2}[0-9]{3}[A-Z]{2}|[A-Z]{3}[0-9]{3})$';
$$;

create function public.normalize_plate(p_plate text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select nullif(upper(pg_catalog.regexp_replace(p_plate, '[\s.-]', '', 'g')), '');
$$;

create function public.is_vehicle_type(p_type text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select p_type in (
    'van', 'truck_small', 'truck_medium', 'truck_large', 'refrigerated', 'flatbed', 'container',
    'escalade_34', 'escalade_45', 'chassis', 'balancing', 'tank'
  );
$$;

-- ---------------------------------------------------------------------------
-- 1. Fleet.
-- ---------------------------------------------------------------------------
create table public.vehicles (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  plate text not null constraint vehicles_plate_format check (public.is_argentine_plate(plate)),
  vehicle_type text not null constraint vehicles_type_check check (public.is_vehicle_type(vehicle_type)),
  capacity_kg integer not null constraint vehicles_capacity_check check (capacity_kg between 1 and 80000),
  trailer_plate text
    constraint vehicles_trailer_plate_format check (public.is_argentine_plate(trailer_plate)),
  created_at timestamptz not null default now(),
  constraint vehicles_plate_per_owner unique (owner_id, plate)
);

create table public.drivers (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  full_name text not null
    constraint drivers_full_name_length check (char_length(btrim(full_name)) between 2 and 120),
  dni text not null constraint drivers_dni_format check (dni ~ '^[0-9]{7,8}$'),
  licence_number text not null
    constraint drivers_licence_format check (licence_number ~ '^[A-Za-z0-9-]{3,20}$'),
  licence_expiry date not null constraint drivers_licence_expiry_finite check (isfinite(licence_expiry)),
  phone text not null constraint drivers_phone_e164 check (phone ~ '^\+[1-9][0-9]{7,14}$'),
  created_at timestamptz not null default now(),
  constraint drivers_dni_per_owner unique (owner_id, dni)
);

-- Plates are compared as stored: 'aa 123 bb' and 'AA123BB' are one vehicle.
create function public.vehicles_normalize()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.plate := public.normalize_plate(new.plate);
  new.trailer_plate := public.normalize_plate(new.trailer_plate);
  return new;
end;
$$;
create trigger vehicles_normalize
before insert or update on public.vehicles
for each row execute function public.vehicles_normalize();

alter table public.vehicles enable row level security;
alter table public.drivers enable row level security;
revoke all on public.vehicles, public.drivers from anon, authenticated;
grant select, delete on public.vehicles, public.drivers to authenticated;
grant insert (plate, vehicle_type, capacity_kg, trailer_plate),
  update (plate, vehicle_type, capacity_kg, trailer_plate) on public.vehicles to authenticated;
grant insert (full_name, dni, licence_number, licence_expiry, phone),
  update (full_name, dni, licence_number, licence_expiry, phone) on public.drivers to authenticated;

create policy "Carriers manage their own vehicles" on public.vehicles
for all to authenticated
using (owner_id = (select auth.uid()))
with check (owner_id = (select auth.uid()) and (select public.has_role('transporter')));
create policy "A verified second factor requires aal2" on public.vehicles
as restrictive for all to authenticated
using ((select public.mfa_satisfied())) with check ((select public.mfa_satisfied()));
create policy "Carriers manage their own drivers" on public.drivers
for all to authenticated
using (owner_id = (select auth.uid()))
with check (owner_id = (select auth.uid()) and (select public.has_role('transporter')));
create policy "A verified second factor requires aal2" on public.drivers
as restrictive for all to authenticated
using ((select public.mfa_satisfied())) with check ((select public.mfa_satisfied()));

-- ---------------------------------------------------------------------------
-- 2. The listing's insurance terms, and the trip.
-- ---------------------------------------------------------------------------
alter table public.cargo_listings
  add column declared_value numeric(14, 2)
    constraint cargo_listings_declared_value_check
    check (declared_value > 0 and declared_value <= 10000000000 and declared_value <> 'NaN'),
  add column insured_by text not null default 'shipper'
    constraint cargo_listings_insured_by_check check (insured_by in ('shipper', 'transporter'));
grant insert (declared_value, insured_by), update (declared_value, insured_by)
  on public.cargo_listings to authenticated;

create table public.trips (
  listing_id uuid primary key references public.cargo_listings (id) on delete cascade,
  vehicle_id uuid references public.vehicles (id) on delete set null,
  plate text not null constraint trips_plate_format check (public.is_argentine_plate(plate)),
  trailer_plate text constraint trips_trailer_plate_format check (public.is_argentine_plate(trailer_plate)),
  vehicle_type text not null constraint trips_vehicle_type_check check (public.is_vehicle_type(vehicle_type)),
  driver_id uuid references public.drivers (id) on delete set null,
  driver_name text not null,
  driver_dni text not null constraint trips_driver_dni_format check (driver_dni ~ '^[0-9]{7,8}$'),
  driver_licence_number text not null,
  driver_phone text not null,
  assigned_at timestamptz not null default now(),
  insurer text constraint trips_insurer_length check (char_length(btrim(insurer)) between 2 and 120),
  policy_number text
    constraint trips_policy_number_format check (policy_number ~ '^[A-Za-z0-9/.-]{2,40}$'),
  insurance_valid_until date
    constraint trips_insurance_valid_finite check (isfinite(insurance_valid_until)),
  insurance_path text constraint trips_insurance_path_length check (char_length(insurance_path) <= 1024),
  insurance_by uuid references auth.users (id) on delete set null,
  origin_lat double precision,
  origin_lon double precision,
  destination_lat double precision,
  destination_lon double precision,
  arrived_origin_at timestamptz,
  left_origin_at timestamptz,
  arrived_destination_at timestamptz,
  last_position_at timestamptz,
  constraint trips_insurance_complete check (
    (insurer is null) = (policy_number is null)
    and (insurer is null) = (insurance_valid_until is null)
    and (insurer is null) = (insurance_path is null)
  )
);

alter table public.trips enable row level security;
revoke all on public.trips from anon, authenticated;
grant select on public.trips to authenticated;

-- Under the caller's RLS on cargo_listings: the listing's shipper or its assigned carrier.
create function public.is_trip_party(p_listing_id uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select p_listing_id is not null and exists (
    select 1 from public.cargo_listings l
    where l.id = p_listing_id
      and l.transporter_id is not null
      and (select auth.uid()) in (l.shipper_id, l.transporter_id)
  );
$$;

create policy "Trip parties read their trip" on public.trips
for select to authenticated
using ((select public.is_trip_party(listing_id)));
create policy "A verified second factor requires aal2" on public.trips
as restrictive for all to authenticated
using ((select public.mfa_satisfied())) with check ((select public.mfa_satisfied()));

-- Automatic timeline marks of a trip (the four statuses stay in shipment_events).
create table public.trip_events (
  id bigint generated always as identity primary key,
  listing_id uuid not null references public.cargo_listings (id) on delete cascade,
  kind text not null constraint trip_events_kind_check check (
    kind in ('arrived_origin', 'left_origin', 'arrived_destination', 'receipt_confirmed',
      'problem_reported')
  ),
  at timestamptz not null,
  constraint trip_events_once unique (listing_id, kind)
);
alter table public.trip_events enable row level security;
revoke all on public.trip_events from anon, authenticated;
grant select on public.trip_events to authenticated;
create policy "Trip parties read their trip events" on public.trip_events
for select to authenticated
using ((select public.is_trip_party(listing_id)));
create policy "A verified second factor requires aal2" on public.trip_events
as restrictive for all to authenticated
using ((select public.mfa_satisfied())) with check ((select public.mfa_satisfied()));

-- The listing of a trip file '<uid>/trips/<listing id>/…', or null for any other path.
create function public.trip_file_listing(p_name text)
returns uuid
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when p_name ~ '^[0-9a-f-]{36}/trips/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[^/]+$'
    then split_part(p_name, '/', 3)::uuid
  end;
$$;

-- A trip file the caller uploaded for that listing, and that exists.
create function public.is_own_trip_file(p_listing_id uuid, p_path text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select p_path is not null
    and public.trip_file_listing(p_path) = p_listing_id
    and split_part(p_path, '/', 1) = (select auth.uid())::text
    and exists (select 1 from storage.objects o where o.bucket_id = 'documents' and o.name = p_path);
$$;
revoke execute on function public.is_own_trip_file(uuid, text) from public, anon, authenticated;

-- Both parties read the trip's files (the certificate, the photos, the signature).
create policy "Trip parties read the trip files" on storage.objects
for select to authenticated
using (bucket_id = 'documents' and (select public.is_trip_party(public.trip_file_listing(name))));

-- Trip files are evidence: written once. The owner's replace and delete policies skip them.
alter policy "Users replace their own unregistered document files" on storage.objects
using (
  bucket_id = 'documents'
  and (storage.foldername(name))[1] = (select auth.uid()::text)
  and (storage.foldername(name))[2] is distinct from 'trips'
  and not exists (select 1 from public.documents d where d.storage_path = objects.name)
)
with check (
  bucket_id = 'documents'
  and (storage.foldername(name))[1] = (select auth.uid()::text)
  and (storage.foldername(name))[2] is distinct from 'trips'
  and not exists (select 1 from public.documents d where d.storage_path = objects.name)
);
alter policy "Users delete their own unregistered document files" on storage.objects
using (
  bucket_id = 'documents'
  and (storage.foldername(name))[1] = (select auth.uid()::text)
  and (storage.foldername(name))[2] is distinct from 'trips'
  and not exists (select 1 from public.documents d where d.storage_path = objects.name)
);

-- The carrier names the vehicle and driver of an assigned shipment (again, until it starts).
create function public.assign_trip_resources(p_listing_id uuid, p_vehicle_id uuid, p_driver_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  l record;
  v record;
  d record;
begin
  perform public.assert_mfa();
  select id, transporter_id, status, origin, origin_province, destination, destination_province
  into l from public.cargo_listings where id = p_listing_id for update;
  if l.id is null or l.transporter_id is distinct from v_uid then
    raise exception 'not_assigned_carrier' using errcode = '42501';
  end if;
  if l.status <> 'assigned' then
    raise exception 'invalid_transition: el viaje ya comenzó' using errcode = 'P0001';
  end if;
  select * into v from public.vehicles where id = p_vehicle_id and owner_id = v_uid;
  select * into d from public.drivers where id = p_driver_id and owner_id = v_uid;
  if v.id is null or d.id is null then
    raise exception 'not_found: vehículo o chofer inexistente' using errcode = 'P0002';
  end if;
  if d.licence_expiry < current_date then
    raise exception 'licence_expired: la licencia del chofer está vencida' using errcode = 'P0001';
  end if;

  insert into public.trips as t (
    listing_id, vehicle_id, plate, trailer_plate, vehicle_type, driver_id, driver_name,
    driver_dni, driver_licence_number, driver_phone, assigned_at,
    origin_lat, origin_lon, destination_lat, destination_lon
  )
  select p_listing_id, v.id, v.plate, v.trailer_plate, v.vehicle_type, d.id, d.full_name, d.dni,
    d.licence_number, d.phone, now(), o.lat, o.lon, ds.lat, ds.lon
  from (select 1) one
  left join lateral public.place_coordinates(l.origin, l.origin_province) o on true
  left join lateral public.place_coordinates(l.destination, l.destination_province) ds on true
  on conflict (listing_id) do update set
    vehicle_id = excluded.vehicle_id, plate = excluded.plate,
    trailer_plate = excluded.trailer_plate, vehicle_type = excluded.vehicle_type,
    driver_id = excluded.driver_id, driver_name = excluded.driver_name,
    driver_dni = excluded.driver_dni, driver_licence_number = excluded.driver_licence_number,
    driver_phone = excluded.driver_phone, assigned_at = excluded.assigned_at;
end;
$$;

-- Whoever insures (the listing says) attaches the certificate before the trip starts.
create function public.attach_trip_insurance(
  p_listing_id uuid, p_insurer text, p_policy_number text, p_valid_until date, p_path text
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  l record;
begin
  perform public.assert_mfa();
  select id, shipper_id, transporter_id, status, insured_by, delivery_date
  into l from public.cargo_listings where id = p_listing_id for update;
  if l.id is null
    or v_uid is distinct from (case l.insured_by when 'shipper' then l.shipper_id else l.transporter_id end)
    or l.transporter_id is null then
    raise exception 'not_insurer: el seguro está a cargo de la otra parte' using errcode = '42501';
  end if;
  if l.status <> 'assigned' then
    raise exception 'invalid_transition: el viaje ya comenzó' using errcode = 'P0001';
  end if;
  if not exists (select 1 from public.trips t where t.listing_id = p_listing_id) then
    raise exception 'trip_not_ready: primero se asignan vehículo y chofer' using errcode = 'P0001';
  end if;
  if p_valid_until is null or p_valid_until < l.delivery_date then
    raise exception 'insurance_expired: la póliza debe cubrir hasta la fecha de entrega'
      using errcode = '22023';
  end if;
  if not public.is_own_trip_file(p_listing_id, p_path) then
    raise exception 'invalid_file: adjunta el certificado del seguro' using errcode = '22023';
  end if;
  update public.trips set
    insurer = btrim(p_insurer), policy_number = btrim(p_policy_number),
    insurance_valid_until = p_valid_until, insurance_path = p_path, insurance_by = v_uid
  where listing_id = p_listing_id;
end;
$$;

-- ---------------------------------------------------------------------------
-- 3. Positions.
-- ---------------------------------------------------------------------------
create table public.trip_positions (
  id bigint generated always as identity primary key,
  listing_id uuid not null references public.cargo_listings (id) on delete cascade,
  lat double precision not null constraint trip_positions_lat_check check (lat between -90 and 90),
  lon double precision not null constraint trip_positions_lon_check check (lon between -180 and 180),
  accuracy_m real not null constraint trip_positions_accuracy_check check (accuracy_m between 0 and 100000),
  recorded_at timestamptz not null,
  created_at timestamptz not null default now(),
  constraint trip_positions_once unique (listing_id, recorded_at)
);
alter table public.trip_positions enable row level security;
revoke all on public.trip_positions from anon, authenticated;
grant select on public.trip_positions to authenticated;
-- The caller's trips as one set, evaluated once per query (a hashed subplan), not once per point:
-- a trail has thousands.
create policy "Trip parties read the positions" on public.trip_positions
for select to authenticated
using (
  listing_id in (
    select l.id from public.cargo_listings l
    where l.transporter_id is not null
      and (select auth.uid()) in (l.shipper_id, l.transporter_id)
  )
);
create policy "A verified second factor requires aal2" on public.trip_positions
as restrictive for all to authenticated
using ((select public.mfa_satisfied())) with check ((select public.mfa_satisfied()));

-- The geofence radius around a locality: arrival and departure are marked crossing it.
create function public.trip_geofence_km()
returns double precision
language sql
immutable
parallel safe
set search_path = ''
as $$ select 2.0::double precision; $$;

-- A batch of points from the carrier's phone, oldest first: [{lat, lon, accuracy, at}, …] (at
-- most 120 a call; an offline queue sends in chunks). Points already stored are skipped, so a
-- batch may be resent. Returns how many were new.
create function public.record_positions(p_listing_id uuid, p_points jsonb)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  l record;
  t record;
  p record;
  v_new integer := 0;
  v_inserted integer;
  v_origin_km double precision;
  v_destination_km double precision;
begin
  perform public.assert_mfa();
  if jsonb_typeof(p_points) is distinct from 'array' or jsonb_array_length(p_points) not between 1 and 120 then
    raise exception 'invalid_points: entre 1 y 120 puntos' using errcode = '22023';
  end if;
  select id, transporter_id, status into l from public.cargo_listings where id = p_listing_id;
  if l.id is null or l.transporter_id is distinct from v_uid then
    raise exception 'not_assigned_carrier' using errcode = '42501';
  end if;
  if l.status <> 'in-transit' then
    raise exception 'not_in_transit: la ubicación se comparte solo en tránsito' using errcode = 'P0001';
  end if;
  select * into t from public.trips where listing_id = p_listing_id for update;

  for p in
    select (e ->> 'lat')::double precision as lat, (e ->> 'lon')::double precision as lon,
      (e ->> 'accuracy')::real as accuracy, (e ->> 'at')::timestamptz as at
    from jsonb_array_elements(p_points) e
    order by (e ->> 'at')::timestamptz
  loop
    if p.lat is null or p.lon is null or p.accuracy is null or p.at is null
      or p.lat = 'NaN' or p.lon = 'NaN' or p.accuracy = 'NaN'
      or p.at > now() + interval '2 minutes' or p.at < now() - interval '3 days' then
      raise exception 'invalid_points: punto fuera de rango' using errcode = '22023';
    end if;
    insert into public.trip_positions (listing_id, lat, lon, accuracy_m, recorded_at)
    values (p_listing_id, p.lat, p.lon, p.accuracy, p.at)
    on conflict (listing_id, recorded_at) do nothing;
    get diagnostics v_inserted = row_count;
    continue when v_inserted = 0;
    v_new := v_new + 1;
    -- Points too imprecise to place the truck inside 2 km mark nothing.
    continue when p.accuracy > 1000;
    if t.origin_lat is not null then
      v_origin_km := public.great_circle_km(p.lat, p.lon, t.origin_lat, t.origin_lon);
      if t.arrived_origin_at is null and v_origin_km <= public.trip_geofence_km() then
        t.arrived_origin_at := p.at;
        insert into public.trip_events (listing_id, kind, at) values (p_listing_id, 'arrived_origin', p.at)
        on conflict do nothing;
      elsif t.arrived_origin_at is not null and t.left_origin_at is null
        and v_origin_km > public.trip_geofence_km() and p.at > t.arrived_origin_at then
        t.left_origin_at := p.at;
        insert into public.trip_events (listing_id, kind, at) values (p_listing_id, 'left_origin', p.at)
        on conflict do nothing;
      end if;
    end if;
    if t.destination_lat is not null and t.arrived_destination_at is null
      and (t.origin_lat is null or t.left_origin_at is not null) then
      v_destination_km := public.great_circle_km(p.lat, p.lon, t.destination_lat, t.destination_lon);
      if v_destination_km <= public.trip_geofence_km() then
        t.arrived_destination_at := p.at;
        insert into public.trip_events (listing_id, kind, at)
        values (p_listing_id, 'arrived_destination', p.at)
        on conflict do nothing;
      end if;
    end if;
    t.last_position_at := greatest(t.last_position_at, p.at);
  end loop;

  if v_new > 0 then
    update public.trips set
      arrived_origin_at = t.arrived_origin_at, left_origin_at = t.left_origin_at,
      arrived_destination_at = t.arrived_destination_at, last_position_at = t.last_position_at
    where listing_id = p_listing_id;
    perform realtime.send(jsonb_build_object('what', 'position'), 'changed',
      'trip:' || p_listing_id, true);
  end if;
  return v_new;
end;
$$;

-- Positions are kept 30 days after delivery; returns how many points it deleted.
create function public.purge_trip_positions()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_deleted integer;
begin
  delete from public.trip_positions p
  using public.shipment_events e
  where e.listing_id = p.listing_id and e.status = 'delivered'
    and e.created_at < now() - interval '30 days';
  get diagnostics v_deleted = row_count;
  return v_deleted;
end;
$$;
revoke execute on function public.purge_trip_positions() from public, anon, authenticated;
grant execute on function public.purge_trip_positions() to service_role;

-- Every 30 minutes, by pg_cron (enabled by the browse-at-scale migration; the embedded backend
-- runs its jobs itself).
select cron.schedule('purge-trip-positions', '*/30 * * * *', 'select public.purge_trip_positions()');

-- ---------------------------------------------------------------------------
-- 4. Delivery, conformity, incidents.
-- ---------------------------------------------------------------------------
create table public.trip_deliveries (
  listing_id uuid primary key references public.cargo_listings (id) on delete cascade,
  recipient_name text not null
    constraint trip_deliveries_recipient_length check (char_length(btrim(recipient_name)) between 2 and 120),
  recipient_dni text not null constraint trip_deliveries_dni_format check (recipient_dni ~ '^[0-9]{7,8}$'),
  signature_path text not null,
  photo_paths text[] not null
    constraint trip_deliveries_photos_count check (cardinality(photo_paths) between 1 and 6),
  lat double precision constraint trip_deliveries_lat_check check (lat between -90 and 90),
  lon double precision constraint trip_deliveries_lon_check check (lon between -180 and 180),
  accuracy_m real constraint trip_deliveries_accuracy_check check (accuracy_m between 0 and 100000),
  delivered_at timestamptz not null default now(),
  conformity text not null default 'pending'
    constraint trip_deliveries_conformity_check check (conformity in ('pending', 'confirmed', 'disputed')),
  conformity_at timestamptz
);
alter table public.trip_deliveries enable row level security;
revoke all on public.trip_deliveries from anon, authenticated;
grant select on public.trip_deliveries to authenticated;
create policy "Trip parties read the delivery" on public.trip_deliveries
for select to authenticated
using ((select public.is_trip_party(listing_id)));
create policy "A verified second factor requires aal2" on public.trip_deliveries
as restrictive for all to authenticated
using ((select public.mfa_satisfied())) with check ((select public.mfa_satisfied()));

create table public.trip_incidents (
  id uuid primary key default gen_random_uuid(),
  listing_id uuid not null references public.cargo_listings (id) on delete cascade,
  reporter_id uuid references auth.users (id) on delete set null,
  kind text not null constraint trip_incidents_kind_check check (kind in ('damage', 'shortage', 'delay', 'other')),
  description text not null
    constraint trip_incidents_description_length check (char_length(btrim(description)) between 10 and 2000),
  photo_paths text[] not null default '{}'
    constraint trip_incidents_photos_count check (cardinality(photo_paths) <= 6),
  created_at timestamptz not null default now(),
  resolved_at timestamptz,
  resolution text constraint trip_incidents_resolution_length check (char_length(btrim(resolution)) between 2 and 2000),
  constraint trip_incidents_one_per_listing unique (listing_id)
);
create index trip_incidents_open_idx on public.trip_incidents (created_at desc) where resolved_at is null;
alter table public.trip_incidents enable row level security;
revoke all on public.trip_incidents from anon, authenticated;
grant select on public.trip_incidents to authenticated;
create policy "Trip parties and admins read incidents" on public.trip_incidents
for select to authenticated
using ((select public.is_trip_party(listing_id)) or (select public.has_role('admin')));
create policy "A verified second factor requires aal2" on public.trip_incidents
as restrictive for all to authenticated
using ((select public.mfa_satisfied())) with check ((select public.mfa_satisfied()));

-- The shipper has 72 hours to confirm or report; silence confirms.
create function public.delivery_conformity(p_conformity text, p_delivered_at timestamptz)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when p_conformity = 'pending' and p_delivered_at <= now() - interval '72 hours' then 'auto_confirmed'
    else p_conformity
  end;
$$;

-- Ratings open after conformity (or for a delivery recorded before proof of delivery existed).
-- Under the caller's RLS: the raters are the trip's parties, who read its delivery.
create function public.is_delivery_conformed(p_listing_id uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce((
    select public.delivery_conformity(d.conformity, d.delivered_at) in ('confirmed', 'auto_confirmed')
    from public.trip_deliveries d where d.listing_id = p_listing_id
  ), true);
$$;

alter policy "Parties of a delivered listing rate each other" on public.ratings
with check (
  rater_id = (select auth.uid())
  and exists (
    select 1 from public.cargo_listings l
    where l.id = listing_id
      and l.status = 'delivered'
      and public.is_delivery_conformed(l.id)
      and (
        (l.shipper_id = (select auth.uid()) and l.transporter_id = ratee_id)
        or (l.transporter_id = (select auth.uid()) and l.shipper_id = ratee_id)
      )
  )
);

-- The only way to 'delivered': the carrier, in transit, with the recipient's signature and photos.
create function public.register_delivery(
  p_listing_id uuid, p_recipient_name text, p_recipient_dni text, p_signature_path text,
  p_photo_paths text[], p_lat double precision default null, p_lon double precision default null,
  p_accuracy real default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  l record;
  v_path text;
begin
  perform public.assert_mfa();
  select id, transporter_id, shipper_id, status, title into l
  from public.cargo_listings where id = p_listing_id for update;
  if l.id is null or l.transporter_id is distinct from v_uid then
    raise exception 'not_assigned_carrier' using errcode = '42501';
  end if;
  if l.status <> 'in-transit' then
    raise exception 'invalid_transition' using errcode = 'P0001';
  end if;
  if not public.is_own_trip_file(p_listing_id, p_signature_path) then
    raise exception 'invalid_file: falta la firma del receptor' using errcode = '22023';
  end if;
  if p_photo_paths is null or cardinality(p_photo_paths) not between 1 and 6 then
    raise exception 'invalid_file: entre 1 y 6 fotos' using errcode = '22023';
  end if;
  foreach v_path in array p_photo_paths loop
    if not public.is_own_trip_file(p_listing_id, v_path) then
      raise exception 'invalid_file: foto inexistente' using errcode = '22023';
    end if;
  end loop;

  insert into public.trip_deliveries (
    listing_id, recipient_name, recipient_dni, signature_path, photo_paths, lat, lon, accuracy_m
  ) values (
    p_listing_id, btrim(p_recipient_name), p_recipient_dni, p_signature_path, p_photo_paths,
    p_lat, p_lon, p_accuracy
  );
  update public.cargo_listings set status = 'delivered' where id = p_listing_id;
  insert into public.shipment_events (listing_id, status, actor_id)
  values (p_listing_id, 'delivered', v_uid);
end;
$$;

create function public.confirm_delivery_receipt(p_listing_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  d record;
begin
  perform public.assert_mfa();
  select d0.* into d from public.trip_deliveries d0
  join public.cargo_listings l on l.id = d0.listing_id
  where d0.listing_id = p_listing_id and l.shipper_id = (select auth.uid())
  for update of d0;
  if d.listing_id is null then
    raise exception 'not_owner' using errcode = '42501';
  end if;
  if public.delivery_conformity(d.conformity, d.delivered_at) <> 'pending' then
    raise exception 'invalid_transition: la entrega ya fue conformada o reclamada' using errcode = 'P0001';
  end if;
  update public.trip_deliveries set conformity = 'confirmed', conformity_at = now()
  where listing_id = p_listing_id;
  insert into public.trip_events (listing_id, kind, at) values (p_listing_id, 'receipt_confirmed', now());
end;
$$;

create function public.report_delivery_problem(
  p_listing_id uuid, p_kind text, p_description text, p_photo_paths text[]
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  d record;
  v_path text;
  v_id uuid;
begin
  perform public.assert_mfa();
  select d0.* into d from public.trip_deliveries d0
  join public.cargo_listings l on l.id = d0.listing_id
  where d0.listing_id = p_listing_id and l.shipper_id = v_uid
  for update of d0;
  if d.listing_id is null then
    raise exception 'not_owner' using errcode = '42501';
  end if;
  if public.delivery_conformity(d.conformity, d.delivered_at) <> 'pending' then
    raise exception 'invalid_transition: la entrega ya fue conformada o reclamada' using errcode = 'P0001';
  end if;
  foreach v_path in array coalesce(p_photo_paths, '{}') loop
    if not public.is_own_trip_file(p_listing_id, v_path) then
      raise exception 'invalid_file: foto inexistente' using errcode = '22023';
    end if;
  end loop;
  insert into public.trip_incidents (listing_id, reporter_id, kind, description, photo_paths)
  values (p_listing_id, v_uid, p_kind, btrim(p_description), coalesce(p_photo_paths, '{}'))
  returning id into v_id;
  update public.trip_deliveries set conformity = 'disputed', conformity_at = now()
  where listing_id = p_listing_id;
  insert into public.trip_events (listing_id, kind, at) values (p_listing_id, 'problem_reported', now());
  return v_id;
end;
$$;

-- The back-office's 'Incidencias': every incident with its shipment's parties, open first.
create function public.admin_trip_incidents()
returns table (
  id uuid, listing_id uuid, listing_title text, kind text, description text, photo_paths text[],
  created_at timestamptz, resolved_at timestamptz, resolution text, shipper_name text,
  transporter_name text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.assert_admin();
  return query
  select i.id, i.listing_id, l.title, i.kind, i.description, i.photo_paths, i.created_at,
    i.resolved_at, i.resolution, coalesce(public.person_label(l.shipper_id), 'Usuario'),
    coalesce(public.person_label(l.transporter_id), 'Usuario')
  from public.trip_incidents i
  join public.cargo_listings l on l.id = i.listing_id
  order by i.resolved_at is not null, i.created_at desc
  limit 200;
end;
$$;

create function public.admin_resolve_trip_incident(p_incident_id uuid, p_resolution text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.assert_admin();
  update public.trip_incidents set resolved_at = now(), resolution = btrim(p_resolution)
  where id = p_incident_id and resolved_at is null;
  if not found then
    raise exception 'not_found: incidencia inexistente o ya resuelta' using errcode = 'P0002';
  end if;
end;
$$;

-- The two parties as the trip's documents name them: name, company and CUIT (the shipper's from
-- his donor registration, else his profile; the carrier's from his profile).
create function public.trip_parties(p_listing_id uuid)
returns table (
  shipper_name text, shipper_company text, shipper_cuit text,
  transporter_name text, transporter_company text, transporter_cuit text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.assert_mfa();
  return query
  select sp.name, coalesce(dr.company_name, sp.company), coalesce(dr.cuit, sp.tax_id),
    tp.name, tp.company, tp.tax_id
  from public.cargo_listings l
  left join public.profiles sp on sp.id = l.shipper_id
  left join public.donor_registrations dr on dr.shipper_id = l.shipper_id
  left join public.profiles tp on tp.id = l.transporter_id
  where l.id = p_listing_id and l.transporter_id is not null
    and (select auth.uid()) in (l.shipper_id, l.transporter_id);
end;
$$;

-- ---------------------------------------------------------------------------
-- 5. The status machine: the trip starts ready, and only a registered delivery ends it.
-- ---------------------------------------------------------------------------
create or replace function public.advance_shipment(p_listing_id uuid, p_status public.cargo_status)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  l record;
  t record;
begin
  perform public.assert_mfa();
  select transporter_id, status, insured_by into l
  from public.cargo_listings where id = p_listing_id
  for update;
  if v_uid is null or l.transporter_id is distinct from v_uid then
    raise exception 'not_assigned_carrier' using errcode = '42501';
  end if;
  if p_status = 'delivered' and l.status = 'in-transit' then
    raise exception 'delivery_requires_proof: registra la entrega con la firma del receptor'
      using errcode = 'P0001';
  end if;
  if not (l.status = 'assigned' and p_status = 'in-transit') then
    raise exception 'invalid_transition' using errcode = 'P0001';
  end if;
  select * into t from public.trips where listing_id = p_listing_id;
  if t.listing_id is null then
    raise exception 'trip_not_ready: asigna vehículo y chofer' using errcode = 'P0001';
  end if;
  if t.insurance_path is null then
    raise exception 'trip_not_ready: falta el certificado del seguro' using errcode = 'P0001';
  end if;

  update public.cargo_listings set status = p_status where id = p_listing_id;
  insert into public.shipment_events (listing_id, status, actor_id)
  values (p_listing_id, p_status, v_uid);
end;
$$;

-- ---------------------------------------------------------------------------
-- 6. Live: the trip's private topic `trip:<listing id>`, for its two parties only (positions
--    must not reach the carriers who merely offered, who may join `listing:<id>`).
-- ---------------------------------------------------------------------------
create policy "Trip parties receive the trip topic" on realtime.messages
for select to authenticated
using ((select public.is_trip_party(public.realtime_topic_id('trip'))));

create function public.broadcast_trip_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform realtime.send(jsonb_build_object('what', 'trip'), 'changed',
    'trip:' || coalesce(new.listing_id, old.listing_id), true);
  return null;
end;
$$;
create trigger trips_broadcast
after insert or update on public.trips
for each row execute function public.broadcast_trip_change();
create trigger trip_events_broadcast
after insert on public.trip_events
for each row execute function public.broadcast_trip_change();
create trigger trip_deliveries_broadcast
after insert or update on public.trip_deliveries
for each row execute function public.broadcast_trip_change();
revoke execute on function public.broadcast_trip_change() from public, anon, authenticated;

revoke execute on function
  public.assign_trip_resources(uuid, uuid, uuid),
  public.attach_trip_insurance(uuid, text, text, date, text),
  public.record_positions(uuid, jsonb),
  public.register_delivery(uuid, text, text, text, text[], double precision, double precision, real),
  public.confirm_delivery_receipt(uuid),
  public.report_delivery_problem(uuid, text, text, text[]),
  public.admin_trip_incidents(),
  public.admin_resolve_trip_incident(uuid, text),
  public.trip_parties(uuid)
from public, anon;
grant execute on function
  public.assign_trip_resources(uuid, uuid, uuid),
  public.attach_trip_insurance(uuid, text, text, date, text),
  public.record_positions(uuid, jsonb),
  public.register_delivery(uuid, text, text, text, text[], double precision, double precision, real),
  public.confirm_delivery_receipt(uuid),
  public.report_delivery_problem(uuid, text, text, text[]),
  public.admin_trip_incidents(),
  public.admin_resolve_trip_incident(uuid, text),
  public.trip_parties(uuid)
to authenticated;
