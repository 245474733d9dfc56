-- ---------------------------------------------------------------------------
-- 'Finanzas' (issue 37, item 6): the caller's money in €, from his shipments (as transporter or
-- as shipper, by his role): paid (captured protected payments, at the pesos captured over the
-- rate they were charged at, and shipments recorded 'Cobrado'), reserved (protected payments
-- held) and pending (delivered, neither paid nor reserved) per month; paid per shipper with
-- days to pay (transporter) or per lane (shipper); and the delivered shipments still unpaid.
-- Each reads only the caller's own shipments.
-- ---------------------------------------------------------------------------

-- A shipment's agreed price: its accepted offer's, or the listed price.
create function private.agreed_price(p_listing_id uuid)
returns numeric
language sql
stable
set search_path = ''
as $$
  select coalesce(
    (select p.price from public.proposals p
     where p.listing_id = p_listing_id and p.status = 'accepted' limit 1),
    (select l.price from public.cargo_listings l where l.id = p_listing_id)
  );
$$;
revoke execute on function private.agreed_price(uuid) from public;

-- Each of the caller's shipments with money on it: how much, in which state, since when.
create function private.my_money(p_user_id uuid, p_as_transporter boolean)
returns table (
  listing_id uuid,
  counterpart_id uuid,
  lane text,
  state text,
  amount_eur numeric,
  on_day date,
  conformed_on date
)
language sql
stable
set search_path = ''
as $$
  -- One branch per role, so each reads its own index (transporter_id, shipper_id).
  with mine as (
    select l.* from public.cargo_listings l where p_as_transporter and l.transporter_id = p_user_id
    union all
    select l.* from public.cargo_listings l where not p_as_transporter and l.shipper_id = p_user_id
  ), own as (
    select m.* from mine m
    where m.status = 'delivered' or exists (
        select 1 from public.protected_payments p where p.listing_id = m.id and p.status = 'reserved'
      )
  ), protected as (
    select distinct on (p.listing_id) p.*
    from public.protected_payments p
    where p.listing_id in (select id from own) and p.status in ('reserved', 'paid')
    order by p.listing_id, p.created_at desc
  )
  select o.id,
    case when p_as_transporter then o.shipper_id else o.transporter_id end,
    coalesce(o.origin_province, o.origin) || ' → ' || coalesce(o.destination_province, o.destination),
    case
      when p.status = 'paid' or s.status = 'paid' then 'paid'
      when p.status = 'reserved' then 'reserved'
      else 'pending'
    end,
    case when p.status = 'paid' then round(p.captured_ars / p.ars_per_eur, 2)
      when p.status = 'reserved' then p.amount_eur
      else private.agreed_price(o.id) end,
    case
      when p.status = 'paid' then (p.paid_at at time zone 'America/Argentina/Buenos_Aires')::date
      when s.status = 'paid' then s.paid_on
      when p.status = 'reserved' then (p.reserved_at at time zone 'America/Argentina/Buenos_Aires')::date
      else (e.created_at at time zone 'America/Argentina/Buenos_Aires')::date
    end,
    private.conformed_on(o.id)
  from own o
  left join protected p on p.listing_id = o.id
  left join public.shipment_payments s on s.listing_id = o.id
  left join public.shipment_events e on e.listing_id = o.id and e.status = 'delivered';
$$;
revoke execute on function private.my_money(uuid, boolean) from public;

create function public.my_finance_months(p_months integer default 12)
returns table (month date, paid_eur numeric, reserved_eur numeric, pending_eur numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_this_month date := date_trunc(
    'month', (now() at time zone 'America/Argentina/Buenos_Aires')::date)::date;
begin
  perform public.assert_mfa();
  if p_months is null or p_months not between 1 and 36 then
    raise exception 'months_range: de 1 a 36 meses' using errcode = '22023';
  end if;
  return query
  with money as (
    select * from private.my_money(auth.uid(), public.has_role('transporter'))
  ), months as (
    select (v_this_month - make_interval(months => n))::date as month
    from generate_series(0, p_months - 1) n
  )
  select m.month,
    coalesce(sum(x.amount_eur) filter (where x.state = 'paid'), 0),
    coalesce(sum(x.amount_eur) filter (where x.state = 'reserved'), 0),
    coalesce(sum(x.amount_eur) filter (where x.state = 'pending'), 0)
  from months m
  left join money x on date_trunc('month', x.on_day)::date = m.month
  group by m.month
  order by m.month;
end;
$$;
revoke execute on function public.my_finance_months(integer) from public, anon;
grant execute on function public.my_finance_months(integer) to authenticated;

-- Transporter: per shipper, what he paid and his median days to pay. Shipper: per lane.
create function public.my_finance_breakdown()
returns table (label text, shipments integer, amount_eur numeric, days_to_pay integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_transporter boolean := public.has_role('transporter');
begin
  perform public.assert_mfa();
  return query
  with money as (
    select * from private.my_money(auth.uid(), v_transporter) x where x.state <> 'pending'
  ), grouped as (
    select case when v_transporter
        then coalesce(nullif(btrim(pr.company), ''), pr.name, 'Dador de carga')
        else x.lane end as label,
      x.state, x.amount_eur, x.on_day - x.conformed_on as days
    from money x
    left join public.profiles pr on pr.id = x.counterpart_id
  )
  select g.label, count(*)::integer, sum(g.amount_eur),
    pg_catalog.round(percentile_cont(0.5) within group (order by greatest(g.days, 0)::double precision)
      filter (where g.state = 'paid' and g.days is not null))::integer
  from grouped g
  group by g.label
  order by sum(g.amount_eur) desc, g.label
  limit 20;
end;
$$;
revoke execute on function public.my_finance_breakdown() from public, anon;
grant execute on function public.my_finance_breakdown() to authenticated;

-- The caller's delivered shipments not yet paid, oldest first: what he owes or awaits.
create function public.my_payments_due()
returns table (listing_id uuid, title text, amount_eur numeric, conformed_on date, reserved boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.assert_mfa();
  return query
  select x.listing_id, l.title, x.amount_eur, x.conformed_on, x.state = 'reserved'
  from private.my_money(auth.uid(), public.has_role('transporter')) x
  join public.cargo_listings l on l.id = x.listing_id
  where x.state = 'pending' or (x.state = 'reserved' and l.status = 'delivered')
  order by x.conformed_on nulls last, l.title
  limit 50;
end;
$$;
revoke execute on function public.my_payments_due() from public, anon;
grant execute on function public.my_payments_due() to authenticated;
