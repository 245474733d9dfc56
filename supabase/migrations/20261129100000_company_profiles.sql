-- ---------------------------------------------------------------------------
-- Company profiles: each shipper's and transporter's public page (issue 37, item 7) and the
-- 'Así te ven' of their own profile. What a visitor already sees of a company on a listing or a
-- proposal, in one place: the public name (company, else the person's name), the role, the
-- verified badge, the stars with their count, and since when it is a member. Reputation figures
-- come from public.reputation as everywhere else. No e-mail, phone, address or CUIT; nothing
-- for an admin, a suspended account or an id that is no one.
-- ---------------------------------------------------------------------------
create function public.company_profile(p_user_id uuid)
returns table (
  user_id uuid,
  name text,
  role public.app_role,
  verified boolean,
  rating_average numeric,
  rating_count integer,
  member_since timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select
    p.id,
    coalesce(nullif(btrim(p.company), ''), p.name),
    r.role,
    case r.role
      when 'transporter' then public.is_verified_transporter(p.id)
      else public.is_verified_shipper(p.id)
    end,
    s.average,
    s.count,
    r.created_at
  from public.profiles p
  join public.user_roles r on r.user_id = p.id and r.role in ('shipper', 'transporter')
  join auth.users u on u.id = p.id
  cross join lateral public.rating_summary(p.id) s
  where p.id = p_user_id
    and (u.banned_until is null or u.banned_until <= now());
$$;

revoke execute on function public.company_profile(uuid) from public;
grant execute on function public.company_profile(uuid) to anon, authenticated;
