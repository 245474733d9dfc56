-- ---------------------------------------------------------------------------
-- Payment binding, after the review of 'Pago protegido' (issue 37):
--   - apply_mercadopago_payment binds a record to its first Mercado Pago payment only when that
--     payment is for exactly the pesos agreed. Before, any payment of the linked seller for at
--     most that amount naming the record bound it: a transporter could make, with his own card,
--     a smaller payment naming the shipment before the shipper reserved, and the shipment would
--     show it ('Pago reservado'/'Pagado' for less) while the shipper's reservation was refused.
--     Captures after the binding may still be for less (an incident settled lower).
--   - It answers the record's state beside the outcome, so the functions need not read it again.
-- ---------------------------------------------------------------------------
drop function public.apply_mercadopago_payment(bigint, jsonb);

-- Applies a payment as fetched from Mercado Pago's API (GET /v1/payments/:id, with the token of
-- the account `p_mp_user_id`). Outcome 'applied', 'duplicate' (already applied), 'stale' (an
-- older state than the one recorded), 'unknown' (not a payment of the platform's) or 'refused'
-- (another seller's, another payment for the same record, a first payment for other than the
-- agreed pesos, or more than agreed); status: the record's state afterwards (null when unknown).
create function public.apply_mercadopago_payment(p_mp_user_id bigint, p_payment jsonb)
returns table (outcome text, status text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_mp_id bigint;
  v_status text := p_payment ->> 'status';
  v_detail text := coalesce(p_payment ->> 'status_detail', '');
  v_amount numeric;
  v_refunded numeric;
  v_reference uuid;
  v_row public.protected_payments;
  v_state text;
  v_title text;
  v_heading text;
  v_body text;
begin
  begin
    v_mp_id := (p_payment ->> 'id')::bigint;
    v_amount := (p_payment ->> 'transaction_amount')::numeric;
    v_refunded := coalesce((p_payment ->> 'transaction_amount_refunded')::numeric, 0);
    v_reference := (p_payment ->> 'external_reference')::uuid;
  exception when others then
    return query select 'unknown', null::text;
    return;
  end;
  v_state := private.protected_payment_state(v_status, v_detail);
  if v_mp_id is null or v_reference is null or v_state is null or v_amount is null then
    return query select 'unknown', null::text;
    return;
  end if;

  select * into v_row from public.protected_payments p where p.id = v_reference for update;
  if not found then
    return query select 'unknown', null::text;
    return;
  end if;
  if not exists (
      select 1 from public.mercadopago_accounts a
      where a.transporter_id = v_row.transporter_id and a.mp_user_id = p_mp_user_id
    )
    or (p_payment ->> 'collector_id')::bigint is distinct from p_mp_user_id
    or (v_row.mp_payment_id is not null and v_row.mp_payment_id <> v_mp_id)
    or exists (
      select 1 from public.protected_payments o where o.mp_payment_id = v_mp_id and o.id <> v_row.id
    )
    -- The first payment bound to a record is for exactly the pesos agreed (a seller's own smaller
    -- payment naming the record binds nothing); a capture may then be for less.
    or (v_row.mp_payment_id is null and v_amount <> v_row.amount_ars)
    or v_amount > v_row.amount_ars
    or v_refunded > v_amount then
    return query select 'refused', v_row.status;
    return;
  end if;

  insert into public.mercadopago_payment_events (
    mp_payment_id, mp_status, mp_status_detail, refunded_ars, payment_id
  )
  values (v_mp_id, v_status, v_detail, v_refunded, v_row.id)
  on conflict do nothing;
  if not found then
    return query select 'duplicate', v_row.status;
    return;
  end if;
  if private.protected_payment_rank(v_state) < private.protected_payment_rank(v_row.status)
     or (v_state = v_row.status and v_state <> 'paid') then
    update public.protected_payments p set mp_payment_id = v_mp_id where p.id = v_row.id;
    return query select 'stale', v_row.status;
    return;
  end if;

  update public.protected_payments p set
    mp_payment_id = v_mp_id,
    mp_status = left(v_status, 40),
    mp_status_detail = left(v_detail, 80),
    status = v_state,
    captured_ars = case when v_state in ('paid', 'refunded') then v_amount else p.captured_ars end,
    refunded_ars = case when v_state = 'refunded' then v_amount
      when v_state = 'paid' then v_refunded else p.refunded_ars end,
    reserved_at = case when v_state = 'reserved' then coalesce(p.reserved_at, now()) else p.reserved_at end,
    paid_at = case when v_state = 'paid' then coalesce(p.paid_at, now()) else p.paid_at end,
    closed_at = case when private.protected_payment_rank(v_state) >= 3 then coalesce(p.closed_at, now())
      else p.closed_at end,
    updated_at = now()
  where p.id = v_row.id;

  if v_state = v_row.status then
    return query select 'applied', v_state;
    return;
  end if;
  select l.title into v_title from public.cargo_listings l where l.id = v_row.listing_id;
  v_heading := case v_state
    when 'pending' then 'Pago en proceso'
    when 'reserved' then 'Pago reservado'
    when 'paid' then 'Pagado'
    when 'released' then 'Liberado'
    when 'expired' then 'Vencido'
    when 'rejected' then 'Pago rechazado'
    when 'refunded' then 'Pago devuelto'
  end;
  v_body := case v_state
    when 'pending' then 'Mercado Pago está procesando el pago de «' || v_title || '».'
    when 'reserved' then 'El pago de «' || v_title || '» quedó reservado en Mercado Pago: se cobra al confirmar la recepción.'
    when 'paid' then 'El pago de «' || v_title || '» se acreditó al transportista.'
    when 'released' then 'La reserva del pago de «' || v_title || '» se liberó: no se cobró.'
    when 'expired' then 'La reserva del pago de «' || v_title || '» venció sin cobrarse.'
    when 'rejected' then 'Mercado Pago rechazó el pago de «' || v_title || '».'
    when 'refunded' then 'El pago de «' || v_title || '» se devolvió al dador.'
  end;
  perform public.notify(v_row.shipper_id, 'payment_status', v_heading, v_body, '/listings/' || v_row.listing_id);
  perform public.notify(v_row.transporter_id, 'payment_status', v_heading, v_body, '/listings/' || v_row.listing_id);
  return query select 'applied', v_state;
end;
$$;
revoke execute on function public.apply_mercadopago_payment(bigint, jsonb) from public, anon, authenticated;
grant execute on function public.apply_mercadopago_payment(bigint, jsonb) to service_role;
