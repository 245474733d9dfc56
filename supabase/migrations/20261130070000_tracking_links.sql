-- ---------------------------------------------------------------------------
-- 'Seguimiento' (issue 39, item 4): a link the shipper shares with whoever receives the cargo,
-- who has no account. Its token is 256 random bits (pgcrypto), the only key to a public view of
-- the shipment that names the two companies (never a person's name: none when a profile has no
-- company) and shows the route, the status and the truck's last
-- position: no phone, e-mail, price, title, driver or DNI. The shipper shares it once the load
-- has a transporter, can revoke it (sharing again makes a new token), and it ends 7 days after
-- the conformity of the receipt. A token that is revoked, expired, unknown or malformed gets the
-- same answer: nothing.
-- ---------------------------------------------------------------------------

create table public.tracking_links (
  listing_id uuid primary key references public.cargo_listings (id) on delete cascade,
  token text not null constraint tracking_links_token_format check (token ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);
create unique index tracking_links_token_key on public.tracking_links (token);
alter table public.tracking_links enable row level security;
revoke all on public.tracking_links from anon, authenticated;
grant select on public.tracking_links to authenticated;
create policy "The shipper reads his shipment's tracking link" on public.tracking_links
for select to authenticated
using (
  exists (
    select 1 from public.cargo_listings l
    where l.id = listing_id and l.shipper_id = (select auth.uid())
  )
);
create policy "A verified second factor requires aal2" on public.tracking_links
as restrictive for all to authenticated
using ((select public.mfa_satisfied())) with check ((select public.mfa_satisfied()));

-- Whether a shipment's tracking may still be seen: until 7 days after its conformity began.
create function private.tracking_open(p_listing_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(public.today_in_argentina() <= private.conformed_on(p_listing_id) + 7, true);
$$;
revoke execute on function private.tracking_open(uuid) from public;

-- The shipper's link: the live one, or a new token when there is none (or it was revoked).
create function public.share_tracking_link(p_listing_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_listing public.cargo_listings;
  v_token text;
begin
  perform public.assert_mfa();
  select * into v_listing from public.cargo_listings l where l.id = p_listing_id for update;
  if not found or v_listing.shipper_id is distinct from (select auth.uid()) then
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
  select t.token into v_token from public.tracking_links t
  where t.listing_id = p_listing_id and t.revoked_at is null;
  if v_token is not null then
    return v_token;
  end if;
  v_token := encode(extensions.gen_random_bytes(32), 'hex');
  insert into public.tracking_links (listing_id, token) values (p_listing_id, v_token)
  on conflict (listing_id) do update
    set token = excluded.token, created_at = now(), revoked_at = null;
  return v_token;
end;
$$;
revoke execute on function public.share_tracking_link(uuid) from public, anon;
grant execute on function public.share_tracking_link(uuid) to authenticated;

create function public.revoke_tracking_link(p_listing_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.assert_mfa();
  if not exists (
    select 1 from public.cargo_listings l
    where l.id = p_listing_id and l.shipper_id = (select auth.uid())
  ) then
    raise exception 'not_allowed: no es tu envío' using errcode = '42501';
  end if;
  update public.tracking_links t set revoked_at = now()
  where t.listing_id = p_listing_id and t.revoked_at is null;
end;
$$;
revoke execute on function public.revoke_tracking_link(uuid) from public, anon;
grant execute on function public.revoke_tracking_link(uuid) to authenticated;

-- What the link shows to anyone holding it, or no row.
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
  conformity text
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
    case when d.listing_id is not null then public.delivery_conformity(d.conformity, d.delivered_at) end
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
