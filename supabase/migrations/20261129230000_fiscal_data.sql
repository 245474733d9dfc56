-- The fiscal data the freight's electronic invoice needs (issue 38, item 1): each party's IVA
-- condition (the shipper's in 'Registro Dador', the transporter's in 'Facturación electrónica'),
-- and the transporter's CUIT and ARCA point of sale. Which invoice (A, B or C) follows from the
-- pair of conditions.

create type public.iva_condition as enum (
  'responsable_inscripto', 'monotributo', 'exento', 'consumidor_final'
);

alter table public.donor_registrations add column iva_condition public.iva_condition;
grant insert (iva_condition), update (iva_condition) on public.donor_registrations to authenticated;

create table public.invoicing_settings (
  transporter_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  -- Stored normalised: exactly 11 digits, no hyphens.
  cuit text not null constraint invoicing_settings_cuit_check check (
    cuit ~ '^[0-9]{11}$' and public.is_valid_cuit(cuit)
  ),
  -- Whoever invoices freight is registered: a final consumer issues no invoice.
  iva_condition public.iva_condition not null
    constraint invoicing_settings_iva_condition_check check (iva_condition <> 'consumidor_final'),
  point_of_sale integer not null
    constraint invoicing_settings_point_of_sale_check check (point_of_sale between 1 and 99999),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger invoicing_settings_set_updated_at
before update on public.invoicing_settings
for each row execute function public.set_updated_at();

alter table public.invoicing_settings enable row level security;
revoke all on public.invoicing_settings from anon, authenticated;
-- Column grants: the owner writes the form's fields, never the key or the timestamps.
grant select on public.invoicing_settings to authenticated;
grant insert (transporter_id, cuit, iva_condition, point_of_sale)
  on public.invoicing_settings to authenticated;
grant update (cuit, iva_condition, point_of_sale) on public.invoicing_settings to authenticated;

create policy "Transporters read their own invoicing settings" on public.invoicing_settings
for select to authenticated
using (transporter_id = (select auth.uid()));
create policy "Transporters save their own invoicing settings" on public.invoicing_settings
for insert to authenticated
with check (transporter_id = (select auth.uid()) and (select public.has_role('transporter')));
create policy "Transporters change their own invoicing settings" on public.invoicing_settings
for update to authenticated
using (transporter_id = (select auth.uid()) and (select public.has_role('transporter')))
with check (transporter_id = (select auth.uid()) and (select public.has_role('transporter')));
create policy "A verified second factor requires aal2" on public.invoicing_settings
as restrictive for all to authenticated
using ((select public.mfa_satisfied())) with check ((select public.mfa_satisfied()));
