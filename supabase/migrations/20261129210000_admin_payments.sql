-- ---------------------------------------------------------------------------
-- 'Pagos protegidos' in the back-office (issue 37, item 8): the latest protected payments with
-- their shipment, parties, mode, state and amounts, each saying whether its shipment is under
-- an open incident or payment dispute (and so waits for an admin); and the refund of a paid one
-- (admin_refund_protected_payment, carried to Mercado Pago by mercadopago-payments). Admins only.
-- ---------------------------------------------------------------------------
create function public.admin_protected_payments()
returns table (
  id uuid,
  listing_id uuid,
  title text,
  shipper_name text,
  transporter_name text,
  mode text,
  status text,
  amount_eur numeric,
  ars_per_eur numeric,
  amount_ars numeric,
  captured_ars numeric,
  settled_ars numeric,
  refunded_ars numeric,
  due_on date,
  mp_payment_id bigint,
  created_at timestamptz,
  paid_at timestamptz,
  in_dispute boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.assert_admin();
  return query
  select p.id, p.listing_id, l.title, coalesce(public.person_label(p.shipper_id), 'Usuario'),
    coalesce(public.person_label(p.transporter_id), 'Usuario'), p.mode, p.status, p.amount_eur,
    p.ars_per_eur, p.amount_ars, p.captured_ars, p.settled_ars, p.refunded_ars, p.due_on, p.mp_payment_id,
    p.created_at, p.paid_at,
    exists (
      select 1 from public.trip_incidents i
      where i.listing_id = p.listing_id and i.resolved_at is null
    ) or exists (
      select 1 from public.shipment_payments s
      where s.listing_id = p.listing_id and s.disputed_at is not null
        and s.dispute_resolved_at is null
    )
  from public.protected_payments p
  join public.cargo_listings l on l.id = p.listing_id
  order by p.created_at desc
  limit 200;
end;
$$;
revoke execute on function public.admin_protected_payments() from public, anon;
grant execute on function public.admin_protected_payments() to authenticated;

-- 'Devolver al dador': a paid protected payment an admin refunds in full (a dispute upheld for
-- the shipper, a shipment that never was). Answers what the mercadopago-payments function
-- needs to ask Mercado Pago for the refund; the record changes when Mercado Pago's answer is
-- recorded (apply_mercadopago_payment), as every other state does.
create function public.admin_refund_protected_payment(p_listing_id uuid)
returns table (id uuid, mp_payment_id bigint, transporter_id uuid)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_payment public.protected_payments;
begin
  perform public.assert_admin();
  select * into v_payment from public.protected_payments p
  where p.listing_id = p_listing_id and p.status = 'paid' and p.mp_payment_id is not null
  order by p.created_at desc
  limit 1;
  if not found then
    raise exception 'not_refundable: el envío no tiene un pago cobrado para devolver'
      using errcode = 'P0001';
  end if;
  return query select v_payment.id, v_payment.mp_payment_id, v_payment.transporter_id;
end;
$$;
revoke execute on function public.admin_refund_protected_payment(uuid) from public, anon;
grant execute on function public.admin_refund_protected_payment(uuid) to authenticated;
