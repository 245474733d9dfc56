-- The price accepted is the price shown (issue 22, hole 3).
--
-- 1. A proposal has a version, bumped whenever its carrier writes its terms (price, message).
--    accept_proposal takes the price and version the shipper saw and refuses with
--    'proposal_changed' when either differs: a carrier who edits its offer while the shipper
--    decides is never accepted at terms nobody saw.
-- 2. A listing's material fields (origin, destination, dates, weight, dimensions, cargo, load and
--    vehicle type, price) may change under live offers, but then every live offer is marked for
--    reconfirmation and its carrier notified; such an offer cannot be accepted
--    ('proposal_needs_reconfirmation') until its carrier writes its terms again.

alter table public.proposals
  add column version integer not null default 1 constraint proposals_version_positive check (version > 0),
  add column needs_reconfirmation boolean not null default false;

-- Only a write of the terms fires this (the status RPCs write `status` alone), so every edit by
-- the carrier, even one that keeps the same price, is a new version that reconfirms the offer.
create function public.proposals_new_terms()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.version := old.version + 1;
  new.needs_reconfirmation := false;
  return new;
end;
$$;

create trigger proposals_new_terms
before update of price, message on public.proposals
for each row execute function public.proposals_new_terms();

-- ---------------------------------------------------------------------------
-- A material change of a pending listing: live offers need their carrier's confirmation.
-- ---------------------------------------------------------------------------
alter table public.notifications drop constraint notifications_kind_check;
alter table public.notifications add constraint notifications_kind_check check (
  kind in (
    'proposal_received', 'proposal_accepted', 'proposal_rejected', 'shipment_in_transit',
    'shipment_delivered', 'rating_received', 'document_approved', 'document_rejected',
    'alert_match', 'listing_changed'
  )
);

create function public.listing_terms_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_carrier uuid;
begin
  for v_carrier in
    update public.proposals p
    set needs_reconfirmation = true
    where p.listing_id = new.id and p.status = 'pending' and not p.needs_reconfirmation
    returning p.transporter_id
  loop
    perform public.notify(
      v_carrier, 'listing_changed', 'La carga cambió',
      'El dador cambió los datos de «' || new.title
        || '». Revisa la carga y confirma o modifica tu propuesta.',
      '/listings/' || new.id
    );
  end loop;
  return null;
end;
$$;

create trigger cargo_listings_terms_changed
after update on public.cargo_listings
for each row
when (
  old.status = 'pending' and new.status = 'pending'
  and (old.origin, old.destination, old.pickup_date, old.delivery_date, old.weight_kg,
    old.length_cm, old.width_cm, old.height_cm, old.cargo_type, old.load_type, old.vehicle_type,
    old.price)
  is distinct from
  (new.origin, new.destination, new.pickup_date, new.delivery_date, new.weight_kg,
    new.length_cm, new.width_cm, new.height_cm, new.cargo_type, new.load_type, new.vehicle_type,
    new.price)
)
execute function public.listing_terms_changed();

revoke execute on function public.listing_terms_changed(), public.proposals_new_terms()
from public, anon, authenticated;

-- ---------------------------------------------------------------------------
-- accept_proposal: the terms the shipper saw, or nothing.
-- ---------------------------------------------------------------------------
drop function public.accept_proposal(uuid);

create function public.accept_proposal(p_proposal_id uuid, p_price numeric, p_version integer)
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
  v_proposal public.proposals;
begin
  perform public.assert_mfa();
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

  select * into v_proposal from public.proposals p where p.id = p_proposal_id for update;
  if v_proposal.status <> 'pending' then
    raise exception 'proposal_not_pending' using errcode = 'P0001';
  end if;
  if p_price is null or p_version is null
    or v_proposal.price <> p_price or v_proposal.version <> p_version then
    raise exception 'proposal_changed' using errcode = 'P0001',
      detail = 'price ' || v_proposal.price || ', version ' || v_proposal.version;
  end if;
  if v_proposal.needs_reconfirmation then
    raise exception 'proposal_needs_reconfirmation' using errcode = 'P0001';
  end if;

  update public.cargo_listings
  set status = 'assigned', transporter_id = v_proposal.transporter_id
  where id = v_listing_id;

  update public.proposals set status = 'accepted' where id = p_proposal_id;
  update public.proposals set status = 'rejected'
  where listing_id = v_listing_id and status = 'pending' and id <> p_proposal_id;

  insert into public.shipment_events (listing_id, status, actor_id)
  values (v_listing_id, 'assigned', v_uid);
end;
$$;
revoke execute on function public.accept_proposal(uuid, numeric, integer) from public, anon;
grant execute on function public.accept_proposal(uuid, numeric, integer) to authenticated;

-- ---------------------------------------------------------------------------
-- The two lists that show offers carry the version and whether it awaits reconfirmation.
-- ---------------------------------------------------------------------------
drop function public.listing_proposals(uuid);
create function public.listing_proposals(p_listing_id uuid)
returns table (
  id uuid,
  transporter_id uuid,
  price numeric,
  message text,
  status public.proposal_status,
  created_at timestamptz,
  version integer,
  needs_reconfirmation boolean,
  carrier_name text,
  carrier_company text,
  carrier_vehicle_types text[]
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.assert_mfa();
  return query
  select p.id, p.transporter_id, p.price, p.message, p.status, p.created_at, p.version,
    p.needs_reconfirmation, pr.name, pr.company, pr.vehicle_types
  from public.proposals p
  join public.cargo_listings l on l.id = p.listing_id
  left join public.profiles pr on pr.id = p.transporter_id
  where p.listing_id = p_listing_id
    and l.shipper_id = (select auth.uid())
    and p.status <> 'withdrawn'
  order by p.created_at, p.id;
end;
$$;
revoke execute on function public.listing_proposals(uuid) from public, anon;
grant execute on function public.listing_proposals(uuid) to authenticated;

drop function public.my_proposals();
create function public.my_proposals()
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
as $$
begin
  perform public.assert_mfa();
  return query
  select p.id, p.listing_id, p.price, p.message, p.status, p.created_at, p.updated_at,
    p.needs_reconfirmation, l.title, l.origin, l.destination
  from public.proposals p
  join public.cargo_listings l on l.id = p.listing_id
  where p.transporter_id = (select auth.uid())
  order by p.created_at desc, p.id;
end;
$$;
revoke execute on function public.my_proposals() from public, anon;
grant execute on function public.my_proposals() to authenticated;
