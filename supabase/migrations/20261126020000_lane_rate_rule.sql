-- Precio sugerido discloses no private price (issue 22, hole 6).
--
-- The median of accepted offers, with its exact sample count, let a caller sweep the weight to
-- find a competitor's load, or add two offers of their own to isolate another company's price.
-- DAT's rule for lane rates now applies: a figure only from delivered loads, with at least 7
-- reports from at least 3 different shippers and 3 different carriers, none of them the
-- caller's; shown as a range (p25–p75 rounded to the nearest 100 €), with the count in buckets
-- (7+, 10+, 25+, 50+, 100+, 250+, 500+, 1000+). Below the rule: no row at all.

drop function public.suggested_price(text, text, numeric);

create function public.suggested_price(
  p_origin_province text,
  p_destination_province text,
  p_weight_kg numeric
)
returns table (low_price numeric, high_price numeric, sample_floor integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
begin
  perform public.assert_mfa();
  -- Between 0 and 100.000 t: rejects NaN and infinity as well (NaN > 0 is true in Postgres).
  if v_uid is null or p_weight_kg is null or not (p_weight_kg > 0 and p_weight_kg <= 100000000)
    or not public.is_argentine_province(p_origin_province)
    or not public.is_argentine_province(p_destination_province) then
    return;
  end if;
  return query
  with reports as (
    select p.price, l.shipper_id, p.transporter_id
    from public.cargo_listings l
    join public.proposals p on p.listing_id = l.id and p.status = 'accepted'
    where l.status = 'delivered'
      and l.origin_province = p_origin_province
      and l.destination_province = p_destination_province
      and l.weight_kg between p_weight_kg * 0.7 and p_weight_kg * 1.3
      and l.shipper_id <> v_uid
      and p.transporter_id <> v_uid
  ),
  summary as (
    select count(*)::integer as n,
      count(distinct r.shipper_id) as shippers,
      count(distinct r.transporter_id) as carriers,
      percentile_cont(0.25) within group (order by r.price) as p25,
      percentile_cont(0.75) within group (order by r.price) as p75
    from reports r
  )
  select round(s.p25::numeric / 100) * 100, round(s.p75::numeric / 100) * 100,
    (select max(b) from unnest(array[7, 10, 25, 50, 100, 250, 500, 1000]) as b where b <= s.n)
  from summary s
  where s.n >= 7 and s.shippers >= 3 and s.carriers >= 3;
end;
$$;

revoke all on function public.suggested_price(text, text, numeric) from public, anon;
grant execute on function public.suggested_price(text, text, numeric) to authenticated;
