/**
 * The security checks of Supabase's database linter (splinter), as SQL over pg_catalog, run on
 * the migrated schema. Each query lists offenders; the schema passes when every list is empty.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type SqlDatabase } from '@conectacargas/local-supabase/db';
import { project } from '../project.ts';

const LINTS: { name: string; why: string; sql: string }[] = [
  {
    name: '0013 rls_disabled_in_public',
    why: 'a table in an exposed schema without RLS is readable and writable by anyone with the anon key',
    sql: `
      select c.relname as offender
      from pg_catalog.pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
        and not c.relrowsecurity`,
  },
  {
    name: '0007 policy_exists_rls_disabled',
    why: 'policies do nothing while RLS is disabled on their table',
    sql: `
      select distinct c.relname as offender
      from pg_catalog.pg_policy p
      join pg_catalog.pg_class c on c.oid = p.polrelid
      where c.relnamespace = 'public'::regnamespace and not c.relrowsecurity`,
  },
  {
    name: '0011 function_search_path_mutable',
    why: 'a function without a fixed search_path resolves names through the caller’s path',
    sql: `
      select p.oid::regprocedure::text as offender
      from pg_catalog.pg_proc p
      where p.pronamespace = 'public'::regnamespace
        and not exists (
          select 1 from unnest(coalesce(p.proconfig, '{}')) setting
          where setting like 'search_path=%'
        )
        and not exists (
          select 1 from pg_catalog.pg_depend d
          where d.classid = 'pg_catalog.pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e'
        )
        -- On purpose: the listings browser's predicate, a security invoker SQL expression over its
        -- row argument that the planner inlines into search_listings (a SET clause prevents
        -- inlining); it calls only pg_catalog (migration 20261124300000). The same for the day
        -- those predicates compare with (20261130050000).
        and p.oid::regprocedure::text not in (
          'listing_matches_search(cargo_listings,text,text,text,text)',
          'today_in_argentina()'
        )`,
  },
  {
    name: 'security definer functions with a fixed search_path',
    why: 'a security definer function runs with its owner’s rights: its search_path must be pinned',
    sql: `
      select p.oid::regprocedure::text as offender
      from pg_catalog.pg_proc p
      where p.pronamespace = 'public'::regnamespace and p.prosecdef
        and not exists (
          select 1 from unnest(coalesce(p.proconfig, '{}')) setting
          where setting like 'search_path=%'
        )`,
  },
  {
    name: '0015 rls_references_user_metadata',
    why: 'user_metadata is editable by the user through updateUser, so policies must not trust it',
    sql: `
      select c.relname || '.' || p.polname as offender
      from pg_catalog.pg_policy p
      join pg_catalog.pg_class c on c.oid = p.polrelid
      where coalesce(pg_catalog.pg_get_expr(p.polqual, p.polrelid), '') ~* 'user_metadata|raw_user_meta_data'
         or coalesce(pg_catalog.pg_get_expr(p.polwithcheck, p.polrelid), '') ~* 'user_metadata|raw_user_meta_data'`,
  },
  {
    name: '0010 security_definer_view',
    why: 'a view without security_invoker bypasses the RLS of the tables it reads',
    sql: `
      select c.relname as offender
      from pg_catalog.pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind = 'v'
        and not coalesce('security_invoker=true' = any(c.reloptions)
          or 'security_invoker=on' = any(c.reloptions), false)`,
  },
  {
    name: '0002 auth_users_exposed',
    why: 'a view or materialized view in public must not expose auth.users',
    sql: `
      select distinct v.relname as offender
      from pg_catalog.pg_class v
      join pg_catalog.pg_depend d on d.classid = 'pg_catalog.pg_rewrite'::regclass
      join pg_catalog.pg_rewrite r on r.oid = d.objid and r.ev_class = v.oid
      where v.relnamespace = 'public'::regnamespace and v.relkind in ('v', 'm')
        and d.refobjid = 'auth.users'::regclass`,
  },
  {
    name: '0006 multiple_permissive_policies',
    why: 'several permissive policies for one role and action are all evaluated for every row: merge them',
    sql: `
      with policy_roles as (
        select c.relname, p.polcmd, r.rolname
        from pg_catalog.pg_policy p
        join pg_catalog.pg_class c on c.oid = p.polrelid
        join pg_catalog.pg_roles r
          on r.oid = any(p.polroles) or (p.polroles = '{0}' and r.rolname in ('anon', 'authenticated'))
        where c.relnamespace = 'public'::regnamespace and p.polpermissive
          and r.rolname in ('anon', 'authenticated')
      )
      select relname || ' ' || rolname || ' ' || action as offender
      from policy_roles
      cross join lateral unnest(
        case polcmd when '*' then array['r', 'a', 'w', 'd'] else array[polcmd::text] end
      ) as action
      group by relname, rolname, action
      having count(*) > 1
      order by 1`,
  },
  {
    name: '0028 anon_security_definer_function_executable',
    why: 'anon may call a security definer function (it runs with its owner’s rights) only on purpose',
    sql: `
      select p.oid::regprocedure::text as offender
      from pg_catalog.pg_proc p
      where p.pronamespace = 'public'::regnamespace and p.prosecdef
        and has_function_privilege('anon', p.oid, 'execute')
        -- On purpose: the listings page shows visitors a pending listing's shipper, how many live
        -- proposals it has (the count only, capped at 100 listings a call), and the public trust
        -- signals of the people on it: verified or not, and the average rating with its count
        -- (one person a call, or up to 50 with trust_marks, which says only those two);
        -- 'Camiones disponibles' is public like the listings, and so is the reputation computed
        -- from history (counts and medians, each hidden below 3 events), and a company's public
        -- page (its public name, role, badge, stars and member-since: what its listings show);
        -- a shipment's 'Seguimiento' to whoever holds its 256-bit token (no personal data), and
        -- the reception confirmed or a problem reported from it (the token is the credential).
        and p.oid::regprocedure::text not in ('listing_shipper(uuid)', 'proposal_counts(uuid[])',
          'is_verified_transporter(uuid)', 'is_verified_shipper(uuid)', 'rating_summary(uuid)',
          'browse_availabilities(text,text,integer,date,uuid)', 'reputation(uuid[])',
          'trust_marks(uuid[])', 'company_profile(uuid)', 'tracking_view(text)',
          'confirm_receipt_by_tracking(text,text,text,text,text)',
          'report_problem_by_tracking(text,text,text,text)')
      order by 1`,
  },
  {
    name: 'every table with user data requires aal2 of a user with a second factor',
    why: 'a password alone (aal1) must open nothing of a user who verified a second factor: each table, and storage.objects, needs the restrictive policy calling mfa_satisfied() for every command',
    sql: `
      select c.oid::regclass::text as offender
      from pg_catalog.pg_class c
      where (c.relnamespace = 'public'::regnamespace or c.oid = 'storage.objects'::regclass)
        and c.relkind in ('r', 'p')
        -- On purpose: the app reads the role at aal1 to know where the second step leads, and no
        -- client writes user_roles (no grant).
        and c.oid <> 'public.user_roles'::regclass
        and not exists (
          select 1 from pg_catalog.pg_policy p
          where p.polrelid = c.oid and not p.polpermissive and p.polcmd = '*'
            and (p.polroles = '{0}' or 'authenticated'::regrole = any(p.polroles))
            and pg_catalog.pg_get_expr(p.polqual, p.polrelid) like '%mfa_satisfied()%'
            and pg_catalog.pg_get_expr(p.polwithcheck, p.polrelid) like '%mfa_satisfied()%'
        )
      order by 1`,
  },
  {
    name: '0029 authenticated_security_definer_function_executable',
    why: 'a security definer function callable by authenticated bypasses RLS, the restrictive MFA policy included: it must check assert_mfa() (or assert_admin(), which does) itself, or be a reasoned exception',
    sql: `
      select p.oid::regprocedure::text as offender
      from pg_catalog.pg_proc p
      where p.pronamespace = 'public'::regnamespace and p.prosecdef
        and has_function_privilege('authenticated', p.oid, 'execute')
        and p.prosrc not like '%public.assert_mfa()%'
        and p.prosrc not like '%public.assert_admin()%'
        -- On purpose: the predicates the policies call (the caller's own role, readable at aal1
        -- like user_roles; the MFA check itself), and the public reads anon may call as well
        -- (a listing's shipper, live proposal counts, verified badges, rating averages, both for
        -- a list in trust_marks, trucks available, reputation, a company's public page, a shipment's 'Seguimiento' by its
        -- token and what the consignee does there, who is no user), and whether the caller may see a listing in its private window (the listings'
        -- policy calls it).
        and p.oid::regprocedure::text not in ('has_role(app_role)', 'mfa_satisfied()',
          'listing_shipper(uuid)', 'proposal_counts(uuid[])', 'is_verified_transporter(uuid)',
          'is_verified_shipper(uuid)', 'rating_summary(uuid)',
          'browse_availabilities(text,text,integer,date,uuid)', 'reputation(uuid[])',
          'trust_marks(uuid[])', 'company_profile(uuid)', 'sees_listing_early(uuid,uuid)',
          'tracking_view(text)',
          'confirm_receipt_by_tracking(text,text,text,text,text)',
          'report_problem_by_tracking(text,text,text,text)')
      order by 1`,
  },
  {
    name: 'policy names within 63 bytes',
    why: 'Postgres cuts identifiers at 63 bytes without an error: a longer policy name is stored cut short, and a later drop or alter by the full name may miss it',
    sql: `
      select c.relnamespace::regnamespace::text || '.' || c.relname || ': ' || p.polname as offender
      from pg_catalog.pg_policy p
      join pg_catalog.pg_class c on c.oid = p.polrelid
      where octet_length(p.polname) >= 63
      order by 1`,
  },
  {
    name: "days by Argentina's calendar",
    why: "current_date is UTC's day on hosted Supabase, already tomorrow from 21:00 to 24:00 in Argentina: a function or policy that decides by the day calls today_in_argentina()",
    sql: `
      select p.oid::regprocedure::text as offender
      from pg_catalog.pg_proc p
      where p.pronamespace in ('public'::regnamespace, 'private'::regnamespace)
        and p.prosrc ~* '\\mcurrent_date\\M'
      union all
      select c.relname || '.' || p.polname
      from pg_catalog.pg_policy p
      join pg_catalog.pg_class c on c.oid = p.polrelid
      where concat(pg_catalog.pg_get_expr(p.polqual, p.polrelid), ' ',
          pg_catalog.pg_get_expr(p.polwithcheck, p.polrelid)) ~* '\\mcurrent_date\\M'
      order by 1`,
  },
];

let db: SqlDatabase;

beforeAll(async () => {
  db = await openDatabase({ project, dataDir: 'memory', seedFile: null });
});

afterAll(async () => {
  await db.close();
});

describe('database linter (security)', () => {
  it.each(LINTS.map((lint) => [lint.name, lint] as const))('%s', async (_name, lint) => {
    const { rows } = await db.query<{ offender: string }>(lint.sql);
    expect(
      rows.map((r) => r.offender),
      lint.why,
    ).toEqual([]);
  });

  it('lets only signed-in users call has_role (anon never has a role)', async () => {
    const { rows } = await db.query<{ role: string; allowed: boolean }>(
      `select role, has_function_privilege(role, 'public.has_role(public.app_role)', 'execute') as allowed
       from unnest(array['anon', 'authenticated']) as role order by role`,
    );
    expect(rows).toEqual([
      { role: 'anon', allowed: false },
      { role: 'authenticated', allowed: true },
    ]);
  });

  it('can detect offenders (the checks are not vacuous)', async () => {
    await db.transaction(async (tx) => {
      await tx.exec(`
        create table public.lint_probe (id int primary key);
        create policy "meta" on public.lint_probe for select
          using ((auth.jwt() -> 'user_metadata' ->> 'role') = 'admin');
        create function public.lint_probe_fn() returns int language sql security definer as 'select 1';
        create view public.lint_probe_view as select id, email from auth.users;
        create policy "visitors" on public.lint_probe for select to anon using (true);
        create policy "members" on public.lint_probe for all to public using (true);
        create function public.lint_probe_rpc() returns int language sql security definer
          set search_path = '' as 'select 1';
        grant execute on function public.lint_probe_rpc() to authenticated;
        create policy "A policy whose name runs past the sixty-three bytes Postgres keeps of it"
          on public.lint_probe for update to service_role using (true);
        create function public.lint_probe_day() returns date language sql
          set search_path = '' as 'select current_date';
        create policy "today" on public.lint_probe for delete to service_role
          using (current_date is not null);
      `);
      const offenders: Record<string, string[]> = {};
      for (const lint of LINTS) {
        const { rows } = await tx.query<{ offender: string }>(lint.sql);
        offenders[lint.name] = rows.map((r) => r.offender);
      }
      expect(offenders).toEqual({
        '0013 rls_disabled_in_public': ['lint_probe'],
        '0007 policy_exists_rls_disabled': ['lint_probe'],
        '0011 function_search_path_mutable': ['lint_probe_fn()'],
        'security definer functions with a fixed search_path': ['lint_probe_fn()'],
        '0015 rls_references_user_metadata': ['lint_probe.meta'],
        '0010 security_definer_view': ['lint_probe_view'],
        '0002 auth_users_exposed': ['lint_probe_view'],
        '0006 multiple_permissive_policies': ['lint_probe anon r', 'lint_probe authenticated r'],
        '0028 anon_security_definer_function_executable': ['lint_probe_fn()', 'lint_probe_rpc()'],
        'every table with user data requires aal2 of a user with a second factor': ['lint_probe'],
        '0029 authenticated_security_definer_function_executable': [
          'lint_probe_fn()',
          'lint_probe_rpc()',
        ],
        'policy names within 63 bytes': [
          'public.lint_probe: A policy whose name runs past the sixty-three bytes Postgres ke',
        ],
        "days by Argentina's calendar": ['lint_probe.today', 'lint_probe_day()'],
      });
      await tx.rollback();
    });
  });
});

/**
 * A guard written `if not x then raise …` lets everything through when x is NULL (an unknown
 * file, a missing row, a NULL argument): `not NULL` is NULL, and `if NULL` takes no branch. Every
 * negated condition of an IF in a PL/pgSQL function is NULL-safe: `not exists`, `not found`,
 * `not coalesce(…)`, or written `x is not true`.
 */
const UNSAFE_NEGATION = /(?:^|\bor|\band|\()\s*not\s+(?!exists\b|found\b|coalesce\s*\()[^\n]*/gi;
const IF_CONDITION = /(?<!\bend\s+)\b(?:if|elsif)\b([\s\S]*?)\bthen\b/gi;

function nullUnsafeGuards(source: string): string[] {
  const code = source.replace(/--[^\n]*/g, '');
  return [...code.matchAll(IF_CONDITION)].flatMap(([, condition]) =>
    [...condition.matchAll(UNSAFE_NEGATION)].map(([negation]) => negation.trim()),
  );
}

const PLPGSQL_FUNCTIONS = `
  select p.oid::regprocedure::text as name, p.prosrc as source
  from pg_catalog.pg_proc p
  where p.pronamespace in ('public'::regnamespace, 'private'::regnamespace)
    and p.prolang = (select oid from pg_catalog.pg_language where lanname = 'plpgsql')
  order by 1`;

describe('NULL-safe guards', () => {
  it('finds no IF in a function that a NULL condition would pass', async () => {
    const { rows } = await db.query<{ name: string; source: string }>(PLPGSQL_FUNCTIONS);
    const offenders = rows.flatMap(({ name, source }) =>
      nullUnsafeGuards(source).map((guard) => `${name}: ${guard}`),
    );
    expect(offenders, 'write `if x is not true then`, not `if not x then`').toEqual([]);
  });

  it('finds a planted one, and takes the NULL-safe forms', async () => {
    await db.transaction(async (tx) => {
      await tx.exec(`
        create function private.guard_probe(p_ok boolean) returns void language plpgsql
        set search_path = '' as $$
        begin
          if not p_ok then raise exception 'no'; end if;
          if p_ok is not true or not exists (select 1) or not found then raise exception 'no'; end if;
          if not coalesce(p_ok, false) then raise exception 'no'; end if;
        end;
        $$;
      `);
      const { rows } = await tx.query<{ name: string; source: string }>(PLPGSQL_FUNCTIONS);
      const probe = rows.find((row) => row.name === 'private.guard_probe(boolean)');
      expect(nullUnsafeGuards(probe?.source ?? '')).toEqual(['not p_ok']);
      await tx.rollback();
    });
  });
});
