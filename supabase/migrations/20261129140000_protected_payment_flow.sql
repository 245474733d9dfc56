-- ---------------------------------------------------------------------------
-- 'Pago protegido' (issue 37, item 3): what the database decides about reserving, capturing and
-- releasing a shipment's payment. The mercadopago-payments Edge Function calls these with the
-- caller's own token (so every check of who may is here) and talks to Mercado Pago:
--   - protected_payment_quote(): what the shipper would pay: the agreed price in €, the rate in
--     force, the pesos and the platform's fee, and the transporter's public key for the card (no
--     row when the shipment is not assigned or its transporter takes no Mercado Pago);
--   - begin_protected_payment(): the shipper's pending payment at exactly the quoted pesos (a
--     rate changed since the quote is refused, so nobody pays what he did not see);
--   - protected_payment_capture(): a reserved payment once the receipt is conformed;
--   - protected_payment_release(): a payment whose assignment ended.
-- The amounts always come from here, never from the browser.
-- ---------------------------------------------------------------------------

-- The platform's fee on a protected payment: 5 % of the pesos, rounded to cents.
create function private.platform_fee(p_amount numeric)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select round(p_amount * 0.05, 2);
$$;
revoke execute on function private.platform_fee(numeric) from public;

-- Whether a reservation outlives the delivery and its 72 h of conformity: Mercado Pago cancels
-- one after 7 days, so the delivery must be at most 4 days ahead.
create function private.reservation_reaches(p_delivery date)
returns boolean
language sql
stable
set search_path = ''
as $$
  select p_delivery <= (now() at time zone 'America/Argentina/Buenos_Aires')::date + 4;
$$;
revoke execute on function private.reservation_reaches(date) from public;

create function public.protected_payment_quote(p_listing_id uuid)
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
begin
  perform public.assert_mfa();
  select * into v_listing from public.cargo_listings l where l.id = p_listing_id;
  if not found or v_listing.shipper_id is distinct from (select auth.uid()) then
    raise exception 'not_allowed: no es tu envío' using errcode = '42501';
  end if;
  -- No row when there is nothing to reserve: the shipment is not (or no longer) assigned, or its
  -- transporter takes no Mercado Pago and it is paid as before. The page asks for every shipment
  -- it shows, so these are answers, not refusals.
  if v_listing.status not in ('assigned', 'in-transit') or v_listing.transporter_id is null then
    return;
  end if;
  select a.public_key into v_key from public.mercadopago_accounts a
  where a.transporter_id = v_listing.transporter_id;
  if not found then
    return;
  end if;
  select coalesce(
    (select p.price from public.proposals p where p.listing_id = p_listing_id and p.status = 'accepted' limit 1),
    v_listing.price
  ) into v_price;
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
    private.platform_fee(round(v_price * v_rate, 2)),
    case when private.reservation_reaches(v_listing.delivery_date) then 'reserve' else 'on_delivery' end,
    v_key;
end;
$$;
revoke execute on function public.protected_payment_quote(uuid) from public, anon;
grant execute on function public.protected_payment_quote(uuid) to authenticated;

create function public.begin_protected_payment(p_listing_id uuid, p_amount_ars numeric)
returns table (id uuid, transporter_id uuid, amount_ars numeric, fee_ars numeric)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_quote record;
  v_listing public.cargo_listings;
  v_existing public.protected_payments;
begin
  perform public.assert_mfa();
  select * into v_listing from public.cargo_listings l where l.id = p_listing_id for update;
  select * into v_quote from public.protected_payment_quote(p_listing_id);
  if v_quote.mode is null then
    if v_listing.status not in ('assigned', 'in-transit') then
      raise exception 'payment_not_open: el pago protegido se reserva con el envío asignado'
        using errcode = 'P0001';
    end if;
    raise exception 'not_linked: el transportista no cobra con Mercado Pago' using errcode = 'P0001';
  end if;
  if v_quote.mode <> 'reserve' then
    raise exception 'pay_on_delivery: la entrega es en más de 4 días y una reserva dura 7: se paga al entregar'
      using errcode = 'P0001';
  end if;
  if p_amount_ars is null or p_amount_ars <> v_quote.amount_ars then
    raise exception 'quote_changed: el importe cambió con el tipo de cambio; revisalo y volvé a confirmar'
      using errcode = 'P0001';
  end if;
  select * into v_existing from public.protected_payments p
  where p.listing_id = p_listing_id and p.status in ('pending', 'reserved', 'paid');
  if found then
    -- A reservation that failed on its way to Mercado Pago may be tried again, as it was.
    if v_existing.status = 'pending' and v_existing.mp_payment_id is null
       and v_existing.transporter_id = v_listing.transporter_id
       and v_existing.amount_ars = v_quote.amount_ars then
      return query select v_existing.id, v_existing.transporter_id, v_existing.amount_ars,
        v_existing.fee_ars;
      return;
    end if;
    raise exception 'payment_exists: el pago de este envío ya está en curso' using errcode = 'P0001';
  end if;
  return query
  insert into public.protected_payments as p (
    listing_id, shipper_id, transporter_id, mode, amount_eur, ars_per_eur, amount_ars, fee_ars
  )
  values (
    p_listing_id, v_listing.shipper_id, v_listing.transporter_id, 'reserve', v_quote.amount_eur,
    v_quote.ars_per_eur, v_quote.amount_ars, v_quote.fee_ars
  )
  returning p.id, p.transporter_id, p.amount_ars, p.fee_ars;
end;
$$;
revoke execute on function public.begin_protected_payment(uuid, numeric) from public, anon;
grant execute on function public.begin_protected_payment(uuid, numeric) to authenticated;

-- Either party may ask: the transporter has every reason to, the shipper's conformity does.
create function public.protected_payment_capture(p_listing_id uuid)
returns table (id uuid, mp_payment_id bigint, transporter_id uuid, amount_ars numeric)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_payment public.protected_payments;
begin
  perform public.assert_mfa();
  select * into v_payment from public.protected_payments p
  where p.listing_id = p_listing_id and p.status in ('pending', 'reserved', 'paid')
    and (select auth.uid()) in (p.shipper_id, p.transporter_id);
  if not found then
    raise exception 'not_allowed: no hay un pago protegido tuyo en este envío' using errcode = '42501';
  end if;
  if v_payment.status <> 'reserved' or v_payment.mp_payment_id is null then
    raise exception 'not_capturable: el pago no está reservado' using errcode = 'P0001';
  end if;
  if private.conformed_on(p_listing_id) is null then
    raise exception 'not_capturable: se cobra con la conformidad de la entrega' using errcode = 'P0001';
  end if;
  return query select v_payment.id, v_payment.mp_payment_id, v_payment.transporter_id,
    v_payment.amount_ars;
end;
$$;
revoke execute on function public.protected_payment_capture(uuid) from public, anon;
grant execute on function public.protected_payment_capture(uuid) to authenticated;

-- A payment whose assignment ended (cancelled): one never sent to Mercado Pago is released here;
-- a reservation is answered for the function to cancel at Mercado Pago.
create function public.protected_payment_release(p_listing_id uuid)
returns table (id uuid, mp_payment_id bigint, transporter_id uuid)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_payment public.protected_payments;
  v_listing public.cargo_listings;
begin
  perform public.assert_mfa();
  select * into v_payment from public.protected_payments p
  where p.listing_id = p_listing_id and p.status in ('pending', 'reserved')
    and (select auth.uid()) in (p.shipper_id, p.transporter_id)
  for update;
  if not found then
    raise exception 'not_allowed: no hay un pago protegido tuyo en este envío' using errcode = '42501';
  end if;
  select * into v_listing from public.cargo_listings l where l.id = p_listing_id;
  if v_listing.transporter_id is not distinct from v_payment.transporter_id
     and v_listing.status <> 'pending' then
    raise exception 'not_releasable: el envío sigue asignado a ese transportista' using errcode = 'P0001';
  end if;
  if v_payment.mp_payment_id is null then
    update public.protected_payments p set status = 'released', closed_at = now(), updated_at = now()
    where p.id = v_payment.id;
  end if;
  return query select v_payment.id, v_payment.mp_payment_id, v_payment.transporter_id;
end;
$$;
revoke execute on function public.protected_payment_release(uuid) from public, anon;
grant execute on function public.protected_payment_release(uuid) to authenticated;
