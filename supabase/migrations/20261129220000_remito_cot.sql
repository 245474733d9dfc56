-- Remito and COT on every load (issue 38, item 2). The shipper records the remito number(s) and,
-- where the route's provinces require it, the COT code, until the trip starts; the carrier reads
-- them in the trip and the transport order prints them. The proof of delivery records whether
-- the receiver confirmed the digital remito (RG 5678/2025), and the delivery certificate says so.

-- A remito's number as ARCA prints it: point of sale (4 or 5 digits), dash, 8 digits.
create function public.are_remito_numbers(p_numbers text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(bool_and(n ~ '^[0-9]{4,5}-[0-9]{8}$'), true) from unnest(p_numbers) as n;
$$;

create table public.shipment_paperwork (
  listing_id uuid primary key references public.cargo_listings (id) on delete cascade,
  remito_numbers text[] not null default '{}'
    constraint shipment_paperwork_remitos_count check (cardinality(remito_numbers) <= 10)
    constraint shipment_paperwork_remitos_format check (public.are_remito_numbers(remito_numbers)),
  cot_code text constraint shipment_paperwork_cot_format check (cot_code ~ '^[0-9]{6,20}$'),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);
alter table public.shipment_paperwork enable row level security;
revoke all on public.shipment_paperwork from anon, authenticated;
grant select on public.shipment_paperwork to authenticated;
create policy "Trip parties read the paperwork" on public.shipment_paperwork
for select to authenticated
using ((select public.is_trip_party(listing_id)));
create policy "A verified second factor requires aal2" on public.shipment_paperwork
as restrictive for all to authenticated
using ((select public.mfa_satisfied())) with check ((select public.mfa_satisfied()));

create trigger shipment_paperwork_broadcast
after insert or update on public.shipment_paperwork
for each row execute function public.broadcast_trip_change();

-- 'Remito y COT': only the shipper, only while the shipment is assigned (the carrier has what
-- he carries before he leaves; afterwards the papers are what travelled). Blank numbers are
-- dropped and repeats kept once; an empty COT clears it.
create function public.record_shipment_paperwork(
  p_listing_id uuid, p_remito_numbers text[], p_cot_code text
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  l record;
  v_numbers text[];
  v_cot text := nullif(btrim(p_cot_code), '');
begin
  perform public.assert_mfa();
  select id, shipper_id, status into l
  from public.cargo_listings where id = p_listing_id for update;
  if l.id is null or l.shipper_id is distinct from v_uid then
    raise exception 'not_owner' using errcode = '42501';
  end if;
  if l.status is distinct from 'assigned' then
    raise exception 'invalid_transition: el viaje ya comenzó: el remito y el COT ya no cambian'
      using errcode = 'P0001';
  end if;
  select coalesce(array_agg(n order by first), '{}') into v_numbers
  from (
    select btrim(n) as n, min(i) as first
    from unnest(coalesce(p_remito_numbers, '{}')) with ordinality as u(n, i)
    where nullif(btrim(n), '') is not null
    group by btrim(n)
  ) numbers;
  if cardinality(v_numbers) > 10 or public.are_remito_numbers(v_numbers) is not true then
    raise exception 'invalid_remito: hasta 10 remitos, con el formato 00001-00001234'
      using errcode = '22023';
  end if;
  if v_cot is not null and v_cot !~ '^[0-9]{6,20}$' then
    raise exception 'invalid_cot: el COT tiene de 6 a 20 dígitos' using errcode = '22023';
  end if;
  insert into public.shipment_paperwork (listing_id, remito_numbers, cot_code, updated_by)
  values (p_listing_id, v_numbers, v_cot, v_uid)
  on conflict (listing_id) do update set
    remito_numbers = excluded.remito_numbers, cot_code = excluded.cot_code,
    updated_at = now(), updated_by = excluded.updated_by;
end;
$$;
revoke execute on function public.record_shipment_paperwork(uuid, text[], text)
  from public, anon;
grant execute on function public.record_shipment_paperwork(uuid, text[], text) to authenticated;

-- The receiver's confirmation of the digital remito, with the proof of delivery.
alter table public.trip_deliveries
  add column remito_confirmed boolean not null default false;

drop function public.register_delivery(
  uuid, text, text, text, text[], double precision, double precision, real
);
create function public.register_delivery(
  p_listing_id uuid, p_recipient_name text, p_recipient_dni text, p_signature_path text,
  p_photo_paths text[], p_lat double precision default null, p_lon double precision default null,
  p_accuracy real default null, p_remito_confirmed boolean default false
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
  -- Only a remito the shipper recorded can be confirmed.
  if p_remito_confirmed is true and not exists (
    select 1 from public.shipment_paperwork p
    where p.listing_id = p_listing_id and cardinality(p.remito_numbers) > 0
  ) then
    raise exception 'invalid_remito: el envío no tiene remito que conformar' using errcode = '22023';
  end if;

  insert into public.trip_deliveries (
    listing_id, recipient_name, recipient_dni, signature_path, photo_paths, lat, lon, accuracy_m,
    remito_confirmed
  ) values (
    p_listing_id, btrim(p_recipient_name), p_recipient_dni, p_signature_path, p_photo_paths,
    p_lat, p_lon, p_accuracy, p_remito_confirmed is true
  );
  update public.cargo_listings set status = 'delivered' where id = p_listing_id;
  insert into public.shipment_events (listing_id, status, actor_id)
  values (p_listing_id, 'delivered', v_uid);
end;
$$;
revoke execute on function public.register_delivery(
  uuid, text, text, text, text[], double precision, double precision, real, boolean
) from public, anon;
grant execute on function public.register_delivery(
  uuid, text, text, text, text[], double precision, double precision, real, boolean
) to authenticated;
