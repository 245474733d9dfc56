-- Negotiation (issue 25, part 4): counter-offers, expiry, instant booking.
--
-- 1. Counter-offers. On a live proposal the listing's shipper may counter with a price, and the
--    carrier may accept that counter, counter back, or withdraw. Whose move it is is explicit
--    (proposals.turn): 'shipper' while the carrier's price awaits the shipper (the original offer,
--    a carrier's counter), 'transporter' while the shipper's counter awaits the carrier.
--    proposals.price is always the price on the table, so the shipper's 'Aceptar' (accept_proposal,
--    pinned to the price and version shown) accepts the carrier's latest price, and only on the
--    shipper's turn; the carrier's 'Aceptar contraoferta' (accept_counter_offer, pinned the same
--    way) assigns the listing at the shipper's counter, only on the carrier's turn. Each side
--    counters at most 5 times (the carrier's original offer is not a round). Every price put on
--    the table is kept in proposal_offers (who, price, when), written by triggers.
-- 2. Expiry. A proposal is valid until proposals.valid_until: chosen by the carrier when offering
--    (48 hours by default, at most 7 days), renewed to 48 hours by each counter. A pending proposal
--    past it is 'Vencida': nobody may accept or counter it (the carrier may still withdraw it, the
--    shipper reject it). A pending listing whose pickup date has passed is expired too: it leaves
--    the listings browser, takes no new offer, acceptance, counter or booking, and its owner may
--    republish it with new dates (republish_listing). Both are computed against now() and
--    current_date on every call: no job moves them.
-- 3. Instant booking. A shipper may enable 'Reserva inmediata' (cargo_listings.instant_booking);
--    then a verified carrier takes the listing at its posted price in one step (book_listing),
--    pinned to the price and version the carrier saw, through the same listing row lock as
--    accept_proposal: of carriers booking at once, or a carrier booking while the shipper
--    accepts, exactly one wins.
--
-- The RPCs raise a stable code as the message, mapped to Spanish by the app:
--   P0001 proposal_not_pending, listing_not_pending, proposal_changed,
--         proposal_needs_reconfirmation (as before)
--   P0001 proposal_expired           the proposal's valid_until has passed
--   P0001 listing_expired            the listing's pickup date has passed
--   P0001 not_your_turn              the other party must answer first
--   P0001 counter_limit_reached      this side already countered 5 times
--   P0001 counter_price_unchanged    a counter at the price already on the table
--   22023 counter_price_invalid      not a price of (0, 100.000.000] with two decimals at most
--   22023 proposal_validity_out_of_range  valid_until not within (now, now + 7 days]
--   P0001 instant_booking_disabled   the listing does not take instant bookings
--   P0001 listing_changed            the listing's price or version is not the one shown
--   P0001 listing_not_expired        republishing a listing whose pickup date has not passed
--   22023 listing_dates_required     republishing without both dates
--   22023 pickup_date_past           republishing with a pickup date before today
--   42501 not_negotiation_party      countering a proposal of someone else
--   42501 not_listing_owner, not_proposal_owner (as before)
--   42501 carrier_not_verified       booking as anyone but a verified carrier

-- ---------------------------------------------------------------------------
-- 1. Proposals: whose turn, how many counters, until when.
-- ---------------------------------------------------------------------------
create type public.negotiation_side as enum ('shipper', 'transporter');

-- Existing live offers get the default window from now, not from their creation: none expires
-- the moment this runs.
alter table public.proposals
  add column turn public.negotiation_side not null default 'shipper',
  add column shipper_counters smallint not null default 0
    constraint proposals_shipper_counters_range check (shipper_counters between 0 and 5),
  add column transporter_counters smallint not null default 0
    constraint proposals_transporter_counters_range check (transporter_counters between 0 and 5),
  add column valid_until timestamptz not null default now() + interval '48 hours';

grant insert (valid_until) on public.proposals to authenticated;

-- The carrier edits (Modificar) only its own price on the table: while the shipper's counter
-- awaits an answer the carrier answers it through counter_proposal, which counts the round; an
-- expired offer is not revived by an edit.
drop policy "Carriers edit their live proposals" on public.proposals;
create policy "Carriers edit their live proposals"
on public.proposals for update to authenticated
using (
  transporter_id = (select auth.uid()) and status = 'pending' and turn = 'shipper'
  and valid_until > now()
)
with check (transporter_id = (select auth.uid()) and status = 'pending' and turn = 'shipper');

-- ---------------------------------------------------------------------------
-- The history: every price put on the table, by whom and when.
-- ---------------------------------------------------------------------------
create table public.proposal_offers (
  id uuid primary key default gen_random_uuid(),
  proposal_id uuid not null references public.proposals (id) on delete cascade,
  side public.negotiation_side not null,
  price numeric(14, 2) not null constraint proposal_offers_price_positive check (price > 0),
  created_at timestamptz not null default now()
);
create index proposal_offers_proposal_idx on public.proposal_offers (proposal_id, created_at, id);

-- Read only through listing_proposals and my_proposals (definer, each party its own); written
-- only by the trigger below.
alter table public.proposal_offers enable row level security;
revoke all on public.proposal_offers from anon, authenticated;
create policy "A verified second factor requires aal2" on public.proposal_offers
as restrictive for all to authenticated
using ((select public.mfa_satisfied())) with check ((select public.mfa_satisfied()));

-- Whoever writes a price passes the turn, so the side that wrote it is the one whose turn it is
-- not: a new offer and a carrier's edit or counter leave it to the shipper, a shipper's counter
-- to the carrier. Operators inserting history (seeds, fixtures) date the first offer with the
-- proposal.
create function public.record_proposal_offer()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.proposal_offers (proposal_id, side, price, created_at)
  values (
    new.id,
    case new.turn when 'transporter' then 'shipper' else 'transporter' end::public.negotiation_side,
    new.price,
    case when tg_op = 'INSERT' then new.created_at else now() end
  );
  return null;
end;
$$;

create trigger proposals_record_first_offer
after insert on public.proposals
for each row execute function public.record_proposal_offer();

create trigger proposals_record_offer
after update of price on public.proposals
for each row when (old.price is distinct from new.price)
execute function public.record_proposal_offer();

revoke execute on function public.record_proposal_offer() from public, anon, authenticated;

-- Proposals made before this migration: their current price, dated with the proposal (an edit
-- before now left no trace to recover).
insert into public.proposal_offers (proposal_id, side, price, created_at)
select p.id, 'transporter', p.price, p.created_at from public.proposals p;

-- ---------------------------------------------------------------------------
-- 2. Listings: instant booking, and a version the carrier's booking names.
-- ---------------------------------------------------------------------------
alter table public.cargo_listings
  add column instant_booking boolean not null default false,
  add column version integer not null default 1
    constraint cargo_listings_version_positive check (version > 0);

grant insert (instant_booking) on public.cargo_listings to authenticated;
grant update (instant_booking) on public.cargo_listings to authenticated;

-- Any change of what a carrier reads on the listing is a new version: a booking made on the
-- screen of the previous one is refused ('listing_changed').
create function public.cargo_listings_new_version()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.version := old.version + 1;
  return new;
end;
$$;

create trigger cargo_listings_new_version
before update on public.cargo_listings
for each row
when (
  (old.title, old.description, old.origin, old.destination, old.pickup_date, old.delivery_date,
    old.weight_kg, old.length_cm, old.width_cm, old.height_cm, old.cargo_type, old.load_type,
    old.vehicle_type, old.price)
  is distinct from
  (new.title, new.description, new.origin, new.destination, new.pickup_date, new.delivery_date,
    new.weight_kg, new.length_cm, new.width_cm, new.height_cm, new.cargo_type, new.load_type,
    new.vehicle_type, new.price)
)
execute function public.cargo_listings_new_version();

revoke execute on function public.cargo_listings_new_version() from public, anon, authenticated;

-- A material change of the listing also bumps the version of its live offers: an acceptance
-- pinned on a screen from before the change (the carrier's 'Aceptar contraoferta' above all,
-- which needs_reconfirmation does not stop) is refused as 'proposal_changed'.
create or replace function public.listing_terms_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_carrier uuid;
begin
  -- Each carrier is told once, until it confirms: `before` is the row as it was.
  for v_carrier in
    with changed as (
      update public.proposals p
      set needs_reconfirmation = true, version = p.version + 1
      from public.proposals before
      where before.id = p.id and p.listing_id = new.id and p.status = 'pending'
      returning p.transporter_id, before.needs_reconfirmation as was_flagged
    )
    select c.transporter_id from changed c where not c.was_flagged
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

-- ---------------------------------------------------------------------------
-- 3. Notifications: the negotiation's kinds (and 'message_received', from the conversations
--    migration before this one).
-- ---------------------------------------------------------------------------
alter table public.notifications drop constraint notifications_kind_check;
alter table public.notifications add constraint notifications_kind_check check (
  kind in (
    'proposal_received', 'proposal_accepted', 'proposal_rejected', 'shipment_in_transit',
    'shipment_delivered', 'rating_received', 'document_approved', 'document_rejected',
    'alert_match', 'listing_changed', 'message_received', 'counter_offer_received',
    'counter_offer_accepted', 'listing_booked'
  )
);

-- A proposal accepted or rejected → its carrier; except an acceptance on the carrier's turn,
-- which is the carrier accepting the shipper's counter: then the shipper hears of it.
create or replace function public.notify_proposal_decided()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  l record;
begin
  select id, title, shipper_id into l from public.cargo_listings where id = new.listing_id;
  if new.status = 'accepted' and old.turn = 'transporter' then
    perform public.notify(
      l.shipper_id, 'counter_offer_accepted', 'Contraoferta aceptada',
      'El transportista aceptó tu contraoferta de ' || public.notification_price(new.price)
        || ' para «' || l.title || '». La carga quedó asignada.',
      '/listings/' || new.listing_id
    );
  elsif new.status = 'accepted' then
    perform public.notify(
      new.transporter_id, 'proposal_accepted', 'Propuesta aceptada',
      'Aceptaron tu propuesta de ' || public.notification_price(new.price) || ' para «'
        || l.title || '». El flete es tuyo.',
      '/listings/' || new.listing_id
    );
  else
    perform public.notify(
      new.transporter_id, 'proposal_rejected', 'Propuesta rechazada',
      'Rechazaron tu propuesta de ' || public.notification_price(new.price) || ' para «'
        || l.title || '».',
      '/transporter-dashboard/freights'
    );
  end if;
  return new;
end;
$$;

-- ---------------------------------------------------------------------------
-- 4. A new offer: on a listing not expired, valid for at most 7 days.
-- ---------------------------------------------------------------------------
-- As before, the listing row is locked FOR SHARE (an offer never slips in after an acceptance),
-- and only live proposals are checked: clients cannot set `status`, so any other row comes from
-- an operator (the seed's history, say) or from book_listing.
create or replace function public.guard_new_proposal()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_pickup_date date;
begin
  if new.status <> 'pending' then
    return new;
  end if;
  select l.pickup_date into v_pickup_date from public.cargo_listings l
  where l.id = new.listing_id and l.status = 'pending'
  for share;
  if not found then
    raise exception 'listing_not_pending' using errcode = 'P0001';
  end if;
  if v_pickup_date < current_date then
    raise exception 'listing_expired' using errcode = 'P0001';
  end if;
  if new.valid_until is null or new.valid_until <= now()
    or new.valid_until > now() + interval '7 days' then
    raise exception 'proposal_validity_out_of_range' using errcode = '22023';
  end if;
  return new;
end;
$$;

-- ---------------------------------------------------------------------------
-- 5. Assigning a listing: what accept_proposal, accept_counter_offer and book_listing share.
--    The caller holds the listing row lock (FOR UPDATE) and has checked everything.
-- ---------------------------------------------------------------------------
create function public.assign_listing_to(
  p_listing_id uuid, p_proposal_id uuid, p_transporter_id uuid, p_actor uuid
)
returns void
language plpgsql
set search_path = ''
as $$
begin
  update public.cargo_listings
  set status = 'assigned', transporter_id = p_transporter_id
  where id = p_listing_id;

  update public.proposals set status = 'accepted'
  where id = p_proposal_id and status = 'pending';
  update public.proposals set status = 'rejected'
  where listing_id = p_listing_id and status = 'pending' and id <> p_proposal_id;

  insert into public.shipment_events (listing_id, status, actor_id)
  values (p_listing_id, 'assigned', p_actor);
end;
$$;
revoke execute on function public.assign_listing_to(uuid, uuid, uuid, uuid)
from public, anon, authenticated;

-- ---------------------------------------------------------------------------
-- 6. accept_proposal: the carrier's price on the table, on the shipper's turn, not expired.
-- ---------------------------------------------------------------------------
create or replace function public.accept_proposal(p_proposal_id uuid, p_price numeric, p_version integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_listing_id uuid;
  v_listing public.cargo_listings;
  v_proposal public.proposals;
begin
  perform public.assert_mfa();
  select p.listing_id into v_listing_id from public.proposals p where p.id = p_proposal_id;
  if not found then
    raise exception 'proposal_not_pending' using errcode = 'P0001';
  end if;

  select * into v_listing from public.cargo_listings l where l.id = v_listing_id for update;
  if v_uid is null or v_listing.shipper_id is distinct from v_uid then
    raise exception 'not_listing_owner' using errcode = '42501';
  end if;
  if v_listing.status <> 'pending' then
    raise exception 'listing_not_pending' using errcode = 'P0001';
  end if;

  select * into v_proposal from public.proposals p where p.id = p_proposal_id for update;
  if v_proposal.status <> 'pending' then
    raise exception 'proposal_not_pending' using errcode = 'P0001';
  end if;
  if v_listing.pickup_date < current_date then
    raise exception 'listing_expired' using errcode = 'P0001';
  end if;
  if v_proposal.valid_until <= now() then
    raise exception 'proposal_expired' using errcode = 'P0001';
  end if;
  if v_proposal.turn <> 'shipper' then
    raise exception 'not_your_turn' using errcode = 'P0001';
  end if;
  if p_price is null or p_version is null
    or v_proposal.price <> p_price or v_proposal.version <> p_version then
    raise exception 'proposal_changed' using errcode = 'P0001',
      detail = 'price ' || v_proposal.price || ', version ' || v_proposal.version;
  end if;
  if v_proposal.needs_reconfirmation then
    raise exception 'proposal_needs_reconfirmation' using errcode = 'P0001';
  end if;

  perform public.assign_listing_to(v_listing_id, p_proposal_id, v_proposal.transporter_id, v_uid);
end;
$$;

-- ---------------------------------------------------------------------------
-- 7. counter_proposal: the party whose turn it is puts a new price on the table.
-- ---------------------------------------------------------------------------
-- p_version: the proposal's version the caller saw (the counter answers that price, not a later
-- one); p_price: the counter. The caller's side is the caller's part in the proposal.
create function public.counter_proposal(p_proposal_id uuid, p_version integer, p_price numeric)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_listing_id uuid;
  v_listing public.cargo_listings;
  v_proposal public.proposals;
  v_side public.negotiation_side;
begin
  perform public.assert_mfa();
  select p.listing_id into v_listing_id from public.proposals p where p.id = p_proposal_id;
  if not found then
    raise exception 'proposal_not_pending' using errcode = 'P0001';
  end if;

  -- Same lock order as accept_proposal (listing, then proposal), so the two never deadlock.
  select * into v_listing from public.cargo_listings l where l.id = v_listing_id for update;
  select * into v_proposal from public.proposals p where p.id = p_proposal_id for update;
  v_side := case
    when v_uid is null then null
    when v_uid = v_listing.shipper_id then 'shipper'::public.negotiation_side
    when v_uid = v_proposal.transporter_id then 'transporter'::public.negotiation_side
  end;
  if v_side is null then
    raise exception 'not_negotiation_party' using errcode = '42501';
  end if;
  if v_listing.status <> 'pending' then
    raise exception 'listing_not_pending' using errcode = 'P0001';
  end if;
  if v_proposal.status <> 'pending' then
    raise exception 'proposal_not_pending' using errcode = 'P0001';
  end if;
  if v_listing.pickup_date < current_date then
    raise exception 'listing_expired' using errcode = 'P0001';
  end if;
  if v_proposal.valid_until <= now() then
    raise exception 'proposal_expired' using errcode = 'P0001';
  end if;
  if v_proposal.turn <> v_side then
    raise exception 'not_your_turn' using errcode = 'P0001';
  end if;
  if p_version is null or v_proposal.version <> p_version then
    raise exception 'proposal_changed' using errcode = 'P0001',
      detail = 'price ' || v_proposal.price || ', version ' || v_proposal.version;
  end if;
  if (v_side = 'shipper' and v_proposal.shipper_counters >= 5)
    or (v_side = 'transporter' and v_proposal.transporter_counters >= 5) then
    raise exception 'counter_limit_reached' using errcode = 'P0001';
  end if;
  if p_price is null or p_price = 'NaN' or p_price <= 0 or p_price > 100000000
    or p_price <> round(p_price, 2) then
    raise exception 'counter_price_invalid' using errcode = '22023';
  end if;
  if p_price = v_proposal.price then
    raise exception 'counter_price_unchanged' using errcode = 'P0001';
  end if;

  -- The price write bumps the version (proposals_new_terms) and records the offer.
  update public.proposals p
  set price = p_price,
    turn = case v_side when 'shipper' then 'transporter' else 'shipper' end::public.negotiation_side,
    shipper_counters = p.shipper_counters + (v_side = 'shipper')::integer,
    transporter_counters = p.transporter_counters + (v_side = 'transporter')::integer,
    valid_until = now() + interval '48 hours'
  where p.id = p_proposal_id;

  if v_side = 'shipper' then
    perform public.notify(
      v_proposal.transporter_id, 'counter_offer_received', 'Contraoferta recibida',
      'El dador de carga te ofrece ' || public.notification_price(p_price) || ' por «'
        || v_listing.title || '». Tienes 48 horas para responder.',
      '/listings/' || v_listing_id
    );
  else
    perform public.notify(
      v_listing.shipper_id, 'counter_offer_received', 'Contraoferta recibida',
      'El transportista respondió a tu contraoferta con ' || public.notification_price(p_price)
        || ' por «' || v_listing.title || '». Tienes 48 horas para responder.',
      '/listings/' || v_listing_id
    );
  end if;
end;
$$;

-- ---------------------------------------------------------------------------
-- 8. accept_counter_offer: the carrier takes the shipper's counter; the listing is assigned
--    exactly as accept_proposal assigns it.
-- ---------------------------------------------------------------------------
create function public.accept_counter_offer(p_proposal_id uuid, p_price numeric, p_version integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_listing_id uuid;
  v_listing public.cargo_listings;
  v_proposal public.proposals;
begin
  perform public.assert_mfa();
  select p.listing_id into v_listing_id from public.proposals p where p.id = p_proposal_id;
  if not found then
    raise exception 'proposal_not_pending' using errcode = 'P0001';
  end if;

  select * into v_listing from public.cargo_listings l where l.id = v_listing_id for update;
  select * into v_proposal from public.proposals p where p.id = p_proposal_id for update;
  if v_uid is null or v_proposal.transporter_id is distinct from v_uid then
    raise exception 'not_proposal_owner' using errcode = '42501';
  end if;
  if v_listing.status <> 'pending' then
    raise exception 'listing_not_pending' using errcode = 'P0001';
  end if;
  if v_proposal.status <> 'pending' then
    raise exception 'proposal_not_pending' using errcode = 'P0001';
  end if;
  if v_listing.pickup_date < current_date then
    raise exception 'listing_expired' using errcode = 'P0001';
  end if;
  if v_proposal.valid_until <= now() then
    raise exception 'proposal_expired' using errcode = 'P0001';
  end if;
  if v_proposal.turn <> 'transporter' then
    raise exception 'not_your_turn' using errcode = 'P0001';
  end if;
  if p_price is null or p_version is null
    or v_proposal.price <> p_price or v_proposal.version <> p_version then
    raise exception 'proposal_changed' using errcode = 'P0001',
      detail = 'price ' || v_proposal.price || ', version ' || v_proposal.version;
  end if;

  perform public.assign_listing_to(v_listing_id, p_proposal_id, v_uid, v_uid);
end;
$$;

-- ---------------------------------------------------------------------------
-- 9. book_listing: a verified carrier takes an instant-booking listing at its posted price.
-- ---------------------------------------------------------------------------
-- p_price, p_version: the listing's price and version the carrier saw. The carrier's own live
-- offer on the listing, if any, is withdrawn (the booking replaces it); the others are rejected.
-- Returns the accepted proposal's id.
create function public.book_listing(p_listing_id uuid, p_price numeric, p_version integer)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_listing public.cargo_listings;
  v_proposal_id uuid;
begin
  perform public.assert_mfa();
  if v_uid is null or not public.is_verified_carrier(v_uid) then
    raise exception 'carrier_not_verified' using errcode = '42501';
  end if;

  select * into v_listing from public.cargo_listings l where l.id = p_listing_id for update;
  if not found or v_listing.status <> 'pending' then
    raise exception 'listing_not_pending' using errcode = 'P0001';
  end if;
  if not v_listing.instant_booking then
    raise exception 'instant_booking_disabled' using errcode = 'P0001';
  end if;
  if v_listing.pickup_date < current_date then
    raise exception 'listing_expired' using errcode = 'P0001';
  end if;
  if p_price is null or p_version is null
    or v_listing.price <> p_price or v_listing.version <> p_version then
    raise exception 'listing_changed' using errcode = 'P0001',
      detail = 'price ' || v_listing.price || ', version ' || v_listing.version;
  end if;

  update public.proposals set status = 'withdrawn'
  where listing_id = p_listing_id and transporter_id = v_uid and status = 'pending';
  insert into public.proposals (listing_id, transporter_id, price, status)
  values (p_listing_id, v_uid, v_listing.price, 'accepted')
  returning id into v_proposal_id;

  perform public.assign_listing_to(p_listing_id, v_proposal_id, v_uid, v_uid);

  perform public.notify(
    v_listing.shipper_id, 'listing_booked', 'Carga reservada',
    'Un transportista verificado tomó «' || v_listing.title || '» al precio publicado de '
      || public.notification_price(v_listing.price) || '.',
    '/listings/' || p_listing_id
  );
  return v_proposal_id;
end;
$$;

-- ---------------------------------------------------------------------------
-- 10. republish_listing: the owner's expired pending listing gets new dates.
-- ---------------------------------------------------------------------------
-- The dates follow the listing form's rules (both given, delivery not before pickup, the CHECK
-- constraints), and the pickup may not be in the past. Live offers are put back to their
-- carriers for confirmation, as any change of dates does (listing_terms_changed).
create function public.republish_listing(
  p_listing_id uuid, p_pickup_date date, p_delivery_date date
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_listing public.cargo_listings;
begin
  perform public.assert_mfa();
  select * into v_listing from public.cargo_listings l where l.id = p_listing_id for update;
  if v_uid is null or not found or v_listing.shipper_id <> v_uid then
    raise exception 'not_listing_owner' using errcode = '42501';
  end if;
  if v_listing.status <> 'pending' then
    raise exception 'listing_not_pending' using errcode = 'P0001';
  end if;
  if v_listing.pickup_date >= current_date then
    raise exception 'listing_not_expired' using errcode = 'P0001';
  end if;
  if p_pickup_date is null or p_delivery_date is null then
    raise exception 'listing_dates_required' using errcode = '22023';
  end if;
  if p_pickup_date < current_date then
    raise exception 'pickup_date_past' using errcode = '22023';
  end if;

  update public.cargo_listings
  set pickup_date = p_pickup_date, delivery_date = p_delivery_date
  where id = p_listing_id;
end;
$$;

revoke execute on function
  public.counter_proposal(uuid, integer, numeric),
  public.accept_counter_offer(uuid, numeric, integer),
  public.book_listing(uuid, numeric, integer),
  public.republish_listing(uuid, date, date)
from public, anon;
grant execute on function
  public.counter_proposal(uuid, integer, numeric),
  public.accept_counter_offer(uuid, numeric, integer),
  public.book_listing(uuid, numeric, integer),
  public.republish_listing(uuid, date, date)
to authenticated;

-- ---------------------------------------------------------------------------
-- 11. What the lists show: the negotiation of each proposal, with its history.
-- ---------------------------------------------------------------------------
-- The prices put on the table for a proposal, oldest first, as [{side, price, created_at}].
-- Called by the definer lists below only, for proposals their caller is a party to.
create function public.proposal_history(p_proposal_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(
    jsonb_agg(
      jsonb_build_object('side', o.side, 'price', o.price, 'created_at', o.created_at)
      order by o.created_at, o.id
    ),
    '[]'::jsonb
  )
  from public.proposal_offers o
  where o.proposal_id = p_proposal_id;
$$;
revoke execute on function public.proposal_history(uuid) from public, anon, authenticated;

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
  turn public.negotiation_side,
  shipper_counters smallint,
  transporter_counters smallint,
  valid_until timestamptz,
  history jsonb,
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
    p.needs_reconfirmation, p.turn, p.shipper_counters, p.transporter_counters, p.valid_until,
    public.proposal_history(p.id), pr.name, pr.company, pr.vehicle_types
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

drop function public.my_proposals(integer, timestamptz, uuid, uuid);
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
  version integer,
  needs_reconfirmation boolean,
  turn public.negotiation_side,
  shipper_counters smallint,
  transporter_counters smallint,
  valid_until timestamptz,
  history jsonb,
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
      p.version, p.needs_reconfirmation, p.turn, p.shipper_counters, p.transporter_counters,
      p.valid_until, public.proposal_history(p.id), l.title, l.origin, l.destination
    from public.proposals p
    join public.cargo_listings l on l.id = p.listing_id
    where p.listing_id = p_listing_id and p.transporter_id = v_uid
    order by p.created_at desc, p.id
    limit v_limit;
    return;
  end if;
  return query
  select p.id, p.listing_id, p.price, p.message, p.status, p.created_at, p.updated_at,
    p.version, p.needs_reconfirmation, p.turn, p.shipper_counters, p.transporter_counters,
    p.valid_until, public.proposal_history(p.id), l.title, l.origin, l.destination
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

-- Live proposals are the ones still open to a decision: an expired one no longer counts.
create or replace function public.proposal_counts(p_listing_ids uuid[])
returns table (listing_id uuid, proposal_count integer)
language sql
stable
security definer
set search_path = ''
as $$
  select l.id, count(p.id)::integer
  from public.cargo_listings l
  join public.proposals p
    on p.listing_id = l.id and p.status = 'pending' and p.valid_until > now()
  where l.status = 'pending'
    -- Capped like search_listings: one request cannot ask for the whole table.
    and l.id = any (p_listing_ids[1:100])
  group by l.id;
$$;

-- ---------------------------------------------------------------------------
-- 12. The listings browser leaves out listings whose pickup date has passed.
-- ---------------------------------------------------------------------------
-- The bound on pickup_date is a range on the pickup-date index and a filter on the others, which
-- now carry the pickup date: each order's page is still an index-only walk of its own partial
-- index (without it the planner left the newest-first index for a scan that reads each row), and
-- the count by types stays index-only.
drop index public.cargo_listings_pending_newest_idx;
create index cargo_listings_pending_newest_idx
  on public.cargo_listings (created_at desc, id) include (pickup_date) where status = 'pending';
drop index public.cargo_listings_pending_price_low_idx;
create index cargo_listings_pending_price_low_idx
  on public.cargo_listings (price, id) include (pickup_date) where status = 'pending';
drop index public.cargo_listings_pending_price_high_idx;
create index cargo_listings_pending_price_high_idx
  on public.cargo_listings (price desc, id) include (pickup_date) where status = 'pending';
drop index public.cargo_listings_pending_types_idx;
create index cargo_listings_pending_types_idx
  on public.cargo_listings (cargo_type, load_type, vehicle_type) include (pickup_date)
  where status = 'pending';

create or replace function private.browse_listing_ids(
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
  -- Pending, and not expired: a pickup date that has passed is no longer on offer.
  matching text := 'l.status = ''pending'' and l.pickup_date >= current_date';
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

-- search_listings also returns whether a listing takes instant bookings and its version (what
-- 'Tomar al precio' names).
drop function public.search_listings(text, text, text, text, text, integer, text, uuid);
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
  instant_booking boolean,
  version integer,
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
    l.destination_province, l.instant_booking, l.version, page.total_count
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
-- 13. The carrier's Resumen counts the cargo on offer as the browser shows it: not the expired.
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
    -- not the carrier's own rows, and may hold a million. Expired listings are not on offer.
    'available', (
      select count(*) from (
        select 1 from public.cargo_listings l
        where l.status = 'pending' and l.pickup_date >= current_date
        limit 1001
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
