-- Live channels that cannot lie, and the new surfaces held against an attacker (issue 35).
--
-- 1. Topics. A write policy on realtime.messages cannot tell one event from another, so a topic
--    is either written by the database alone or carries nothing a client could forge into data:
--      user:<uid>            the person                      database only
--      listing:<id>          its shipper, carrier, offerers  database only
--      trip:<id>             the trip's two parties          database only
--      conversation:<id>     the two parties                 database only ('message', 'read')
--      chat:<id>             the two parties                 the two parties (typing, presence)
--      listings              every signed-in person          database only (was public)
-- 2. Every boolean guard is NULL-safe: `if x is not true`, never `if not x` (NULL passes the
--    latter). schema-lint.test.ts finds a guard that is not.
-- 3. Contact masking normalises what a person reads before matching, looks across the sender's
--    previous message, and covers the names shown to the other party.
-- 4. Smaller leaks: positions outside the trip, an earlier carrier's trip files, counts of a
--    private listing's offers, an existence oracle in open_conversation, repeated truck notices,
--    a settled payment dispute reopened, and Precio sugerido's sliding weight window.

-- ---------------------------------------------------------------------------
-- 1. Topics
-- ---------------------------------------------------------------------------
drop policy "Parties type and show presence in their conversations" on realtime.messages;
create policy "Parties type and show presence in their conversations" on realtime.messages
for insert to authenticated
with check ((select public.is_conversation_party(public.realtime_topic_id('chat'))));
create policy "Parties receive typing and presence in their conversations" on realtime.messages
for select to authenticated
using ((select public.is_conversation_party(public.realtime_topic_id('chat'))));
create policy "Signed-in people receive the market topic" on realtime.messages
for select to authenticated
using (realtime.topic() = 'listings');

-- ---------------------------------------------------------------------------
-- 3. Contact masking
-- ---------------------------------------------------------------------------
-- Text as a person reads it: NFKC (full-width digits and '＠' become ASCII, ligatures letters),
-- without zero-width characters, soft hyphens and the marks that make a digit a keycap emoji.
create function private.readable_text(p_text text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select translate(normalize(p_text, NFKC),
    chr(173) || chr(8203) || chr(8204) || chr(8205) || chr(8206) || chr(8207) || chr(8288)
      || chr(65279) || chr(65039) || chr(65038) || chr(8419),
    '');
$$;

-- What is left once whitespace of any kind is gone: '' for a blank message.
create function private.visible_text(p_text text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select regexp_replace(private.readable_text(p_text), '[[:space:]]+', '', 'g');
$$;

-- The text as a contact detail would be read out of it: lower case, URL-decoded '@', '.' and
-- digits, spelled digits as digits, the letter o between digits as zero, '(at)', 'arroba',
-- '(dot)' and 'punto' as the signs, no spaces around them; dates and prices written with
-- thousands dots are taken out first, so they do not read as phone numbers.
create function private.contact_probe(p_text text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  with t0 as (
    select lower(private.readable_text(coalesce(p_text, ''))) as t
  ), t1 as (
    select regexp_replace(regexp_replace(regexp_replace(t,
      '%40', '@', 'g'), '%2e', '.', 'g'), '%3([0-9])', '\1', 'g') as t
    from t0
  ), t2 as (
    select regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
      regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(t,
      '\mcero\M', '0', 'g'), '\mun[oa]\M', '1', 'g'), '\mdos\M', '2', 'g'), '\mtres\M', '3', 'g'),
      '\mcuatro\M', '4', 'g'), '\mcinco\M', '5', 'g'), '\mseis\M', '6', 'g'),
      '\msiete\M', '7', 'g'), '\mocho\M', '8', 'g'), '\mnueve\M', '9', 'g'),
      '\m(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})\M', ' ', 'g') as t
    from t1
  ), t3 as (
    select regexp_replace(regexp_replace(regexp_replace(t,
      '(^|[^0-9.,])\d{1,3}(\.\d{3})+(,\d+)?(?![0-9]|\.[0-9])', '\1 ', 'g'),
      '(\d[^[:alnum:]]{0,3})o(?=[^[:alnum:]]{0,3}\d)', '\10', 'g'),
      '(\d[^[:alnum:]]{0,3})o(?=[^[:alnum:]]{0,3}\d)', '\10', 'g') as t
    from t2
  ), t4 as (
    select regexp_replace(regexp_replace(regexp_replace(t,
      '[[:space:]]*([(\[{][[:space:]]*(at|arroba)[[:space:]]*[)\]}]|\marroba\M|@)[[:space:]]*', '@', 'g'),
      '[[:space:]]*([(\[{][[:space:]]*(dot|punto)[[:space:]]*[)\]}])[[:space:]]*', '.', 'g'),
      '(@[a-z0-9.-]+)[[:space:]]+(punto|dot)[[:space:]]+', '\1.', 'g') as t
    from t3
  )
  select t from t4;
$$;

-- A phone number (8 or more digits whatever stands between them, short of a letter) or an
-- e-mail address in the probe.
create function private.probe_has_contact(p_probe text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(
    p_probe ~ '(\d[^[:alnum:]]{0,6}){7,}\d'
      or p_probe ~ '[a-z0-9._%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}',
    false);
$$;

-- The digits a text starts or ends with (digits and separators only), as the probe reads them.
create function private.edge_digits(p_text text, p_at_end boolean)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select regexp_replace(coalesce(substring(private.contact_probe(p_text) from
    case when p_at_end then '((?:\d[^[:alnum:]]{0,6})*\d)[^[:alnum:]]*$'
      else '^[^[:alnum:]]*((?:\d[^[:alnum:]]{0,6})*\d)' end), ''), '\D', '', 'g');
$$;

-- The body of the sender's previous message in the conversation, if it came within 10 minutes:
-- the other half of a phone number split across two messages.
create function private.previous_message_body(p_message_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select p.body
  from public.messages m
  cross join lateral (
    select x.body, x.created_at from public.messages x
    where x.conversation_id = m.conversation_id and x.sender_id = m.sender_id
      and (x.created_at, x.id) < (m.created_at, m.id)
    order by x.created_at desc, x.id desc
    limit 1
  ) p
  where m.id = p_message_id and p.created_at > m.created_at - interval '10 minutes';
$$;
revoke execute on function private.previous_message_body(uuid) from public, anon, authenticated;

-- Links to outside messengers, e-mail addresses and phone numbers give way to the placeholder;
-- a message in which one is still there once normalised (digits in words, 'arroba … punto com',
-- zero-width characters, full-width signs), or that completes a number the sender's previous
-- message began, is hidden whole. Prices (1.500.000) and dates stay.
create function public.mask_contact_details(p_text text, p_previous text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  c_hidden constant text := '[dato de contacto oculto hasta asignar la carga]';
  v_text text := private.readable_text(p_text);
  v_before text;
  v_after text;
begin
  if p_text is null then
    return null;
  end if;
  v_text := regexp_replace(v_text,
    '((https?://)?(www\.)?([a-z0-9-]+\.)*(wa\.me|whatsapp\.com|t\.me|telegram\.(me|org|dog)|m\.me|messenger\.com|instagram\.com|facebook\.com|fb\.com|fb\.me|signal\.me|signal\.group)(/[^[:space:]]*)?)',
    c_hidden, 'gi');
  v_text := regexp_replace(v_text, '[a-z0-9._%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}',
    c_hidden, 'gi');
  v_text := regexp_replace(v_text, '\+?(\d[[:space:]().-]{0,3}){7,}\d', c_hidden, 'g');
  -- Still there once normalised, or masked only in part (a placeholder glued to what was
  -- written around it, like the letter O that ends '26155501O1').
  if private.probe_has_contact(private.contact_probe(replace(v_text, c_hidden, ' ')))
    or strpos(v_text, c_hidden) > 0
      and v_text ~ '[[:alnum:]]\[dato de contacto oculto|oculto hasta asignar la carga\][[:alnum:]]' then
    return c_hidden;
  end if;
  if p_previous is not null then
    v_before := private.edge_digits(p_previous, true);
    v_after := private.edge_digits(v_text, false);
    if length(v_before) >= 2 and length(v_after) >= 2 and length(v_before) + length(v_after) >= 8 then
      return c_hidden;
    end if;
  end if;
  return v_text;
end;
$$;

create or replace function public.mask_contact_details(p_text text)
returns text
language sql
immutable
set search_path = ''
as $$
  select public.mask_contact_details(p_text, null);
$$;

-- Names shown to the other party carry no contact details either.
create or replace function public.person_label(p_user_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select public.mask_contact_details(
    coalesce(nullif(btrim(p.company), ''), nullif(btrim(p.name), ''), 'Usuario'))
  from public.profiles p where p.id = p_user_id;
$$;

-- ---------------------------------------------------------------------------
-- 4. Smaller leaks
-- ---------------------------------------------------------------------------
-- Precio sugerido compares loads within a fixed weight band, the classes of truck that carry
-- them, not within ±30 % of the asked weight: a window that slides with the question lets a
-- sweep of weights find the one load that enters or leaves it.
create function private.weight_band(p_weight_kg numeric)
returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when p_weight_kg < 1500 then 1
    when p_weight_kg < 3500 then 2
    when p_weight_kg < 7000 then 3
    when p_weight_kg < 13000 then 4
    when p_weight_kg < 30000 then 5
    else 6
  end;
$$;

-- A trip's files are read by its parties, each file only while its uploader is one of them:
-- after 'Cancelar asignación' the next carrier does not read the first one's certificate.
create function public.is_current_trip_file(p_name text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (
    select 1 from public.cargo_listings l
    where l.id = public.trip_file_listing(p_name)
      and l.transporter_id is not null
      and (select auth.uid()) in (l.shipper_id, l.transporter_id)
      and split_part(p_name, '/', 1) in (l.shipper_id::text, l.transporter_id::text)
  );
$$;
alter policy "Trip parties read the trip files" on storage.objects
using (bucket_id = 'documents' and public.is_current_trip_file(name));

create or replace function public.record_positions(p_listing_id uuid, p_points jsonb)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_uid uuid := (select auth.uid());
  l record;
  t record;
  p record;
  v_new integer := 0;
  v_inserted integer;
  v_origin_km double precision;
  v_destination_km double precision;
  v_started timestamptz;
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
  -- Where the truck was before the trip started is not the trip's: a point dated earlier (or
  -- later than now) is refused, with a minute's grace for the phone's clock.
  select e.created_at into v_started from public.shipment_events e
  where e.listing_id = p_listing_id and e.status = 'in-transit';

  for p in
    select (e ->> 'lat')::double precision as lat, (e ->> 'lon')::double precision as lon,
      (e ->> 'accuracy')::real as accuracy, (e ->> 'at')::timestamptz as at
    from jsonb_array_elements(p_points) e
    order by (e ->> 'at')::timestamptz
  loop
    if p.lat is null or p.lon is null or p.accuracy is null or p.at is null
      or p.lat = 'NaN' or p.lon = 'NaN' or p.accuracy = 'NaN'
      or p.at > now() + interval '1 minute' or p.at < now() - interval '3 days'
      or p.at < coalesce(v_started, now()) - interval '1 minute' then
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
$function$
;

create or replace function public.proposal_counts(p_listing_ids uuid[])
 RETURNS TABLE(listing_id uuid, proposal_count integer)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select l.id, count(p.id)::integer
  from public.cargo_listings l
  join public.proposals p
    on p.listing_id = l.id and p.status = 'pending' and p.valid_until > now()
  where l.status = 'pending'
    -- A listing in its private window is counted only for those who may see it.
    and public.listing_open(l.public_at, l.shipper_id, l.id)
    -- Capped like search_listings: one request cannot ask for the whole table.
    and l.id = any (p_listing_ids[1:100])
  group by l.id;
$function$
;

create or replace function public.broadcast_listing_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'DELETE' then
    perform realtime.send(jsonb_build_object('id', old.id, 'status', 'removed'), 'listing',
      'listings', true);
    return null;
  end if;
  perform realtime.send(jsonb_build_object('what', 'listing', 'status', new.status), 'changed',
    'listing:' || new.id, true);
  if (old.status = 'pending') <> (new.status = 'pending') then
    perform realtime.send(jsonb_build_object('id', new.id, 'status', new.status), 'listing',
      'listings', true);
  end if;
  return null;
end;
$function$
;

create or replace function public.send_message(p_conversation_id uuid, p_body text)
 RETURNS TABLE(id uuid, sender_id uuid, body text, created_at timestamp with time zone, read_at timestamp with time zone)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_me uuid := (select auth.uid());
  v_conversation public.conversations;
  v_recipient uuid;
  v_message public.messages;
  v_shown text;
  v_title text;
  v_link text;
begin
  perform public.assert_mfa();
  v_conversation := public.conversation_for_party(p_conversation_id);
  -- Blank is blank whatever the characters: newlines, tabs and zero-width ones count as nothing.
  if p_body is null or char_length(btrim(p_body)) not between 1 and 2000
    or private.visible_text(p_body) = '' then
    raise exception 'message_length: el mensaje debe tener entre 1 y 2.000 caracteres'
      using errcode = '23514';
  end if;
  -- Serialises one sender's messages, so two at once cannot both pass the count.
  perform pg_advisory_xact_lock(hashtextextended('messages:' || v_me, 0));
  if (
    select count(*) from public.messages m
    where m.sender_id = v_me and m.created_at > now() - interval '1 minute'
  ) >= 30 then
    raise exception 'message_rate_limited: enviaste demasiados mensajes, esperá un minuto'
      using errcode = 'P0001';
  end if;
  v_recipient := case when v_me = v_conversation.shipper_id
    then v_conversation.transporter_id else v_conversation.shipper_id end;

  insert into public.messages (conversation_id, sender_id, body)
  values (p_conversation_id, v_me, btrim(p_body))
  returning * into v_message;
  update public.conversations c set last_message_at = v_message.created_at
  where c.id = p_conversation_id;

  -- One notification for the first unread message, not one for each.
  if not exists (
    select 1 from public.messages m
    where m.conversation_id = p_conversation_id and m.sender_id = v_me
      and m.read_at is null and m.id <> v_message.id
  ) then
    select title into v_title from public.cargo_listings where cargo_listings.id = v_conversation.listing_id;
    v_link := case when v_recipient = v_conversation.shipper_id
      then '/shipper-dashboard/messages/' else '/transporter-dashboard/messages/' end
      || p_conversation_id;
    perform public.notify(v_recipient, 'message_received', 'Nuevo mensaje',
      coalesce(public.person_label(v_me), 'Alguien') || ' te escribió sobre «' || v_title || '».',
      v_link);
  end if;

  v_shown := case when public.conversation_reveals_contacts(p_conversation_id)
    then v_message.body
    else public.mask_contact_details(v_message.body, private.previous_message_body(v_message.id)) end;
  perform realtime.send(
    jsonb_build_object('id', v_message.id, 'sender_id', v_me, 'body', v_shown,
      'created_at', v_message.created_at),
    'message', 'conversation:' || p_conversation_id, true);
  perform realtime.send(jsonb_build_object('conversation_id', p_conversation_id), 'message',
    'user:' || v_recipient, true);

  return query select v_message.id, v_message.sender_id, v_shown, v_message.created_at,
    v_message.read_at;
end;
$function$
;

create or replace function public.notify_truck_matches()
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
$function$
;

create or replace function public.is_own_trip_file(p_listing_id uuid, p_path text)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  -- Never null: callers guard with it, and a null guard lets everything through.
  select coalesce(
    public.trip_file_listing(p_path) = p_listing_id
      and split_part(p_path, '/', 1) = (select auth.uid())::text
      and exists (select 1 from storage.objects o where o.bucket_id = 'documents' and o.name = p_path),
    false);
$function$
;

create or replace function public.conversation_messages(p_conversation_id uuid, p_limit integer DEFAULT 50, p_before_created_at timestamp with time zone DEFAULT NULL::timestamp with time zone, p_before_id uuid DEFAULT NULL::uuid)
 RETURNS TABLE(id uuid, sender_id uuid, body text, created_at timestamp with time zone, read_at timestamp with time zone)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_reveal boolean;
begin
  perform public.assert_mfa();
  perform public.conversation_for_party(p_conversation_id);
  v_reveal := public.conversation_reveals_contacts(p_conversation_id);
  return query
  select m.id, m.sender_id,
    case when v_reveal then m.body
      else public.mask_contact_details(m.body, private.previous_message_body(m.id)) end,
    m.created_at, m.read_at
  from public.messages m
  where m.conversation_id = p_conversation_id
    and (p_before_created_at is null or (m.created_at, m.id) < (p_before_created_at, p_before_id))
  order by m.created_at desc, m.id desc
  limit least(greatest(coalesce(p_limit, 50), 1), 100);
end;
$function$
;

create or replace function public.my_conversations(p_limit integer DEFAULT 30, p_before_at timestamp with time zone DEFAULT NULL::timestamp with time zone, p_before_id uuid DEFAULT NULL::uuid)
 RETURNS TABLE(id uuid, listing_id uuid, listing_title text, listing_status cargo_status, other_party_id uuid, other_party_name text, last_message text, last_sender_id uuid, last_at timestamp with time zone, unread integer)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_me uuid := (select auth.uid());
begin
  perform public.assert_mfa();
  return query
  select c.id, c.listing_id, l.title, l.status,
    other.id, coalesce(public.person_label(other.id), 'Usuario'),
    case when l.transporter_id = c.transporter_id then last.body
      else public.mask_contact_details(last.body, private.previous_message_body(last.id)) end,
    last.sender_id, coalesce(c.last_message_at, c.created_at),
    (select count(*)::integer from public.messages u
     where u.conversation_id = c.id and u.sender_id <> v_me and u.read_at is null)
  from public.conversations c
  join public.cargo_listings l on l.id = c.listing_id
  cross join lateral (
    select case when c.shipper_id = v_me then c.transporter_id else c.shipper_id end as id
  ) other
  left join lateral (
    select m.id, m.body, m.sender_id from public.messages m
    where m.conversation_id = c.id order by m.created_at desc, m.id desc limit 1
  ) last on true
  where v_me in (c.shipper_id, c.transporter_id)
    and (p_before_at is null
      or (coalesce(c.last_message_at, c.created_at), c.id) < (p_before_at, p_before_id))
  order by coalesce(c.last_message_at, c.created_at) desc, c.id desc
  limit least(greatest(coalesce(p_limit, 30), 1), 100);
end;
$function$
;
-- ---------------------------------------------------------------------------
-- 2. NULL-safe guards (and, in record_payment, open_conversation and suggested_price, item 4)
-- ---------------------------------------------------------------------------
create or replace function public.assert_admin()
 RETURNS void
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.assert_mfa();
  if public.has_role('admin') is not true then
    raise exception 'forbidden: se requiere el rol de administrador' using errcode = '42501';
  end if;
end;
$function$
;

create or replace function public.verification_missing(p_user_id uuid DEFAULT NULL::uuid)
 RETURNS text[]
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  target uuid := coalesce(p_user_id, (select auth.uid()));
begin
  perform public.assert_mfa();
  if target is null
    or (target is distinct from (select auth.uid()) and public.has_role('admin') is not true) then
    raise exception 'forbidden: solo podés consultar tu propia verificación'
      using errcode = '42501';
  end if;
  return public.carrier_documents_missing(target);
end;
$function$
;

create or replace function public.review_document(p_document_id uuid, p_approve boolean, p_note text DEFAULT NULL::text)
 RETURNS documents
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  note text := nullif(btrim(coalesce(p_note, '')), '');
  reviewed public.documents;
begin
  perform public.assert_admin();
  if p_approve is null then
    raise exception 'invalid_review: falta indicar si se aprueba' using errcode = '22023';
  end if;
  if p_approve is not true and note is null then
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
$function$
;

create or replace function public.assert_mfa()
 RETURNS void
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  if public.session_is_live() is not true then
    raise exception 'session_not_live: la sesión terminó, vuelve a iniciar sesión'
      using errcode = '42501';
  end if;
  if public.mfa_satisfied() is not true then
    raise exception 'insufficient_aal: se requiere el segundo factor' using errcode = '42501';
  end if;
end;
$function$
;

create or replace function public.suggested_price(p_origin_province text, p_destination_province text, p_weight_kg numeric)
 RETURNS TABLE(low_price numeric, high_price numeric, sample_floor integer)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_uid uuid := (select auth.uid());
begin
  perform public.assert_mfa();
  -- Between 0 and 100.000 t: rejects NaN and infinity as well (NaN > 0 is true in Postgres).
  if v_uid is null or p_weight_kg is null or (p_weight_kg > 0 and p_weight_kg <= 100000000) is not true
    or public.is_argentine_province(p_origin_province) is not true
    or public.is_argentine_province(p_destination_province) is not true then
    return;
  end if;
  return query
  with reports as (
    select p.price, l.shipper_id, p.transporter_id
    from public.cargo_listings l
    join public.proposals p on p.listing_id = l.id and p.status = 'accepted'
    where l.status = 'delivered'
      and l.origin_province = p_origin_province
      and l.destination_province = p_destination_province
      and private.weight_band(l.weight_kg) = private.weight_band(p_weight_kg)
      and l.shipper_id <> v_uid
      and p.transporter_id <> v_uid
  ),
  summary as (
    select count(*)::integer as n,
      count(distinct r.shipper_id) as shippers,
      count(distinct r.transporter_id) as carriers,
      percentile_cont(0.25) within group (order by r.price) as p25,
      percentile_cont(0.75) within group (order by r.price) as p75
    from reports r
  )
  select round(s.p25::numeric / 100) * 100, round(s.p75::numeric / 100) * 100,
    (select max(b) from unnest(array[7, 10, 25, 50, 100, 250, 500, 1000]) as b where b <= s.n)
  from summary s
  where s.n >= 7 and s.shippers >= 3 and s.carriers >= 3;
end;
$function$
;

create or replace function public.shipper_history(p_limit integer DEFAULT 50, p_after_delivered_at timestamp with time zone DEFAULT NULL::timestamp with time zone, p_after_id uuid DEFAULT NULL::uuid)
 RETURNS TABLE(id uuid, title text, origin text, destination text, price numeric, pickup_date date, delivery_date date, delivered_at timestamp with time zone, carrier_name text, carrier_company text)
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
 SET enable_seqscan TO 'off'
 SET enable_bitmapscan TO 'off'
AS $function$
declare
  v_uid uuid := (select auth.uid());
  v_limit integer := least(greatest(coalesce(p_limit, 50), 0), 1000);
  v_ids uuid[] := '{}';
  -- The previous page ended among the listings without a 'delivered' step.
  v_after_unrecorded boolean := p_after_id is not null and not exists (
    select 1 from public.shipment_events e
    where e.listing_id = p_after_id and e.status = 'delivered'
  );
begin
  if v_after_unrecorded is not true then
    select coalesce(array_agg(d.listing_id order by d.created_at desc, d.listing_id), '{}')
    into v_ids
    from (
      select e.listing_id, e.created_at
      from public.shipment_events e
      where e.shipper_id = v_uid and e.status = 'delivered'
        and (p_after_id is null or (e.created_at <= p_after_delivered_at
          and (e.created_at < p_after_delivered_at or e.listing_id > p_after_id)))
      order by e.created_at desc, e.listing_id
      limit v_limit
    ) d;
  end if;

  if cardinality(v_ids) < v_limit then
    v_ids := v_ids || array(
      select l.id
      from public.cargo_listings l
      where l.shipper_id = v_uid and l.status = 'delivered'
        and not exists (
          select 1 from public.shipment_events e
          where e.listing_id = l.id and e.status = 'delivered'
        )
        and (not v_after_unrecorded or (l.updated_at <= p_after_delivered_at
          and (l.updated_at < p_after_delivered_at or l.id > p_after_id)))
      order by l.updated_at desc, l.id
      limit v_limit - cardinality(v_ids)
    );
  end if;

  -- Nothing to name: shipment_carriers (which checks the second factor) is not called.
  if cardinality(v_ids) = 0 then
    return;
  end if;
  return query
  select l.id, l.title, l.origin, l.destination,
    coalesce(
      (select p.price from public.proposals p where p.listing_id = l.id and p.status = 'accepted'),
      l.price
    ),
    l.pickup_date, l.delivery_date, coalesce(e.created_at, l.updated_at), c.name, c.company
  from unnest(v_ids) with ordinality as page (id, n)
  join public.cargo_listings l on l.id = page.id
  left join public.shipment_events e on e.listing_id = l.id and e.status = 'delivered'
  left join public.shipment_carriers(v_ids) c on c.listing_id = l.id
  where l.status = 'delivered'
  order by page.n;
end;
$function$
;

create or replace function public.book_listing(p_listing_id uuid, p_price numeric, p_version integer)
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
  if v_uid is null or public.is_verified_carrier(v_uid) is not true then
    raise exception 'carrier_not_verified' using errcode = '42501';
  end if;

  select * into v_listing from public.cargo_listings l where l.id = p_listing_id for update;
  if not found or v_listing.status <> 'pending'
    or public.listing_open(v_listing.public_at, v_listing.shipper_id, v_listing.id) is not true then
    raise exception 'listing_not_pending' using errcode = 'P0001';
  end if;
  if v_listing.instant_booking is not true then
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
$function$
;

create or replace function public.advance_shipment(p_listing_id uuid, p_status cargo_status)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
  if (l.status = 'assigned' and p_status = 'in-transit') is not true then
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
$function$
;

create or replace function public.attach_trip_insurance(p_listing_id uuid, p_insurer text, p_policy_number text, p_valid_until date, p_path text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
  if public.is_own_trip_file(p_listing_id, p_path) is not true then
    raise exception 'invalid_file: adjunta el certificado del seguro' using errcode = '22023';
  end if;
  update public.trips set
    insurer = btrim(p_insurer), policy_number = btrim(p_policy_number),
    insurance_valid_until = p_valid_until, insurance_path = p_path, insurance_by = v_uid
  where listing_id = p_listing_id;
end;
$function$
;

create or replace function public.register_delivery(p_listing_id uuid, p_recipient_name text, p_recipient_dni text, p_signature_path text, p_photo_paths text[], p_lat double precision DEFAULT NULL::double precision, p_lon double precision DEFAULT NULL::double precision, p_accuracy real DEFAULT NULL::real)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
  if public.is_own_trip_file(p_listing_id, p_signature_path) is not true then
    raise exception 'invalid_file: falta la firma del receptor' using errcode = '22023';
  end if;
  if p_photo_paths is null or cardinality(p_photo_paths) not between 1 and 6 then
    raise exception 'invalid_file: entre 1 y 6 fotos' using errcode = '22023';
  end if;
  foreach v_path in array p_photo_paths loop
    if public.is_own_trip_file(p_listing_id, v_path) is not true then
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
$function$
;

create or replace function public.report_delivery_problem(p_listing_id uuid, p_kind text, p_description text, p_photo_paths text[])
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
    if public.is_own_trip_file(p_listing_id, v_path) is not true then
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
$function$
;

create or replace function public.open_conversation(p_listing_id uuid, p_transporter_id uuid DEFAULT NULL::uuid)
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_me uuid := (select auth.uid());
  v_listing record;
  v_carrier uuid;
  v_id uuid;
begin
  perform public.assert_mfa();
  select id, shipper_id, transporter_id, status, public_at into v_listing
  from public.cargo_listings where id = p_listing_id;
  -- An unknown id answers like a listing the caller may not see (a private window): the answer
  -- must not tell an outsider that a private listing exists.
  if not found then
    raise exception 'conversation_not_allowed: no podés escribir sobre esta carga'
      using errcode = '42501';
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
    if public.has_role('transporter') is not true
      or (p_transporter_id is not null and p_transporter_id is distinct from v_me)
      or (
        (v_listing.status = 'pending'
          and public.listing_open(v_listing.public_at, v_listing.shipper_id, v_listing.id))
        -- Null-safe: a pending listing has no carrier, and 'not null' would let the caller in.
        or v_listing.transporter_id is not distinct from v_me
        or exists (
          select 1 from public.proposals p
          where p.listing_id = p_listing_id and p.transporter_id = v_me
        )
      ) is not true then
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
$function$
;

create or replace function public.add_to_my_carriers(p_transporter_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_me uuid := (select auth.uid());
begin
  perform public.assert_mfa();
  if v_me is null or public.has_role('shipper') is not true or p_transporter_id is not distinct from v_me
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
$function$
;

create or replace function public.record_payment(p_listing_id uuid, p_paid boolean, p_paid_on date DEFAULT NULL::date)
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
  if p_paid and (p_paid_on is null or p_paid_on < v_conformed or p_paid_on > current_date) then
    raise exception 'paid_on_invalid: la fecha de cobro va de la conformidad a hoy'
      using errcode = 'P0001';
  end if;
  if p_paid is false and current_date < v_conformed + 30 then
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
$function$
;
