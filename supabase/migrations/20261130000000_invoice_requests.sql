-- An invoice ARCA authorized whose answer never came back (a timeout, a function stopped half
-- way, a failed write) is found again and never issued twice (issue 38). The function writes
-- the number down before it asks for it; the next try asks ARCA about that number first
-- (FECompConsultar) and keeps its CAE when the invoice there is this one. A refusal frees the
-- number; a request without an answer keeps it, and the draft's data with it. The shipper is
-- notified of an issued invoice.

alter table public.notifications drop constraint notifications_kind_check;
alter table public.notifications add constraint notifications_kind_check check (
  kind in (
    'proposal_received', 'proposal_accepted', 'proposal_rejected', 'shipment_in_transit',
    'shipment_delivered', 'rating_received', 'document_approved', 'document_rejected',
    'alert_match', 'listing_changed', 'message_received', 'counter_offer_received',
    'counter_offer_accepted', 'listing_booked', 'listing_invitation', 'truck_match', 'load_match',
    'network_listing', 'assignment_cancelled', 'payment_disputed', 'payment_dispute_resolved',
    'payment_status', 'invoice_issued'
  )
);

alter table public.invoices
  add column requested_number bigint
    constraint invoices_requested_number_check check (requested_number > 0),
  add column requested_on date;

-- 'Emitir factura' as before, but a draft with a request pending is answered as it was asked.
create or replace function public.begin_invoice(p_listing_id uuid)
returns table (
  id uuid, issuer_cuit text, point_of_sale integer, invoice_type smallint, receiver_cuit text,
  receiver_condition smallint, amount_ars numeric, service_from date, service_to date
)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  l record;
  v_settings record;
  v_receiver record;
  v_amount numeric;
  v_rate numeric;
  v_from date;
  v_to date;
  v_type smallint;
  v_issuer_name text;
begin
  perform public.assert_mfa();
  select c.id, c.shipper_id, c.transporter_id, c.status, c.pickup_date into l
  from public.cargo_listings c where c.id = p_listing_id for update;
  if l.id is null or l.transporter_id is distinct from v_uid then
    raise exception 'not_assigned_transporter' using errcode = '42501';
  end if;
  if l.status is distinct from 'delivered' then
    raise exception 'not_delivered: se factura una vez entregada la carga' using errcode = 'P0001';
  end if;
  if exists (select 1 from public.invoices i where i.listing_id = p_listing_id and i.status = 'issued') then
    raise exception 'already_invoiced: este flete ya tiene su factura' using errcode = 'P0001';
  end if;
  select s.cuit, s.iva_condition, s.point_of_sale into v_settings
  from public.invoicing_settings s where s.transporter_id = v_uid;
  if not found then
    raise exception 'invoicing_not_configured: completa tus datos en Facturación electrónica'
      using errcode = 'P0001';
  end if;
  select d.cuit, d.iva_condition, coalesce(d.company_name, d.full_name, '') as name into v_receiver
  from public.donor_registrations d where d.shipper_id = l.shipper_id;
  if v_receiver.iva_condition is null then
    raise exception 'receiver_not_registered: el dador todavía no indicó su condición frente al IVA en Registro Dador'
      using errcode = 'P0001';
  end if;
  v_type := private.invoice_type(v_settings.iva_condition, v_receiver.iva_condition);
  select coalesce(nullif(btrim(p.company), ''), p.name) into v_issuer_name
  from public.profiles p where p.id = v_uid;

  select coalesce(p.settled_ars, p.captured_ars, p.amount_ars) into v_amount
  from public.protected_payments p
  where p.listing_id = p_listing_id and p.status = 'paid'
  order by p.created_at desc limit 1;
  if v_amount is null then
    select r.ars_per_eur into v_rate from public.exchange_rates r
    where r.effective_on <= (now() at time zone 'America/Argentina/Buenos_Aires')::date
    order by r.effective_on desc limit 1;
    if v_rate is null then
      raise exception 'no_exchange_rate: todavía no hay un tipo de cambio vigente' using errcode = 'P0001';
    end if;
    v_amount := round(private.agreed_price(p_listing_id) * v_rate, 2);
  end if;
  select (min(e.created_at) at time zone 'America/Argentina/Buenos_Aires')::date into v_from
  from public.shipment_events e where e.listing_id = p_listing_id and e.status = 'in-transit';
  select (d.delivered_at at time zone 'America/Argentina/Buenos_Aires')::date into v_to
  from public.trip_deliveries d where d.listing_id = p_listing_id;
  v_to := coalesce(v_to, (now() at time zone 'America/Argentina/Buenos_Aires')::date);
  v_from := least(coalesce(v_from, l.pickup_date), v_to);

  return query
  insert into public.invoices as i (
    listing_id, transporter_id, shipper_id, issuer_cuit, issuer_iva_condition, issuer_name,
    receiver_name, receiver_cuit, receiver_iva_condition, invoice_type, point_of_sale,
    amount_ars, service_from, service_to
  ) values (
    p_listing_id, v_uid, l.shipper_id, v_settings.cuit, v_settings.iva_condition,
    left(coalesce(v_issuer_name, ''), 200), left(v_receiver.name, 200), v_receiver.cuit,
    v_receiver.iva_condition, v_type, v_settings.point_of_sale, v_amount, v_from, v_to
  )
  on conflict (listing_id) do update set
    issuer_cuit = excluded.issuer_cuit, issuer_iva_condition = excluded.issuer_iva_condition,
    issuer_name = excluded.issuer_name, receiver_name = excluded.receiver_name,
    receiver_cuit = excluded.receiver_cuit, receiver_iva_condition = excluded.receiver_iva_condition,
    invoice_type = excluded.invoice_type, point_of_sale = excluded.point_of_sale,
    amount_ars = excluded.amount_ars, service_from = excluded.service_from,
    service_to = excluded.service_to
  -- A draft being numbered right now is not changed under the function, nor one whose number
  -- was asked for without an answer: ARCA may hold it as it was asked.
  where i.status = 'draft' and i.requested_number is null
    and (i.numbering_until is null or i.numbering_until < now())
  returning i.id, i.issuer_cuit, i.point_of_sale, i.invoice_type, i.receiver_cuit,
    private.arca_receiver_condition(i.receiver_iva_condition), i.amount_ars, i.service_from,
    i.service_to;
  if found then
    return;
  end if;
  return query
  select i.id, i.issuer_cuit, i.point_of_sale, i.invoice_type, i.receiver_cuit,
    private.arca_receiver_condition(i.receiver_iva_condition), i.amount_ars, i.service_from,
    i.service_to
  from public.invoices i
  where i.listing_id = p_listing_id and i.status = 'draft' and i.requested_number is not null
    and (i.numbering_until is null or i.numbering_until < now());
  if not found then
    raise exception 'invoice_in_progress: la factura se está emitiendo' using errcode = 'P0001';
  end if;
end;
$$;

-- Under the lease, just before FECAESolicitar: the number and date asked for. ARCA's last number
-- is just below it, so another draft of the sequence that asked for it or a later one was never
-- authorized: its request is forgotten.
create function public.record_invoice_request(
  p_invoice_id uuid, p_number bigint, p_requested_on date
)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v record;
begin
  select i.issuer_cuit, i.point_of_sale, i.invoice_type into v
  from public.invoices i
  where i.id = p_invoice_id and i.status = 'draft' and i.numbering_until > now()
  for update;
  if not found then
    return false;
  end if;
  update public.invoices set requested_number = null, requested_on = null
  where issuer_cuit = v.issuer_cuit and point_of_sale = v.point_of_sale
    and invoice_type = v.invoice_type and id <> p_invoice_id and status = 'draft'
    and requested_number >= p_number;
  update public.invoices set requested_number = p_number, requested_on = p_requested_on
  where id = p_invoice_id;
  return true;
end;
$$;

-- ARCA's CAE: the draft becomes the invoice, the lease ends, and the shipper hears of it.
create function public.record_invoice_issued(
  p_invoice_id uuid, p_number bigint, p_cae text, p_cae_due date, p_issued_on date,
  p_net_ars numeric, p_vat_ars numeric
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v record;
begin
  update public.invoices set status = 'issued', number = p_number, cae = p_cae,
    cae_due = p_cae_due, issued_on = p_issued_on, net_ars = p_net_ars, vat_ars = p_vat_ars,
    issued_at = now(), last_error = null, numbering_until = null, requested_number = null,
    requested_on = null
  where id = p_invoice_id and status = 'draft'
  returning shipper_id, issuer_name, invoice_type, point_of_sale, number into v;
  if not found then
    return null;
  end if;
  perform public.notify(
    v.shipper_id, 'invoice_issued', 'Factura recibida',
    v.issuer_name || ' emitió la Factura '
      || case v.invoice_type when 1 then 'A' when 6 then 'B' else 'C' end || ' '
      || lpad(v.point_of_sale::text, 5, '0') || '-' || lpad(v.number::text, 8, '0')
      || ' por el flete: está en Facturas.',
    '/shipper-dashboard/invoices'
  );
  return 'issued';
end;
$$;

-- No CAE: the draft keeps the reason and the lease ends. ARCA's refusal frees the number asked
-- for; without an answer (p_unanswered) ARCA may have authorized it, so the request stays for the
-- next try to ask about.
create function public.record_invoice_failure(
  p_invoice_id uuid, p_error text, p_unanswered boolean
)
returns text
language sql
security definer
set search_path = ''
as $$
  update public.invoices set last_error = left(p_error, 1000), numbering_until = null,
    requested_number = case when p_unanswered then requested_number end,
    requested_on = case when p_unanswered then requested_on end
  where id = p_invoice_id and status = 'draft'
  returning status;
$$;

drop function public.record_invoice_result(uuid, bigint, text, date, date, numeric, numeric, text);
revoke execute on function public.record_invoice_request(uuid, bigint, date)
  from public, anon, authenticated;
revoke execute on function public.record_invoice_issued(uuid, bigint, text, date, date, numeric, numeric)
  from public, anon, authenticated;
revoke execute on function public.record_invoice_failure(uuid, text, boolean)
  from public, anon, authenticated;
grant execute on function public.record_invoice_request(uuid, bigint, date) to service_role;
grant execute on function public.record_invoice_issued(uuid, bigint, text, date, date, numeric, numeric)
  to service_role;
grant execute on function public.record_invoice_failure(uuid, text, boolean) to service_role;
