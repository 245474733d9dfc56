-- The trip's notifications left out (issue 39, item 5): a registered delivery asks the shipper to
-- confirm the reception (the 72 h conformity window runs from it); an incident reported on a
-- delivery reaches the other party, and its resolution reaches both.

alter table public.notifications drop constraint notifications_kind_check;
alter table public.notifications add constraint notifications_kind_check check (
  kind in (
    'proposal_received', 'proposal_accepted', 'proposal_rejected', 'shipment_in_transit',
    'shipment_delivered', 'rating_received', 'document_approved', 'document_rejected',
    'alert_match', 'listing_changed', 'message_received', 'counter_offer_received',
    'counter_offer_accepted', 'listing_booked', 'listing_invitation', 'truck_match', 'load_match',
    'network_listing', 'assignment_cancelled', 'payment_disputed', 'payment_dispute_resolved',
    'payment_status', 'invoice_issued', 'trip_incident'
  )
);

-- The cargo is on its way / delivered → the listing's shipper; delivered, he is asked to confirm.
create or replace function public.notify_shipment_progress()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  l record;
begin
  select id, title, shipper_id into l from public.cargo_listings where id = new.listing_id;
  if new.status = 'in-transit' then
    perform public.notify(
      l.shipper_id, 'shipment_in_transit', 'Carga en tránsito',
      'Tu carga «' || l.title || '» está en camino.', '/listings/' || l.id
    );
  else
    perform public.notify(
      l.shipper_id, 'shipment_delivered', 'Entrega registrada: confirmá la recepción',
      'El transportista registró la entrega de «' || l.title || '». Confirmá la recepción o '
        || 'reportá un problema dentro de las 72 h; después podés calificarlo.',
      '/listings/' || l.id
    );
  end if;
  return new;
end;
$$;

-- 'Daño', as the trip's page names an incident's kind.
create function private.incident_kind_label(p_kind text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case p_kind
    when 'damage' then 'Daño' when 'shortage' then 'Faltante' when 'delay' then 'Demora'
    else 'Otro'
  end;
$$;
revoke execute on function private.incident_kind_label(text) from public;

-- An incident reported → the party who did not report it; resolved → both parties.
create function public.notify_trip_incident()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  l record;
  v_party uuid;
begin
  select c.id, c.title, c.shipper_id, c.transporter_id into l
  from public.cargo_listings c where c.id = new.listing_id;
  if tg_op = 'INSERT' then
    perform public.notify(
      case when new.reporter_id = l.shipper_id then l.transporter_id else l.shipper_id end,
      'trip_incident', 'Incidencia informada',
      'Se informó un problema con la entrega de «' || l.title || '» ('
        || private.incident_kind_label(new.kind) || '): ConectaCargas lo revisa.',
      '/listings/' || l.id
    );
  else
    foreach v_party in array array[l.shipper_id, l.transporter_id] loop
      perform public.notify(
        v_party, 'trip_incident', 'Incidencia resuelta',
        'La incidencia de «' || l.title || '» se resolvió: ' || left(new.resolution, 300),
        '/listings/' || l.id
      );
    end loop;
  end if;
  return new;
end;
$$;
revoke execute on function public.notify_trip_incident() from public, anon, authenticated;

create trigger trip_incidents_notify_reported
after insert on public.trip_incidents
for each row execute function public.notify_trip_incident();

create trigger trip_incidents_notify_resolved
after update of resolved_at on public.trip_incidents
for each row when (old.resolved_at is null and new.resolved_at is not null)
execute function public.notify_trip_incident();
