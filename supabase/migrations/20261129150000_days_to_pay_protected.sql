-- ---------------------------------------------------------------------------
-- Days to pay from real payment dates (issue 37, item 3): a shipper's reputation counts his
-- protected payments too, paid on the day Mercado Pago captured them (after the conformity they
-- were captured at). A shipment paid both ways counts once, as Mercado Pago's record.
-- ---------------------------------------------------------------------------
create or replace function public.reputation(p_user_ids uuid[])
returns table (
  user_id uuid,
  on_time_pickups integer,
  pickups integer,
  on_time_deliveries integer,
  deliveries integer,
  cancellations integer,
  assignments integer,
  answer_minutes_median integer,
  answers integer,
  days_to_pay_median integer,
  paid integer,
  unpaid integer
)
language sql
stable
security definer
set search_path = ''
as $$
  with users as (
    select distinct u as id from pg_catalog.unnest(p_user_ids[1:50]) u where u is not null
  ), timeline as (
    select u.id as user_id,
      count(*) filter (where e.status = 'in-transit') as pickups,
      count(*) filter (
        where e.status = 'in-transit'
          and (e.created_at at time zone 'America/Argentina/Buenos_Aires')::date <= l.pickup_date
      ) as on_time_pickups,
      count(*) filter (where e.status = 'delivered') as deliveries,
      count(*) filter (
        where e.status = 'delivered'
          and (e.created_at at time zone 'America/Argentina/Buenos_Aires')::date <= l.delivery_date
      ) as on_time_deliveries,
      count(distinct l.id) filter (where l.status <> 'pending') as held
    from users u
    join public.cargo_listings l on l.transporter_id = u.id
    left join public.shipment_events e
      on e.listing_id = l.id and e.status in ('in-transit', 'delivered')
    group by u.id
  ), cancelled as (
    select c.transporter_id as user_id, count(*) as cancellations
    from public.assignment_cancellations c
    where c.transporter_id in (select id from users)
    group by c.transporter_id
  ), answer_times as (
    -- A carrier's message right after the shipper's, in each of his conversations.
    select m.transporter_id as user_id, m.minutes
    from (
      select c.transporter_id, msg.sender_id,
        extract(epoch from msg.created_at - pg_catalog.lag(msg.created_at) over w) / 60 as minutes,
        pg_catalog.lag(msg.sender_id) over w as previous_sender
      from public.conversations c
      join public.messages msg on msg.conversation_id = c.id
      where c.transporter_id in (select id from users)
      window w as (partition by c.id order by msg.created_at, msg.id)
    ) m
    where m.sender_id = m.transporter_id and m.previous_sender <> m.transporter_id
    union all
    select i.transporter_id, extract(epoch from i.answered_at - i.created_at) / 60
    from public.listing_invitations i
    where i.transporter_id in (select id from users) and i.answered_at is not null
  ), answers as (
    select a.user_id, count(*) as answers,
      percentile_cont(0.5) within group (order by a.minutes::double precision) as median
    from answer_times a
    group by a.user_id
  ), protected as (
    select p.shipper_id, p.listing_id,
      ((p.paid_at at time zone 'America/Argentina/Buenos_Aires')::date
        - private.conformed_on(p.listing_id)) as days
    from public.protected_payments p
    where p.shipper_id in (select id from users) and p.status = 'paid'
  ), settled as (
    select s.shipper_id, s.status, s.paid_on - s.conformed_on as days
    from public.shipment_payments s
    where s.shipper_id in (select id from users) and s.dispute_outcome is distinct from 'upheld'
      and not exists (select 1 from protected p where p.listing_id = s.listing_id)
    union all
    select p.shipper_id, 'paid', greatest(p.days, 0) from protected p where p.days is not null
  ), payments as (
    select s.shipper_id as user_id,
      count(*) filter (where s.status = 'paid') as paid,
      count(*) filter (where s.status = 'unpaid') as unpaid,
      percentile_cont(0.5) within group (order by s.days::double precision)
        filter (where s.status = 'paid') as median
    from settled s
    group by s.shipper_id
  )
  select u.id,
    case when coalesce(t.pickups, 0) >= 3 then t.on_time_pickups::integer end,
    coalesce(t.pickups, 0)::integer,
    case when coalesce(t.deliveries, 0) >= 3 then t.on_time_deliveries::integer end,
    coalesce(t.deliveries, 0)::integer,
    case when coalesce(t.held, 0) + coalesce(c.cancellations, 0) >= 3
      then coalesce(c.cancellations, 0)::integer end,
    (coalesce(t.held, 0) + coalesce(c.cancellations, 0))::integer,
    case when coalesce(a.answers, 0) >= 3 then pg_catalog.round(a.median)::integer end,
    coalesce(a.answers, 0)::integer,
    case when coalesce(p.paid, 0) >= 3 then pg_catalog.round(p.median)::integer end,
    coalesce(p.paid, 0)::integer,
    case when coalesce(p.paid, 0) + coalesce(p.unpaid, 0) >= 3 then p.unpaid::integer end
  from users u
  left join timeline t on t.user_id = u.id
  left join cancelled c on c.user_id = u.id
  left join answers a on a.user_id = u.id
  left join payments p on p.user_id = u.id;
$$;
