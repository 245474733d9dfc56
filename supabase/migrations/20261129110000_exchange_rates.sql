-- ---------------------------------------------------------------------------
-- Exchange rates (issue 37, item 8): the pesos per euro the platform applies when Mercado Pago
-- charges a price shown in €. An admin sets one per day, from today on (a second setting the
-- same day corrects it); past days stay as they were, since a payment keeps the rate it was
-- charged at. Anyone reads them: the payer sees the rate before paying, like a price.
-- ---------------------------------------------------------------------------
create table public.exchange_rates (
  effective_on date primary key,
  ars_per_eur numeric(12, 2) not null
    constraint exchange_rates_ars_per_eur_range check (ars_per_eur > 0 and ars_per_eur <= 100000),
  set_by uuid references auth.users (id) on delete set null,
  set_at timestamptz not null default now()
);

alter table public.exchange_rates enable row level security;

create policy "Anyone reads the exchange rates"
on public.exchange_rates for select to anon, authenticated
using (true);

create policy "A verified second factor requires aal2"
on public.exchange_rates
as restrictive for all to authenticated
using ((select public.mfa_satisfied())) with check ((select public.mfa_satisfied()));

revoke all on public.exchange_rates from anon, authenticated;
grant select on public.exchange_rates to anon, authenticated;


create function public.admin_set_exchange_rate(p_ars_per_eur numeric, p_effective_on date)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_today date := (now() at time zone 'America/Argentina/Buenos_Aires')::date;
begin
  perform public.assert_admin();
  if p_ars_per_eur is null or p_ars_per_eur <= 0 or p_ars_per_eur > 100000
     or p_ars_per_eur <> round(p_ars_per_eur, 2) then
    raise exception 'exchange_rate_range: entre 0,01 y 100.000 pesos por euro, con hasta 2 decimales'
      using errcode = 'P0001';
  end if;
  if p_effective_on is null or p_effective_on < v_today or p_effective_on > v_today + 30 then
    raise exception 'exchange_rate_date: desde hoy, hasta 30 días adelante' using errcode = 'P0001';
  end if;
  insert into public.exchange_rates (effective_on, ars_per_eur, set_by)
  values (p_effective_on, p_ars_per_eur, auth.uid())
  on conflict (effective_on) do update
    set ars_per_eur = excluded.ars_per_eur, set_by = excluded.set_by, set_at = now();
end;
$$;

revoke execute on function public.admin_set_exchange_rate(numeric, date) from public, anon;
grant execute on function public.admin_set_exchange_rate(numeric, date) to authenticated;
