-- ---------------------------------------------------------------------------
-- 'Seguimiento' rate-limited (issue 39, security): a connection that tried 20 tokens that lead
-- nowhere (unknown, malformed, revoked or expired) in 10 minutes is refused every lookup, a
-- valid token included, for the rest of those 10 minutes: guessing is slowed to 20 tries per
-- address per 10 minutes on top of the 2^256 tokens to guess. A valid token never counts, so the
-- consignee's page refreshing every minute spends nothing.
--
-- The address is the one the edge proxy sets. Hosted Supabase is behind Cloudflare, which puts
-- the client's address in `cf-connecting-ip` and overwrites one the client sent; X-Forwarded-For
-- keeps what the client wrote (supabase discussion #34647), so it is not read. The embedded
-- backend sets `cf-connecting-ip` to the socket's address the same way. Only a SHA-256 of the
-- address is kept, and only for 10 minutes.
--
-- A miss must be kept when the lookup fails, so the functions the consignee calls no longer
-- raise for a dead token (that would roll the miss back): `tracking_view` returns no row, and
-- `confirm_receipt_by_tracking` / `report_problem_by_tracking` return false.
-- ---------------------------------------------------------------------------

create table private.tracking_misses (
  address_hash text not null,
  missed_at timestamptz not null default now()
);
create index tracking_misses_address_idx on private.tracking_misses (address_hash, missed_at);
create index tracking_misses_missed_at_idx on private.tracking_misses (missed_at);
alter table private.tracking_misses enable row level security;
revoke all on private.tracking_misses from public, anon, authenticated;

-- The caller's address as the edge proxy saw it, hashed; one shared bucket when there is none.
-- The core sha256(), not pgcrypto's digest(): PGlite's pgcrypto fails it now and then ('Cipher
-- cannot be initialized').
create function private.request_address_hash()
returns text
language sql
stable
set search_path = ''
as $$
  select encode(sha256(convert_to(coalesce(
    nullif(btrim(nullif(current_setting('request.headers', true), '')::json ->> 'cf-connecting-ip'), ''),
    'unknown'
  ), 'UTF8')), 'hex');
$$;
revoke execute on function private.request_address_hash() from public;

-- The shipment a token opens (live, not expired), or null, counted as a miss of the caller's
-- address. A caller with 20 misses in the last 10 minutes is refused before the token is read.
create function private.tracked_listing(p_token text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_address text := private.request_address_hash();
  v_listing_id uuid;
begin
  -- Two lookups at once from one address cannot both pass on the 20th miss.
  perform pg_advisory_xact_lock(hashtextextended('tracking_misses:' || v_address, 0));
  if (
    select count(*) from private.tracking_misses m
    where m.address_hash = v_address and m.missed_at > now() - interval '10 minutes'
  ) >= 20 then
    raise exception 'tracking_rate_limited: demasiados enlaces inválidos desde esta conexión'
      using errcode = 'PT429';
  end if;
  select t.listing_id into v_listing_id from public.tracking_links t
  where p_token ~ '^[0-9a-f]{64}$' and t.token = p_token and t.revoked_at is null;
  if v_listing_id is not null and private.tracking_open(v_listing_id) then
    return v_listing_id;
  end if;
  delete from private.tracking_misses m where m.missed_at <= now() - interval '10 minutes';
  insert into private.tracking_misses (address_hash) values (v_address);
  return null;
end;
$$;
revoke execute on function private.tracked_listing(text) from public;

create or replace function public.tracking_view(p_token text)
returns table (
  status public.cargo_status,
  origin text,
  destination text,
  origin_lat double precision,
  origin_lon double precision,
  destination_lat double precision,
  destination_lon double precision,
  pickup_date date,
  delivery_date date,
  shipper_company text,
  transporter_company text,
  last_lat double precision,
  last_lon double precision,
  last_at timestamptz,
  delivered_at timestamptz,
  conformity text,
  confirmed_by_name text
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_listing_id uuid := private.tracked_listing(p_token);
begin
  if v_listing_id is null then
    return;
  end if;
  return query
  select l.status, l.origin, l.destination, l.origin_lat, l.origin_lon, l.destination_lat,
    l.destination_lon, l.pickup_date, l.delivery_date,
    nullif(btrim(s.company), ''), nullif(btrim(c.company), ''),
    p.lat, p.lon, p.recorded_at,
    coalesce(d.delivered_at, (
      select e.created_at from public.shipment_events e
      where e.listing_id = l.id and e.status = 'delivered'
    )),
    case when d.listing_id is not null then public.delivery_conformity(d.conformity, d.delivered_at) end,
    d.confirmed_by_name
  from public.cargo_listings l
  join public.profiles s on s.id = l.shipper_id
  left join public.profiles c on c.id = l.transporter_id
  left join lateral (
    select tp.lat, tp.lon, tp.recorded_at from public.trip_positions tp
    where tp.listing_id = l.id order by tp.recorded_at desc limit 1
  ) p on true
  left join public.trip_deliveries d on d.listing_id = l.id
  where l.id = v_listing_id and l.transporter_id is not null;
end;
$$;

-- The open delivery of a tracked shipment, locked; raises when there is nothing to conform.
create function private.open_delivery_for_update(p_listing_id uuid)
returns public.trip_deliveries
language plpgsql
security definer
set search_path = ''
as $$
declare
  d public.trip_deliveries;
begin
  select d0.* into d from public.trip_deliveries d0 where d0.listing_id = p_listing_id for update;
  if d.listing_id is null then
    raise exception 'not_delivered: el transportista todavía no registró la entrega'
      using errcode = 'P0001';
  end if;
  if public.delivery_conformity(d.conformity, d.delivered_at) <> 'pending' then
    raise exception 'invalid_transition: la entrega ya fue conformada o reclamada' using errcode = 'P0001';
  end if;
  return d;
end;
$$;
revoke execute on function private.open_delivery_for_update(uuid) from public;

drop function public.confirm_receipt_by_tracking(text, text, text, text);
drop function public.report_problem_by_tracking(text, text, text, text);
drop function private.tracked_delivery_for_update(text);

-- True once confirmed; false (nothing written, a miss counted) when the link is dead.
create function public.confirm_receipt_by_tracking(
  p_token text,
  p_name text,
  p_dni text,
  p_signature text
)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_listing_id uuid := private.tracked_listing(p_token);
  d public.trip_deliveries;
  l record;
  v_party uuid;
begin
  if v_listing_id is null then
    return false;
  end if;
  d := private.open_delivery_for_update(v_listing_id);
  perform private.assert_receiver(p_name, p_dni);
  if p_signature is null then
    raise exception 'signature_required: falta la firma de quien recibe' using errcode = '22023';
  end if;
  update public.trip_deliveries set conformity = 'confirmed', conformity_at = now(),
    confirmed_by_name = btrim(p_name), confirmed_by_dni = p_dni, confirmed_by_signature = p_signature
  where listing_id = d.listing_id;
  insert into public.trip_events (listing_id, kind, at) values (d.listing_id, 'receipt_confirmed', now());
  select c.id, c.title, c.shipper_id, c.transporter_id into l
  from public.cargo_listings c where c.id = d.listing_id;
  foreach v_party in array array[l.shipper_id, l.transporter_id] loop
    perform public.notify(
      v_party, 'receipt_confirmed', 'Recepción confirmada',
      left(btrim(p_name), 120) || ' (DNI ' || p_dni || ') confirmó la recepción de «' || l.title
        || '» desde el enlace de seguimiento.',
      '/listings/' || l.id
    );
  end loop;
  return true;
end;
$$;
revoke execute on function public.confirm_receipt_by_tracking(text, text, text, text) from public;
grant execute on function public.confirm_receipt_by_tracking(text, text, text, text)
  to anon, authenticated;

-- True once reported; false (nothing written, a miss counted) when the link is dead.
create function public.report_problem_by_tracking(
  p_token text,
  p_name text,
  p_dni text,
  p_description text
)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_listing_id uuid := private.tracked_listing(p_token);
  d public.trip_deliveries;
  l record;
begin
  if v_listing_id is null then
    return false;
  end if;
  d := private.open_delivery_for_update(v_listing_id);
  perform private.assert_receiver(p_name, p_dni);
  if (char_length(btrim(p_description)) between 10 and 1800) is not true then
    raise exception 'invalid_description: contá qué pasó en 10 a 1800 caracteres' using errcode = '22023';
  end if;
  insert into public.trip_incidents (listing_id, reporter_id, kind, description)
  values (
    d.listing_id, null, 'other',
    btrim(p_description) || E'\n— ' || btrim(p_name) || ' (DNI ' || p_dni
      || '), desde el enlace de seguimiento'
  );
  update public.trip_deliveries set conformity = 'disputed', conformity_at = now()
  where listing_id = d.listing_id;
  insert into public.trip_events (listing_id, kind, at) values (d.listing_id, 'problem_reported', now());
  -- notify_trip_incident tells the shipper (no reporter); the transporter is told here.
  select c.id, c.title, c.transporter_id into l from public.cargo_listings c where c.id = d.listing_id;
  perform public.notify(
    l.transporter_id, 'trip_incident', 'Incidencia informada',
    'Quien recibe informó un problema con la entrega de «' || l.title
      || '» desde el enlace de seguimiento: ConectaCargas lo revisa.',
    '/listings/' || l.id
  );
  return true;
end;
$$;
revoke execute on function public.report_problem_by_tracking(text, text, text, text) from public;
grant execute on function public.report_problem_by_tracking(text, text, text, text)
  to anon, authenticated;
