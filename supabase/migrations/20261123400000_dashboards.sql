-- The dashboards' pages, one query each. `security invoker`: each function reads as the caller,
-- so the tables' Row Level Security decides what is counted and listed, exactly as for the
-- pages that list the same rows (Mis Envíos, Historial, Cargas Disponibles, Mis Fletes).
-- Counters and lists come back together, so a counter and its list always agree.

-- The shipper's Resumen: listings by status, live proposals received, the five latest listings
-- and the ten latest events on them.
create function public.shipper_dashboard()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with mine as (
    select l.id, l.title, l.origin, l.destination, l.status, l.created_at
    from public.cargo_listings l
    where l.shipper_id = (select auth.uid())
  ),
  activity as (
    select 'proposal_received' as kind, p.listing_id, p.created_at as at, p.id as source_id
    from public.proposals p join mine m on m.id = p.listing_id
    union all
    -- A withdrawn proposal is not edited again: its last update is the withdrawal.
    select 'proposal_withdrawn', p.listing_id, p.updated_at, p.id
    from public.proposals p join mine m on m.id = p.listing_id
    where p.status = 'withdrawn'
    union all
    -- 'Publicado' is the shipper's own step, not news: the feed starts at the acceptance.
    select replace(e.status::text, '-', '_'), e.listing_id, e.created_at, e.id
    from public.shipment_events e join mine m on m.id = e.listing_id
    where e.status <> 'pending'
  )
  select jsonb_build_object(
    'pending', (select count(*) from mine where status = 'pending'),
    'assigned', (select count(*) from mine where status = 'assigned'),
    'in_transit', (select count(*) from mine where status = 'in-transit'),
    'delivered', (select count(*) from mine where status = 'delivered'),
    -- What the owner can still decide on: live proposals on listings still open (as Mis Envíos
    -- shows them through proposal_counts).
    'live_proposals', (
      select count(*) from public.proposals p join mine m on m.id = p.listing_id
      where p.status = 'pending' and m.status = 'pending'
    ),
    'recent_listings', coalesce((
      select jsonb_agg(to_jsonb(r) order by r.created_at desc, r.id)
      from (select * from mine order by created_at desc, id limit 5) r
    ), '[]'::jsonb),
    'activity', coalesce((
      select jsonb_agg(
        jsonb_build_object('id', a.kind || ':' || a.source_id, 'kind', a.kind,
          'listing_id', a.listing_id, 'listing_title', m.title, 'at', a.at)
        order by a.at desc, a.source_id)
      from (select * from activity order by at desc, source_id limit 10) a
      join mine m on m.id = a.listing_id
    ), '[]'::jsonb)
  );
$$;

-- The shipper's Historial: delivered listings, latest delivery first, with the carrier who moved
-- each one (through shipment_contact, which shows a shipment's other party and nobody else) and
-- the agreed price (the accepted proposal's; the listed price when there is none).
create function public.shipper_history()
returns table (
  id uuid,
  title text,
  origin text,
  destination text,
  price numeric,
  pickup_date date,
  delivery_date date,
  delivered_at timestamptz,
  carrier_name text,
  carrier_company text
)
language sql
stable
security invoker
set search_path = ''
as $$
  select l.id, l.title, l.origin, l.destination,
    coalesce(
      (select p.price from public.proposals p where p.listing_id = l.id and p.status = 'accepted'),
      l.price
    ),
    l.pickup_date, l.delivery_date,
    coalesce(
      (select e.created_at from public.shipment_events e
       where e.listing_id = l.id and e.status = 'delivered'),
      l.updated_at
    ) as delivered_at,
    c.name, c.company
  from public.cargo_listings l
  left join lateral public.shipment_contact(l.id) c on true
  where l.shipper_id = (select auth.uid()) and l.status = 'delivered'
  order by delivered_at desc, l.id;
$$;

-- The carrier's Resumen: pending listings on the market, its shipments by status, its live
-- proposals, its assigned loads by pickup date and the latest ten events of its work.
create function public.transporter_dashboard()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with mine as (
    select l.id, l.title, l.origin, l.destination, l.status, l.pickup_date
    from public.cargo_listings l
    where l.transporter_id = (select auth.uid())
  ),
  -- Through my_proposals, which keeps each proposal's listing title: the carrier may no longer
  -- read a listing that went to another carrier.
  sent as (
    select mp.id, mp.listing_id, mp.status, mp.created_at, mp.updated_at, mp.listing_title
    from public.my_proposals() mp
  ),
  activity as (
    select 'proposal_sent' as kind, s.listing_id, s.listing_title, s.created_at as at,
      s.id as source_id
    from sent s
    union all
    select 'proposal_' || s.status::text, s.listing_id, s.listing_title, s.updated_at, s.id
    from sent s where s.status in ('withdrawn', 'rejected')
    union all
    select replace(e.status::text, '-', '_'), e.listing_id, m.title, e.created_at, e.id
    from public.shipment_events e join mine m on m.id = e.listing_id
    where e.status <> 'pending'
  )
  select jsonb_build_object(
    'available', (select count(*) from public.cargo_listings l where l.status = 'pending'),
    'assigned', (select count(*) from mine where status = 'assigned'),
    'in_transit', (select count(*) from mine where status = 'in-transit'),
    'delivered', (select count(*) from mine where status = 'delivered'),
    'live_proposals', (select count(*) from sent where status = 'pending'),
    'upcoming_pickups', coalesce((
      select jsonb_agg(to_jsonb(u) order by u.pickup_date, u.id)
      from (select * from mine where status = 'assigned' order by pickup_date, id limit 5) u
    ), '[]'::jsonb),
    'activity', coalesce((
      select jsonb_agg(
        jsonb_build_object('id', a.kind || ':' || a.source_id, 'kind', a.kind,
          'listing_id', a.listing_id, 'listing_title', a.listing_title, 'at', a.at)
        order by a.at desc, a.source_id)
      from (select * from activity order by at desc, source_id limit 10) a
    ), '[]'::jsonb)
  );
$$;

-- Signed-in people only: a visitor has no dashboard.
revoke execute on function public.shipper_dashboard() from public, anon;
revoke execute on function public.shipper_history() from public, anon;
revoke execute on function public.transporter_dashboard() from public, anon;
grant execute on function public.shipper_dashboard() to authenticated;
grant execute on function public.shipper_history() to authenticated;
grant execute on function public.transporter_dashboard() to authenticated;
