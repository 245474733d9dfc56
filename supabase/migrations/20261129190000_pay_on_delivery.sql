-- ---------------------------------------------------------------------------
-- 'Pago al entregar' (issue 37, item 3): a delivery further ahead than a card reservation holds
-- (Mercado Pago cancels one after 7 days) is paid once the receipt is conformed, through a
-- Mercado Pago checkout link, due private.payment_term_days() after the conformity. The
-- mercadopago-payments function ("checkout") asks begin_payment_on_delivery() as the shipper,
-- creates the checkout preference with the transporter's token, and keeps its link here
-- (record_payment_checkout, service role only); the payment arrives by the webhook like any other
-- and binds the record only for exactly its pesos. A payment past its due day shows 'Vencido',
-- and both parties are told once (pg_cron, private.notify_overdue_payments).
-- A shipment that was to be reserved but was not (or whose reservation lapsed) is paid the same
-- way after the conformity.
-- The quote reads the agreed price from private.agreed_price(), the definition the finances use.
-- ---------------------------------------------------------------------------

-- Days the shipper has to pay on delivery, from the conformity of the receipt.
create function private.payment_term_days()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 30;
$$;
revoke execute on function private.payment_term_days() from public;

alter table public.protected_payments
  add column mp_preference_id text
    constraint protected_payments_preference_length check (char_length(mp_preference_id) <= 200),
  add column checkout_url text
    constraint protected_payments_checkout_url_check
    check (char_length(checkout_url) <= 1000 and checkout_url ~ '^https?://'),
  add constraint protected_payments_on_delivery_due check ((mode = 'on_delivery') <= (due_on is not null));

create or replace function public.protected_payment_quote(p_listing_id uuid)
returns table (
  amount_eur numeric,
  ars_per_eur numeric,
  amount_ars numeric,
  fee_ars numeric,
  mode text,
  public_key text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_listing public.cargo_listings;
  v_price numeric;
  v_rate numeric;
  v_key text;
  v_mode text;
begin
  perform public.assert_mfa();
  select * into v_listing from public.cargo_listings l where l.id = p_listing_id;
  if not found or v_listing.shipper_id is distinct from (select auth.uid()) then
    raise exception 'not_allowed: no es tu envío' using errcode = '42501';
  end if;
  -- No row when there is nothing to pay through Mercado Pago: the shipment is not assigned, not
  -- yet conformed once delivered, already recorded as paid, or its transporter takes no Mercado
  -- Pago and it is paid as before. The page asks for every shipment it shows, so these are
  -- answers, not refusals.
  if v_listing.transporter_id is null then
    return;
  end if;
  if v_listing.status in ('assigned', 'in-transit') then
    v_mode := case when private.reservation_reaches(v_listing.delivery_date) then 'reserve'
      else 'on_delivery' end;
  elsif v_listing.status = 'delivered' and private.conformed_on(p_listing_id) is not null
    and not exists (
      select 1 from public.shipment_payments s where s.listing_id = p_listing_id and s.status = 'paid'
    ) then
    v_mode := 'on_delivery';
  else
    return;
  end if;
  select a.public_key into v_key from public.mercadopago_accounts a
  where a.transporter_id = v_listing.transporter_id;
  if not found then
    return;
  end if;
  v_price := private.agreed_price(p_listing_id);
  if v_price is null or v_price <= 0 then
    raise exception 'payment_not_open: el envío no tiene precio acordado' using errcode = 'P0001';
  end if;
  select r.ars_per_eur into v_rate from public.exchange_rates r
  where r.effective_on <= (now() at time zone 'America/Argentina/Buenos_Aires')::date
  order by r.effective_on desc limit 1;
  if v_rate is null then
    raise exception 'no_exchange_rate: todavía no hay un tipo de cambio vigente' using errcode = 'P0001';
  end if;
  return query select v_price, v_rate, round(v_price * v_rate, 2),
    private.platform_fee(round(v_price * v_rate, 2)), v_mode, v_key;
end;
$$;

-- The shipper's payment on delivery: once the receipt is conformed, at exactly the quoted pesos
-- (or, when a link was made before, that link's pesos: the shipper pays what it said).
create function public.begin_payment_on_delivery(p_listing_id uuid, p_amount_ars numeric)
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
    v_conformed + private.payment_term_days()
  )
  returning p.id, p.transporter_id, p.amount_ars, p.fee_ars, p.due_on, p.checkout_url;
end;
$$;
revoke execute on function public.begin_payment_on_delivery(uuid, numeric) from public, anon;
grant execute on function public.begin_payment_on_delivery(uuid, numeric) to authenticated;

-- The checkout link Mercado Pago made for a payment on delivery; the first one kept stands (a
-- second request that raced it gets the first link back).
create function public.record_payment_checkout(
  p_payment_id uuid,
  p_preference_id text,
  p_checkout_url text
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_url text;
begin
  update public.protected_payments p
  set mp_preference_id = p_preference_id, checkout_url = p_checkout_url, updated_at = now()
  where p.id = p_payment_id and p.mode = 'on_delivery' and p.status = 'pending'
    and p.checkout_url is null
  returning p.checkout_url into v_url;
  if v_url is null then
    select p.checkout_url into v_url from public.protected_payments p
    where p.id = p_payment_id and p.mode = 'on_delivery';
  end if;
  return v_url;
end;
$$;
revoke execute on function public.record_payment_checkout(uuid, text, text) from public, anon, authenticated;
grant execute on function public.record_payment_checkout(uuid, text, text) to service_role;

-- A payment on delivery past its day, told to both parties once ('Vencido' on the shipment is
-- the day compared with today; this is the bell's and the push's).
alter table public.protected_payments add column overdue_notified_at timestamptz;

create function private.notify_overdue_payments()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_payment record;
  v_title text;
  v_due text;
begin
  for v_payment in
    update public.protected_payments p set overdue_notified_at = now()
    where p.mode = 'on_delivery' and p.status = 'pending' and p.overdue_notified_at is null
      and p.due_on < (now() at time zone 'America/Argentina/Buenos_Aires')::date
    returning p.listing_id, p.shipper_id, p.transporter_id, p.due_on
  loop
    select l.title into v_title from public.cargo_listings l where l.id = v_payment.listing_id;
    v_due := to_char(v_payment.due_on, 'DD/MM/YYYY');
    perform public.notify(v_payment.shipper_id, 'payment_status', 'Vencido',
      'El pago de «' || v_title || '» venció el ' || v_due || ': pagalo con Mercado Pago.',
      '/listings/' || v_payment.listing_id);
    perform public.notify(v_payment.transporter_id, 'payment_status', 'Vencido',
      'El pago de «' || v_title || '» venció el ' || v_due || ' y el dador todavía no lo hizo.',
      '/listings/' || v_payment.listing_id);
  end loop;
end;
$$;
revoke execute on function private.notify_overdue_payments() from public;

select cron.schedule('overdue-payments', '*/10 * * * *', 'select private.notify_overdue_payments()');
