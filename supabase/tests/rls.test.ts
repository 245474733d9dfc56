/**
 * Row Level Security, as a table of cases: every operation on every table for anon, the demo
 * shipper, another shipper, the demo transporter and an admin. Each case runs through supabase-js
 * and asserts the outcome (allowed, or denied with its error) and the rows the database holds
 * before and after (counted as superuser, bypassing RLS).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestClient,
  startTestBackend,
  type TestBackend,
  type TestClient,
} from './support/backend.ts';
import {
  adminClient,
  ASSIGNED_LISTING_ID,
  DEMO_SHIPPER,
  DEMO_TRANSPORTER,
  listingInput,
  PENDING_LISTING_ID,
  signedInClient,
} from './support/data-api.ts';
import { type RlsCase as MatrixCase, runRlsCase } from './support/rls-matrix.ts';

type Actor = 'anon' | 'shipper' | 'otherShipper' | 'transporter' | 'admin';
type Table = 'user_roles' | 'profiles' | 'cargo_listings';

interface Ids {
  shipper: string;
  otherShipper: string;
  transporter: string;
  admin: string;
}

type RlsCase = MatrixCase<Actor, Table, Ids>;

const OTHER_SHIPPER_EMAIL = 'otra.dadora@example.test';

/** A pending listing of `shipperId` created for one case. */
function seedListing(id: string, shipperId: string, title: string): string {
  return `insert into public.cargo_listings (id, shipper_id, title, origin, destination, weight_kg,
      pickup_date, delivery_date, price, cargo_type, load_type)
    values ('${id}', '${shipperId}', '${title}', 'Rosario', 'Salta', 100, public.today_in_argentina() + 1,
      public.today_in_argentina() + 2, 500, 'food', 'dry')`;
}

const listingCount = (where: string) => `select count(*) from public.cargo_listings where ${where}`;

const cases: RlsCase[] = [
  // ---------------------------------------------------------------- user_roles
  ...(['shipper', 'otherShipper', 'transporter', 'admin'] as const).map((actor): RlsCase => ({
    actor,
    table: 'user_roles',
    op: 'select',
    what: 'reads only its own role',
    act: (c) => c.from('user_roles').select('user_id, role'),
    expect: { allowed: true, rows: 1 },
    probe: () => 'select count(*) from public.user_roles',
    before: 4,
    after: 4,
  })),
  {
    actor: 'anon',
    table: 'user_roles',
    op: 'select',
    what: 'cannot read roles',
    act: (c) => c.from('user_roles').select('*'),
    expect: { allowed: false, code: '42501', status: 401 },
    probe: () => 'select count(*) from public.user_roles',
    before: 4,
    after: 4,
  },
  {
    actor: 'transporter',
    table: 'user_roles',
    op: 'select',
    what: "cannot read another user's role by id",
    act: (c, ids) => c.from('user_roles').select('*').eq('user_id', ids.shipper),
    expect: { allowed: true, rows: 0 },
    probe: () => 'select count(*) from public.user_roles',
    before: 4,
    after: 4,
  },
  ...(['anon', 'shipper', 'transporter', 'admin'] as const).map((actor): RlsCase => ({
    actor,
    table: 'user_roles',
    op: 'insert',
    what: 'cannot grant itself a role',
    act: (c, ids) =>
      c
        .from('user_roles')
        .insert({ user_id: ids[actor === 'anon' ? 'shipper' : actor], role: 'admin' }),
    expect: { allowed: false, code: '42501', status: actor === 'anon' ? 401 : 403 },
    probe: () => "select count(*) from public.user_roles where role = 'admin'",
    before: 1,
    after: 1,
  })),
  ...(['shipper', 'transporter'] as const).map((actor): RlsCase => ({
    actor,
    table: 'user_roles',
    op: 'update',
    what: 'cannot change its own role to admin',
    act: (c, ids) => c.from('user_roles').update({ role: 'admin' }).eq('user_id', ids[actor]),
    expect: { allowed: false, code: '42501', status: 403 },
    probe: (ids) =>
      `select count(*) from public.user_roles where user_id = '${ids[actor]}' and role = 'admin'`,
    before: 0,
    after: 0,
  })),
  {
    actor: 'anon',
    table: 'user_roles',
    op: 'update',
    what: 'cannot change roles',
    act: (c, ids) => c.from('user_roles').update({ role: 'admin' }).eq('user_id', ids.shipper),
    expect: { allowed: false, code: '42501', status: 401 },
    probe: () => "select count(*) from public.user_roles where role = 'admin'",
    before: 1,
    after: 1,
  },
  ...(['shipper', 'admin'] as const).map((actor): RlsCase => ({
    actor,
    table: 'user_roles',
    op: 'delete',
    what: 'cannot delete roles',
    act: (c, ids) => c.from('user_roles').delete().eq('user_id', ids[actor]),
    expect: { allowed: false, code: '42501', status: 403 },
    probe: () => 'select count(*) from public.user_roles',
    before: 4,
    after: 4,
  })),
  {
    actor: 'anon',
    table: 'user_roles',
    op: 'delete',
    what: 'cannot delete roles',
    act: (c, ids) => c.from('user_roles').delete().eq('user_id', ids.shipper),
    expect: { allowed: false, code: '42501', status: 401 },
    probe: () => 'select count(*) from public.user_roles',
    before: 4,
    after: 4,
  },

  // ---------------------------------------------------------------- profiles
  ...(['shipper', 'otherShipper', 'transporter'] as const).map((actor): RlsCase => ({
    actor,
    table: 'profiles',
    op: 'select',
    what: 'reads only its own profile',
    act: (c) => c.from('profiles').select('id, name'),
    expect: { allowed: true, rows: 1 },
    probe: () => 'select count(*) from public.profiles',
    before: 4,
    after: 4,
  })),
  {
    actor: 'admin',
    table: 'profiles',
    op: 'select',
    what: 'reads every profile (back-office user list)',
    act: (c) => c.from('profiles').select('id, name'),
    expect: { allowed: true, rows: 4 },
    probe: () => 'select count(*) from public.profiles',
    before: 4,
    after: 4,
  },
  {
    actor: 'otherShipper',
    table: 'profiles',
    op: 'select',
    what: "cannot read the demo shipper's profile by id",
    act: (c, ids) => c.from('profiles').select('*').eq('id', ids.shipper),
    expect: { allowed: true, rows: 0 },
    probe: () => 'select count(*) from public.profiles',
    before: 4,
    after: 4,
  },
  {
    actor: 'anon',
    table: 'profiles',
    op: 'select',
    what: 'cannot read profiles',
    act: (c) => c.from('profiles').select('*'),
    expect: { allowed: false, code: '42501', status: 401 },
    probe: () => 'select count(*) from public.profiles',
    before: 4,
    after: 4,
  },
  ...(['anon', 'shipper'] as const).map((actor): RlsCase => ({
    actor,
    table: 'profiles',
    op: 'insert',
    what: 'cannot create a profile',
    act: (c) =>
      c
        .from('profiles')
        .insert({ id: '99999999-9999-4999-8999-999999999999', name: 'Intruso', email: 'x@y.test' }),
    expect: { allowed: false, code: '42501', status: actor === 'anon' ? 401 : 403 },
    probe: () => 'select count(*) from public.profiles',
    before: 4,
    after: 4,
  })),
  {
    actor: 'shipper',
    table: 'profiles',
    op: 'update',
    what: 'updates its own profile',
    act: (c, ids) =>
      c.from('profiles').update({ phone: '+542615559999' }).eq('id', ids.shipper).select('phone'),
    expect: { allowed: true, rows: 1 },
    probe: (ids) =>
      `select count(*) from public.profiles where id = '${ids.shipper}' and phone = '+542615559999'`,
    before: 0,
    after: 1,
  },
  {
    actor: 'transporter',
    table: 'profiles',
    op: 'update',
    what: 'updates its own vehicle types',
    act: (c, ids) =>
      c
        .from('profiles')
        .update({ vehicle_types: ['van', 'tank'] })
        .eq('id', ids.transporter)
        .select('vehicle_types'),
    expect: { allowed: true, rows: 1 },
    probe: (ids) =>
      `select count(*) from public.profiles where id = '${ids.transporter}' and vehicle_types = '{van,tank}'`,
    before: 0,
    after: 1,
  },
  ...(['otherShipper', 'transporter', 'admin'] as const).map((actor): RlsCase => ({
    actor,
    table: 'profiles',
    op: 'update',
    what: "cannot update the demo shipper's profile",
    act: (c, ids) =>
      c.from('profiles').update({ name: 'Hackeado' }).eq('id', ids.shipper).select('id'),
    expect: { allowed: false, hidden: true },
    probe: () => "select count(*) from public.profiles where name = 'Hackeado'",
    before: 0,
    after: 0,
  })),
  {
    actor: 'shipper',
    table: 'profiles',
    op: 'update',
    what: 'cannot change its profile id',
    act: (c, ids) => c.from('profiles').update({ id: ids.otherShipper }).eq('id', ids.shipper),
    expect: { allowed: false, code: '42501', status: 403 },
    probe: (ids) => `select count(*) from public.profiles where id = '${ids.shipper}'`,
    before: 1,
    after: 1,
  },
  {
    actor: 'anon',
    table: 'profiles',
    op: 'update',
    what: 'cannot update profiles',
    act: (c, ids) => c.from('profiles').update({ name: 'Hackeado' }).eq('id', ids.shipper),
    expect: { allowed: false, code: '42501', status: 401 },
    probe: () => "select count(*) from public.profiles where name = 'Hackeado'",
    before: 0,
    after: 0,
  },
  ...(['anon', 'shipper', 'admin'] as const).map((actor): RlsCase => ({
    actor,
    table: 'profiles',
    op: 'delete',
    what: 'cannot delete profiles',
    act: (c, ids) => c.from('profiles').delete().eq('id', ids.shipper),
    expect: { allowed: false, code: '42501', status: actor === 'anon' ? 401 : 403 },
    probe: () => 'select count(*) from public.profiles',
    before: 4,
    after: 4,
  })),

  // ---------------------------------------------------------------- cargo_listings: select
  {
    actor: 'anon',
    table: 'cargo_listings',
    op: 'select',
    what: 'reads the pending listings only',
    act: (c) => c.from('cargo_listings').select('id'),
    expect: { allowed: true, rows: () => listingCount("status = 'pending'") },
    probe: () => listingCount('true'),
    before: 7,
    after: 7,
  },
  {
    actor: 'anon',
    table: 'cargo_listings',
    op: 'select',
    what: 'cannot read an assigned listing',
    act: (c) => c.from('cargo_listings').select('id').eq('id', ASSIGNED_LISTING_ID),
    expect: { allowed: true, rows: 0 },
    probe: () => listingCount('true'),
    before: 7,
    after: 7,
  },
  {
    actor: 'shipper',
    table: 'cargo_listings',
    op: 'select',
    what: 'reads pending listings and all of its own',
    act: (c) => c.from('cargo_listings').select('id'),
    expect: {
      allowed: true,
      rows: (ids) => listingCount(`status = 'pending' or shipper_id = '${ids.shipper}'`),
    },
    probe: () => listingCount('true'),
    before: 7,
    after: 7,
  },
  {
    actor: 'otherShipper',
    table: 'cargo_listings',
    op: 'select',
    what: "cannot read another shipper's assigned listing",
    act: (c) => c.from('cargo_listings').select('id').eq('id', ASSIGNED_LISTING_ID),
    expect: { allowed: true, rows: 0 },
    probe: () => listingCount('true'),
    before: 7,
    after: 7,
  },
  {
    actor: 'transporter',
    table: 'cargo_listings',
    op: 'select',
    what: 'reads pending listings and those assigned to it',
    act: (c) => c.from('cargo_listings').select('id'),
    expect: {
      allowed: true,
      rows: (ids) => listingCount(`status = 'pending' or transporter_id = '${ids.transporter}'`),
    },
    probe: () => listingCount('true'),
    before: 7,
    after: 7,
  },
  {
    actor: 'admin',
    table: 'cargo_listings',
    op: 'select',
    what: 'reads every listing in any status (back-office)',
    act: (c) => c.from('cargo_listings').select('id'),
    expect: { allowed: true, rows: 7 },
    probe: () => listingCount('true'),
    before: 7,
    after: 7,
  },

  // ---------------------------------------------------------------- cargo_listings: insert
  {
    actor: 'shipper',
    table: 'cargo_listings',
    op: 'insert',
    what: 'publishes a pending listing of its own',
    act: (c) =>
      c
        .from('cargo_listings')
        .insert(listingInput({ title: 'RLS alta propia' }))
        .select('shipper_id, status'),
    expect: { allowed: true, rows: 1 },
    probe: (ids) =>
      listingCount(
        `title = 'RLS alta propia' and shipper_id = '${ids.shipper}' and status = 'pending'`,
      ),
    before: 0,
    after: 1,
  },
  {
    actor: 'otherShipper',
    table: 'cargo_listings',
    op: 'insert',
    what: 'publishes a pending listing of its own',
    act: (c) =>
      c
        .from('cargo_listings')
        .insert(listingInput({ title: 'RLS alta otra' }))
        .select('id'),
    expect: { allowed: true, rows: 1 },
    probe: (ids) => listingCount(`title = 'RLS alta otra' and shipper_id = '${ids.otherShipper}'`),
    before: 0,
    after: 1,
  },
  {
    actor: 'shipper',
    table: 'cargo_listings',
    op: 'insert',
    what: 'cannot publish in the name of another shipper',
    act: (c, ids) =>
      c
        .from('cargo_listings')
        .insert({ ...listingInput({ title: 'RLS suplantación' }), shipper_id: ids.otherShipper }),
    expect: { allowed: false, code: '42501', status: 403 },
    probe: () => listingCount("title = 'RLS suplantación'"),
    before: 0,
    after: 0,
  },
  {
    actor: 'shipper',
    table: 'cargo_listings',
    op: 'insert',
    what: 'cannot publish an already assigned listing',
    act: (c) =>
      c
        .from('cargo_listings')
        .insert({ ...listingInput({ title: 'RLS asignada' }), status: 'assigned' }),
    expect: { allowed: false, code: '42501', status: 403 },
    probe: () => listingCount("title = 'RLS asignada'"),
    before: 0,
    after: 0,
  },
  {
    actor: 'shipper',
    table: 'cargo_listings',
    op: 'insert',
    what: 'cannot choose the transporter',
    act: (c, ids) =>
      c.from('cargo_listings').insert({
        ...listingInput({ title: 'RLS con transportista' }),
        transporter_id: ids.transporter,
      }),
    expect: { allowed: false, code: '42501', status: 403 },
    probe: () => listingCount("title = 'RLS con transportista'"),
    before: 0,
    after: 0,
  },
  ...(['transporter', 'admin'] as const).map((actor): RlsCase => ({
    actor,
    table: 'cargo_listings',
    op: 'insert',
    what: 'cannot publish listings (not a shipper)',
    act: (c) => c.from('cargo_listings').insert(listingInput({ title: `RLS alta ${actor}` })),
    expect: { allowed: false, code: '42501', status: 403 },
    probe: () => listingCount(`title = 'RLS alta ${actor}'`),
    before: 0,
    after: 0,
  })),
  {
    actor: 'transporter',
    table: 'cargo_listings',
    op: 'insert',
    what: 'cannot publish in the name of a shipper',
    act: (c, ids) =>
      c.from('cargo_listings').insert({
        ...listingInput({ title: 'RLS transportista suplanta' }),
        shipper_id: ids.shipper,
      }),
    expect: { allowed: false, code: '42501', status: 403 },
    probe: () => listingCount("title = 'RLS transportista suplanta'"),
    before: 0,
    after: 0,
  },
  {
    actor: 'anon',
    table: 'cargo_listings',
    op: 'insert',
    what: 'cannot publish listings',
    act: (c, ids) =>
      c
        .from('cargo_listings')
        .insert({ ...listingInput({ title: 'RLS anónima' }), shipper_id: ids.shipper }),
    expect: { allowed: false, code: '42501', status: 401 },
    probe: () => listingCount("title = 'RLS anónima'"),
    before: 0,
    after: 0,
  },

  // ---------------------------------------------------------------- cargo_listings: update
  {
    actor: 'shipper',
    table: 'cargo_listings',
    op: 'update',
    what: 'edits its own pending listing',
    setup: (ids) => seedListing('b0000000-0000-4000-8000-000000000001', ids.shipper, 'RLS editar'),
    act: (c) =>
      c
        .from('cargo_listings')
        .update({ title: 'RLS editada', price: 650 })
        .eq('id', 'b0000000-0000-4000-8000-000000000001')
        .select('title'),
    expect: { allowed: true, rows: 1 },
    probe: () =>
      listingCount(
        "id = 'b0000000-0000-4000-8000-000000000001' and title = 'RLS editada' and price = 650",
      ),
    before: 0,
    after: 1,
  },
  {
    actor: 'shipper',
    table: 'cargo_listings',
    op: 'update',
    what: 'cannot edit its own listing once assigned',
    act: (c) =>
      c.from('cargo_listings').update({ price: 1 }).eq('id', ASSIGNED_LISTING_ID).select('id'),
    expect: { allowed: false, hidden: true },
    probe: () => listingCount(`id = '${ASSIGNED_LISTING_ID}' and price = 1320`),
    before: 1,
    after: 1,
  },
  {
    actor: 'shipper',
    table: 'cargo_listings',
    op: 'update',
    what: 'cannot change the status of its listing',
    act: (c) =>
      c.from('cargo_listings').update({ status: 'delivered' }).eq('id', PENDING_LISTING_ID),
    expect: { allowed: false, code: '42501', status: 403 },
    probe: () => listingCount(`id = '${PENDING_LISTING_ID}' and status = 'pending'`),
    before: 1,
    after: 1,
  },
  {
    actor: 'shipper',
    table: 'cargo_listings',
    op: 'update',
    what: 'cannot hand its listing to another shipper',
    act: (c, ids) =>
      c
        .from('cargo_listings')
        .update({ shipper_id: ids.otherShipper })
        .eq('id', PENDING_LISTING_ID),
    expect: { allowed: false, code: '42501', status: 403 },
    probe: (ids) => listingCount(`id = '${PENDING_LISTING_ID}' and shipper_id = '${ids.shipper}'`),
    before: 1,
    after: 1,
  },
  {
    actor: 'shipper',
    table: 'cargo_listings',
    op: 'update',
    what: 'cannot assign a transporter itself',
    act: (c, ids) =>
      c
        .from('cargo_listings')
        .update({ transporter_id: ids.transporter, status: 'assigned' })
        .eq('id', PENDING_LISTING_ID),
    expect: { allowed: false, code: '42501', status: 403 },
    probe: () => listingCount(`id = '${PENDING_LISTING_ID}' and transporter_id is null`),
    before: 1,
    after: 1,
  },
  ...(['otherShipper', 'transporter', 'admin'] as const).map((actor): RlsCase => ({
    actor,
    table: 'cargo_listings',
    op: 'update',
    what: "cannot edit the demo shipper's pending listing",
    act: (c) =>
      c
        .from('cargo_listings')
        .update({ title: 'RLS ajena' })
        .eq('id', PENDING_LISTING_ID)
        .select('id'),
    expect: { allowed: false, hidden: true },
    probe: () => listingCount("title = 'RLS ajena'"),
    before: 0,
    after: 0,
  })),
  {
    actor: 'transporter',
    table: 'cargo_listings',
    op: 'update',
    what: 'cannot edit the listing assigned to it',
    act: (c) =>
      c.from('cargo_listings').update({ price: 99999 }).eq('id', ASSIGNED_LISTING_ID).select('id'),
    expect: { allowed: false, hidden: true },
    probe: () => listingCount('price = 99999'),
    before: 0,
    after: 0,
  },
  {
    actor: 'anon',
    table: 'cargo_listings',
    op: 'update',
    what: 'cannot edit listings',
    act: (c) =>
      c.from('cargo_listings').update({ title: 'RLS anónima' }).eq('id', PENDING_LISTING_ID),
    expect: { allowed: false, code: '42501', status: 401 },
    probe: () => listingCount("title = 'RLS anónima'"),
    before: 0,
    after: 0,
  },

  // ---------------------------------------------------------------- cargo_listings: delete
  {
    actor: 'shipper',
    table: 'cargo_listings',
    op: 'delete',
    what: 'deletes its own pending listing',
    setup: (ids) => seedListing('b0000000-0000-4000-8000-000000000002', ids.shipper, 'RLS borrar'),
    act: (c) =>
      c
        .from('cargo_listings')
        .delete()
        .eq('id', 'b0000000-0000-4000-8000-000000000002')
        .select('id'),
    expect: { allowed: true, rows: 1 },
    probe: () => listingCount("id = 'b0000000-0000-4000-8000-000000000002'"),
    before: 1,
    after: 0,
  },
  {
    actor: 'shipper',
    table: 'cargo_listings',
    op: 'delete',
    what: 'cannot delete its own listing once assigned',
    act: (c) => c.from('cargo_listings').delete().eq('id', ASSIGNED_LISTING_ID).select('id'),
    expect: { allowed: false, hidden: true },
    probe: () => listingCount(`id = '${ASSIGNED_LISTING_ID}'`),
    before: 1,
    after: 1,
  },
  ...(['otherShipper', 'transporter', 'admin'] as const).map((actor): RlsCase => ({
    actor,
    table: 'cargo_listings',
    op: 'delete',
    what: "cannot delete the demo shipper's listings",
    act: (c) =>
      c
        .from('cargo_listings')
        .delete()
        .in('id', [PENDING_LISTING_ID, ASSIGNED_LISTING_ID])
        .select('id'),
    expect: { allowed: false, hidden: true },
    probe: () => listingCount(`id in ('${PENDING_LISTING_ID}', '${ASSIGNED_LISTING_ID}')`),
    before: 2,
    after: 2,
  })),
  {
    actor: 'anon',
    table: 'cargo_listings',
    op: 'delete',
    what: 'cannot delete listings',
    act: (c) => c.from('cargo_listings').delete().eq('id', PENDING_LISTING_ID),
    expect: { allowed: false, code: '42501', status: 401 },
    probe: () => listingCount(`id = '${PENDING_LISTING_ID}'`),
    before: 1,
    after: 1,
  },
];

let backend: TestBackend;
const clients = {} as Record<Actor, TestClient>;
const ids = {} as Ids;

beforeAll(async () => {
  backend = await startTestBackend({ rateLimits: false });
  clients.anon = createTestClient(backend);

  const other = createTestClient(backend);
  const signUp = await other.auth.signUp({
    email: OTHER_SHIPPER_EMAIL,
    password: 'otra-clave-2026',
    options: { data: { role: 'shipper', name: 'Sofía Ruiz', company: 'Ruiz Alimentos' } },
  });
  if (signUp.error || !signUp.data.user)
    throw new Error(`sign-up failed: ${signUp.error?.message}`);

  const signedIn = await Promise.all([
    signedInClient(backend, DEMO_SHIPPER.email),
    signedInClient(backend, OTHER_SHIPPER_EMAIL, 'otra-clave-2026'),
    signedInClient(backend, DEMO_TRANSPORTER.email),
    adminClient(backend),
  ]);
  [clients.shipper, clients.otherShipper, clients.transporter, clients.admin] = signedIn.map(
    (s) => s.client,
  );
  [ids.shipper, ids.otherShipper, ids.transporter, ids.admin] = signedIn.map((s) => s.userId);
});

afterAll(async () => {
  console.log(`RLS cases tested: ${cases.length}`);
  await backend.stop();
});

// The cases share one database and some change it (the counts before and after depend on what
// ran earlier): they run in the order written even when the run shuffles.
describe('row level security', { shuffle: false }, () => {
  describe('setup', () => {
    it('has the five actors with their roles in user_roles', async () => {
      const { rows } = await backend.db.query<{ user_id: string; role: string }>(
        'select user_id, role from public.user_roles order by role, user_id',
      );
      expect(rows).toHaveLength(4);
      expect(rows.filter((r) => r.role === 'admin').map((r) => r.user_id)).toEqual([ids.admin]);
      expect(
        rows
          .filter((r) => r.role === 'shipper')
          .map((r) => r.user_id)
          .sort(),
      ).toEqual([ids.shipper, ids.otherShipper].sort());
    });
  });

  describe.each(['user_roles', 'profiles', 'cargo_listings'] as const)('RLS on %s', (table) => {
    const tableCases = cases.filter((c) => c.table === table);
    it.each(tableCases.map((c) => [`${c.actor} ${c.op}: ${c.what}`, c] as const))(
      '%s',
      (_name, rlsCase) => runRlsCase(backend, clients, ids, rlsCase),
    );
  });
});
