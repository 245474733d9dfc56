-- ---------------------------------------------------------------------------
-- 'Confirmar recepción' from 'Seguimiento' (issue 39, item 4): whoever receives the cargo, with
-- the link and no account, confirms the reception once the transporter registered the delivery
-- (name, DNI and signature), or reports a problem (name, DNI and what happened). Either ends the
-- 72 h conformity window as the shipper's own confirmation or report does, once; the delivery
-- keeps who confirmed, the trip page and the delivery certificate name them, and both parties
-- are told. Nothing is written with a revoked, expired, unknown or malformed token, and after
-- the conformity (the shipper's, the consignee's or the 72 h) nothing more is taken.
-- The signature is a PNG as a data URL (at most ~150 KB): it needs no Storage object a visitor
-- could write.
-- ---------------------------------------------------------------------------

alter table public.trip_deliveries
  add column confirmed_by_name text
    constraint trip_deliveries_confirmed_by_name_length
    check (char_length(btrim(confirmed_by_name)) between 2 and 120),
  add column confirmed_by_dni text
    constraint trip_deliveries_confirmed_by_dni_format check (confirmed_by_dni ~ '^[0-9]{7,8}$'),
  add column confirmed_by_signature text
    constraint trip_deliveries_confirmed_by_signature_format check (
      char_length(confirmed_by_signature) <= 200000
      and confirmed_by_signature ~ '^data:image/png;base64,[A-Za-z0-9+/]+={0,2}$'
    ),
  add constraint trip_deliveries_confirmed_by_complete check (
    (confirmed_by_name is null) = (confirmed_by_dni is null)
  );

insert into public.notification_kinds (kind) values ('receipt_confirmed');

-- The open delivery a token may still act on, locked; raises when there is none.
create function private.tracked_delivery_for_update(p_token text)
returns public.trip_deliveries
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_listing_id uuid;
  d public.trip_deliveries;
begin
  select t.listing_id into v_listing_id from public.tracking_links t
  where p_token ~ '^[0-9a-f]{64}$' and t.token = p_token and t.revoked_at is null;
  if v_listing_id is null or private.tracking_open(v_listing_id) is not true then
    raise exception 'tracking_unavailable: este enlace ya no está disponible' using errcode = '42501';
  end if;
  select d0.* into d from public.trip_deliveries d0 where d0.listing_id = v_listing_id for update;
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
revoke execute on function private.tracked_delivery_for_update(text) from public;

-- Who acts from the link says who they are, like the recipient of the delivery.
create function private.assert_receiver(p_name text, p_dni text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if (char_length(btrim(p_name)) between 2 and 120) is not true then
    raise exception 'invalid_name: el nombre va de 2 a 120 caracteres' using errcode = '22023';
  end if;
  if (p_dni ~ '^[0-9]{7,8}$') is not true then
    raise exception 'invalid_dni: el DNI tiene 7 u 8 dígitos' using errcode = '22023';
  end if;
end;
$$;
revoke execute on function private.assert_receiver(text, text) from public;

create function public.confirm_receipt_by_tracking(
  p_token text,
  p_name text,
  p_dni text,
  p_signature text
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  d public.trip_deliveries := private.tracked_delivery_for_update(p_token);
  l record;
  v_party uuid;
begin
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
end;
$$;
revoke execute on function public.confirm_receipt_by_tracking(text, text, text, text) from public;
grant execute on function public.confirm_receipt_by_tracking(text, text, text, text)
  to anon, authenticated;

create function public.report_problem_by_tracking(
  p_token text,
  p_name text,
  p_dni text,
  p_description text
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  d public.trip_deliveries := private.tracked_delivery_for_update(p_token);
  l record;
begin
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
end;
$$;
revoke execute on function public.report_problem_by_tracking(text, text, text, text) from public;
grant execute on function public.report_problem_by_tracking(text, text, text, text)
  to anon, authenticated;

-- What the page shows once the consignee acted: who confirmed (their name only: the page is public).
drop function public.tracking_view(text);
create function public.tracking_view(p_token text)
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
language sql
stable
security definer
set search_path = ''
as $$
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
  from public.tracking_links t
  join public.cargo_listings l on l.id = t.listing_id
  join public.profiles s on s.id = l.shipper_id
  left join public.profiles c on c.id = l.transporter_id
  left join lateral (
    select tp.lat, tp.lon, tp.recorded_at from public.trip_positions tp
    where tp.listing_id = l.id order by tp.recorded_at desc limit 1
  ) p on true
  left join public.trip_deliveries d on d.listing_id = l.id
  where p_token ~ '^[0-9a-f]{64}$' and t.token = p_token and t.revoked_at is null
    and l.transporter_id is not null and private.tracking_open(l.id);
$$;
revoke execute on function public.tracking_view(text) from public;
grant execute on function public.tracking_view(text) to anon, authenticated;
