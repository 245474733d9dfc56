-- ---------------------------------------------------------------------------
-- 'Seguimiento' shared by the transporter, with the shipper's permission (issue 39, item 4).
-- The shipper allows it on his shipment ('El transportista también puede compartirlo'); the
-- transporter of the load then reads the live link and makes one when there is none, as the
-- shipper does, but cannot revoke it: the link stays the shipper's. Withdrawing the permission
-- hides the link from the transporter again and leaves it working for whoever holds it.
--
-- The permission lives on the shipment's `tracking_links` row, which can now exist before any
-- token (token null: nothing to open, `t.token = p_token` never matches a null).
-- ---------------------------------------------------------------------------

alter table public.tracking_links
  alter column token drop not null,
  add column transporter_may_share boolean not null default false;

-- One permissive policy per action (the advisor's 0006): the shipper's and the transporter's.
drop policy "The shipper reads his shipment's tracking link" on public.tracking_links;
create policy "Its shipper, or a transporter he lets share it, reads it" on public.tracking_links
for select to authenticated
using (
  exists (
    select 1 from public.cargo_listings l
    where l.id = listing_id
      and (
        l.shipper_id = (select auth.uid())
        or (transporter_may_share and l.transporter_id = (select auth.uid()))
      )
  )
);

create function public.set_transporter_tracking(p_listing_id uuid, p_allowed boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.assert_mfa();
  if p_allowed is null then
    raise exception 'invalid_input: falta indicar si el transportista puede compartirlo'
      using errcode = '22023';
  end if;
  if not exists (
    select 1 from public.cargo_listings l
    where l.id = p_listing_id and l.shipper_id = (select auth.uid())
  ) then
    raise exception 'not_allowed: no es tu envío' using errcode = '42501';
  end if;
  insert into public.tracking_links (listing_id, token, transporter_may_share)
  values (p_listing_id, null, p_allowed)
  on conflict (listing_id) do update set transporter_may_share = excluded.transporter_may_share;
end;
$$;
revoke execute on function public.set_transporter_tracking(uuid, boolean) from public, anon;
grant execute on function public.set_transporter_tracking(uuid, boolean) to authenticated;

-- The shipper's link, or the transporter's when the shipper allows it: the live one, or a new
-- token when there is none (or it was revoked).
create or replace function public.share_tracking_link(p_listing_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_listing public.cargo_listings;
  v_link public.tracking_links;
  v_token text;
begin
  perform public.assert_mfa();
  select * into v_listing from public.cargo_listings l where l.id = p_listing_id for update;
  select * into v_link from public.tracking_links t where t.listing_id = p_listing_id;
  if (
    v_listing.shipper_id = (select auth.uid())
    or (v_listing.transporter_id = (select auth.uid()) and v_link.transporter_may_share)
  ) is not true then
    raise exception 'not_allowed: no es tu envío' using errcode = '42501';
  end if;
  if v_listing.status = 'pending' or v_listing.transporter_id is null then
    raise exception 'tracking_not_open: el seguimiento se comparte cuando la carga tiene transportista'
      using errcode = 'P0001';
  end if;
  if private.tracking_open(p_listing_id) is not true then
    raise exception 'tracking_ended: el seguimiento terminó 7 días después de la conformidad'
      using errcode = 'P0001';
  end if;
  if v_link.token is not null and v_link.revoked_at is null then
    return v_link.token;
  end if;
  v_token := encode(extensions.gen_random_bytes(32), 'hex');
  insert into public.tracking_links (listing_id, token) values (p_listing_id, v_token)
  on conflict (listing_id) do update
    set token = excluded.token, created_at = now(), revoked_at = null;
  return v_token;
end;
$$;
