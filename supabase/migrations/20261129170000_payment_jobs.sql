-- ---------------------------------------------------------------------------
-- 'Pago protegido' without anyone watching (issue 37, items 2 and 3): every 10 minutes pg_cron
-- calls the mercadopago-jobs Edge Function (through pg_net, with the project's URL and service
-- role key from Vault, as Supabase schedules functions), which
--   - captures each reservation whose receipt is conformed (also when the 72 h window closed
--     with no one on the page),
--   - releases each reservation whose assignment ended,
--   - refreshes the Mercado Pago tokens that expire within 30 days.
-- On a hosted project the owner creates the two Vault secrets once (README, "Mercado Pago"); until
-- then the job sends nothing. The embedded backend keeps them set to its own.
-- ---------------------------------------------------------------------------
do $$
begin
  -- Hosted: pg_net (its objects live in schema net); the embedded backend has its stand-in.
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_net')
     and not exists (select 1 from pg_catalog.pg_namespace where nspname = 'net') then
    create extension pg_net;
  end if;
end
$$;

-- The reservations Mercado Pago should settle now: 'capture' once the receipt is conformed,
-- 'release' once the shipment is no longer the payment's transporter's.
create function public.protected_payments_due()
returns table (action text, id uuid, mp_payment_id bigint, transporter_id uuid, amount_ars numeric)
language sql
stable
security definer
set search_path = ''
as $$
  select case when l.transporter_id is distinct from p.transporter_id or l.status = 'pending'
      then 'release' else 'capture' end,
    p.id, p.mp_payment_id, p.transporter_id, p.amount_ars
  from public.protected_payments p
  join public.cargo_listings l on l.id = p.listing_id
  where p.status = 'reserved' and p.mp_payment_id is not null
    and (
      l.transporter_id is distinct from p.transporter_id or l.status = 'pending'
      or (l.status = 'delivered' and private.conformed_on(l.id) is not null)
    )
  order by p.reserved_at
  limit 100;
$$;
revoke execute on function public.protected_payments_due() from public, anon, authenticated;
grant execute on function public.protected_payments_due() to service_role;

select cron.schedule(
  'mercadopago-jobs',
  '*/10 * * * *',
  $job$
  select net.http_post(
    url := url.decrypted_secret || '/functions/v1/mercadopago-jobs',
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'Authorization', 'Bearer ' || service_key.decrypted_secret
    ),
    body := '{}'::jsonb
  )
  from vault.decrypted_secrets url, vault.decrypted_secrets service_key
  where url.name = 'project_url' and service_key.name = 'service_role_key'
  $job$
);
