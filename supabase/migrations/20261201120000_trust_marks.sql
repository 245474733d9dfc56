-- ---------------------------------------------------------------------------
-- The trust marks of many people in one call. A listing's offers, 'Mis transportistas' and a
-- transporter's freights draw, for each row's person, the 'Transportista verificado' badge and
-- the stars: one call of is_verified_transporter and one of rating_summary per row, where this
-- answers the whole list (at most 50 distinct people a call, as reputation does). Public, as
-- those two are; it says nothing more than they do.
-- ---------------------------------------------------------------------------
create function public.trust_marks(p_user_ids uuid[])
returns table (
  user_id uuid,
  verified_transporter boolean,
  rating_average numeric,
  rating_count integer
)
language sql
stable
security definer
set search_path = ''
as $$
  with people as (
    select distinct u as id from pg_catalog.unnest(p_user_ids[1:50]) u where u is not null
  )
  select p.id, public.is_verified_transporter(p.id), s.average, s.count
  from people p
  cross join lateral public.rating_summary(p.id) s;
$$;
grant execute on function public.trust_marks(uuid[]) to anon, authenticated;
