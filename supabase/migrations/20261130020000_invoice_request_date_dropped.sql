-- The day an invoice's number was asked for was written and never read: ARCA's FECompConsultar
-- gives the authorized invoice's own date (arca-invoices). The column and the parameter go.
drop function public.record_invoice_request(uuid, bigint, date);

-- Under the lease, just before FECAESolicitar: the number asked for. ARCA's last number is just
-- below it, so another draft of the sequence that asked for it or a later one was never
-- authorized: its request is forgotten.
create function public.record_invoice_request(p_invoice_id uuid, p_number bigint)
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
  update public.invoices set requested_number = null
  where issuer_cuit = v.issuer_cuit and point_of_sale = v.point_of_sale
    and invoice_type = v.invoice_type and id <> p_invoice_id and status = 'draft'
    and requested_number >= p_number;
  update public.invoices set requested_number = p_number where id = p_invoice_id;
  return true;
end;
$$;

-- ARCA's CAE: the draft becomes the invoice, the lease ends, and the shipper hears of it.
create or replace function public.record_invoice_issued(
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
    issued_at = now(), last_error = null, numbering_until = null, requested_number = null
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
create or replace function public.record_invoice_failure(
  p_invoice_id uuid, p_error text, p_unanswered boolean
)
returns text
language sql
security definer
set search_path = ''
as $$
  update public.invoices set last_error = left(p_error, 1000), numbering_until = null,
    requested_number = case when p_unanswered then requested_number end
  where id = p_invoice_id and status = 'draft'
  returning status;
$$;

alter table public.invoices drop column requested_on;

revoke execute on function public.record_invoice_request(uuid, bigint)
  from public, anon, authenticated;
grant execute on function public.record_invoice_request(uuid, bigint) to service_role;
