-- ---------------------------------------------------------------------------
-- 'Iniciar Viaje' without a network (issue 39, item 2). The phone keeps the start in its outbox
-- with the time it was tapped, and sends it before the positions recorded after it. The trip's
-- start is that time, within bounds the server knows: not before the vehicle and driver were
-- assigned (trips.assigned_at) nor before the three days positions may reach back, not after
-- now. Positions are taken from the start on (record_positions), so the ones recorded on the
-- road after an offline start are kept. The same start sent again after a lost answer is taken
-- as done; everything advance_shipment refuses is refused as before.
-- ---------------------------------------------------------------------------

create function public.start_trip(p_listing_id uuid, p_started_at timestamptz default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  l record;
  v_assigned_at timestamptz;
begin
  perform public.assert_mfa();
  select transporter_id, status into l
  from public.cargo_listings where id = p_listing_id
  for update;
  if v_uid is null or l.transporter_id is distinct from v_uid then
    raise exception 'not_assigned_transporter' using errcode = '42501';
  end if;
  -- This start, sent again because its answer was lost: the trip is already under way.
  if l.status = 'in-transit' then
    return;
  end if;
  -- Every check of the step (vehicle, driver, insurance, the status) is advance_shipment's.
  perform public.advance_shipment(p_listing_id, 'in-transit');
  select assigned_at into v_assigned_at from public.trips where listing_id = p_listing_id;
  update public.shipment_events
  set created_at = least(
    now(),
    greatest(coalesce(p_started_at, now()), v_assigned_at, now() - interval '3 days')
  )
  where listing_id = p_listing_id and status = 'in-transit';
end;
$$;

revoke execute on function public.start_trip(uuid, timestamptz) from public, anon;
grant execute on function public.start_trip(uuid, timestamptz) to authenticated;
