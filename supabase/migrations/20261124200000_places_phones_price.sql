-- Argentine places, normalised phones and the suggested price (issue 13, items 3-5).
--
-- 1. Listings store the province of their origin and destination (nullable: free text stays
--    allowed), constrained to the 24 jurisdictions the app ships in
--    src/features/listings/places/provinces.ts (an integration test checks the two lists agree).
-- 2. profiles.phone holds E.164 ('+5491123456789'): the forms normalise with libphonenumber-js.
-- 3. suggested_price(): the median of accepted offers on a province pair within a weight band.

-- ---------------------------------------------------------------------------
-- Provinces
-- ---------------------------------------------------------------------------
create function public.is_argentine_province(p_name text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select p_name in (
    'Buenos Aires', 'Catamarca', 'Chaco', 'Chubut', 'Ciudad Autónoma de Buenos Aires',
    'Córdoba', 'Corrientes', 'Entre Ríos', 'Formosa', 'Jujuy', 'La Pampa', 'La Rioja',
    'Mendoza', 'Misiones', 'Neuquén', 'Río Negro', 'Salta', 'San Juan', 'San Luis',
    'Santa Cruz', 'Santa Fe', 'Santiago del Estero', 'Tierra del Fuego', 'Tucumán'
  );
$$;

alter table public.cargo_listings
  add column origin_province text
    constraint cargo_listings_origin_province_check
    check (public.is_argentine_province(origin_province)),
  add column destination_province text
    constraint cargo_listings_destination_province_check
    check (public.is_argentine_province(destination_province));

-- suggested_price() looks loads up by province pair and weight.
create index cargo_listings_route_weight_idx
  on public.cargo_listings (origin_province, destination_province, weight_kg)
  where origin_province is not null and destination_province is not null;

-- The owner sets them on insert and on edit, like the other listing fields.
grant insert (origin_province, destination_province) on public.cargo_listings to authenticated;
grant update (origin_province, destination_province) on public.cargo_listings to authenticated;

-- Existing listings written as 'Locality, Province' (the seed's form) get their provinces.
with province(name, alias) as (
  values
    ('Buenos Aires', 'buenos aires'), ('Catamarca', 'catamarca'), ('Chaco', 'chaco'),
    ('Chubut', 'chubut'), ('Ciudad Autónoma de Buenos Aires', 'caba'),
    ('Ciudad Autónoma de Buenos Aires', 'ciudad autonoma de buenos aires'),
    ('Córdoba', 'cordoba'), ('Corrientes', 'corrientes'), ('Entre Ríos', 'entre rios'),
    ('Formosa', 'formosa'), ('Jujuy', 'jujuy'), ('La Pampa', 'la pampa'),
    ('La Rioja', 'la rioja'), ('Mendoza', 'mendoza'), ('Misiones', 'misiones'),
    ('Neuquén', 'neuquen'), ('Río Negro', 'rio negro'), ('Salta', 'salta'),
    ('San Juan', 'san juan'), ('San Luis', 'san luis'), ('Santa Cruz', 'santa cruz'),
    ('Santa Fe', 'santa fe'), ('Santiago del Estero', 'santiago del estero'),
    ('Tierra del Fuego', 'tierra del fuego'), ('Tucumán', 'tucuman')
)
update public.cargo_listings l
set
  origin_province = coalesce(l.origin_province, (
    select p.name from province p
    where p.alias = btrim(public.search_fold(substring(l.origin from '[^,]*$')))
  )),
  destination_province = coalesce(l.destination_province, (
    select p.name from province p
    where p.alias = btrim(public.search_fold(substring(l.destination from '[^,]*$')))
  ))
where l.origin like '%,%' or l.destination like '%,%';

-- ---------------------------------------------------------------------------
-- Phones in E.164
-- ---------------------------------------------------------------------------
-- The sign-up and profile forms send E.164 (libphonenumber-js reads '011 15-2345-6789' and
-- the like, which SQL cannot do well). profiles_phone_e164 holds any client to that shape.
--
-- A phone written by other means (rows from before this migration, or sign-up metadata sent
-- straight to the Auth API) is read best-effort: the separators people type are dropped and a
-- 10-digit national number ('0261 555-0101', '261 555 0101') gets +54. What still is not
-- E.164-shaped cannot be dialled reliably and is dropped rather than blocking the account.
create function public.best_effort_e164(p_phone text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  with stripped as (
    select pg_catalog.regexp_replace(p_phone, '[^0-9+]', '', 'g') as v
  ), national as (
    select case
      when v ~ '^0?[1-9][0-9]{9}$' then '+54' || pg_catalog.ltrim(v, '0')
      else v
    end as v
    from stripped
  )
  select case when v ~ '^\+[1-9][0-9]{7,14}$' then v end from national;
$$;

update public.profiles
set phone = public.best_effort_e164(phone)
where phone is not null and phone !~ '^\+[1-9][0-9]{7,14}$';

alter table public.profiles
  add constraint profiles_phone_e164 check (phone ~ '^\+[1-9][0-9]{7,14}$');

-- Only on insert (the sign-up trigger's row): an update with a malformed phone is refused by
-- the constraint, with the form's message.
create function public.profiles_read_new_phone()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.phone := public.best_effort_e164(new.phone);
  return new;
end;
$$;

create trigger profiles_read_new_phone
before insert on public.profiles
for each row execute function public.profiles_read_new_phone();

revoke execute on function public.profiles_read_new_phone() from public, anon, authenticated;

-- ---------------------------------------------------------------------------
-- Suggested price
-- ---------------------------------------------------------------------------
-- The median price of accepted offers on listings with the same origin and destination
-- provinces whose weight is within ±30 % of the given one (a 10 t load does not price like a
-- 25 t one), and how many offers it comes from. Below 3 offers the median is null: too few to
-- suggest anything, and a single past price would be disclosed as is.
--
-- security definer: offers are private to their carrier and the listing's shipper (RLS), so
-- an invoker function would only ever see the caller's own history. It returns only the median
-- and the count, never a row, and only to signed-in users (the create form is a shipper's).
create function public.suggested_price(
  p_origin_province text,
  p_destination_province text,
  p_weight_kg numeric
)
returns table (median_price numeric, sample_count integer)
language sql
stable
security definer
set search_path = ''
as $$
  with similar_offers as (
    select p.price
    from public.proposals p
    join public.cargo_listings l on l.id = p.listing_id
    where p.status = 'accepted'
      and public.is_argentine_province(p_origin_province)
      and public.is_argentine_province(p_destination_province)
      and p_weight_kg > 0
      and l.origin_province = p_origin_province
      and l.destination_province = p_destination_province
      and l.weight_kg between p_weight_kg * 0.7 and p_weight_kg * 1.3
  )
  select
    case when count(*) >= 3
      then round(percentile_cont(0.5) within group (order by price)::numeric, 2)
    end,
    count(*)::integer
  from similar_offers;
$$;

revoke all on function public.suggested_price(text, text, numeric) from public, anon;
grant execute on function public.suggested_price(text, text, numeric) to authenticated;
