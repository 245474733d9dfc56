-- Suspension and sign-out bite at the next request (issue 22, hole 5).
--
-- An access token stays valid until it expires (an hour): after admin_set_user_suspended, or
-- after signing out, the earlier token still read data and inserted a proposal. mfa_satisfied(),
-- which every restrictive policy (each table with user data, storage.objects) and, through
-- assert_mfa(), every security definer RPC already ask, now also asks session_is_live(): the
-- token's session is still a session of its user, and the user is neither banned nor deleted.
-- One indexed lookup per statement: the policies call it as an init plan.
create function public.session_is_live()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  with claims as (
    select (select auth.uid()) as uid, (select auth.jwt()) ->> 'session_id' as session_id
  )
  select exists (
    select 1
    from claims c
    join auth.sessions s on s.id = case
        when c.session_id ~ '^[0-9a-fA-F]{8}-([0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}$'
        then c.session_id::uuid
      end
    join auth.users u on u.id = s.user_id
    where s.user_id = c.uid
      and (s.not_after is null or s.not_after > now())
      and (u.banned_until is null or u.banned_until <= now())
      and u.deleted_at is null
  );
$$;

create or replace function public.mfa_satisfied()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.session_is_live()
    and (
      coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2'
      or not exists (
        select 1 from auth.mfa_factors f
        where f.user_id = (select auth.uid()) and f.status = 'verified'
      )
    );
$$;

-- Definer functions call it as their owner; nobody needs to call it as an RPC.
create or replace function public.assert_mfa()
returns void
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not public.session_is_live() then
    raise exception 'session_not_live: la sesión terminó, vuelve a iniciar sesión'
      using errcode = '42501';
  end if;
  if not public.mfa_satisfied() then
    raise exception 'insufficient_aal: se requiere el segundo factor' using errcode = '42501';
  end if;
end;
$$;

revoke execute on function public.session_is_live() from public, anon, authenticated;
revoke execute on function public.assert_mfa() from public, anon, authenticated;
