-- Listings browser query (SPEC §7): search, filters, sort and pagination in the database.
-- Implements exactly src/features/listings/browse.ts: only pending listings; search is a case- and
-- accent-insensitive substring of title, description, origin or destination, folded with the same
-- character map as src/features/listings/search-fold.ts (a unit test checks the two strings below
-- match it); cargo, load and vehicle type are exact matches where 'all' means no filter; sorts
-- newest (created_at desc), price_low, price_high, pickup_date (asc), ties broken by id ascending.
-- security invoker, so the caller's RLS policies still decide which rows exist.

-- Accent folding then lower-casing; immutable, so a generated column can use it.
create function public.search_fold(p_text text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select pg_catalog.lower(pg_catalog.translate(
    p_text,
    'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇç',
    'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuunncc'
  ));
$$;

-- The four searchable fields, folded once when a row is written (folding on every search costs
-- ~100x more), joined by U+001F (unit separator) exactly as browse.ts joins them.
alter table public.cargo_listings
  add column search_text text generated always as (
    public.search_fold(
      title || E'\x1f' || description || E'\x1f' || origin || E'\x1f' || destination
    )
  ) stored;

create function public.search_listings(
  p_search text,
  p_cargo_type text,
  p_load_type text,
  p_vehicle_type text,
  p_sort text,
  p_limit integer,
  p_offset integer
)
returns table (
  id uuid,
  shipper_id uuid,
  transporter_id uuid,
  title text,
  description text,
  origin text,
  destination text,
  weight_kg numeric,
  length_cm numeric,
  width_cm numeric,
  height_cm numeric,
  pickup_date date,
  delivery_date date,
  price numeric,
  status public.cargo_status,
  vehicle_type text,
  cargo_type text,
  load_type text,
  created_at timestamptz,
  total_count bigint
)
language sql
stable
security invoker
set search_path = ''
as $$
  with needle as (
    select public.search_fold(coalesce(p_search, '')) as value
  )
  select
    l.id, l.shipper_id, l.transporter_id, l.title, l.description, l.origin, l.destination,
    l.weight_kg, l.length_cm, l.width_cm, l.height_cm, l.pickup_date, l.delivery_date, l.price,
    l.status, l.vehicle_type, l.cargo_type, l.load_type, l.created_at,
    count(*) over () as total_count
  from public.cargo_listings l, needle n
  where l.status = 'pending'
    and (coalesce(p_cargo_type, 'all') = 'all' or l.cargo_type = p_cargo_type)
    and (coalesce(p_load_type, 'all') = 'all' or l.load_type = p_load_type)
    and (coalesce(p_vehicle_type, 'all') = 'all' or l.vehicle_type = p_vehicle_type)
    and (n.value = '' or strpos(l.search_text, n.value) > 0)
  order by
    case when p_sort = 'price_low' then l.price end asc,
    case when p_sort = 'price_high' then l.price end desc,
    case when p_sort = 'pickup_date' then l.pickup_date end asc,
    case when coalesce(p_sort, 'newest') not in ('price_low', 'price_high', 'pickup_date')
      then l.created_at end desc,
    l.id asc
  -- Capped so one request cannot ask for the whole table.
  limit least(greatest(coalesce(p_limit, 12), 0), 100)
  offset greatest(coalesce(p_offset, 0), 0);
$$;

grant execute on function public.search_fold(text) to anon, authenticated;
grant execute on function public.search_listings(text, text, text, text, text, integer, integer)
  to anon, authenticated;
