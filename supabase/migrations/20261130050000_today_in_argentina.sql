-- One day for the whole product: Argentina's. The functions that decide by the date (a listing's
-- expiry, offers and bookings on it, truck availabilities, document and licence expiry, payment
-- deadlines) counted by current_date, which is UTC's day on hosted Supabase: from 21:00 to 24:00
-- in Buenos Aires it is already tomorrow there, so a listing for today expired at 21:00 and took
-- no more offers while the app (which counts by the device's day) still showed it open. Money and
-- paperwork counted by Argentina's day, spelled out in each function. Now every one calls
-- today_in_argentina(); the database's time zone stays UTC, as Supabase recommends.
--
-- The bodies below are the functions as the earlier migrations left them (pg_get_functiondef),
-- with only that call changed.

-- No SET search_path, on purpose: the planner inlines a SQL function without one, so a listing
-- predicate over it still uses the pickup-date index; it calls only pg_catalog.
create or replace function public.today_in_argentina()
returns date
language sql
stable
parallel safe
as $$
  select pg_catalog.timezone('America/Argentina/Buenos_Aires', pg_catalog.now())::date
$$;

comment on function public.today_in_argentina() is
  'Today in Argentina: the day listings expire, offers close and payments fall due by.';

grant execute on function public.today_in_argentina() to anon, authenticated, service_role;

-- accept_counter_offer(uuid,numeric,integer)
CREATE OR REPLACE FUNCTION public.accept_counter_offer(p_proposal_id uuid, p_price numeric, p_version integer)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_uid uuid := (select auth.uid());
  v_listing_id uuid;
  v_listing public.cargo_listings;
  v_proposal public.proposals;
begin
  perform public.assert_mfa();
  select p.listing_id into v_listing_id from public.proposals p where p.id = p_proposal_id;
  if not found then
    raise exception 'proposal_not_pending' using errcode = 'P0001';
  end if;

  select * into v_listing from public.cargo_listings l where l.id = v_listing_id for update;
  select * into v_proposal from public.proposals p where p.id = p_proposal_id for update;
  if v_uid is null or v_proposal.transporter_id is distinct from v_uid then
    raise exception 'not_proposal_owner' using errcode = '42501';
  end if;
  if v_listing.status <> 'pending' then
    raise exception 'listing_not_pending' using errcode = 'P0001';
  end if;
  if v_proposal.status <> 'pending' then
    raise exception 'proposal_not_pending' using errcode = 'P0001';
  end if;
  if v_listing.pickup_date < public.today_in_argentina() then
    raise exception 'listing_expired' using errcode = 'P0001';
  end if;
  if v_proposal.valid_until <= now() then
    raise exception 'proposal_expired' using errcode = 'P0001';
  end if;
  if v_proposal.turn <> 'transporter' then
    raise exception 'not_your_turn' using errcode = 'P0001';
  end if;
  if p_price is null or p_version is null
    or v_proposal.price <> p_price or v_proposal.version <> p_version then
    raise exception 'proposal_changed' using errcode = 'P0001',
      detail = 'price ' || v_proposal.price || ', version ' || v_proposal.version;
  end if;

  perform public.assign_listing_to(v_listing_id, p_proposal_id, v_uid, v_uid);
end;
$function$;

-- accept_proposal(uuid,numeric,integer)
CREATE OR REPLACE FUNCTION public.accept_proposal(p_proposal_id uuid, p_price numeric, p_version integer)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_uid uuid := (select auth.uid());
  v_listing_id uuid;
  v_listing public.cargo_listings;
  v_proposal public.proposals;
begin
  perform public.assert_mfa();
  select p.listing_id into v_listing_id from public.proposals p where p.id = p_proposal_id;
  if not found then
    raise exception 'proposal_not_pending' using errcode = 'P0001';
  end if;

  select * into v_listing from public.cargo_listings l where l.id = v_listing_id for update;
  if v_uid is null or v_listing.shipper_id is distinct from v_uid then
    raise exception 'not_listing_owner' using errcode = '42501';
  end if;
  if v_listing.status <> 'pending' then
    raise exception 'listing_not_pending' using errcode = 'P0001';
  end if;

  select * into v_proposal from public.proposals p where p.id = p_proposal_id for update;
  if v_proposal.status <> 'pending' then
    raise exception 'proposal_not_pending' using errcode = 'P0001';
  end if;
  if v_listing.pickup_date < public.today_in_argentina() then
    raise exception 'listing_expired' using errcode = 'P0001';
  end if;
  if v_proposal.valid_until <= now() then
    raise exception 'proposal_expired' using errcode = 'P0001';
  end if;
  if v_proposal.turn <> 'shipper' then
    raise exception 'not_your_turn' using errcode = 'P0001';
  end if;
  if p_price is null or p_version is null
    or v_proposal.price <> p_price or v_proposal.version <> p_version then
    raise exception 'proposal_changed' using errcode = 'P0001',
      detail = 'price ' || v_proposal.price || ', version ' || v_proposal.version;
  end if;
  if v_proposal.needs_reconfirmation then
    raise exception 'proposal_needs_reconfirmation' using errcode = 'P0001';
  end if;

  perform public.assign_listing_to(v_listing_id, p_proposal_id, v_proposal.transporter_id, v_uid);
end;
$function$;

-- admin_set_exchange_rate(numeric,date)
CREATE OR REPLACE FUNCTION public.admin_set_exchange_rate(p_ars_per_eur numeric, p_effective_on date)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_today date := public.today_in_argentina();
begin
  perform public.assert_admin();
  if p_ars_per_eur is null or p_ars_per_eur <= 0 or p_ars_per_eur > 100000
     or p_ars_per_eur <> round(p_ars_per_eur, 2) then
    raise exception 'exchange_rate_range: entre 0,01 y 100.000 pesos por euro, con hasta 2 decimales'
      using errcode = 'P0001';
  end if;
  if p_effective_on is null or p_effective_on < v_today or p_effective_on > v_today + 30 then
    raise exception 'exchange_rate_date: desde hoy, hasta 30 días adelante' using errcode = 'P0001';
  end if;
  insert into public.exchange_rates (effective_on, ars_per_eur, set_by)
  values (p_effective_on, p_ars_per_eur, auth.uid())
  on conflict (effective_on) do update
    set ars_per_eur = excluded.ars_per_eur, set_by = excluded.set_by, set_at = now();
end;
$function$;

-- assign_trip_resources(uuid,uuid,uuid)
CREATE OR REPLACE FUNCTION public.assign_trip_resources(p_listing_id uuid, p_vehicle_id uuid, p_driver_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
    raise exception 'not_assigned_transporter' using errcode = '42501';
  end if;
  if l.status <> 'assigned' then
    raise exception 'invalid_transition: el viaje ya comenzó' using errcode = 'P0001';
  end if;
  select * into v from public.vehicles where id = p_vehicle_id and owner_id = v_uid;
  select * into d from public.drivers where id = p_driver_id and owner_id = v_uid;
  if v.id is null or d.id is null then
    raise exception 'not_found: vehículo o chofer inexistente' using errcode = 'P0002';
  end if;
  if d.licence_expiry < public.today_in_argentina() then
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
$function$;

-- begin_invoice(uuid)
CREATE OR REPLACE FUNCTION public.begin_invoice(p_listing_id uuid)
 RETURNS TABLE(id uuid, issuer_cuit text, point_of_sale integer, invoice_type smallint, receiver_cuit text, receiver_condition smallint, amount_ars numeric, service_from date, service_to date)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_uid uuid := (select auth.uid());
  l record;
  v_settings record;
  v_receiver record;
  v_amount numeric;
  v_rate numeric;
  v_from date;
  v_to date;
  v_type smallint;
  v_issuer_name text;
begin
  perform public.assert_mfa();
  select c.id, c.shipper_id, c.transporter_id, c.status, c.pickup_date into l
  from public.cargo_listings c where c.id = p_listing_id for update;
  if l.id is null or l.transporter_id is distinct from v_uid then
    raise exception 'not_assigned_transporter' using errcode = '42501';
  end if;
  if l.status is distinct from 'delivered' then
    raise exception 'not_delivered: se factura una vez entregada la carga' using errcode = 'P0001';
  end if;
  if exists (select 1 from public.invoices i where i.listing_id = p_listing_id and i.status = 'issued') then
    raise exception 'already_invoiced: este flete ya tiene su factura' using errcode = 'P0001';
  end if;
  select s.cuit, s.iva_condition, s.point_of_sale into v_settings
  from public.invoicing_settings s where s.transporter_id = v_uid;
  if not found then
    raise exception 'invoicing_not_configured: completa tus datos en Facturación electrónica'
      using errcode = 'P0001';
  end if;
  select d.cuit, d.iva_condition, coalesce(d.company_name, d.full_name, '') as name into v_receiver
  from public.donor_registrations d where d.shipper_id = l.shipper_id;
  if v_receiver.iva_condition is null then
    raise exception 'receiver_not_registered: el dador todavía no indicó su condición frente al IVA en Registro Dador'
      using errcode = 'P0001';
  end if;
  v_type := private.invoice_type(v_settings.iva_condition, v_receiver.iva_condition);
  select coalesce(nullif(btrim(p.company), ''), p.name) into v_issuer_name
  from public.profiles p where p.id = v_uid;

  select coalesce(p.settled_ars, p.captured_ars, p.amount_ars) into v_amount
  from public.protected_payments p
  where p.listing_id = p_listing_id and p.status = 'paid'
  order by p.created_at desc limit 1;
  if v_amount is null then
    select r.ars_per_eur into v_rate from public.exchange_rates r
    where r.effective_on <= public.today_in_argentina()
    order by r.effective_on desc limit 1;
    if v_rate is null then
      raise exception 'no_exchange_rate: todavía no hay un tipo de cambio vigente' using errcode = 'P0001';
    end if;
    v_amount := round(private.agreed_price(p_listing_id) * v_rate, 2);
  end if;
  select (min(e.created_at) at time zone 'America/Argentina/Buenos_Aires')::date into v_from
  from public.shipment_events e where e.listing_id = p_listing_id and e.status = 'in-transit';
  select (d.delivered_at at time zone 'America/Argentina/Buenos_Aires')::date into v_to
  from public.trip_deliveries d where d.listing_id = p_listing_id;
  v_to := coalesce(v_to, public.today_in_argentina());
  v_from := least(coalesce(v_from, l.pickup_date), v_to);

  return query
  insert into public.invoices as i (
    listing_id, transporter_id, shipper_id, issuer_cuit, issuer_iva_condition, issuer_name,
    receiver_name, receiver_cuit, receiver_iva_condition, invoice_type, point_of_sale,
    amount_ars, service_from, service_to
  ) values (
    p_listing_id, v_uid, l.shipper_id, v_settings.cuit, v_settings.iva_condition,
    left(coalesce(v_issuer_name, ''), 200), left(v_receiver.name, 200), v_receiver.cuit,
    v_receiver.iva_condition, v_type, v_settings.point_of_sale, v_amount, v_from, v_to
  )
  on conflict (listing_id) do update set
    issuer_cuit = excluded.issuer_cuit, issuer_iva_condition = excluded.issuer_iva_condition,
    issuer_name = excluded.issuer_name, receiver_name = excluded.receiver_name,
    receiver_cuit = excluded.receiver_cuit, receiver_iva_condition = excluded.receiver_iva_condition,
    invoice_type = excluded.invoice_type, point_of_sale = excluded.point_of_sale,
    amount_ars = excluded.amount_ars, service_from = excluded.service_from,
    service_to = excluded.service_to
  -- A draft being numbered right now is not changed under the function, nor one whose number
  -- was asked for without an answer: ARCA may hold it as it was asked.
  where i.status = 'draft' and i.requested_number is null
    and (i.numbering_until is null or i.numbering_until < now())
  returning i.id, i.issuer_cuit, i.point_of_sale, i.invoice_type, i.receiver_cuit,
    private.arca_receiver_condition(i.receiver_iva_condition), i.amount_ars, i.service_from,
    i.service_to;
  if found then
    return;
  end if;
  return query
  select i.id, i.issuer_cuit, i.point_of_sale, i.invoice_type, i.receiver_cuit,
    private.arca_receiver_condition(i.receiver_iva_condition), i.amount_ars, i.service_from,
    i.service_to
  from public.invoices i
  where i.listing_id = p_listing_id and i.status = 'draft' and i.requested_number is not null
    and (i.numbering_until is null or i.numbering_until < now());
  if not found then
    raise exception 'invoice_in_progress: la factura se está emitiendo' using errcode = 'P0001';
  end if;
end;
$function$;

-- book_listing(uuid,numeric,integer)
CREATE OR REPLACE FUNCTION public.book_listing(p_listing_id uuid, p_price numeric, p_version integer)
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_uid uuid := (select auth.uid());
  v_listing public.cargo_listings;
  v_proposal_id uuid;
begin
  perform public.assert_mfa();
  if v_uid is null or public.is_verified_transporter(v_uid) is not true then
    raise exception 'transporter_not_verified' using errcode = '42501';
  end if;

  select * into v_listing from public.cargo_listings l where l.id = p_listing_id for update;
  if not found or v_listing.status <> 'pending'
    or public.listing_open(v_listing.public_at, v_listing.shipper_id, v_listing.id) is not true then
    raise exception 'listing_not_pending' using errcode = 'P0001';
  end if;
  if v_listing.instant_booking is not true then
    raise exception 'instant_booking_disabled' using errcode = 'P0001';
  end if;
  if v_listing.pickup_date < public.today_in_argentina() then
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
$function$;

-- browse_availabilities(text,text,integer,date,uuid)
CREATE OR REPLACE FUNCTION public.browse_availabilities(p_province text DEFAULT NULL::text, p_vehicle_type text DEFAULT NULL::text, p_limit integer DEFAULT 24, p_after_from date DEFAULT NULL::date, p_after_id uuid DEFAULT NULL::uuid)
 RETURNS TABLE(id uuid, transporter_id uuid, carrier_name text, verified boolean, rating_average numeric, rating_count integer, vehicle_type text, place text, province text, available_from date, available_to date, destination_province text, note text, created_at timestamp with time zone)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select a.id, a.transporter_id, c.carrier_name, c.verified, c.rating_average, c.rating_count,
    a.vehicle_type, a.place, a.province, a.available_from, a.available_to,
    a.destination_province, a.note, a.created_at
  from (
    select *
    from public.truck_availabilities t
    where t.withdrawn_at is null and t.available_to >= public.today_in_argentina()
      and (p_province is null or t.province = p_province)
      and (p_vehicle_type is null or t.vehicle_type = p_vehicle_type)
      and (p_after_from is null or p_after_id is null
        or (t.available_from, t.id) > (p_after_from, p_after_id))
    order by t.available_from, t.id
    limit least(greatest(coalesce(p_limit, 24), 1), 100)
  ) a
  cross join lateral private.transporter_card(a.transporter_id) c
  order by a.available_from, a.id;
$function$;

-- counter_proposal(uuid,integer,numeric)
CREATE OR REPLACE FUNCTION public.counter_proposal(p_proposal_id uuid, p_version integer, p_price numeric)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_uid uuid := (select auth.uid());
  v_listing_id uuid;
  v_listing public.cargo_listings;
  v_proposal public.proposals;
  v_side public.negotiation_side;
begin
  perform public.assert_mfa();
  select p.listing_id into v_listing_id from public.proposals p where p.id = p_proposal_id;
  if not found then
    raise exception 'proposal_not_pending' using errcode = 'P0001';
  end if;

  -- Same lock order as accept_proposal (listing, then proposal), so the two never deadlock.
  select * into v_listing from public.cargo_listings l where l.id = v_listing_id for update;
  select * into v_proposal from public.proposals p where p.id = p_proposal_id for update;
  v_side := case
    when v_uid is null then null
    when v_uid = v_listing.shipper_id then 'shipper'::public.negotiation_side
    when v_uid = v_proposal.transporter_id then 'transporter'::public.negotiation_side
  end;
  if v_side is null then
    raise exception 'not_negotiation_party' using errcode = '42501';
  end if;
  if v_listing.status <> 'pending' then
    raise exception 'listing_not_pending' using errcode = 'P0001';
  end if;
  if v_proposal.status <> 'pending' then
    raise exception 'proposal_not_pending' using errcode = 'P0001';
  end if;
  if v_listing.pickup_date < public.today_in_argentina() then
    raise exception 'listing_expired' using errcode = 'P0001';
  end if;
  if v_proposal.valid_until <= now() then
    raise exception 'proposal_expired' using errcode = 'P0001';
  end if;
  if v_proposal.turn <> v_side then
    raise exception 'not_your_turn' using errcode = 'P0001';
  end if;
  if p_version is null or v_proposal.version <> p_version then
    raise exception 'proposal_changed' using errcode = 'P0001',
      detail = 'price ' || v_proposal.price || ', version ' || v_proposal.version;
  end if;
  if (v_side = 'shipper' and v_proposal.shipper_counters >= 5)
    or (v_side = 'transporter' and v_proposal.transporter_counters >= 5) then
    raise exception 'counter_limit_reached' using errcode = 'P0001';
  end if;
  if p_price is null or p_price = 'NaN' or p_price <= 0 or p_price > 100000000
    or p_price <> round(p_price, 2) then
    raise exception 'counter_price_invalid' using errcode = '22023';
  end if;
  if p_price = v_proposal.price then
    raise exception 'counter_price_unchanged' using errcode = 'P0001';
  end if;

  -- The price write bumps the version (proposals_new_terms) and records the offer.
  update public.proposals p
  set price = p_price,
    turn = case v_side when 'shipper' then 'transporter' else 'shipper' end::public.negotiation_side,
    shipper_counters = p.shipper_counters + (v_side = 'shipper')::integer,
    transporter_counters = p.transporter_counters + (v_side = 'transporter')::integer,
    valid_until = now() + interval '48 hours'
  where p.id = p_proposal_id;

  if v_side = 'shipper' then
    perform public.notify(
      v_proposal.transporter_id, 'counter_offer_received', 'Contraoferta recibida',
      'El dador de carga te ofrece ' || public.notification_price(p_price) || ' por «'
        || v_listing.title || '». Tienes 48 horas para responder.',
      '/listings/' || v_listing_id
    );
  else
    perform public.notify(
      v_listing.shipper_id, 'counter_offer_received', 'Contraoferta recibida',
      'El transportista respondió a tu contraoferta con ' || public.notification_price(p_price)
        || ' por «' || v_listing.title || '». Tienes 48 horas para responder.',
      '/listings/' || v_listing_id
    );
  end if;
end;
$function$;

-- guard_new_proposal()
CREATE OR REPLACE FUNCTION public.guard_new_proposal()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_pickup_date date;
begin
  if new.status <> 'pending' then
    return new;
  end if;
  select l.pickup_date into v_pickup_date from public.cargo_listings l
  where l.id = new.listing_id and l.status = 'pending'
  for share;
  if not found then
    raise exception 'listing_not_pending' using errcode = 'P0001';
  end if;
  if v_pickup_date < public.today_in_argentina() then
    raise exception 'listing_expired' using errcode = 'P0001';
  end if;
  if new.valid_until is null or new.valid_until <= now()
    or new.valid_until > now() + interval '7 days' then
    raise exception 'proposal_validity_out_of_range' using errcode = '22023';
  end if;
  return new;
end;
$function$;

-- invite_to_listing(uuid,uuid)
CREATE OR REPLACE FUNCTION public.invite_to_listing(p_listing_id uuid, p_availability_id uuid)
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
  if v_listing.status <> 'pending' or v_listing.pickup_date < public.today_in_argentina() then
    raise exception 'listing_not_pending: la carga ya no está publicada' using errcode = 'P0001';
  end if;
  select * into v_availability from public.truck_availabilities a where a.id = p_availability_id;
  if not found or v_availability.withdrawn_at is not null
    or v_availability.available_to < public.today_in_argentina() then
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
$function$;

-- my_finance_months(integer)
CREATE OR REPLACE FUNCTION public.my_finance_months(p_months integer DEFAULT 12)
 RETURNS TABLE(month date, paid_eur numeric, reserved_eur numeric, pending_eur numeric)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_this_month date := date_trunc(
    'month', public.today_in_argentina())::date;
begin
  perform public.assert_mfa();
  if p_months is null or p_months not between 1 and 36 then
    raise exception 'months_range: de 1 a 36 meses' using errcode = '22023';
  end if;
  return query
  with money as (
    select * from private.my_money(auth.uid(), public.has_role('transporter'))
  ), months as (
    select (v_this_month - make_interval(months => n))::date as month
    from generate_series(0, p_months - 1) n
  )
  select m.month,
    coalesce(sum(x.amount_eur) filter (where x.state = 'paid'), 0),
    coalesce(sum(x.amount_eur) filter (where x.state = 'reserved'), 0),
    coalesce(sum(x.amount_eur) filter (where x.state = 'pending'), 0)
  from months m
  left join money x on date_trunc('month', x.on_day)::date = m.month
  group by m.month
  order by m.month;
end;
$function$;

-- notify_truck_matches()
CREATE OR REPLACE FUNCTION public.notify_truck_matches()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
          and c.pickup_date between greatest(new.available_from, public.today_in_argentina()) and new.available_to
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
    -- A carrier's earlier truck already told this listing's shipper: withdrawing and publishing
    -- the same truck again must not notify again.
    where not exists (
      select 1 from public.availability_matches m
      join public.truck_availabilities a on a.id = m.availability_id
      where m.listing_id = f.id and a.transporter_id = new.transporter_id and a.id <> new.id
    )
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
$function$;

-- private.browse_listing_ids(text,text,text,text,text,integer,text,uuid,double precision,double precision,double precision)
CREATE OR REPLACE FUNCTION private.browse_listing_ids(p_pattern text, p_cargo_type text, p_load_type text, p_vehicle_type text, p_sort text, p_limit integer, p_after_key text, p_after_id uuid, p_near_lat double precision, p_near_lon double precision, p_radius_km double precision)
 RETURNS TABLE(id uuid, total_count bigint)
 LANGUAGE plpgsql
 SECURITY DEFINER ROWS 12
 SET search_path TO ''
AS $function$
declare
  -- Pending, not expired, and in its private window only for those who may see it early.
  matching text := 'l.status = ''pending'' and l.pickup_date >= public.today_in_argentina()'
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
$function$;

-- private.loads_near(double precision,double precision,date,date,text,text,integer)
CREATE OR REPLACE FUNCTION private.loads_near(p_lat double precision, p_lon double precision, p_from date, p_to date, p_vehicle_type text, p_destination_province text, p_limit integer)
 RETURNS TABLE(id uuid, title text, origin text, destination text, origin_province text, destination_province text, pickup_date date, delivery_date date, price numeric, vehicle_type text, weight_kg numeric, distance_km integer, price_per_km numeric, pickup_distance_km integer)
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select l.id, l.title, l.origin, l.destination, l.origin_province, l.destination_province,
    l.pickup_date, l.delivery_date, l.price, l.vehicle_type, l.weight_kg, l.distance_km,
    l.price_per_km, pg_catalog.round(n.km)::integer
  from private.localities_near(p_lat, p_lon, 100) n
  cross join lateral (
    select c.*
    from public.cargo_listings c
    where c.status = 'pending'
      and c.origin_lat = n.lat and c.origin_lon = n.lon
      and c.pickup_date >= greatest(p_from, public.today_in_argentina())
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
$function$;

-- private.notify_overdue_payments()
CREATE OR REPLACE FUNCTION private.notify_overdue_payments()
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_payment record;
  v_title text;
  v_due text;
begin
  for v_payment in
    update public.protected_payments p set overdue_notified_at = now()
    where p.mode = 'on_delivery' and p.status = 'pending' and p.overdue_notified_at is null
      and p.due_on < public.today_in_argentina()
    returning p.listing_id, p.shipper_id, p.transporter_id, p.due_on
  loop
    select l.title into v_title from public.cargo_listings l where l.id = v_payment.listing_id;
    v_due := to_char(v_payment.due_on, 'DD/MM/YYYY');
    perform public.notify(v_payment.shipper_id, 'payment_status', 'Vencido',
      'El pago de «' || v_title || '» venció el ' || v_due || ': pagalo con Mercado Pago.',
      '/listings/' || v_payment.listing_id);
    perform public.notify(v_payment.transporter_id, 'payment_status', 'Vencido',
      'El pago de «' || v_title || '» venció el ' || v_due || ' y el dador todavía no lo hizo.',
      '/listings/' || v_payment.listing_id);
  end loop;
end;
$function$;

-- private.reservation_reaches(date)
CREATE OR REPLACE FUNCTION private.reservation_reaches(p_delivery date)
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select p_delivery <= public.today_in_argentina() + 4;
$function$;

-- protected_payment_quote(uuid)
CREATE OR REPLACE FUNCTION public.protected_payment_quote(p_listing_id uuid)
 RETURNS TABLE(amount_eur numeric, ars_per_eur numeric, amount_ars numeric, fee_ars numeric, mode text, public_key text)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_listing public.cargo_listings;
  v_price numeric;
  v_rate numeric;
  v_key text;
  v_mode text;
begin
  perform public.assert_mfa();
  select * into v_listing from public.cargo_listings l where l.id = p_listing_id;
  if not found or v_listing.shipper_id is distinct from (select auth.uid()) then
    raise exception 'not_allowed: no es tu envío' using errcode = '42501';
  end if;
  -- No row when there is nothing to pay through Mercado Pago: the shipment is not assigned, not
  -- yet conformed once delivered, already recorded as paid, or its transporter takes no Mercado
  -- Pago and it is paid as before. The page asks for every shipment it shows, so these are
  -- answers, not refusals.
  if v_listing.transporter_id is null then
    return;
  end if;
  if v_listing.status in ('assigned', 'in-transit') then
    v_mode := case when private.reservation_reaches(v_listing.delivery_date) then 'reserve'
      else 'on_delivery' end;
  elsif v_listing.status = 'delivered' and private.conformed_on(p_listing_id) is not null
    and not exists (
      select 1 from public.shipment_payments s where s.listing_id = p_listing_id and s.status = 'paid'
    ) then
    v_mode := 'on_delivery';
  else
    return;
  end if;
  select a.public_key into v_key from public.mercadopago_accounts a
  where a.transporter_id = v_listing.transporter_id;
  if not found then
    return;
  end if;
  v_price := private.agreed_price(p_listing_id);
  if v_price is null or v_price <= 0 then
    raise exception 'payment_not_open: el envío no tiene precio acordado' using errcode = 'P0001';
  end if;
  select r.ars_per_eur into v_rate from public.exchange_rates r
  where r.effective_on <= public.today_in_argentina()
  order by r.effective_on desc limit 1;
  if v_rate is null then
    raise exception 'no_exchange_rate: todavía no hay un tipo de cambio vigente' using errcode = 'P0001';
  end if;
  return query select v_price, v_rate, round(v_price * v_rate, 2),
    private.platform_fee(round(v_price * v_rate, 2)), v_mode, v_key;
end;
$function$;

-- record_payment(uuid,boolean,date)
CREATE OR REPLACE FUNCTION public.record_payment(p_listing_id uuid, p_paid boolean, p_paid_on date DEFAULT NULL::date)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
  if p_paid and (p_paid_on is null or p_paid_on < v_conformed or p_paid_on > public.today_in_argentina()) then
    raise exception 'paid_on_invalid: la fecha de cobro va de la conformidad a hoy'
      using errcode = 'P0001';
  end if;
  if p_paid is false and public.today_in_argentina() < v_conformed + 30 then
    raise exception 'unpaid_too_early: «No cobrado» se marca 30 días después de la conformidad'
      using errcode = 'P0001';
  end if;
  select * into v_existing from public.shipment_payments s where s.listing_id = p_listing_id;
  if found and v_existing.disputed_at is not null and v_existing.dispute_resolved_at is null then
    raise exception 'payment_disputed: el dador disputó este registro; lo resuelve un administrador'
      using errcode = 'P0001';
  end if;
  -- An administrator's decision is final: recording again would erase its outcome.
  if found and v_existing.dispute_resolved_at is not null then
    raise exception 'payment_settled: un administrador ya resolvió este registro'
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
$function$;

-- republish_listing(uuid,date,date)
CREATE OR REPLACE FUNCTION public.republish_listing(p_listing_id uuid, p_pickup_date date, p_delivery_date date)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_uid uuid := (select auth.uid());
  v_listing public.cargo_listings;
begin
  perform public.assert_mfa();
  select * into v_listing from public.cargo_listings l where l.id = p_listing_id for update;
  if v_uid is null or not found or v_listing.shipper_id <> v_uid then
    raise exception 'not_listing_owner' using errcode = '42501';
  end if;
  if v_listing.status <> 'pending' then
    raise exception 'listing_not_pending' using errcode = 'P0001';
  end if;
  if v_listing.pickup_date >= public.today_in_argentina() then
    raise exception 'listing_not_expired' using errcode = 'P0001';
  end if;
  if p_pickup_date is null or p_delivery_date is null then
    raise exception 'listing_dates_required' using errcode = '22023';
  end if;
  if p_pickup_date < public.today_in_argentina() then
    raise exception 'pickup_date_past' using errcode = '22023';
  end if;

  update public.cargo_listings
  set pickup_date = p_pickup_date, delivery_date = p_delivery_date
  where id = p_listing_id;
end;
$function$;

-- transporter_dashboard()
CREATE OR REPLACE FUNCTION public.transporter_dashboard()
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
 SET enable_seqscan TO 'off'
 SET enable_bitmapscan TO 'off'
AS $function$
  with me as (
    select (select auth.uid()) as id
  ),
  by_status as (
    select l.status, count(*) as n
    from public.cargo_listings l
    where l.transporter_id = (select id from me)
    group by l.status
  ),
  activity as (
    select a.kind, a.listing_id, a.listing_title, a.at, a.source_id
    from public.my_proposal_activity(10) a
    union all
    select replace(e.status::text, '-', '_'), e.listing_id, l.title, e.created_at, e.id
    from (
      select e.status, e.listing_id, e.created_at, e.id
      from public.shipment_events e
      where e.transporter_id = (select id from me) and e.status <> 'pending'
      order by e.created_at desc, e.id
      limit 10
    ) e
    join public.cargo_listings l on l.id = e.listing_id
  )
  select jsonb_build_object(
    -- Counted up to 1,001, as the listings browser counts them (search_listings): the market is
    -- not the carrier's own rows, and may hold a million. Expired listings are not on offer.
    'available', (
      select count(*) from (
        select 1 from public.cargo_listings l
        where l.status = 'pending' and l.pickup_date >= public.today_in_argentina()
        limit 1001
      ) market
    ),
    'assigned', coalesce((select n from by_status where status = 'assigned'), 0),
    'in_transit', coalesce((select n from by_status where status = 'in-transit'), 0),
    'delivered', coalesce((select n from by_status where status = 'delivered'), 0),
    'live_proposals', (
      select count(*) from public.proposals p
      where p.transporter_id = (select id from me) and p.status = 'pending'
    ),
    'upcoming_pickups', coalesce((
      select jsonb_agg(to_jsonb(u) order by u.pickup_date, u.id)
      from (
        select l.id, l.title, l.origin, l.destination, l.status, l.pickup_date
        from public.cargo_listings l
        where l.transporter_id = (select id from me) and l.status = 'assigned'
        order by l.pickup_date, l.id
        limit 5
      ) u
    ), '[]'::jsonb),
    'activity', coalesce((
      select jsonb_agg(
        jsonb_build_object('id', a.kind || ':' || a.source_id, 'kind', a.kind,
          'listing_id', a.listing_id, 'listing_title', a.listing_title, 'at', a.at)
        order by a.at desc, a.source_id)
      from (select * from activity order by at desc, source_id limit 10) a
    ), '[]'::jsonb)
  );
$function$;

-- transporter_documents_missing(uuid)
CREATE OR REPLACE FUNCTION public.transporter_documents_missing(p_user_id uuid)
 RETURNS text[]
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(array_agg(required.kind order by required.position), '{}'::text[])
  from unnest(array['driving_licence', 'cargo_insurance', 'rto_vtv'])
    with ordinality as required (kind, position)
  where not exists (
    select 1 from public.documents d
    where d.owner_id = p_user_id
      and d.kind = required.kind
      and d.status = 'activo'
      and (d.expires_on is null or d.expires_on >= public.today_in_argentina())
  );
$function$;

-- truck_availabilities_prepare()
CREATE OR REPLACE FUNCTION public.truck_availabilities_prepare()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
  if new.available_from < public.today_in_argentina() or new.available_to < new.available_from
    or new.available_to > new.available_from + 30 then
    raise exception 'availability_dates: desde hoy, hasta un máximo de 30 días'
      using errcode = 'P0001';
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('availability:' || new.transporter_id, 0));
  if (
    select count(*) from public.truck_availabilities a
    where a.transporter_id = new.transporter_id and a.withdrawn_at is null
      and a.available_to >= public.today_in_argentina()
  ) >= 20 then
    raise exception 'availability_limit: hasta 20 camiones disponibles a la vez'
      using errcode = 'P0001';
  end if;
  return new;
end;
$function$;

alter policy "Owners add documents for review" on public.documents
  with check (((owner_id = ( SELECT auth.uid() AS uid)) AND (status = 'en_revision'::document_status) AND (reviewer_id IS NULL) AND (review_note IS NULL) AND (reviewed_at IS NULL) AND ((expires_on IS NULL) OR (expires_on >= public.today_in_argentina())) AND (((kind = ANY (ARRAY['driving_licence'::text, 'cargo_insurance'::text, 'vehicle_insurance'::text, 'rto_vtv'::text, 'vehicle_registration'::text, 'cuit_certificate'::text, 'other'::text])) AND ( SELECT has_role('transporter'::app_role) AS has_role)) OR ((kind = ANY (ARRAY['cuit_certificate'::text, 'iibb_certificate'::text, 'bylaws'::text, 'other'::text])) AND ( SELECT has_role('shipper'::app_role) AS has_role))) AND (EXISTS ( SELECT 1
   FROM storage.objects o
  WHERE ((o.bucket_id = 'documents'::text) AND (o.name = documents.storage_path) AND (((o.metadata ->> 'size'::text))::bigint = documents.size) AND ((o.metadata ->> 'mimetype'::text) = documents.mime_type))))));

alter policy "Active availabilities, and a transporter's own" on public.truck_availabilities
  using ((((withdrawn_at IS NULL) AND (available_to >= public.today_in_argentina())) OR (transporter_id = ( SELECT auth.uid() AS uid))));

alter policy "Visitors read active availabilities" on public.truck_availabilities
  using (((withdrawn_at IS NULL) AND (available_to >= public.today_in_argentina())));
