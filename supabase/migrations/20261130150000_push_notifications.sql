-- ---------------------------------------------------------------------------
-- Push notifications (issue 39, item 3): every notification the bell shows can also reach the
-- person's devices as a Web Push, per kind (offers, messages, assignments, trip events, payments,
-- alerts, documents), once they tap 'Activar notificaciones'.
--
-- - A device's subscription (the push service's endpoint and the browser's keys) is saved only
--   through save_push_subscription(), as the caller: nobody subscribes someone else, and an
--   endpoint must be https on a known push service (private.push_service_hosts); the embedded
--   backend's seed adds loopback for its fake push service, which a hosted project never runs.
--   The owner reads and deletes his own rows, nothing else.
-- - A new notification queues one delivery per subscription whose person wants its kind, and
--   wakes the push-notifications Edge Function (pg_net, the project's URL and service role key
--   from Vault, as mercadopago-jobs is called); a job every minute wakes it again while a failed
--   delivery waits. The function (holding the VAPID key) claims what is due, encrypts each push
--   (RFC 8291) with the title and the app link only, and reports back: sent deliveries leave the
--   queue, a subscription the push service answers 404 or 410 is deleted, anything else is tried
--   again later, at most 5 times within a day.
-- ---------------------------------------------------------------------------

-- The kinds people switch, each notification kind in one of them.
alter table public.notification_kinds add column push_category text
  constraint notification_kinds_push_category_check check (
    push_category in ('offers', 'messages', 'assignments', 'trip', 'payments', 'alerts', 'documents')
  );
update public.notification_kinds set push_category = case
  when kind in ('proposal_received', 'proposal_rejected', 'counter_offer_received', 'listing_changed',
    'listing_invitation') then 'offers'
  when kind in ('proposal_accepted', 'counter_offer_accepted', 'listing_booked',
    'assignment_cancelled') then 'assignments'
  when kind in ('shipment_in_transit', 'shipment_delivered', 'trip_incident', 'receipt_confirmed',
    'rating_received') then 'trip'
  when kind in ('payment_disputed', 'payment_dispute_resolved', 'payment_status', 'invoice_issued')
    then 'payments'
  when kind in ('alert_match', 'truck_match', 'load_match', 'network_listing') then 'alerts'
  when kind = 'message_received' then 'messages'
  when kind in ('document_approved', 'document_rejected') then 'documents'
end;
-- A kind added later names its category (fails here if one above was forgotten).
alter table public.notification_kinds alter column push_category set not null;

alter table public.notification_preferences add column push_categories text[] not null
  default array['offers', 'messages', 'assignments', 'trip', 'payments', 'alerts', 'documents']
  constraint notification_preferences_push_categories_check check (
    push_categories <@ array['offers', 'messages', 'assignments', 'trip', 'payments', 'alerts',
      'documents']
  );
grant update (push_categories) on public.notification_preferences to authenticated;

-- Where a push may be posted: a push service's host (or any host under it), by scheme.
create table private.push_service_hosts (
  scheme text not null check (scheme in ('https', 'http')),
  host text not null check (host ~ '^[a-z0-9.-]{1,253}$'),
  subdomains boolean not null default false,
  primary key (scheme, host)
);
insert into private.push_service_hosts (scheme, host, subdomains) values
  ('https', 'fcm.googleapis.com', false),           -- Chrome, Android, Opera, Samsung
  ('https', 'updates.push.services.mozilla.com', false), -- Firefox
  ('https', 'web.push.apple.com', false),            -- Safari (macOS, iOS home-screen apps)
  ('https', 'notify.windows.com', true);             -- Edge (WNS, per-region hosts)

create function private.push_endpoint_allowed(p_endpoint text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  with parts as (
    select m[1] as scheme, lower(m[2]) as host
    from regexp_match(p_endpoint, '^(https?)://([A-Za-z0-9.-]+)(:[0-9]{1,5})?/[!-~]*$') m
  )
  select coalesce(bool_or(true), false)
  from parts p
  join private.push_service_hosts h
    on h.scheme = p.scheme and (p.host = h.host or (h.subdomains and p.host like '%.' || h.host));
$$;
revoke execute on function private.push_endpoint_allowed(text) from public;

create table public.push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  endpoint text not null unique constraint push_subscriptions_endpoint_length
    check (char_length(endpoint) <= 1000),
  -- The browser's P-256 key (65 bytes, uncompressed) and auth secret (16 bytes), base64url.
  p256dh text not null constraint push_subscriptions_p256dh_format
    check (p256dh ~ '^B[A-Za-z0-9_-]{86}$'),
  auth_secret text not null constraint push_subscriptions_auth_secret_format
    check (auth_secret ~ '^[A-Za-z0-9_-]{22}$'),
  created_at timestamptz not null default now()
);
create index push_subscriptions_user_id_idx on public.push_subscriptions (user_id, created_at);
alter table public.push_subscriptions enable row level security;
revoke all on public.push_subscriptions from anon, authenticated;
grant select (id, endpoint, created_at), delete on public.push_subscriptions to authenticated;
create policy "Users read their own push subscriptions" on public.push_subscriptions
for select to authenticated
using (user_id = (select auth.uid()));
create policy "Users delete their own push subscriptions" on public.push_subscriptions
for delete to authenticated
using (user_id = (select auth.uid()));
create policy "A verified second factor requires aal2" on public.push_subscriptions
as restrictive for all to authenticated
using ((select public.mfa_satisfied())) with check ((select public.mfa_satisfied()));

-- How many devices one person may have subscribed; the oldest make way.
create function private.push_devices_limit()
returns integer
language sql
immutable
set search_path = ''
as $$ select 10 $$;

-- 'Activar notificaciones' on this device: the caller's subscription, saved or refreshed. An
-- endpoint another account subscribed on this browser before becomes the caller's: a push
-- service gives one endpoint per browser profile, and pushes follow whoever uses it now.
create function public.save_push_subscription(p_endpoint text, p_p256dh text, p_auth text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_id uuid;
begin
  perform public.assert_mfa();
  if v_user is null then
    raise exception 'not_allowed: iniciá sesión para activar las notificaciones' using errcode = '42501';
  end if;
  if p_endpoint is null or char_length(p_endpoint) > 1000
     or private.push_endpoint_allowed(p_endpoint) is not true then
    raise exception 'push_endpoint_not_allowed: el servicio de notificaciones de este navegador no está admitido'
      using errcode = '22023';
  end if;
  insert into public.push_subscriptions (user_id, endpoint, p256dh, auth_secret)
  values (v_user, p_endpoint, rtrim(p_p256dh, '='), rtrim(p_auth, '='))
  on conflict (endpoint) do update
    set user_id = excluded.user_id, p256dh = excluded.p256dh, auth_secret = excluded.auth_secret,
      created_at = now()
  returning id into v_id;
  delete from public.push_subscriptions s
  where s.user_id = v_user and s.id in (
    select o.id from public.push_subscriptions o where o.user_id = v_user
    order by o.created_at desc, o.id offset private.push_devices_limit()
  );
  return v_id;
end;
$$;
revoke execute on function public.save_push_subscription(text, text, text) from public, anon;
grant execute on function public.save_push_subscription(text, text, text) to authenticated;

-- What is waiting to be pushed: one row per (subscription, notification).
create table private.push_deliveries (
  id bigint generated always as identity primary key,
  subscription_id uuid not null references public.push_subscriptions (id) on delete cascade,
  notification_id uuid not null references public.notifications (id) on delete cascade,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  unique (subscription_id, notification_id)
);
create index push_deliveries_due_idx on private.push_deliveries (next_attempt_at);
create index push_deliveries_notification_id_idx on private.push_deliveries (notification_id);

-- Calls the push-notifications function now; nothing until the project's Vault secrets exist.
create function private.wake_push_sender()
returns void
language sql
security definer
set search_path = ''
as $$
  select net.http_post(
    url := url.decrypted_secret || '/functions/v1/push-notifications',
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'Authorization', 'Bearer ' || service_key.decrypted_secret
    ),
    body := '{}'::jsonb
  )
  from vault.decrypted_secrets url, vault.decrypted_secrets service_key
  where url.name = 'project_url' and service_key.name = 'service_role_key';
$$;
revoke execute on function private.wake_push_sender() from public;

-- Once per transaction: the alert queue's drain notifying 1,000 transporters, or an acceptance
-- notifying the winner and every rejected one, wakes the function once (a transaction-local
-- setting remembers it); pg_net sends after the commit, when every delivery is there to claim.
create function private.queue_pushes()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_queued integer;
begin
  insert into private.push_deliveries (subscription_id, notification_id)
  select s.id, n.id
  from inserted n
  join public.notification_kinds k on k.kind = n.kind
  join public.push_subscriptions s on s.user_id = n.recipient_id
  left join public.notification_preferences p on p.user_id = n.recipient_id
  where p.user_id is null or k.push_category = any (p.push_categories)
  on conflict do nothing;
  get diagnostics v_queued = row_count;
  if v_queued > 0 and current_setting('conectacargas.push_woken', true) is distinct from 'on' then
    perform set_config('conectacargas.push_woken', 'on', true);
    perform private.wake_push_sender();
  end if;
  return null;
end;
$$;
revoke execute on function private.queue_pushes() from public;

create trigger notifications_queue_pushes
after insert on public.notifications
referencing new table as inserted
for each statement execute function private.queue_pushes();

-- For the function: the deliveries due now, each leased (its next attempt set later, 30 s then
-- 4 times longer each time) so a second caller does not send it too. Only the title and the
-- link leave the database: the body names listings, prices and people.
create function public.claim_push_deliveries(p_limit integer default 100)
returns table (id bigint, endpoint text, p256dh text, auth_secret text, title text, link text)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  delete from private.push_deliveries d
  where d.attempts >= 5 or d.created_at < now() - interval '1 day';
  return query
  with due as (
    select d.id from private.push_deliveries d
    where d.next_attempt_at <= now()
    order by d.id
    limit least(greatest(coalesce(p_limit, 100), 1), 500)
    for update skip locked
  ), claimed as (
    update private.push_deliveries d
    set attempts = d.attempts + 1,
      next_attempt_at = now() + make_interval(secs => 30 * power(4, d.attempts))
    from due
    where d.id = due.id
    returning d.id, d.subscription_id, d.notification_id
  )
  select c.id, s.endpoint, s.p256dh, s.auth_secret, n.title, n.link
  from claimed c
  join public.push_subscriptions s on s.id = c.subscription_id
  join public.notifications n on n.id = c.notification_id
  order by c.id;
end;
$$;
revoke execute on function public.claim_push_deliveries(integer) from public, anon, authenticated;
grant execute on function public.claim_push_deliveries(integer) to service_role;

-- For the function: what became of what it claimed. Sent deliveries leave the queue; the
-- subscriptions of `gone` ones (the push service's 404 or 410) are deleted with their queue. A
-- call sends a bounded number (an Edge Function has 2 s of CPU); with `p_continue` (its last
-- round was full) the function is woken again while more are due, after this commit.
create function public.finish_push_deliveries(
  p_sent bigint[], p_gone bigint[], p_continue boolean default false
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.push_subscriptions s
  using private.push_deliveries d
  where d.id = any (coalesce(p_gone, '{}')) and s.id = d.subscription_id;
  delete from private.push_deliveries d where d.id = any (coalesce(p_sent, '{}'));
  if p_continue
     and exists (select 1 from private.push_deliveries d where d.next_attempt_at <= now()) then
    perform private.wake_push_sender();
  end if;
end;
$$;
revoke execute on function public.finish_push_deliveries(bigint[], bigint[], boolean)
  from public, anon, authenticated;
grant execute on function public.finish_push_deliveries(bigint[], bigint[], boolean) to service_role;

-- A delivery that failed is tried again when its lease ends.
select cron.schedule(
  'push-notifications',
  '* * * * *',
  $job$
  select private.wake_push_sender()
  where exists (select 1 from private.push_deliveries d where d.next_attempt_at <= now())
  $job$
);
