-- Issue 24: the listings browser and the alert fan-out at a million listings.
--
-- search_listings read every pending row on each request (count(*) over (), a sort no index
-- served, a substring search no index served): ~1 s a page at 100,000 listings. Now each sort
-- order has a partial index on pending listings with the id as tie-breaker, the search goes
-- through a trigram index, the total is counted up to 1,001 rows only, and later pages continue
-- from the last row (keyset) instead of skipping OFFSET rows. The rules stay those of
-- src/features/listings/testing/browse-oracle.ts; RLS still decides what the caller sees.
--
-- Publishing no longer notifies the alerts inside the shipper's insert: the insert queues the
-- listing, and drain_alert_matches() (a pg_cron job every 5 seconds) notifies the matching alerts
-- in the transaction that takes the listing off the queue: none lost, none twice.

create extension if not exists pg_trgm with schema extensions;

-- ---------------------------------------------------------------------------
-- Indexes: one per sort order (SPEC §7), on pending listings only, ties broken by id ascending.
-- ---------------------------------------------------------------------------
create index cargo_listings_pending_newest_idx
  on public.cargo_listings (created_at desc, id) where status = 'pending';
create index cargo_listings_pending_price_low_idx
  on public.cargo_listings (price, id) where status = 'pending';
create index cargo_listings_pending_price_high_idx
  on public.cargo_listings (price desc, id) where status = 'pending';
create index cargo_listings_pending_pickup_date_idx
  on public.cargo_listings (pickup_date, id) where status = 'pending';
-- LIKE '%term%' on the folded text: the trigrams of the term narrow the rows before the test.
create index cargo_listings_pending_search_idx
  on public.cargo_listings using gin (search_text extensions.gin_trgm_ops)
  where status = 'pending';

-- The matching listings that every request can count without reading every row: each
-- combination of types, read from the index alone.
create index cargo_listings_pending_types_idx
  on public.cargo_listings (cargo_type, load_type, vehicle_type) where status = 'pending';

-- ---------------------------------------------------------------------------
-- The browse query, in two parts.
--
-- private.browse_listing_ids finds the page: the ids of the pending listings that match, in
-- order, after the cursor, and the total. It runs as its owner, without RLS, because under RLS
-- the planner may neither use a non-leakproof operator such as LIKE (the trigram index) or a
-- numeric comparison (the price cursor) as an index condition, nor read the column statistics
-- that say how rare a term is: every search would read the table. It only ever returns ids of
-- pending listings, which every visitor may read, and lives in a schema the Data API does not
-- serve, so nobody calls it but search_listings.
--
-- public.search_listings (security invoker) reads those ids' rows as the caller: RLS still
-- decides what anyone sees.
-- ---------------------------------------------------------------------------
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to anon, authenticated;

-- p_pattern: the folded term as a LIKE pattern, or null for no search. total_count: exact up to
-- 1,001; when the planner expects more than 10,000 matches it is 1,001 uncounted ("more than
-- 1,000"), so a request reads about a page of rows however many listings match.
create function private.browse_listing_ids(
  p_pattern text,
  p_cargo_type text,
  p_load_type text,
  p_vehicle_type text,
  p_sort text,
  p_limit integer,
  p_after_key text,
  p_after_id uuid
)
returns table (id uuid, total_count bigint)
language plpgsql
-- Volatile only because it asks the planner (EXPLAIN) how many rows it expects; it writes nothing.
volatile
security definer
-- A page, not the planner's default of 1,000 rows: search_listings then fetches each by its key.
rows 12
set search_path = ''
as $$
declare
  matching text := 'l.status = ''pending''';
  after_last text := 'true';
  ordering text;
  plan json;
  total bigint := 1001;
begin
  if coalesce(p_cargo_type, 'all') <> 'all' then
    matching := matching || ' and l.cargo_type = $2';
  end if;
  if coalesce(p_load_type, 'all') <> 'all' then
    matching := matching || ' and l.load_type = $3';
  end if;
  if coalesce(p_vehicle_type, 'all') <> 'all' then
    matching := matching || ' and l.vehicle_type = $4';
  end if;
  if p_pattern is not null then
    matching := matching || ' and l.search_text like $1';
  end if;

  -- The order, and the rows after the cursor in it (the same key, then a greater id).
  case coalesce(p_sort, 'newest')
    when 'price_low' then
      ordering := 'l.price asc, l.id asc';
      after_last := '(l.price, l.id) > ($5::numeric, $6)';
    when 'price_high' then
      ordering := 'l.price desc, l.id asc';
      after_last := 'l.price <= $5::numeric and (l.price < $5::numeric or l.id > $6)';
    when 'pickup_date' then
      ordering := 'l.pickup_date asc, l.id asc';
      after_last := '(l.pickup_date, l.id) > ($5::date, $6)';
    else
      ordering := 'l.created_at desc, l.id asc';
      after_last :=
        'l.created_at <= $5::timestamptz and (l.created_at < $5::timestamptz or l.id > $6)';
  end case;
  if p_after_key is null or p_after_id is null then
    after_last := 'true';
  end if;

  execute 'explain (format json) select 1 from public.cargo_listings l where ' || matching
    into plan
    using p_pattern, p_cargo_type, p_load_type, p_vehicle_type;
  if (plan -> 0 -> 'Plan' ->> 'Plan Rows')::numeric <= 10000 then
    execute 'select pg_catalog.count(*) from (select 1 from public.cargo_listings l where '
        || matching || ' limit 1001) counted'
      into total
      using p_pattern, p_cargo_type, p_load_type, p_vehicle_type;
  end if;

  return query execute format(
    'select l.id, $7 from public.cargo_listings l where %s and %s order by %s limit %s',
    matching, after_last, ordering,
    -- Capped so one request cannot ask for the whole table.
    least(greatest(coalesce(p_limit, 12), 0), 100)
  )
  using p_pattern, p_cargo_type, p_load_type, p_vehicle_type, p_after_key, p_after_id, total;
end;
$$;
revoke execute on function private.browse_listing_ids(
  text, text, text, text, text, integer, text, uuid
) from public;
grant execute on function private.browse_listing_ids(
  text, text, text, text, text, integer, text, uuid
) to anon, authenticated;

drop function public.search_listings(text, text, text, text, text, integer, integer);

-- p_after_key/p_after_id: the sort key (as text) and id of the last row of the previous page, or
-- null for the first page.
create function public.search_listings(
  p_search text,
  p_cargo_type text,
  p_load_type text,
  p_vehicle_type text,
  p_sort text,
  p_limit integer,
  p_after_key text default null,
  p_after_id uuid default null
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
  origin_province text,
  destination_province text,
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
    l.status, l.vehicle_type, l.cargo_type, l.load_type, l.created_at, l.origin_province,
    l.destination_province, page.total_count
  from needle n
  cross join lateral private.browse_listing_ids(
    -- The term as a LIKE pattern: its own %, _ and \ match themselves.
    case when n.value <> '' then
      '%' || pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(
        n.value, '\', '\\'), '%', '\%'), '_', '\_') || '%'
    end,
    p_cargo_type, p_load_type, p_vehicle_type, p_sort, p_limit, p_after_key, p_after_id
  ) with ordinality as page (id, total_count, position)
  join public.cargo_listings l on l.id = page.id and l.status = 'pending'
  order by page.position;
$$;

grant execute on function public.search_listings(text, text, text, text, text, integer, text, uuid)
  to anon, authenticated;

-- ---------------------------------------------------------------------------
-- Alerts: the folded term and its trigrams, kept on the alert, so a published listing finds the
-- alerts it may match through an index instead of testing every alert.
-- ---------------------------------------------------------------------------
-- Every three-character piece of a text (no padding, unlike pg_trgm's words): a term is a
-- substring of a text only if each of its pieces is a piece of the text.
create function public.search_trigrams(p_text text)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(pg_catalog.array_agg(distinct pg_catalog.substr(p_text, i, 3)), '{}')
  from pg_catalog.generate_series(1, pg_catalog.char_length(p_text) - 2) as i;
$$;

alter table public.saved_alerts
  add column needle text generated always as (public.search_fold(search)) stored,
  add column needle_trigrams text[]
    generated always as (public.search_trigrams(public.search_fold(search))) stored;
-- A term shorter than three characters has no piece: '{}' is contained in every text's pieces,
-- and the index finds those alerts too.
create index saved_alerts_active_needle_trigrams_idx
  on public.saved_alerts using gin (needle_trigrams) where active;

-- ---------------------------------------------------------------------------
-- The queue: a listing published pending waits here until its alerts are notified.
-- ---------------------------------------------------------------------------
create table public.alert_match_queue (
  listing_id uuid primary key references public.cargo_listings (id) on delete cascade,
  queued_at timestamptz not null default now()
);
create index alert_match_queue_queued_at_idx on public.alert_match_queue (queued_at, listing_id);

-- Nobody reads or writes it through the Data API: only the trigger and the drain (definer).
alter table public.alert_match_queue enable row level security;
revoke all on public.alert_match_queue from anon, authenticated;
create policy "A verified second factor requires aal2" on public.alert_match_queue
as restrictive for all to authenticated
using ((select public.mfa_satisfied())) with check ((select public.mfa_satisfied()));

create or replace function public.notify_alert_matches()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.alert_match_queue (listing_id) values (new.id);
  return new;
end;
$$;

-- Takes up to p_batch listings off the queue (oldest first; rows another drain holds are
-- skipped) and notifies, for each listing still pending, the owner of each active alert it
-- matches: once a person however many of their alerts match (named after their oldest one),
-- never the listing's own shipper. Queue rows and notifications commit together, so a drain cut
-- short leaves the listing queued and notifies nobody. Returns how many listings it took.
create function public.drain_alert_matches(p_batch integer default 200)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  queued record;
  listing public.cargo_listings;
  taken integer := 0;
begin
  for queued in
    delete from public.alert_match_queue q
    where q.listing_id in (
      select w.listing_id from public.alert_match_queue w
      order by w.queued_at, w.listing_id
      limit greatest(coalesce(p_batch, 200), 1)
      for update skip locked
    )
    returning q.listing_id
  loop
    taken := taken + 1;
    select * into listing from public.cargo_listings l where l.id = queued.listing_id;
    continue when listing.id is null or listing.status <> 'pending';
    perform public.notify(
      m.owner_id, 'alert_match', 'Nueva carga para tu alerta',
      '«' || listing.title || '» (' || listing.origin || ' → ' || listing.destination
        || ') coincide con tu alerta «' || m.name || '».',
      '/listings/' || listing.id
    )
    from (
      select distinct on (a.owner_id) a.owner_id, a.name
      from public.saved_alerts a
      where a.active
        and a.needle_trigrams <@ public.search_trigrams(listing.search_text)
        and a.owner_id <> listing.shipper_id
        and public.listing_matches_search(
          listing, a.needle, a.cargo_type, a.load_type, a.vehicle_type
        )
      order by a.owner_id, a.created_at, a.id
    ) m;
  end loop;
  return taken;
end;
$$;
revoke execute on function public.drain_alert_matches(integer) from public, anon, authenticated;

-- Every 5 seconds. On a hosted project pg_cron is enabled here if it is not yet (Supabase's own
-- statements for it); the embedded backend has the cron schema already, and runs the job itself.
do $$
begin
  if not exists (select 1 from pg_catalog.pg_namespace where nspname = 'cron') then
    create extension pg_cron with schema pg_catalog;
    grant usage on schema cron to postgres;
    grant all privileges on all tables in schema cron to postgres;
  end if;
  perform cron.schedule(
    'drain-alert-matches', '5 seconds', 'select public.drain_alert_matches()'
  );
end
$$;
