-- ---------------------------------------------------------------------------
-- An incident that settles at a lower amount (issue 37, item 3): the admin resolving a delivery
-- problem may record the amount the parties agreed ('Monto acordado', in €, below the agreed
-- price). A reserved protected payment is then captured for that amount in pesos, at the rate it
-- was reserved at, and both parties are told. A disputed delivery never reaches conformity, so
-- its reservation is captured once the incident is resolved (with or without an amount) instead:
-- private.payment_settled() is the one rule protected_payment_capture() and the scheduled job
-- (protected_payments_due) now share.
-- ---------------------------------------------------------------------------
alter table public.protected_payments
  add column settled_ars numeric(14, 2) constraint protected_payments_settled_check
    check (settled_ars > 0 and settled_ars <= amount_ars);

alter table public.trip_incidents
  add column settled_eur numeric(12, 2) constraint trip_incidents_settled_check
    check (settled_eur > 0);

-- '$ 1.650.000,00', as the app's formatPesos shows pesos (beside public.notification_price).
create function private.notification_pesos(p_amount numeric)
returns text
language sql
immutable
set search_path = ''
as $$
  select '$ ' || translate(to_char(p_amount, 'FM999,999,999,990.00'), ',.', '.,');
$$;
revoke execute on function private.notification_pesos(numeric) from public;

-- Whether a shipment's payment is due now: its receipt conformed, or its incident resolved.
create function private.payment_settled(p_listing_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.conformed_on(p_listing_id) is not null
    or exists (
      select 1 from public.trip_incidents i
      where i.listing_id = p_listing_id and i.resolved_at is not null
    );
$$;
revoke execute on function private.payment_settled(uuid) from public;

create or replace function public.protected_payment_capture(p_listing_id uuid)
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
  if private.payment_settled(p_listing_id) is not true then
    raise exception 'not_capturable: se cobra con la conformidad de la entrega' using errcode = 'P0001';
  end if;
  return query select v_payment.id, v_payment.mp_payment_id, v_payment.transporter_id,
    coalesce(v_payment.settled_ars, v_payment.amount_ars);
end;
$$;

create or replace function public.protected_payments_due()
returns table (action text, id uuid, mp_payment_id bigint, transporter_id uuid, amount_ars numeric)
language sql
stable
security definer
set search_path = ''
as $$
  select case when l.transporter_id is distinct from p.transporter_id or l.status = 'pending'
      then 'release' else 'capture' end,
    p.id, p.mp_payment_id, p.transporter_id, coalesce(p.settled_ars, p.amount_ars)
  from public.protected_payments p
  join public.cargo_listings l on l.id = p.listing_id
  where p.status = 'reserved' and p.mp_payment_id is not null
    and (
      l.transporter_id is distinct from p.transporter_id or l.status = 'pending'
      or (l.status = 'delivered' and private.payment_settled(l.id))
    )
  order by p.reserved_at
  limit 100;
$$;

drop function public.admin_resolve_trip_incident(uuid, text);

create function public.admin_resolve_trip_incident(
  p_incident_id uuid,
  p_resolution text,
  p_settled_eur numeric default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_incident public.trip_incidents;
  v_payment public.protected_payments;
  v_title text;
  v_body text;
begin
  perform public.assert_admin();
  select * into v_incident from public.trip_incidents i
  where i.id = p_incident_id and i.resolved_at is null
  for update;
  if not found then
    raise exception 'not_found: incidencia inexistente o ya resuelta' using errcode = 'P0002';
  end if;
  if p_settled_eur is not null
     and (p_settled_eur <= 0
       or p_settled_eur >= coalesce(private.agreed_price(v_incident.listing_id), 0)) then
    raise exception 'invalid_amount: el monto acordado debe ser mayor que 0 y menor que el precio acordado'
      using errcode = '22023';
  end if;
  update public.trip_incidents i
  set resolved_at = now(), resolution = btrim(p_resolution), settled_eur = p_settled_eur
  where i.id = p_incident_id;
  if p_settled_eur is null then
    return;
  end if;
  select * into v_payment from public.protected_payments p
  where p.listing_id = v_incident.listing_id and p.status = 'reserved'
  for update;
  if not found then
    return;
  end if;
  update public.protected_payments p
  set settled_ars = least(round(p_settled_eur * v_payment.ars_per_eur, 2), v_payment.amount_ars),
    updated_at = now()
  where p.id = v_payment.id
  returning * into v_payment;
  select l.title into v_title from public.cargo_listings l where l.id = v_incident.listing_id;
  v_body := 'La incidencia de «' || v_title || '» se resolvió: se cobran '
    || private.notification_pesos(v_payment.settled_ars) || ' de los '
    || private.notification_pesos(v_payment.amount_ars) || ' reservados.';
  perform public.notify(v_payment.shipper_id, 'payment_status', 'Monto acordado', v_body,
    '/listings/' || v_incident.listing_id);
  perform public.notify(v_payment.transporter_id, 'payment_status', 'Monto acordado', v_body,
    '/listings/' || v_incident.listing_id);
end;
$$;
revoke execute on function public.admin_resolve_trip_incident(uuid, text, numeric) from public, anon;
grant execute on function public.admin_resolve_trip_incident(uuid, text, numeric) to authenticated;

drop function public.admin_trip_incidents();

create function public.admin_trip_incidents()
returns table (
  id uuid, listing_id uuid, listing_title text, kind text, description text, photo_paths text[],
  created_at timestamptz, resolved_at timestamptz, resolution text, shipper_name text,
  transporter_name text, settled_eur numeric
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.assert_admin();
  return query
  select i.id, i.listing_id, l.title, i.kind, i.description, i.photo_paths, i.created_at,
    i.resolved_at, i.resolution, coalesce(public.person_label(l.shipper_id), 'Usuario'),
    coalesce(public.person_label(l.transporter_id), 'Usuario'), i.settled_eur
  from public.trip_incidents i
  join public.cargo_listings l on l.id = i.listing_id
  order by i.resolved_at is not null, i.created_at desc
  limit 200;
end;
$$;
revoke execute on function public.admin_trip_incidents() from public, anon;
grant execute on function public.admin_trip_incidents() to authenticated;
