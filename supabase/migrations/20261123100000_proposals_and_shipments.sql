-- Offers and the shipment lifecycle: carriers propose a price on a pending listing, the owner
-- accepts one (which assigns the listing atomically), the carrier moves the cargo to delivery.
--
-- Every status change goes through a security definer RPC that locks the listing row first, so
-- two transitions on one listing never interleave: accept_proposal, reject_proposal,
-- withdraw_proposal, advance_shipment. Clients may only insert a proposal and edit its price and
-- message; nobody writes `status` or `transporter_id` directly.
--
-- The RPCs raise errors whose message is a stable code the app maps to Spanish:
--   P0001 listing_not_pending   the listing is no longer pending (already assigned)
--   P0001 proposal_not_pending  the proposal is no longer pending (accepted, rejected, withdrawn)
--   P0001 invalid_transition    a shipment step that is not the next one
--   42501 not_listing_owner     only the listing's owner may accept or reject its proposals
--   42501 not_assigned_carrier  only the listing's assigned carrier may advance it
--   42501 not_proposal_owner    only the carrier who made a proposal may withdraw it

create type public.proposal_status as enum ('pending', 'accepted', 'rejected', 'withdrawn');

-- ---------------------------------------------------------------------------
-- proposals
-- ---------------------------------------------------------------------------
create table public.proposals (
  id uuid primary key default gen_random_uuid(),
  listing_id uuid not null references public.cargo_listings (id) on delete cascade,
  transporter_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  price numeric(14, 2) not null
    constraint proposals_price_range check (price > 0 and price <= 100000000),
  message text not null default ''
    constraint proposals_message_length check (char_length(message) <= 1000),
  status public.proposal_status not null default 'pending',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- At most one live proposal per carrier and listing: a carrier changes its price by editing it.
create unique index proposals_one_live_per_carrier
  on public.proposals (listing_id, transporter_id) where status = 'pending';
create index proposals_listing_id_idx on public.proposals (listing_id);
create index proposals_transporter_id_idx on public.proposals (transporter_id);

create trigger proposals_set_updated_at
before update on public.proposals
for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------
-- shipment_events: one row per cargo status a listing reaches ('pending' = published).
-- ---------------------------------------------------------------------------
create table public.shipment_events (
  id uuid primary key default gen_random_uuid(),
  listing_id uuid not null references public.cargo_listings (id) on delete cascade,
  status public.cargo_status not null,
  -- set null, not cascade: a deleted account must not erase the other party's shipment history.
  actor_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint shipment_events_one_per_status unique (listing_id, status)
);

create index shipment_events_actor_id_idx on public.shipment_events (actor_id);

-- ---------------------------------------------------------------------------
-- Triggers
-- ---------------------------------------------------------------------------

-- The 'Publicado' step of the timeline, dated when the listing was created.
create function public.record_listing_published()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.shipment_events (listing_id, status, actor_id, created_at)
  values (new.id, 'pending', new.shipper_id, new.created_at);
  return new;
end;
$$;

create trigger cargo_listings_record_published
after insert on public.cargo_listings
for each row execute function public.record_listing_published();

-- A proposal may only be made on a pending listing. The listing row is locked FOR SHARE, which
-- waits for a concurrent accept_proposal (FOR UPDATE): a proposal can never slip in after the
-- listing was assigned. Unknown and non-pending listings give the same answer. Only live
-- proposals are checked: clients cannot set `status`, so any other row comes from an operator
-- (the seed's history, say).
create function public.guard_new_proposal()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status <> 'pending' then
    return new;
  end if;
  perform 1 from public.cargo_listings l
  where l.id = new.listing_id and l.status = 'pending'
  for share;
  if not found then
    raise exception 'listing_not_pending' using errcode = 'P0001';
  end if;
  return new;
end;
$$;

create trigger proposals_guard_new
before insert on public.proposals
for each row execute function public.guard_new_proposal();

-- ---------------------------------------------------------------------------
-- RPCs: the only way a status changes
-- ---------------------------------------------------------------------------

-- The owner accepts one proposal: the listing is assigned to its carrier, every other live
-- proposal on it is rejected, and the 'assigned' event is written, in one transaction.
create function public.accept_proposal(p_proposal_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_listing_id uuid;
  v_shipper_id uuid;
  v_listing_status public.cargo_status;
  v_transporter_id uuid;
  v_proposal_status public.proposal_status;
begin
  select p.listing_id into v_listing_id from public.proposals p where p.id = p_proposal_id;
  if not found then
    raise exception 'proposal_not_pending' using errcode = 'P0001';
  end if;

  select l.shipper_id, l.status into v_shipper_id, v_listing_status
  from public.cargo_listings l where l.id = v_listing_id
  for update;
  if v_uid is null or v_shipper_id is distinct from v_uid then
    raise exception 'not_listing_owner' using errcode = '42501';
  end if;
  if v_listing_status <> 'pending' then
    raise exception 'listing_not_pending' using errcode = 'P0001';
  end if;

  select p.status, p.transporter_id into v_proposal_status, v_transporter_id
  from public.proposals p where p.id = p_proposal_id
  for update;
  if v_proposal_status <> 'pending' then
    raise exception 'proposal_not_pending' using errcode = 'P0001';
  end if;

  update public.cargo_listings
  set status = 'assigned', transporter_id = v_transporter_id
  where id = v_listing_id;

  update public.proposals set status = 'accepted' where id = p_proposal_id;
  update public.proposals set status = 'rejected'
  where listing_id = v_listing_id and status = 'pending' and id <> p_proposal_id;

  insert into public.shipment_events (listing_id, status, actor_id)
  values (v_listing_id, 'assigned', v_uid);
end;
$$;

-- The owner turns down one live proposal on a pending listing.
create function public.reject_proposal(p_proposal_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_listing_id uuid;
  v_shipper_id uuid;
  v_listing_status public.cargo_status;
  v_proposal_status public.proposal_status;
begin
  select p.listing_id into v_listing_id from public.proposals p where p.id = p_proposal_id;
  if not found then
    raise exception 'proposal_not_pending' using errcode = 'P0001';
  end if;

  select l.shipper_id, l.status into v_shipper_id, v_listing_status
  from public.cargo_listings l where l.id = v_listing_id
  for update;
  if v_uid is null or v_shipper_id is distinct from v_uid then
    raise exception 'not_listing_owner' using errcode = '42501';
  end if;
  if v_listing_status <> 'pending' then
    raise exception 'listing_not_pending' using errcode = 'P0001';
  end if;

  select p.status into v_proposal_status
  from public.proposals p where p.id = p_proposal_id
  for update;
  if v_proposal_status <> 'pending' then
    raise exception 'proposal_not_pending' using errcode = 'P0001';
  end if;

  update public.proposals set status = 'rejected' where id = p_proposal_id;
end;
$$;

-- The carrier takes back its own live proposal.
create function public.withdraw_proposal(p_proposal_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_listing_id uuid;
  v_transporter_id uuid;
  v_proposal_status public.proposal_status;
begin
  select p.listing_id into v_listing_id from public.proposals p where p.id = p_proposal_id;
  if not found then
    raise exception 'proposal_not_pending' using errcode = 'P0001';
  end if;

  -- Same lock order as accept_proposal (listing, then proposal), so the two never deadlock.
  perform 1 from public.cargo_listings l where l.id = v_listing_id for update;

  select p.status, p.transporter_id into v_proposal_status, v_transporter_id
  from public.proposals p where p.id = p_proposal_id
  for update;
  if v_uid is null or v_transporter_id is distinct from v_uid then
    raise exception 'not_proposal_owner' using errcode = '42501';
  end if;
  if v_proposal_status <> 'pending' then
    raise exception 'proposal_not_pending' using errcode = 'P0001';
  end if;

  update public.proposals set status = 'withdrawn' where id = p_proposal_id;
end;
$$;

-- The assigned carrier moves the cargo one step: assigned → in-transit → delivered.
create function public.advance_shipment(p_listing_id uuid, p_status public.cargo_status)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_transporter_id uuid;
  v_status public.cargo_status;
begin
  select l.transporter_id, l.status into v_transporter_id, v_status
  from public.cargo_listings l where l.id = p_listing_id
  for update;
  if v_uid is null or v_transporter_id is distinct from v_uid then
    raise exception 'not_assigned_carrier' using errcode = '42501';
  end if;
  if not (
    (v_status = 'assigned' and p_status = 'in-transit')
    or (v_status = 'in-transit' and p_status = 'delivered')
  ) then
    raise exception 'invalid_transition' using errcode = 'P0001';
  end if;

  update public.cargo_listings set status = p_status where id = p_listing_id;
  insert into public.shipment_events (listing_id, status, actor_id)
  values (p_listing_id, p_status, v_uid);
end;
$$;

-- ---------------------------------------------------------------------------
-- Read functions: what a party may see of the others
-- ---------------------------------------------------------------------------

-- How many live proposals each pending listing has: the count and nothing else, for anyone.
create function public.proposal_counts(p_listing_ids uuid[])
returns table (listing_id uuid, proposal_count integer)
language sql
stable
security definer
set search_path = ''
as $$
  select l.id, count(p.id)::integer
  from public.cargo_listings l
  join public.proposals p on p.listing_id = l.id and p.status = 'pending'
  where l.status = 'pending'
    -- Capped like search_listings: one request cannot ask for the whole table.
    and l.id = any (p_listing_ids[1:100])
  group by l.id;
$$;

-- The proposals on a listing of the caller, with the public face of each carrier. Withdrawn
-- proposals are left out: the owner only decides on the others.
create function public.listing_proposals(p_listing_id uuid)
returns table (
  id uuid,
  transporter_id uuid,
  price numeric,
  message text,
  status public.proposal_status,
  created_at timestamptz,
  carrier_name text,
  carrier_company text,
  carrier_vehicle_types text[]
)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, p.transporter_id, p.price, p.message, p.status, p.created_at,
    pr.name, pr.company, pr.vehicle_types
  from public.proposals p
  join public.cargo_listings l on l.id = p.listing_id
  left join public.profiles pr on pr.id = p.transporter_id
  where p.listing_id = p_listing_id
    and l.shipper_id = (select auth.uid())
    and p.status <> 'withdrawn'
  order by p.created_at, p.id;
$$;

-- The caller's proposals with the listing each one is for (the carrier may no longer read a
-- listing that went to someone else, but may still see what it offered on).
create function public.my_proposals()
returns table (
  id uuid,
  listing_id uuid,
  price numeric,
  message text,
  status public.proposal_status,
  created_at timestamptz,
  updated_at timestamptz,
  listing_title text,
  listing_origin text,
  listing_destination text
)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, p.listing_id, p.price, p.message, p.status, p.created_at, p.updated_at,
    l.title, l.origin, l.destination
  from public.proposals p
  join public.cargo_listings l on l.id = p.listing_id
  where p.transporter_id = (select auth.uid())
  order by p.created_at desc, p.id;
$$;

-- The other party of an assigned shipment: the carrier for the owner, the owner for the carrier.
create function public.shipment_contact(p_listing_id uuid)
returns table (name text, company text, phone text, email text)
language sql
stable
security definer
set search_path = ''
as $$
  select pr.name, pr.company, pr.phone, pr.email
  from public.cargo_listings l
  join public.profiles pr on pr.id = case
    when l.shipper_id = (select auth.uid()) then l.transporter_id
    else l.shipper_id
  end
  where l.id = p_listing_id
    and l.status <> 'pending'
    and (select auth.uid()) is not null
    and (l.shipper_id = (select auth.uid()) or l.transporter_id = (select auth.uid()));
$$;

-- ---------------------------------------------------------------------------
-- Backfill: databases created before this migration get their 'Publicado' steps (and the
-- 'Asignado' step of listings already assigned). New databases are seeded after this point.
-- ---------------------------------------------------------------------------
insert into public.shipment_events (listing_id, status, actor_id, created_at)
select l.id, 'pending', l.shipper_id, l.created_at from public.cargo_listings l;
insert into public.shipment_events (listing_id, status, actor_id, created_at)
select l.id, 'assigned', l.shipper_id, l.updated_at
from public.cargo_listings l where l.status <> 'pending';

-- ---------------------------------------------------------------------------
-- Row Level Security and privileges
-- ---------------------------------------------------------------------------
alter table public.proposals enable row level security;
alter table public.shipment_events enable row level security;

revoke all on public.proposals, public.shipment_events from anon, authenticated;

grant select on public.proposals to authenticated;
grant insert (listing_id, transporter_id, price, message) on public.proposals to authenticated;
grant update (price, message) on public.proposals to authenticated;

create policy "Carriers and listing owners read proposals"
on public.proposals for select to authenticated
using (
  transporter_id = (select auth.uid())
  or exists (
    select 1 from public.cargo_listings l
    where l.id = listing_id and l.shipper_id = (select auth.uid())
  )
);
create policy "Carriers propose on pending listings as themselves"
on public.proposals for insert to authenticated
with check (
  transporter_id = (select auth.uid())
  and status = 'pending'
  and (select public.has_role('transporter'))
  and exists (select 1 from public.cargo_listings l where l.id = listing_id and l.status = 'pending')
);
create policy "Carriers edit their live proposals"
on public.proposals for update to authenticated
using (transporter_id = (select auth.uid()) and status = 'pending')
with check (transporter_id = (select auth.uid()) and status = 'pending');

grant select on public.shipment_events to authenticated;
create policy "Owners and assigned carriers read shipment events"
on public.shipment_events for select to authenticated
using (
  exists (
    select 1 from public.cargo_listings l
    where l.id = listing_id
      and (l.shipper_id = (select auth.uid()) or l.transporter_id = (select auth.uid()))
  )
);

revoke execute on function public.record_listing_published() from public, anon, authenticated;
revoke execute on function public.guard_new_proposal() from public, anon, authenticated;
revoke execute on function public.accept_proposal(uuid) from public, anon;
revoke execute on function public.reject_proposal(uuid) from public, anon;
revoke execute on function public.withdraw_proposal(uuid) from public, anon;
revoke execute on function public.advance_shipment(uuid, public.cargo_status) from public, anon;
revoke execute on function public.listing_proposals(uuid) from public, anon;
revoke execute on function public.my_proposals() from public, anon;
revoke execute on function public.shipment_contact(uuid) from public, anon;
grant execute on function public.accept_proposal(uuid) to authenticated;
grant execute on function public.reject_proposal(uuid) to authenticated;
grant execute on function public.withdraw_proposal(uuid) to authenticated;
grant execute on function public.advance_shipment(uuid, public.cargo_status) to authenticated;
grant execute on function public.listing_proposals(uuid) to authenticated;
grant execute on function public.my_proposals() to authenticated;
grant execute on function public.shipment_contact(uuid) to authenticated;
grant execute on function public.proposal_counts(uuid[]) to anon, authenticated;
