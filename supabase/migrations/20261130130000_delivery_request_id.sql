-- ---------------------------------------------------------------------------
-- The proof of delivery made without a network (issue 39, item 2): the phone keeps it in its
-- outbox and sends it when it is back online, naming it with an id of its own (request_id). An
-- answer lost on the way makes the phone send it again: the same id is recorded once and the
-- repeat is answered as done, not refused as a second delivery. Another id for a delivered
-- shipment, another transporter's repeat, a cancelled trip: refused as before.
-- ---------------------------------------------------------------------------

alter table public.trip_deliveries add column request_id uuid
  constraint trip_deliveries_request_id_key unique;

drop function public.register_delivery(
  uuid, text, text, text, text[], double precision, double precision, real, boolean
);
create function public.register_delivery(
  p_listing_id uuid, p_recipient_name text, p_recipient_dni text, p_signature_path text,
  p_photo_paths text[], p_lat double precision default null, p_lon double precision default null,
  p_accuracy real default null, p_remito_confirmed boolean default false,
  p_request_id uuid default null
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
    raise exception 'not_assigned_transporter' using errcode = '42501';
  end if;
  -- This very delivery, sent again because its answer was lost: already recorded.
  if p_request_id is not null and exists (
    select 1 from public.trip_deliveries d
    where d.listing_id = p_listing_id and d.request_id = p_request_id
  ) then
    return;
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
    remito_confirmed, request_id
  ) values (
    p_listing_id, btrim(p_recipient_name), p_recipient_dni, p_signature_path, p_photo_paths,
    p_lat, p_lon, p_accuracy, p_remito_confirmed is true, p_request_id
  );
  update public.cargo_listings set status = 'delivered' where id = p_listing_id;
  insert into public.shipment_events (listing_id, status, actor_id)
  values (p_listing_id, 'delivered', v_uid);
end;
$$;
revoke execute on function public.register_delivery(
  uuid, text, text, text, text[], double precision, double precision, real, boolean, uuid
) from public, anon;
grant execute on function public.register_delivery(
  uuid, text, text, text, text[], double precision, double precision, real, boolean, uuid
) to authenticated;
