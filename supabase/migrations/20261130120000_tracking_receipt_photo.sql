-- ---------------------------------------------------------------------------
-- 'Confirmar recepción' with an optional photo (issue 39, item 4): whoever receives may add a
-- photo of the cargo as received. Like the signature it is a data URL (no Storage object a
-- visitor could write), a JPEG by its bytes (FF D8 FF: base64 '/9j/'), resized in the browser
-- to 1.600 px (~0.2–0.7 MB; at most ~1 MB here). It has its own table so the trip's delivery
-- row, read on every refresh of the trip page, stays small; the trip's parties read it.
-- ---------------------------------------------------------------------------

create table public.trip_receipt_photos (
  listing_id uuid primary key references public.trip_deliveries (listing_id) on delete cascade,
  photo text not null constraint trip_receipt_photos_jpeg check (
    char_length(photo) <= 1400000
    and photo ~ '^data:image/jpeg;base64,/9j/[A-Za-z0-9+/]*={0,2}$'
  ),
  created_at timestamptz not null default now()
);
alter table public.trip_receipt_photos enable row level security;
revoke all on public.trip_receipt_photos from anon, authenticated;
grant select on public.trip_receipt_photos to authenticated;
create policy "Trip parties read the receipt photo" on public.trip_receipt_photos
for select to authenticated
using ((select public.is_trip_party(listing_id)));
create policy "A verified second factor requires aal2" on public.trip_receipt_photos
as restrictive for all to authenticated
using ((select public.mfa_satisfied())) with check ((select public.mfa_satisfied()));

drop function public.confirm_receipt_by_tracking(text, text, text, text);

-- True once confirmed; false (nothing written, a miss counted) when the link is dead.
create function public.confirm_receipt_by_tracking(
  p_token text,
  p_name text,
  p_dni text,
  p_signature text,
  p_photo text default null
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
  if p_photo is not null then
    insert into public.trip_receipt_photos (listing_id, photo) values (d.listing_id, p_photo);
  end if;
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
revoke execute on function public.confirm_receipt_by_tracking(text, text, text, text, text) from public;
grant execute on function public.confirm_receipt_by_tracking(text, text, text, text, text)
  to anon, authenticated;
