-- ---------------------------------------------------------------------------
-- 'Pago protegido' (issue 37, items 3 and 4): a shipment's payment held on Mercado Pago for a
-- linked transporter. A row is the platform's record of one payment: the price in € accepted,
-- the rate it was converted at and the pesos charged (stored, so the payer saw exactly this),
-- and its state as Mercado Pago last reported it. Nothing a browser sends changes it: the
-- mercadopago-webhook Edge Function (service role) applies what it fetched from Mercado Pago's
-- API through apply_mercadopago_payment(), which
--   - accepts only a payment of the transporter's own linked account for the row it names,
--   - never records more captured than the pesos agreed,
--   - applies each (payment, status, detail, refunded amount) once (mercadopago_payment_events)
--     and never moves a payment back (a late 'reserved' after 'paid' changes nothing),
--   - tells both parties of each new state.
-- The parties and admins read their rows; no role but the service role writes.
-- ---------------------------------------------------------------------------
create table public.protected_payments (
  id uuid primary key default gen_random_uuid(),
  listing_id uuid not null references public.cargo_listings (id) on delete cascade,
  shipper_id uuid not null references auth.users (id) on delete cascade,
  transporter_id uuid not null references auth.users (id) on delete cascade,
  mode text not null constraint protected_payments_mode_check
    check (mode in ('reserve', 'on_delivery')),
  status text not null default 'pending' constraint protected_payments_status_check
    check (status in ('pending', 'reserved', 'paid', 'released', 'expired', 'rejected', 'refunded')),
  amount_eur numeric(14, 2) not null constraint protected_payments_amount_eur_check
    check (amount_eur > 0),
  ars_per_eur numeric(12, 2) not null constraint protected_payments_rate_check
    check (ars_per_eur > 0),
  amount_ars numeric(14, 2) not null constraint protected_payments_amount_ars_check
    check (amount_ars > 0),
  fee_ars numeric(14, 2) not null default 0 constraint protected_payments_fee_check
    check (fee_ars >= 0 and fee_ars < amount_ars),
  captured_ars numeric(14, 2) constraint protected_payments_captured_check
    check (captured_ars > 0 and captured_ars <= amount_ars),
  refunded_ars numeric(14, 2) not null default 0 constraint protected_payments_refunded_check
    check (refunded_ars >= 0 and refunded_ars <= coalesce(captured_ars, 0)),
  mp_payment_id bigint unique constraint protected_payments_mp_payment_id_check
    check (mp_payment_id > 0),
  mp_status text constraint protected_payments_mp_status_length check (char_length(mp_status) <= 40),
  mp_status_detail text
    constraint protected_payments_mp_detail_length check (char_length(mp_status_detail) <= 80),
  due_on date,
  reserved_at timestamptz,
  paid_at timestamptz,
  closed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint protected_payments_paid_has_capture check ((status = 'paid') <= (captured_ars is not null))
);
-- One live payment per shipment; a released or rejected one may be followed by another.
create unique index protected_payments_live_idx on public.protected_payments (listing_id)
  where status in ('pending', 'reserved', 'paid');
create index protected_payments_shipper_idx on public.protected_payments (shipper_id);
create index protected_payments_transporter_idx on public.protected_payments (transporter_id);

create table public.mercadopago_payment_events (
  mp_payment_id bigint not null,
  mp_status text not null,
  mp_status_detail text not null,
  refunded_ars numeric(14, 2) not null,
  payment_id uuid not null references public.protected_payments (id) on delete cascade,
  applied_at timestamptz not null default now(),
  primary key (mp_payment_id, mp_status, mp_status_detail, refunded_ars)
);
create index mercadopago_payment_events_payment_idx on public.mercadopago_payment_events (payment_id);

alter table public.protected_payments enable row level security;
alter table public.mercadopago_payment_events enable row level security;
revoke all on public.protected_payments, public.mercadopago_payment_events from anon, authenticated;
grant select on public.protected_payments to authenticated;

create policy "The two parties and admins read a protected payment" on public.protected_payments
for select to authenticated
using (
  transporter_id = (select auth.uid())
  or shipper_id = (select auth.uid())
  or (select public.has_role('admin'))
);
create policy "A verified second factor requires aal2" on public.protected_payments
as restrictive for all to authenticated
using ((select public.mfa_satisfied())) with check ((select public.mfa_satisfied()));
create policy "A verified second factor requires aal2" on public.mercadopago_payment_events
as restrictive for all to authenticated
using ((select public.mfa_satisfied())) with check ((select public.mfa_satisfied()));

alter table public.notifications drop constraint notifications_kind_check;
alter table public.notifications add constraint notifications_kind_check check (
  kind in (
    'proposal_received', 'proposal_accepted', 'proposal_rejected', 'shipment_in_transit',
    'shipment_delivered', 'rating_received', 'document_approved', 'document_rejected',
    'alert_match', 'listing_changed', 'message_received', 'counter_offer_received',
    'counter_offer_accepted', 'listing_booked', 'listing_invitation', 'truck_match', 'load_match',
    'network_listing', 'assignment_cancelled', 'payment_disputed', 'payment_dispute_resolved',
    'payment_status'
  )
);

-- Mercado Pago's status and detail as the platform's state; null for one it does not act on.
create function private.protected_payment_state(p_status text, p_detail text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case p_status
    when 'pending' then 'pending'
    when 'in_process' then 'pending'
    when 'authorized' then 'reserved'
    when 'approved' then 'paid'
    when 'cancelled' then case when p_detail = 'expired' then 'expired' else 'released' end
    when 'rejected' then 'rejected'
    when 'refunded' then 'refunded'
    when 'charged_back' then 'refunded'
  end;
$$;
revoke execute on function private.protected_payment_state(text, text) from public;

-- How far along a state is: a payment only moves forward.
create function private.protected_payment_rank(p_state text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case p_state
    when 'pending' then 0
    when 'reserved' then 1
    when 'paid' then 2
    when 'released' then 3
    when 'expired' then 3
    when 'rejected' then 3
    when 'refunded' then 4
  end;
$$;
revoke execute on function private.protected_payment_rank(text) from public;

-- Applies a payment as fetched from Mercado Pago's API (GET /v1/payments/:id, with the token of
-- the account `p_mp_user_id`). Answers 'applied', 'duplicate' (already applied), 'stale' (an
-- older state than the one recorded), 'unknown' (not a payment of the platform's) or 'refused'
-- (another seller's, another payment for the same record, or more than agreed).
create function public.apply_mercadopago_payment(p_mp_user_id bigint, p_payment jsonb)
returns text
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
    return 'unknown';
  end;
  v_state := private.protected_payment_state(v_status, v_detail);
  if v_mp_id is null or v_reference is null or v_state is null or v_amount is null then
    return 'unknown';
  end if;

  select * into v_row from public.protected_payments p where p.id = v_reference for update;
  if not found then
    return 'unknown';
  end if;
  if not exists (
      select 1 from public.mercadopago_accounts a
      where a.transporter_id = v_row.transporter_id and a.mp_user_id = p_mp_user_id
    )
    or (p_payment ->> 'collector_id')::bigint is distinct from p_mp_user_id
    or v_row.mp_payment_id <> v_mp_id
    or exists (
      select 1 from public.protected_payments o where o.mp_payment_id = v_mp_id and o.id <> v_row.id
    )
    or v_amount > v_row.amount_ars
    or v_refunded > v_amount then
    return 'refused';
  end if;

  insert into public.mercadopago_payment_events (
    mp_payment_id, mp_status, mp_status_detail, refunded_ars, payment_id
  )
  values (v_mp_id, v_status, v_detail, v_refunded, v_row.id)
  on conflict do nothing;
  if not found then
    return 'duplicate';
  end if;
  if private.protected_payment_rank(v_state) < private.protected_payment_rank(v_row.status)
     or (v_state = v_row.status and v_state <> 'paid') then
    update public.protected_payments set mp_payment_id = v_mp_id where id = v_row.id;
    return 'stale';
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
    return 'applied';
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
  return 'applied';
end;
$$;
revoke execute on function public.apply_mercadopago_payment(bigint, jsonb) from public, anon, authenticated;
grant execute on function public.apply_mercadopago_payment(bigint, jsonb) to service_role;
