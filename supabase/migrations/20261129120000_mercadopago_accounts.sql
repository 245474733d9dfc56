-- ---------------------------------------------------------------------------
-- 'Cobrar con Mercado Pago' (issue 37, item 2): a transporter links his Mercado Pago account
-- through its OAuth, so 'Pago protegido' can charge on his behalf. The tokens stay server-side:
-- mercadopago_accounts has no grant to anon or authenticated (only the service role, which the
-- mercadopago-oauth Edge Function uses, reads and writes it); the transporter sees whether he is
-- linked through my_mercadopago_account() and unlinks with unlink_mercadopago(). The OAuth
-- `state` is made and consumed by the database, bound to the transporter who started, used once,
-- within 10 minutes: a forged, foreign, replayed or late state links nothing.
-- ---------------------------------------------------------------------------
create table public.mercadopago_accounts (
  transporter_id uuid primary key references auth.users (id) on delete cascade,
  mp_user_id bigint not null check (mp_user_id > 0),
  access_token text not null check (char_length(access_token) between 1 and 500),
  refresh_token text not null check (char_length(refresh_token) between 1 and 500),
  public_key text check (char_length(public_key) <= 500),
  live_mode boolean not null default false,
  expires_at timestamptz not null,
  linked_at timestamptz not null default now()
);

create table public.mercadopago_link_states (
  state text primary key check (state ~ '^[0-9a-f]{64}$'),
  transporter_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);

alter table public.mercadopago_accounts enable row level security;
alter table public.mercadopago_link_states enable row level security;

create policy "A verified second factor requires aal2"
on public.mercadopago_accounts
as restrictive for all to authenticated
using ((select public.mfa_satisfied())) with check ((select public.mfa_satisfied()));

create policy "A verified second factor requires aal2"
on public.mercadopago_link_states
as restrictive for all to authenticated
using ((select public.mfa_satisfied())) with check ((select public.mfa_satisfied()));

revoke all on public.mercadopago_accounts, public.mercadopago_link_states from anon, authenticated;

-- A new link's state: 64 hex characters from two random UUIDs (244 random bits); the caller's
-- earlier unused states, and everyone's expired ones, go.
create function public.begin_mercadopago_link()
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_state text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
begin
  perform public.assert_mfa();
  if public.has_role('transporter') is not true then
    raise exception 'not_transporter: solo un transportista cobra con Mercado Pago'
      using errcode = '42501';
  end if;
  delete from public.mercadopago_link_states
  where transporter_id = auth.uid() or created_at < now() - interval '10 minutes';
  insert into public.mercadopago_link_states (state, transporter_id) values (v_state, auth.uid());
  return v_state;
end;
$$;

-- Uses up a state the caller started within 10 minutes; anything else is refused.
create function public.consume_mercadopago_link_state(p_state text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_transporter uuid;
begin
  perform public.assert_mfa();
  delete from public.mercadopago_link_states
  where state = p_state
    and transporter_id = auth.uid()
    and created_at >= now() - interval '10 minutes'
  returning transporter_id into v_transporter;
  if v_transporter is null then
    raise exception 'invalid_state: el pedido de vinculación venció o no es tuyo; volvé a intentarlo'
      using errcode = 'P0001';
  end if;
  return v_transporter;
end;
$$;

create function public.my_mercadopago_account()
returns table (mp_user_id bigint, live_mode boolean, linked_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.assert_mfa();
  return query
    select a.mp_user_id, a.live_mode, a.linked_at
    from public.mercadopago_accounts a
    where a.transporter_id = auth.uid();
end;
$$;

create function public.unlink_mercadopago()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.assert_mfa();
  delete from public.mercadopago_accounts where transporter_id = auth.uid();
end;
$$;

revoke execute on function
  public.begin_mercadopago_link(),
  public.consume_mercadopago_link_state(text),
  public.my_mercadopago_account(),
  public.unlink_mercadopago()
from public, anon;
grant execute on function
  public.begin_mercadopago_link(),
  public.consume_mercadopago_link_state(text),
  public.my_mercadopago_account(),
  public.unlink_mercadopago()
to authenticated;
