-- Findings of Supabase's database linter (splinter), checked by local-supabase/schema-lint.test.ts.

-- has_role answers for the signed-in caller; anon never has a role, so anon may not call it.
-- Functions are executable by PUBLIC by default, so the revoke names PUBLIC as well.
revoke execute on function public.has_role(public.app_role) from public, anon;
grant execute on function public.has_role(public.app_role) to authenticated, service_role;

-- 0006 multiple_permissive_policies: three permissive SELECT policies on cargo_listings made
-- Postgres evaluate all three for every row an authenticated user reads. One policy, same rows.
drop policy "Anyone reads pending listings" on public.cargo_listings;
drop policy "Shippers read their own listings" on public.cargo_listings;
drop policy "Carriers read listings assigned to them" on public.cargo_listings;
create policy "Pending listings, and a user's own or assigned ones, are readable"
on public.cargo_listings for select to anon, authenticated
using (
  status = 'pending'
  or shipper_id = (select auth.uid())
  or transporter_id = (select auth.uid())
);
