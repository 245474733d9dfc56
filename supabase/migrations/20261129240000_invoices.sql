-- The freight's electronic invoice (issue 38, item 1): one per delivered shipment, issued by its
-- transporter through ARCA. The database decides everything that matters (who, which shipment,
-- which class, how much, which dates); the arca-invoices function only carries it to ARCA and
-- records the CAE. Numbers come from ARCA (FECompUltimoAutorizado + 1) while the function holds
-- the lease on that CUIT's point of sale and invoice type, so two invoices issued at once never
-- take the same number and none is skipped.

-- ARCA's invoice type for a pair of IVA conditions: 1 Factura A, 6 Factura B, 11 Factura C.
create function private.invoice_type(
  p_issuer public.iva_condition, p_receiver public.iva_condition
)
returns smallint
language sql
immutable
set search_path = ''
as $$
  select case
    when p_issuer is null or p_receiver is null then null
    when p_issuer <> 'responsable_inscripto' then 11
    when p_receiver in ('responsable_inscripto', 'monotributo') then 1
    else 6
  end::smallint;
$$;
revoke execute on function private.invoice_type(public.iva_condition, public.iva_condition)
  from public;

-- ARCA's CondicionIVAReceptorId (RG 5616) of a condition.
create function private.arca_receiver_condition(p_condition public.iva_condition)
returns smallint
language sql
immutable
set search_path = ''
as $$
  select case p_condition
    when 'responsable_inscripto' then 1 when 'exento' then 4
    when 'consumidor_final' then 5 when 'monotributo' then 6
  end::smallint;
$$;
revoke execute on function private.arca_receiver_condition(public.iva_condition) from public;

create table public.invoices (
  id uuid primary key default gen_random_uuid(),
  -- An invoice outlives the accounts and the listing it came from (it is kept for the tax
  -- authority with its own names and CUITs); their deletion only unlinks it.
  listing_id uuid references public.cargo_listings (id) on delete set null
    constraint invoices_one_per_shipment unique,
  transporter_id uuid references auth.users (id) on delete set null,
  shipper_id uuid references auth.users (id) on delete set null,
  issuer_cuit text not null constraint invoices_issuer_cuit_check check (issuer_cuit ~ '^[0-9]{11}$'),
  issuer_iva_condition public.iva_condition not null,
  -- The names the invoice prints, as they were when it was made.
  issuer_name text not null constraint invoices_issuer_name_length check (char_length(issuer_name) <= 200),
  receiver_name text not null
    constraint invoices_receiver_name_length check (char_length(receiver_name) <= 200),
  receiver_cuit text not null
    constraint invoices_receiver_cuit_check check (receiver_cuit ~ '^[0-9]{11}$'),
  receiver_iva_condition public.iva_condition not null,
  invoice_type smallint not null constraint invoices_type_check check (invoice_type in (1, 6, 11)),
  point_of_sale integer not null
    constraint invoices_point_of_sale_check check (point_of_sale between 1 and 99999),
  amount_ars numeric(14, 2) not null constraint invoices_amount_check check (amount_ars > 0),
  -- As ARCA authorized them: net and 21 % IVA (none on a class C invoice).
  net_ars numeric(14, 2),
  vat_ars numeric(14, 2),
  service_from date not null,
  service_to date not null,
  status text not null default 'draft'
    constraint invoices_status_check check (status in ('draft', 'issued')),
  number bigint constraint invoices_number_check check (number > 0),
  issued_on date,
  cae text constraint invoices_cae_check check (cae ~ '^[0-9]{14}$'),
  cae_due date,
  issued_at timestamptz,
  -- ARCA's last refusal of a draft, as it said it.
  last_error text constraint invoices_last_error_length check (char_length(last_error) <= 1000),
  -- While set and ahead, the function is asking ARCA for this draft's number.
  numbering_until timestamptz,
  created_at timestamptz not null default now(),
  constraint invoices_issued_complete check (
    (status = 'issued') = (number is not null and cae is not null and cae_due is not null
      and issued_on is not null and issued_at is not null and net_ars is not null
      and vat_ars is not null)
  ),
  constraint invoices_amounts_add_up check (net_ars is null or net_ars + vat_ars = amount_ars),
  constraint invoices_number_once unique (issuer_cuit, point_of_sale, invoice_type, number)
);
create index invoices_transporter_idx on public.invoices (transporter_id, created_at desc);
create index invoices_shipper_idx on public.invoices (shipper_id, created_at desc);

alter table public.invoices enable row level security;
revoke all on public.invoices from anon, authenticated;
grant select on public.invoices to authenticated;
-- 'Facturas': the issuer and the receiver; nobody writes but the functions below.
create policy "Both parties read their invoices" on public.invoices
for select to authenticated
using ((select auth.uid()) in (transporter_id, shipper_id));
create policy "A verified second factor requires aal2" on public.invoices
as restrictive for all to authenticated
using ((select public.mfa_satisfied())) with check ((select public.mfa_satisfied()));

-- 'Emitir factura': the shipment's transporter, once it is delivered, with his invoicing data
-- and the shipper's in place. Makes (or refreshes) the draft and answers what ARCA needs. The
-- amount is the pesos paid through 'Pago protegido' when there is such a payment, else the
-- agreed price at today's rate: nothing the browser sends sets it.
create function public.begin_invoice(p_listing_id uuid)
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
  -- A draft being numbered right now is not changed under the function.
  where i.status = 'draft' and (i.numbering_until is null or i.numbering_until < now())
  returning i.id, i.issuer_cuit, i.point_of_sale, i.invoice_type, i.receiver_cuit,
    private.arca_receiver_condition(i.receiver_iva_condition), i.amount_ars, i.service_from,
    i.service_to;
  if not found then
    raise exception 'invoice_in_progress: la factura se está emitiendo' using errcode = 'P0001';
  end if;
end;
$$;
revoke execute on function public.begin_invoice(uuid) from public, anon;
grant execute on function public.begin_invoice(uuid) to authenticated;

-- The lease on the draft's sequence (CUIT, point of sale, type), for 30 seconds: true when the
-- function may ask ARCA for the next number now, false while another draft holds it.
create function public.claim_invoice_numbering(p_invoice_id uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v record;
begin
  select i.issuer_cuit, i.point_of_sale, i.invoice_type, i.status into v
  from public.invoices i where i.id = p_invoice_id;
  if v.status is distinct from 'draft' then
    return false;
  end if;
  perform pg_advisory_xact_lock(hashtextextended(
    'invoice:' || v.issuer_cuit || ':' || v.point_of_sale || ':' || v.invoice_type, 0));
  if exists (
    select 1 from public.invoices i
    where i.issuer_cuit = v.issuer_cuit and i.point_of_sale = v.point_of_sale
      and i.invoice_type = v.invoice_type and i.id <> p_invoice_id
      and i.numbering_until > now()
  ) then
    return false;
  end if;
  update public.invoices set numbering_until = now() + interval '30 seconds'
  where id = p_invoice_id and status = 'draft' and (numbering_until is null or numbering_until < now());
  return found;
end;
$$;

-- ARCA's answer: the CAE (the draft becomes the invoice), or its refusal (the draft stays, with
-- the reason); either way the lease ends.
create function public.record_invoice_result(
  p_invoice_id uuid, p_number bigint, p_cae text, p_cae_due date, p_issued_on date,
  p_net_ars numeric, p_vat_ars numeric, p_error text
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_status text;
begin
  if p_cae is null then
    update public.invoices set last_error = left(p_error, 1000), numbering_until = null
    where id = p_invoice_id and status = 'draft'
    returning status into v_status;
  else
    update public.invoices set status = 'issued', number = p_number, cae = p_cae,
      cae_due = p_cae_due, issued_on = p_issued_on, net_ars = p_net_ars, vat_ars = p_vat_ars,
      issued_at = now(), last_error = null, numbering_until = null
    where id = p_invoice_id and status = 'draft'
    returning status into v_status;
  end if;
  return v_status;
end;
$$;
revoke execute on function public.claim_invoice_numbering(uuid) from public, anon, authenticated;
revoke execute on function public.record_invoice_result(uuid, bigint, text, date, date, numeric, numeric, text)
  from public, anon, authenticated;
grant execute on function public.claim_invoice_numbering(uuid) to service_role;
grant execute on function public.record_invoice_result(uuid, bigint, text, date, date, numeric, numeric, text)
  to service_role;

-- WSAA's ticket for the platform (12 hours; WSAA refuses a new one while it lasts), kept for
-- every call of the function. Only the service role reads it.
create table public.arca_tickets (
  service text primary key constraint arca_tickets_service_check check (service = 'wsfe'),
  token text not null constraint arca_tickets_token_length check (char_length(token) <= 8000),
  sign text not null constraint arca_tickets_sign_length check (char_length(sign) <= 2000),
  expires_at timestamptz not null
);
alter table public.arca_tickets enable row level security;
revoke all on public.arca_tickets from anon, authenticated;
create policy "A verified second factor requires aal2" on public.arca_tickets
as restrictive for all to authenticated
using ((select public.mfa_satisfied())) with check ((select public.mfa_satisfied()));
