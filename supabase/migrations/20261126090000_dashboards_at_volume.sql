-- Issue 24, item 3: dashboards and histories at volume (a shipper with 10,000 listings and 50,000
-- proposals, a carrier with 5,000 shipments).
--
-- The dashboards read every row of their person: the Resumen counted and sorted all proposals and
-- events of the caller's listings, each row passing a Row Level Security check that looked its
-- listing up; Historial and Mis Propuestas returned every row at once. Now:
--
-- 1. Each proposal and shipment event carries the parties of its listing (written by triggers,
--    never by clients), so "mine, newest first" is one index range, and the read policies of both
--    tables compare those columns instead of looking the listing up: the same rows, without a
--    lookup per row.
-- 2. The Resumen's figures stay counted in the database, each from an index that holds the columns
--    the policies ask (an index-only count); its lists (five listings, ten events) take the newest
--    rows of each source from an index, then the newest ten of those.
-- 3. The lists that grow (Historial, Mis Propuestas) are read a page at a time: p_limit rows after
--    the last row of the previous page (its sort key and id: keyset, no OFFSET), at most 1,000 a
--    call. Mis Fletes and the notifications, read from their tables, get the indexes their keyset
--    filters walk.
--
-- The dashboards' and lists' functions turn sequential and bitmap scans off. The policies name
-- the caller through auth.uid(), a value the planner cannot see: it takes a big account for a
-- small one, and would read and sort all of its rows rather than walk an index to the end of the
-- page. Every statement in them is an index walk or an index-only count.
--
-- Security is as before: the dashboards and Historial stay security invoker, so RLS decides; the
-- definer functions (my_proposals; my_proposal_activity and shipment_carriers, which name listings
-- and carriers the caller's own policies hide) call assert_mfa() first.

-- ---------------------------------------------------------------------------
-- 1. The parties of the listing on its proposals and events.
-- ---------------------------------------------------------------------------
alter table public.proposals
  add column shipper_id uuid references auth.users (id) on delete cascade;
alter table public.shipment_events
  add column shipper_id uuid references auth.users (id) on delete cascade,
  add column transporter_id uuid references auth.users (id) on delete set null;

-- The backfill must not move updated_at, which dates a withdrawal in the Resumen.
alter table public.proposals disable trigger proposals_set_updated_at;
update public.proposals p set shipper_id = l.shipper_id
from public.cargo_listings l where l.id = p.listing_id;
alter table public.proposals enable trigger proposals_set_updated_at;
update public.shipment_events e set shipper_id = l.shipper_id, transporter_id = l.transporter_id
from public.cargo_listings l where l.id = e.listing_id;

-- A check, not NOT NULL: the triggers below write the column, so writers leave it out (and the
-- generated types make it optional in inserts).
alter table public.proposals
  add constraint proposals_shipper_id_set check (shipper_id is not null);
alter table public.shipment_events
  add constraint shipment_events_shipper_id_set check (shipper_id is not null);

-- Definer: the copy must not depend on what the writing role may read. A listing's owner never
-- changes; its carrier is set once, when an offer is accepted.
create function public.proposals_set_shipper()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  select l.shipper_id into new.shipper_id from public.cargo_listings l where l.id = new.listing_id;
  return new;
end;
$$;

create trigger proposals_set_shipper
before insert on public.proposals
for each row execute function public.proposals_set_shipper();

create function public.shipment_events_set_parties()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  select l.shipper_id, l.transporter_id into new.shipper_id, new.transporter_id
  from public.cargo_listings l where l.id = new.listing_id;
  return new;
end;
$$;

create trigger shipment_events_set_parties
before insert on public.shipment_events
for each row execute function public.shipment_events_set_parties();

-- The carrier a listing gets also reads its earlier steps ('Publicado'), as before.
create function public.cargo_listings_share_carrier()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.shipment_events set transporter_id = new.transporter_id where listing_id = new.id;
  return null;
end;
$$;

create trigger cargo_listings_share_carrier
after update of transporter_id on public.cargo_listings
for each row when (old.transporter_id is distinct from new.transporter_id)
execute function public.cargo_listings_share_carrier();

revoke execute on function public.proposals_set_shipper(), public.shipment_events_set_parties(),
  public.cargo_listings_share_carrier()
from public, anon, authenticated;

-- The same rows as the exists() over cargo_listings they replace, without a lookup per row.
-- Written as = any (array[...]) on purpose: an OR of two equalities would let the planner read
-- both parties' indexes (a BitmapOr) and sort, instead of walking the one index a page asks for.
drop policy "Carriers and listing owners read proposals" on public.proposals;
create policy "Carriers and listing owners read proposals"
on public.proposals for select to authenticated
using ((select auth.uid()) = any (array[transporter_id, shipper_id]));
drop policy "Owners and assigned carriers read shipment events" on public.shipment_events;
create policy "Owners and assigned carriers read shipment events"
on public.shipment_events for select to authenticated
using ((select auth.uid()) = any (array[shipper_id, transporter_id]));

-- ---------------------------------------------------------------------------
-- 2. Indexes, one per order a page reads (ties broken by id as the functions break them). The
--    counters' indexes include the columns the read policies ask, so they count from the index.
-- ---------------------------------------------------------------------------
-- Últimas cargas and Mis Envíos (newest first); Mis Fletes (soonest pickup first). They replace
-- the single-column indexes, whose every use they serve.
create index cargo_listings_shipper_newest_idx
  on public.cargo_listings (shipper_id, created_at desc, id);
drop index public.cargo_listings_shipper_id_idx;
create index cargo_listings_transporter_pickup_idx
  on public.cargo_listings (transporter_id, pickup_date, id);
drop index public.cargo_listings_transporter_id_idx;
-- The Resumen's counters by status, and Próximos retiros (assigned, soonest pickup first).
create index cargo_listings_shipper_status_idx
  on public.cargo_listings (shipper_id, status) include (transporter_id);
create index cargo_listings_transporter_status_idx
  on public.cargo_listings (transporter_id, status, pickup_date, id) include (shipper_id);

-- The shipper's Propuesta recibida / retirada and Propuestas (live offers).
create index proposals_shipper_newest_idx on public.proposals (shipper_id, created_at desc, id);
create index proposals_shipper_withdrawn_idx
  on public.proposals (shipper_id, updated_at desc, id) where status = 'withdrawn';
create index proposals_shipper_live_idx
  on public.proposals (shipper_id) include (transporter_id) where status = 'pending';
-- Mis Propuestas and Propuesta enviada (newest first), the carrier's decided and live offers.
create index proposals_transporter_newest_idx
  on public.proposals (transporter_id, created_at desc, id);
drop index public.proposals_transporter_id_idx;
create index proposals_transporter_decided_idx
  on public.proposals (transporter_id, updated_at desc, id)
  where status in ('withdrawn', 'rejected');
create index proposals_transporter_live_idx
  on public.proposals (transporter_id) include (shipper_id) where status = 'pending';
-- Historial's agreed price: a listing's one accepted offer.
create index proposals_accepted_idx on public.proposals (listing_id) where status = 'accepted';

-- Each party's shipment steps after publication (the Resumen), and Historial (latest delivery
-- first).
create index shipment_events_shipper_newest_idx
  on public.shipment_events (shipper_id, created_at desc, id) where status <> 'pending';
create index shipment_events_transporter_newest_idx
  on public.shipment_events (transporter_id, created_at desc, id) where status <> 'pending';
create index shipment_events_shipper_delivered_idx
  on public.shipment_events (shipper_id, created_at desc, listing_id) where status = 'delivered';

-- The notifications page (newest first, then id) and the bell's unread count.
create index notifications_recipient_newest_idx
  on public.notifications (recipient_id, created_at desc, id);
drop index public.notifications_recipient_created_at_idx;
create index notifications_recipient_unread_idx
  on public.notifications (recipient_id) where read_at is null;

-- ---------------------------------------------------------------------------
-- 3. The shipper's Resumen: the same document, each part from an index.
-- ---------------------------------------------------------------------------
create or replace function public.shipper_dashboard()
returns jsonb
language sql
stable
security invoker
set search_path = ''
set enable_seqscan = off
set enable_bitmapscan = off
as $$
  with me as (
    select (select auth.uid()) as id
  ),
  by_status as (
    select l.status, count(*) as n
    from public.cargo_listings l
    where l.shipper_id = (select id from me)
    group by l.status
  ),
  -- The newest ten of each source, in the feed's order: the newest ten of all are among them.
  activity as (
    (select 'proposal_received' as kind, p.listing_id, p.created_at as at, p.id as source_id
     from public.proposals p
     where p.shipper_id = (select id from me)
     order by p.created_at desc, p.id
     limit 10)
    union all
    -- A withdrawn proposal is not edited again: its last update is the withdrawal.
    (select 'proposal_withdrawn', p.listing_id, p.updated_at, p.id
     from public.proposals p
     where p.shipper_id = (select id from me) and p.status = 'withdrawn'
     order by p.updated_at desc, p.id
     limit 10)
    union all
    -- 'Publicado' is the shipper's own step, not news: the feed starts at the acceptance.
    (select replace(e.status::text, '-', '_'), e.listing_id, e.created_at, e.id
     from public.shipment_events e
     where e.shipper_id = (select id from me) and e.status <> 'pending'
     order by e.created_at desc, e.id
     limit 10)
  )
  select jsonb_build_object(
    'pending', coalesce((select n from by_status where status = 'pending'), 0),
    'assigned', coalesce((select n from by_status where status = 'assigned'), 0),
    'in_transit', coalesce((select n from by_status where status = 'in-transit'), 0),
    'delivered', coalesce((select n from by_status where status = 'delivered'), 0),
    -- What the owner can still decide on: live proposals, which are on listings still open (as
    -- Mis Envíos shows them through proposal_counts): guard_new_proposal takes offers on pending
    -- listings only, and accept_proposal rejects the live ones left when it assigns the listing.
    'live_proposals', (
      select count(*) from public.proposals p
      where p.shipper_id = (select id from me) and p.status = 'pending'
    ),
    'recent_listings', coalesce((
      select jsonb_agg(to_jsonb(r) order by r.created_at desc, r.id)
      from (
        select l.id, l.title, l.origin, l.destination, l.status, l.created_at
        from public.cargo_listings l
        where l.shipper_id = (select id from me)
        order by l.created_at desc, l.id
        limit 5
      ) r
    ), '[]'::jsonb),
    'activity', coalesce((
      select jsonb_agg(
        jsonb_build_object('id', a.kind || ':' || a.source_id, 'kind', a.kind,
          'listing_id', a.listing_id, 'listing_title', l.title, 'at', a.at)
        order by a.at desc, a.source_id)
      from (select * from activity order by at desc, source_id limit 10) a
      join public.cargo_listings l on l.id = a.listing_id
      where l.shipper_id = (select id from me)
    ), '[]'::jsonb)
  );
$$;

-- ---------------------------------------------------------------------------
-- 4. Mis Propuestas, a page at a time (newest first), and the carrier's latest offer news.
-- ---------------------------------------------------------------------------
-- The caller's proposals, newest first: a page of p_limit after the row p_after_created_at,
-- p_after_id; or, with p_listing_id, its proposals on that listing (where a card finds its live
-- offer). The listing comes with each, as the carrier may no longer read one that went to another.
drop function public.my_proposals();
create function public.my_proposals(
  p_limit integer default 50,
  p_after_created_at timestamptz default null,
  p_after_id uuid default null,
  p_listing_id uuid default null
)
returns table (
  id uuid,
  listing_id uuid,
  price numeric,
  message text,
  status public.proposal_status,
  created_at timestamptz,
  updated_at timestamptz,
  needs_reconfirmation boolean,
  listing_title text,
  listing_origin text,
  listing_destination text
)
language plpgsql
stable
security definer
set search_path = ''
set enable_seqscan = off
set enable_bitmapscan = off
as $$
declare
  v_uid uuid := (select auth.uid());
  v_limit integer := least(greatest(coalesce(p_limit, 50), 0), 1000);
begin
  perform public.assert_mfa();
  if p_listing_id is not null then
    return query
    select p.id, p.listing_id, p.price, p.message, p.status, p.created_at, p.updated_at,
      p.needs_reconfirmation, l.title, l.origin, l.destination
    from public.proposals p
    join public.cargo_listings l on l.id = p.listing_id
    where p.listing_id = p_listing_id and p.transporter_id = v_uid
    order by p.created_at desc, p.id
    limit v_limit;
    return;
  end if;
  return query
  select p.id, p.listing_id, p.price, p.message, p.status, p.created_at, p.updated_at,
    p.needs_reconfirmation, l.title, l.origin, l.destination
  from (
    select p.*
    from public.proposals p
    where p.transporter_id = v_uid
      -- After the cursor in (created_at desc, id): the bound on created_at is the index range.
      and (p_after_id is null or (p.created_at <= p_after_created_at
        and (p.created_at < p_after_created_at or p.id > p_after_id)))
    order by p.created_at desc, p.id
    limit v_limit
  ) p
  join public.cargo_listings l on l.id = p.listing_id
  order by p.created_at desc, p.id;
end;
$$;
revoke execute on function public.my_proposals(integer, timestamptz, uuid, uuid) from public, anon;
grant execute on function public.my_proposals(integer, timestamptz, uuid, uuid) to authenticated;

-- The carrier's newest p_limit offers sent and newest p_limit withdrawn or rejected, with the
-- listing's title (the carrier may no longer read a listing that went to someone else): the
-- proposal half of the carrier's Resumen feed.
create function public.my_proposal_activity(p_limit integer default 10)
returns table (kind text, listing_id uuid, listing_title text, at timestamptz, source_id uuid)
language plpgsql
stable
security definer
set search_path = ''
set enable_seqscan = off
set enable_bitmapscan = off
as $$
declare
  v_uid uuid := (select auth.uid());
  v_limit integer := least(greatest(coalesce(p_limit, 10), 0), 100);
begin
  perform public.assert_mfa();
  return query
  select a.kind, a.listing_id, l.title, a.at, a.source_id
  from (
    (select 'proposal_sent' as kind, p.listing_id, p.created_at as at, p.id as source_id
     from public.proposals p
     where p.transporter_id = v_uid
     order by p.created_at desc, p.id
     limit v_limit)
    union all
    (select 'proposal_' || p.status::text, p.listing_id, p.updated_at, p.id
     from public.proposals p
     where p.transporter_id = v_uid and p.status in ('withdrawn', 'rejected')
     order by p.updated_at desc, p.id
     limit v_limit)
  ) a
  join public.cargo_listings l on l.id = a.listing_id;
end;
$$;
revoke execute on function public.my_proposal_activity(integer) from public, anon;
grant execute on function public.my_proposal_activity(integer) to authenticated;

-- ---------------------------------------------------------------------------
-- 5. The carrier's Resumen: the same document, each part from an index.
-- ---------------------------------------------------------------------------
create or replace function public.transporter_dashboard()
returns jsonb
language sql
stable
security invoker
set search_path = ''
set enable_seqscan = off
set enable_bitmapscan = off
as $$
  with me as (
    select (select auth.uid()) as id
  ),
  by_status as (
    select l.status, count(*) as n
    from public.cargo_listings l
    where l.transporter_id = (select id from me)
    group by l.status
  ),
  activity as (
    select a.kind, a.listing_id, a.listing_title, a.at, a.source_id
    from public.my_proposal_activity(10) a
    union all
    select replace(e.status::text, '-', '_'), e.listing_id, l.title, e.created_at, e.id
    from (
      select e.status, e.listing_id, e.created_at, e.id
      from public.shipment_events e
      where e.transporter_id = (select id from me) and e.status <> 'pending'
      order by e.created_at desc, e.id
      limit 10
    ) e
    join public.cargo_listings l on l.id = e.listing_id
  )
  select jsonb_build_object(
    -- Counted up to 1,001, as the listings browser counts them (search_listings): the market is
    -- not the carrier's own rows, and may hold a million.
    'available', (
      select count(*) from (
        select 1 from public.cargo_listings l where l.status = 'pending' limit 1001
      ) market
    ),
    'assigned', coalesce((select n from by_status where status = 'assigned'), 0),
    'in_transit', coalesce((select n from by_status where status = 'in-transit'), 0),
    'delivered', coalesce((select n from by_status where status = 'delivered'), 0),
    'live_proposals', (
      select count(*) from public.proposals p
      where p.transporter_id = (select id from me) and p.status = 'pending'
    ),
    'upcoming_pickups', coalesce((
      select jsonb_agg(to_jsonb(u) order by u.pickup_date, u.id)
      from (
        select l.id, l.title, l.origin, l.destination, l.status, l.pickup_date
        from public.cargo_listings l
        where l.transporter_id = (select id from me) and l.status = 'assigned'
        order by l.pickup_date, l.id
        limit 5
      ) u
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

-- ---------------------------------------------------------------------------
-- 6. Historial, a page at a time (latest delivery first).
-- ---------------------------------------------------------------------------
-- The carrier of each of the caller's shipments, for a page of Historial at once (the profile is
-- not the shipper's to read; shipment_contact answers one listing per call).
create function public.shipment_carriers(p_listing_ids uuid[])
returns table (listing_id uuid, name text, company text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.assert_mfa();
  return query
  select l.id, pr.name, pr.company
  from public.cargo_listings l
  join public.profiles pr on pr.id = l.transporter_id
  where l.id = any (p_listing_ids[1:1000])
    and l.shipper_id = (select auth.uid())
    and l.status <> 'pending';
end;
$$;
revoke execute on function public.shipment_carriers(uuid[]) from public, anon;
grant execute on function public.shipment_carriers(uuid[]) to authenticated;

-- A listing is delivered when its 'delivered' step is written (advance_shipment writes both in one
-- transaction; so do the seeds). The pages list those by that step's date; after them come any
-- delivered listings written without it (by an operator), by their updated_at as before.
-- p_after_delivered_at, p_after_id: the last row of the previous page.
drop function public.shipper_history();
create function public.shipper_history(
  p_limit integer default 50,
  p_after_delivered_at timestamptz default null,
  p_after_id uuid default null
)
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
language plpgsql
stable
security invoker
set search_path = ''
set enable_seqscan = off
set enable_bitmapscan = off
as $$
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
  if not v_after_unrecorded then
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
$$;
revoke execute on function public.shipper_history(integer, timestamptz, uuid) from public, anon;
grant execute on function public.shipper_history(integer, timestamptz, uuid) to authenticated;
