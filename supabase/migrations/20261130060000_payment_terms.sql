-- ---------------------------------------------------------------------------
-- 'Plazo de pago' (issue 37, item 3: 'Pago al entregar' is "due in the agreed days"): the shipper
-- publishes the days he pays in after the conformity of the receipt (0, 15, 30, 45 or 60; 30, the
-- one term there was until now, for every listing already published), carriers read it on the
-- listing before they offer, and it is a term of the deal like the price and the dates: changing
-- it bumps the listing's version (a booking on the screen before is refused) and puts the live
-- offers back to their carriers for confirmation. So the term of an accepted offer is the one its
-- carrier confirmed, and a payment on delivery falls due that many days after the conformity.
-- Who insures the cargo joins the terms for the same reason: it was left out of both triggers.
-- 'No cobrado' stays possible 30 days after the conformity (issue 27), or on the day a longer
-- agreed term falls due: a shipper is not marked a bad payer before his payment is due.
-- ---------------------------------------------------------------------------

alter table public.cargo_listings
  add column payment_term_days smallint not null default 30
    constraint cargo_listings_payment_term_check check (payment_term_days in (0, 15, 30, 45, 60));

grant insert (payment_term_days), update (payment_term_days) on public.cargo_listings to authenticated;

drop trigger cargo_listings_new_version on public.cargo_listings;
create trigger cargo_listings_new_version
before update on public.cargo_listings
for each row
when (
  (old.title, old.description, old.origin, old.destination, old.pickup_date, old.delivery_date,
    old.weight_kg, old.length_cm, old.width_cm, old.height_cm, old.cargo_type, old.load_type,
    old.vehicle_type, old.price, old.payment_term_days, old.insured_by)
  is distinct from
  (new.title, new.description, new.origin, new.destination, new.pickup_date, new.delivery_date,
    new.weight_kg, new.length_cm, new.width_cm, new.height_cm, new.cargo_type, new.load_type,
    new.vehicle_type, new.price, new.payment_term_days, new.insured_by)
)
execute function public.cargo_listings_new_version();

drop trigger cargo_listings_terms_changed on public.cargo_listings;
create trigger cargo_listings_terms_changed
after update on public.cargo_listings
for each row
when (
  old.status = 'pending' and new.status = 'pending'
  and (old.origin, old.destination, old.pickup_date, old.delivery_date, old.weight_kg,
    old.length_cm, old.width_cm, old.height_cm, old.cargo_type, old.load_type, old.vehicle_type,
    old.price, old.payment_term_days, old.insured_by)
  is distinct from
  (new.origin, new.destination, new.pickup_date, new.delivery_date, new.weight_kg,
    new.length_cm, new.width_cm, new.height_cm, new.cargo_type, new.load_type, new.vehicle_type,
    new.price, new.payment_term_days, new.insured_by)
)
execute function public.listing_terms_changed();

-- The payment on delivery falls due the listing's agreed days after the conformity.
create or replace function public.begin_payment_on_delivery(p_listing_id uuid, p_amount_ars numeric)
returns table (
  id uuid,
  transporter_id uuid,
  amount_ars numeric,
  fee_ars numeric,
  due_on date,
  checkout_url text
)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_listing public.cargo_listings;
  v_quote record;
  v_existing public.protected_payments;
  v_conformed date;
begin
  perform public.assert_mfa();
  select * into v_listing from public.cargo_listings l where l.id = p_listing_id for update;
  if not found or v_listing.shipper_id is distinct from (select auth.uid()) then
    raise exception 'not_allowed: no es tu envío' using errcode = '42501';
  end if;
  v_conformed := private.conformed_on(p_listing_id);
  if v_listing.status <> 'delivered' or v_conformed is null then
    raise exception 'not_conformed: se paga con la conformidad de la entrega' using errcode = 'P0001';
  end if;
  if exists (
    select 1 from public.shipment_payments s where s.listing_id = p_listing_id and s.status = 'paid'
  ) then
    raise exception 'payment_exists: el transportista ya registró este envío como cobrado'
      using errcode = 'P0001';
  end if;
  select * into v_existing from public.protected_payments p
  where p.listing_id = p_listing_id and p.status in ('pending', 'reserved', 'paid');
  if found then
    if v_existing.mode = 'on_delivery' and v_existing.status = 'pending'
       and v_existing.mp_payment_id is null
       and v_existing.transporter_id is not distinct from v_listing.transporter_id
       and v_existing.amount_ars = p_amount_ars then
      return query select v_existing.id, v_existing.transporter_id, v_existing.amount_ars,
        v_existing.fee_ars, v_existing.due_on, v_existing.checkout_url;
      return;
    end if;
    if v_existing.mode = 'on_delivery' and v_existing.status = 'pending' then
      raise exception 'quote_changed: el importe del enlace de pago es otro; revisalo y volvé a confirmar'
        using errcode = 'P0001';
    end if;
    raise exception 'payment_exists: el pago de este envío ya está en curso' using errcode = 'P0001';
  end if;
  select * into v_quote from public.protected_payment_quote(p_listing_id);
  if v_quote.mode is null then
    raise exception 'not_linked: el transportista no cobra con Mercado Pago' using errcode = 'P0001';
  end if;
  if p_amount_ars is null or p_amount_ars <> v_quote.amount_ars then
    raise exception 'quote_changed: el importe cambió con el tipo de cambio; revisalo y volvé a confirmar'
      using errcode = 'P0001';
  end if;
  return query
  insert into public.protected_payments as p (
    listing_id, shipper_id, transporter_id, mode, amount_eur, ars_per_eur, amount_ars, fee_ars,
    due_on
  )
  values (
    p_listing_id, v_listing.shipper_id, v_listing.transporter_id, 'on_delivery',
    v_quote.amount_eur, v_quote.ars_per_eur, v_quote.amount_ars, v_quote.fee_ars,
    v_conformed + v_listing.payment_term_days
  )
  returning p.id, p.transporter_id, p.amount_ars, p.fee_ars, p.due_on, p.checkout_url;
end;
$$;

drop function private.payment_term_days();

-- 'No cobrado': 30 days after the conformity, or on the day a longer agreed term falls due.
create or replace function public.record_payment(
  p_listing_id uuid,
  p_paid boolean,
  p_paid_on date default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_me uuid := (select auth.uid());
  v_listing public.cargo_listings;
  v_conformed date;
  v_existing public.shipment_payments;
begin
  perform public.assert_mfa();
  select * into v_listing from public.cargo_listings l where l.id = p_listing_id for update;
  if not found or v_listing.transporter_id is distinct from v_me then
    raise exception 'not_allowed: no es tu envío' using errcode = '42501';
  end if;
  v_conformed := case when v_listing.status = 'delivered' then private.conformed_on(p_listing_id) end;
  if v_conformed is null then
    raise exception 'payment_not_open: el cobro se registra después de la conformidad'
      using errcode = 'P0001';
  end if;
  if p_paid is null then
    raise exception 'not_allowed: cobrado o no cobrado' using errcode = '42501';
  end if;
  if p_paid and (p_paid_on is null or p_paid_on < v_conformed or p_paid_on > public.today_in_argentina()) then
    raise exception 'paid_on_invalid: la fecha de cobro va de la conformidad a hoy'
      using errcode = 'P0001';
  end if;
  if p_paid is false
     and public.today_in_argentina() < v_conformed + greatest(30, v_listing.payment_term_days) then
    if v_listing.payment_term_days > 30 then
      raise exception 'unpaid_before_term: «No cobrado» se marca cuando vence el plazo de pago acordado'
        using errcode = 'P0001';
    end if;
    raise exception 'unpaid_too_early: «No cobrado» se marca 30 días después de la conformidad'
      using errcode = 'P0001';
  end if;
  select * into v_existing from public.shipment_payments s where s.listing_id = p_listing_id;
  if found and v_existing.disputed_at is not null and v_existing.dispute_resolved_at is null then
    raise exception 'payment_disputed: el dador disputó este registro; lo resuelve un administrador'
      using errcode = 'P0001';
  end if;
  -- An administrator's decision is final: recording again would erase its outcome.
  if found and v_existing.dispute_resolved_at is not null then
    raise exception 'payment_settled: un administrador ya resolvió este registro'
      using errcode = 'P0001';
  end if;
  insert into public.shipment_payments (
    listing_id, shipper_id, transporter_id, status, conformed_on, paid_on
  )
  values (
    p_listing_id, v_listing.shipper_id, v_me, case when p_paid then 'paid' else 'unpaid' end,
    v_conformed, case when p_paid then p_paid_on end
  )
  on conflict (listing_id) do update set
    status = excluded.status, paid_on = excluded.paid_on, recorded_at = now(),
    dispute_reason = null, disputed_at = null, dispute_outcome = null, dispute_note = null,
    dispute_resolved_at = null;
end;
$$;
