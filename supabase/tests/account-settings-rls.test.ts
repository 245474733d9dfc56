/**
 * Row Level Security of donor_registrations and notification_preferences, as in rls.test.ts:
 * each case runs one operation through supabase-js as anon, the demo shipper, another shipper,
 * the demo transporter or an admin, and checks the answer and a row count (as superuser) before
 * and after. Then the database's own checks on a registration: the CUIT check digit and the
 * §5 rules, whatever the client sends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidCuit } from '../../src/domain/cuit.ts';
import type { TablesInsert } from '../../src/lib/database.types.ts';
import {
  createTestClient,
  startTestBackend,
  type TestBackend,
  type TestClient,
} from './support/backend.ts';
import {
  adminClient,
  countAsSuperuser,
  DEMO_SHIPPER,
  DEMO_TRANSPORTER,
  signedInClient,
} from './support/data-api.ts';
import { type RlsCase as MatrixCase, runRlsCase } from './support/rls-matrix.ts';

type Actor = 'anon' | 'shipper' | 'otherShipper' | 'transporter' | 'admin';
type Ids = Record<Exclude<Actor, 'anon'>, string>;

type RlsCase = Omit<
  MatrixCase<Actor, 'donor_registrations' | 'notification_preferences', Ids>,
  'op' | 'setup'
>;

const DEMO_CUIT = '20123456786';
const OTHER_CUIT = '30712345671';
const OTHER_SHIPPER_EMAIL = 'registro.otra@example.test';

/** A complete registration of a legal entity; tests override what they are about. */
function registration(overrides: Record<string, unknown> = {}) {
  return {
    entity_type: 'persona_juridica' as const,
    company_name: 'Ruiz Alimentos S.A.',
    cuit: OTHER_CUIT,
    iibb_number: '901-123456-7',
    business_address: 'Av. Pellegrini 1200, Rosario',
    business_activity: 'Distribución de alimentos',
    loading_address: 'Ruta 9 km 300, Rosario',
    ...overrides,
  };
}

const shippers = (where: string) =>
  `select count(*) from public.donor_registrations where ${where}`;
const prefs = (where: string) =>
  `select count(*) from public.notification_preferences where ${where}`;

const cases: RlsCase[] = [
  // ------------------------------------------------------------ donor_registrations: select
  {
    actor: 'shipper',
    table: 'donor_registrations',
    what: 'reads its own registration',
    act: (c) => c.from('donor_registrations').select('shipper_id, cuit'),
    expect: { allowed: true, rows: 1 },
    probe: () => shippers('true'),
    before: 1,
    after: 1,
  },
  ...(['otherShipper', 'transporter'] as const).map((actor): RlsCase => ({
    actor,
    table: 'donor_registrations',
    what: "cannot read the demo shipper's registration",
    act: (c, ids) => c.from('donor_registrations').select('*').eq('shipper_id', ids.shipper),
    expect: { allowed: true, rows: 0 },
    probe: () => shippers('true'),
    before: 1,
    after: 1,
  })),
  {
    actor: 'admin',
    table: 'donor_registrations',
    what: 'reads every registration',
    act: (c) => c.from('donor_registrations').select('shipper_id'),
    expect: { allowed: true, rows: () => shippers('true') },
    probe: () => shippers('true'),
    before: 1,
    after: 1,
  },
  {
    actor: 'anon',
    table: 'donor_registrations',
    what: 'cannot read registrations',
    act: (c) => c.from('donor_registrations').select('*'),
    expect: { allowed: false, code: '42501', status: 401 },
    probe: () => shippers('true'),
    before: 1,
    after: 1,
  },

  // ------------------------------------------------------------ donor_registrations: insert
  {
    actor: 'otherShipper',
    table: 'donor_registrations',
    what: 'registers itself (first save is an insert)',
    act: (c) => c.from('donor_registrations').insert(registration()).select('shipper_id'),
    expect: { allowed: true, rows: 1 },
    probe: (ids) => shippers(`shipper_id = '${ids.otherShipper}'`),
    before: 0,
    after: 1,
  },
  {
    actor: 'shipper',
    table: 'donor_registrations',
    what: 'cannot register twice',
    act: (c) => c.from('donor_registrations').insert(registration({ cuit: DEMO_CUIT })),
    expect: { allowed: false, code: '23505', status: 409 },
    probe: (ids) => shippers(`shipper_id = '${ids.shipper}'`),
    before: 1,
    after: 1,
  },
  {
    actor: 'transporter',
    table: 'donor_registrations',
    what: 'cannot register: the registration is for shippers only',
    act: (c) => c.from('donor_registrations').insert(registration()),
    expect: { allowed: false, code: '42501', status: 403 },
    probe: (ids) => shippers(`shipper_id = '${ids.transporter}'`),
    before: 0,
    after: 0,
  },
  {
    actor: 'transporter',
    table: 'donor_registrations',
    what: 'cannot register in the name of a shipper',
    act: (c, ids) => c.from('donor_registrations').insert(registration({ shipper_id: ids.admin })),
    expect: { allowed: false, code: '42501', status: 403 },
    probe: (ids) => shippers(`shipper_id = '${ids.admin}'`),
    before: 0,
    after: 0,
  },
  {
    actor: 'admin',
    table: 'donor_registrations',
    what: 'cannot register itself',
    act: (c) => c.from('donor_registrations').insert(registration()),
    expect: { allowed: false, code: '42501', status: 403 },
    probe: (ids) => shippers(`shipper_id = '${ids.admin}'`),
    before: 0,
    after: 0,
  },
  {
    actor: 'anon',
    table: 'donor_registrations',
    what: 'cannot register',
    act: (c, ids) =>
      c.from('donor_registrations').insert(registration({ shipper_id: ids.transporter })),
    expect: { allowed: false, code: '42501', status: 401 },
    probe: () => shippers('true'),
    before: 2,
    after: 2,
  },

  // ------------------------------------------------------------ donor_registrations: update
  {
    actor: 'shipper',
    table: 'donor_registrations',
    what: 'updates its own registration (later saves are updates)',
    act: (c, ids) =>
      c
        .from('donor_registrations')
        .update({ iibb_number: '902-000001-1', loading_address: 'Depósito Norte' })
        .eq('shipper_id', ids.shipper)
        .select('iibb_number'),
    expect: { allowed: true, rows: 1 },
    probe: (ids) => shippers(`shipper_id = '${ids.shipper}' and iibb_number = '902-000001-1'`),
    before: 0,
    after: 1,
  },
  ...(['otherShipper', 'transporter', 'admin'] as const).map((actor): RlsCase => ({
    actor,
    table: 'donor_registrations',
    what: "cannot change the demo shipper's registration",
    act: (c, ids) =>
      c
        .from('donor_registrations')
        .update({ company_name: 'Usurpada S.A.' })
        .eq('shipper_id', ids.shipper)
        .select('shipper_id'),
    expect: { allowed: false, hidden: true },
    probe: () => shippers(`company_name = 'Usurpada S.A.'`),
    before: 0,
    after: 0,
  })),
  {
    actor: 'shipper',
    table: 'donor_registrations',
    what: 'cannot move its registration to another account',
    act: (c, ids) =>
      c
        .from('donor_registrations')
        .update({ shipper_id: ids.transporter })
        .eq('shipper_id', ids.shipper),
    expect: { allowed: false, code: '42501', status: 403 },
    probe: (ids) => shippers(`shipper_id = '${ids.shipper}'`),
    before: 1,
    after: 1,
  },
  {
    actor: 'shipper',
    table: 'donor_registrations',
    what: 'cannot backdate its registration',
    act: (c, ids) =>
      c
        .from('donor_registrations')
        .update({ created_at: '2000-01-01T00:00:00Z' })
        .eq('shipper_id', ids.shipper),
    expect: { allowed: false, code: '42501', status: 403 },
    probe: () => shippers(`created_at < '2001-01-01'`),
    before: 0,
    after: 0,
  },
  {
    actor: 'anon',
    table: 'donor_registrations',
    what: 'cannot change registrations',
    act: (c, ids) =>
      c.from('donor_registrations').update({ cuit: OTHER_CUIT }).eq('shipper_id', ids.shipper),
    expect: { allowed: false, code: '42501', status: 401 },
    probe: () => shippers(`cuit = '${DEMO_CUIT}'`),
    before: 1,
    after: 1,
  },

  // ------------------------------------------------------------ donor_registrations: delete
  ...(['shipper', 'otherShipper', 'admin'] as const).map((actor): RlsCase => ({
    actor,
    table: 'donor_registrations',
    what: 'cannot delete registrations (they go with the account)',
    act: (c, ids) =>
      c.from('donor_registrations').delete().in('shipper_id', [ids.shipper, ids.otherShipper]),
    expect: { allowed: false, code: '42501', status: 403 },
    probe: () => shippers('true'),
    before: 2,
    after: 2,
  })),
  {
    actor: 'anon',
    table: 'donor_registrations',
    what: 'cannot delete registrations',
    act: (c, ids) => c.from('donor_registrations').delete().eq('shipper_id', ids.shipper),
    expect: { allowed: false, code: '42501', status: 401 },
    probe: () => shippers('true'),
    before: 2,
    after: 2,
  },

  // ------------------------------------------------------------ notification_preferences
  ...(['shipper', 'otherShipper', 'transporter', 'admin'] as const).map((actor): RlsCase => ({
    actor,
    table: 'notification_preferences',
    what: 'reads only its own preferences, created with the account',
    act: (c) => c.from('notification_preferences').select('*'),
    expect: { allowed: true, rows: 1 },
    probe: () => prefs('true'),
    before: 4,
    after: 4,
  })),
  {
    actor: 'anon',
    table: 'notification_preferences',
    what: 'cannot read preferences',
    act: (c) => c.from('notification_preferences').select('*'),
    expect: { allowed: false, code: '42501', status: 401 },
    probe: () => prefs('true'),
    before: 4,
    after: 4,
  },
  {
    actor: 'shipper',
    table: 'notification_preferences',
    what: 'cannot insert preferences (the trigger does)',
    act: (c, ids) =>
      c.from('notification_preferences').insert({ user_id: ids.shipper, news: true }),
    expect: { allowed: false, code: '42501', status: 403 },
    probe: () => prefs('news'),
    before: 0,
    after: 0,
  },
  {
    actor: 'transporter',
    table: 'notification_preferences',
    what: 'switches its own news on and proposals off',
    act: (c, ids) =>
      c
        .from('notification_preferences')
        .update({ news: true, new_proposals: false })
        .eq('user_id', ids.transporter)
        .select('news, new_proposals, status_changes'),
    expect: { allowed: true, rows: 1 },
    probe: (ids) => prefs(`user_id = '${ids.transporter}' and news and not new_proposals`),
    before: 0,
    after: 1,
  },
  ...(['otherShipper', 'transporter', 'admin'] as const).map((actor): RlsCase => ({
    actor,
    table: 'notification_preferences',
    what: "cannot change the demo shipper's preferences",
    act: (c, ids) =>
      c
        .from('notification_preferences')
        .update({ status_changes: false })
        .eq('user_id', ids.shipper)
        .select('user_id'),
    expect: { allowed: false, hidden: true },
    probe: (ids) => prefs(`user_id = '${ids.shipper}' and status_changes`),
    before: 1,
    after: 1,
  })),
  {
    actor: 'shipper',
    table: 'notification_preferences',
    what: 'cannot hand its row to another user',
    act: (c, ids) =>
      c
        .from('notification_preferences')
        .update({ user_id: ids.otherShipper })
        .eq('user_id', ids.shipper),
    expect: { allowed: false, code: '42501', status: 403 },
    probe: (ids) => prefs(`user_id = '${ids.shipper}'`),
    before: 1,
    after: 1,
  },
  {
    actor: 'anon',
    table: 'notification_preferences',
    what: 'cannot change preferences',
    act: (c) => c.from('notification_preferences').update({ news: true }).neq('news', true),
    expect: { allowed: false, code: '42501', status: 401 },
    probe: () => prefs('news'),
    before: 1,
    after: 1,
  },
  ...(['shipper', 'admin'] as const).map((actor): RlsCase => ({
    actor,
    table: 'notification_preferences',
    what: 'cannot delete preferences',
    act: (c, ids) => c.from('notification_preferences').delete().eq('user_id', ids[actor]),
    expect: { allowed: false, code: '42501', status: 403 },
    probe: () => prefs('true'),
    before: 4,
    after: 4,
  })),
];

let backend: TestBackend;
const clients = {} as Record<Actor, TestClient>;
const ids = {} as Ids;

beforeAll(async () => {
  backend = await startTestBackend({ rateLimits: false });
  clients.anon = createTestClient(backend);
  const signUp = await createTestClient(backend).auth.signUp({
    email: OTHER_SHIPPER_EMAIL,
    password: 'otra-clave-2026',
    options: { data: { role: 'shipper', name: 'Sofía Ruiz' } },
  });
  if (signUp.error) throw signUp.error;
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
  await backend.db.query(
    `insert into public.donor_registrations (shipper_id, entity_type, full_name, document_type,
       document_number, cuit, iibb_number, business_address, business_activity, loading_address)
     values ($1, 'persona_humana', 'Lucía Fernández', 'dni', '12345678', $2, '901-000000-0',
       'San Martín 100, Mendoza', 'Bodega', 'Ruta 40 km 3200, Mendoza')`,
    [ids.shipper, DEMO_CUIT],
  );
});

afterAll(async () => {
  console.log(`Account settings RLS cases tested: ${cases.length}`);
  await backend.stop();
});

// The cases share one backend and build on what earlier ones stored (uploads, ratings, rows
// counted before and after): they run in the order written even when the run shuffles.
describe('account settings on one database', { shuffle: false }, () => {
  describe.each(['donor_registrations', 'notification_preferences'] as const)(
    'RLS on %s',
    (table) => {
      it.each(
        cases.filter((c) => c.table === table).map((c) => [`${c.actor}: ${c.what}`, c] as const),
      )('%s', (_name, rlsCase) => runRlsCase(backend, clients, ids, rlsCase));
    },
  );

  describe('preferences of a new account', () => {
    it('are created with the defaults: proposals and status changes on, news off', async () => {
      const email = 'preferencias@example.test';
      const client = createTestClient(backend);
      const { data } = await client.auth.signUp({
        email,
        password: 'clave-pref-2026',
        options: { data: { role: 'transporter', name: 'Nora Paz' } },
      });
      const own = await client.from('notification_preferences').select('*').single();
      expect(own.data).toMatchObject({
        user_id: data.user?.id,
        new_proposals: true,
        status_changes: true,
        news: false,
      });
    });
  });

  describe('the database checks every registration', () => {
    /** Tries a registration as a fresh shipper; answers the error and whether a row was stored. */
    async function attempt(fields: Record<string, unknown>) {
      const email = `donante${Math.random().toString(36).slice(2)}@example.test`;
      const client = createTestClient(backend);
      const { data } = await client.auth.signUp({
        email,
        password: 'clave-donante-2026',
        options: { data: { role: 'shipper', name: 'Donante' } },
      });
      // Deliberately untyped: the point is what the database does with whatever a client sends.
      const { error } = await client
        .from('donor_registrations')
        .insert(fields as unknown as TablesInsert<'donor_registrations'>);
      const stored = await countAsSuperuser(
        backend.db,
        `select count(*) from public.donor_registrations where shipper_id = $1`,
        [data.user?.id],
      );
      return { error, stored };
    }

    it.each([
      ['a wrong check digit', '20123456787', 'donor_registrations_cuit_check'],
      ['ten digits whose check would be 10', '20000006001', 'donor_registrations_cuit_check'],
      ['ten digits', '2012345678', 'donor_registrations_cuit_check'],
      ['letters', '2012345678a', 'donor_registrations_cuit_check'],
      [
        'the hyphenated form (stored normalised only)',
        '20-12345678-6',
        'donor_registrations_cuit_check',
      ],
      ['SQL in the value', "20123456786' or '1'='1", 'donor_registrations_cuit_check'],
    ])('refuses a CUIT with %s', async (_what, cuit, constraint) => {
      const { error, stored } = await attempt(registration({ cuit }));
      expect(error?.code).toBe('23514');
      expect(error?.message).toContain(constraint);
      expect(stored).toBe(0);
    });

    it.each([
      [
        'a natural person without document',
        { entity_type: 'persona_humana', full_name: 'Ana Gil', document_type: 'dni' },
        'donor_registrations_natural_person_fields',
      ],
      [
        'a legal entity without razón social',
        { entity_type: 'persona_juridica', company_name: null },
        'donor_registrations_legal_entity_fields',
      ],
      ['a blank IIBB number', { iibb_number: '   ' }, 'donor_registrations_iibb_number_check'],
      [
        'an over-long business address',
        { business_address: 'x'.repeat(241) },
        'donor_registrations_business_address_check',
      ],
    ])('refuses %s', async (_what, fields, constraint) => {
      const { error, stored } = await attempt(registration(fields));
      expect(error?.code).toBe('23514');
      expect(error?.message).toContain(constraint);
      expect(stored).toBe(0);
    });

    it('refuses a missing loading address and an unknown entity type', async () => {
      const missing = await attempt(registration({ loading_address: undefined }));
      expect(missing.error?.code).toBe('23502');
      expect(missing.stored).toBe(0);
      const unknown = await attempt(registration({ entity_type: 'cooperativa' }));
      expect(unknown.error?.code).toBe('22P02');
      expect(unknown.stored).toBe(0);
    });

    it('stores a natural person with DNI and a valid CUIT', async () => {
      const { error, stored } = await attempt(
        registration({
          entity_type: 'persona_humana',
          company_name: null,
          full_name: 'Ana Gil',
          document_type: 'dni',
          document_number: '30111222',
          cuit: '27333333339',
        }),
      );
      expect(error).toBeNull();
      expect(stored).toBe(1);
    });

    it('agrees with src/domain/cuit.ts on 2,000 generated CUITs', async () => {
      // Deterministic pseudo-random digits (LCG) plus every check digit of a few prefixes.
      let seed = 20261123;
      const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
      const samples: string[] = [];
      for (let i = 0; i < 1900; i += 1) {
        samples.push(
          String(next() % 10 ** 6).padStart(6, '0') + String(next() % 10 ** 5).padStart(5, '0'),
        );
      }
      for (const prefix of ['2012345678', '2000000600', '2300000000', '3071234567']) {
        for (let d = 0; d <= 9; d += 1) samples.push(`${prefix}${d}`);
      }
      for (let i = 0; i < 60; i += 1)
        samples.push(`20-${String(next() % 10 ** 8).padStart(8, '0')}-${i % 10}`);
      const { rows } = await backend.db.query<{ cuit: string; valid: boolean }>(
        'select c as cuit, public.is_valid_cuit(c) as valid from unnest($1::text[]) as c',
        [samples],
      );
      const disagreements = rows.filter((row) => row.valid !== isValidCuit(row.cuit));
      expect(disagreements).toEqual([]);
      const validCount = rows.filter((row) => row.valid).length;
      // About one in eleven random numbers is a valid CUIT: both outcomes are exercised.
      expect(validCount).toBeGreaterThan(100);
      expect(validCount).toBeLessThan(rows.length - 100);
    });
  });

  describe("'Dador verificado'", () => {
    it('tells anyone whether a shipper saved a registration, and nothing else', async () => {
      const verified = await clients.anon.rpc('is_verified_shipper', { p_shipper_id: ids.shipper });
      expect(verified).toMatchObject({ data: true, error: null });
      const transporter = await clients.anon.rpc('is_verified_shipper', {
        p_shipper_id: ids.transporter,
      });
      expect(transporter.data).toBe(false);
      const unknown = await clients.anon.rpc('is_verified_shipper', {
        p_shipper_id: '00000000-0000-4000-8000-000000000000',
      });
      expect(unknown.data).toBe(false);
    });
  });
});
