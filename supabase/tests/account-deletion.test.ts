/**
 * delete_my_account(): refused while the caller has a shipment assigned or in transit (as shipper
 * or as transporter), otherwise the auth user goes and the foreign keys take everything of the
 * account with it: no row anywhere (public or auth) still names it, other accounts untouched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClient, startTestBackend, type TestBackend } from './support/backend.ts';
import {
  ASSIGNED_LISTING_ID,
  countAsSuperuser,
  dataDigest,
  DEMO_SHIPPER,
  DEMO_TRANSPORTER,
  listingInput,
  signedInClient,
} from './support/data-api.ts';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({ rateLimits: false });
});

afterAll(async () => {
  await backend.stop();
});

let accounts = 0;

async function newAccount(role: 'shipper' | 'transporter') {
  accounts += 1;
  const email = `baja${accounts}@example.test`;
  const client = createTestClient(backend);
  const { data, error } = await client.auth.signUp({
    email,
    password: 'clave-baja-2026',
    options: { data: { role, name: 'Cuenta de Baja' } },
  });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
  return { client, email, userId: data.user.id };
}

/** A listing of `shipperId` in `status`, carried by `transporterId`, written as operator. */
async function listingAs(shipperId: string, transporterId: string | null, status: string) {
  const { rows } = await backend.db.query<{ id: string }>(
    `insert into public.cargo_listings (shipper_id, transporter_id, status, title, origin,
       destination, weight_kg, pickup_date, delivery_date, price, cargo_type, load_type)
     values ($1, $2, $3, 'Carga de la cuenta', 'Rosario', 'Salta', 100, public.today_in_argentina(),
       public.today_in_argentina() + 1, 500, 'food', 'dry')
     returning id`,
    [shipperId, transporterId, status],
  );
  return rows[0].id;
}

/**
 * Rows of any table in public or auth with a uuid or text column equal to `userId` (what
 * "nothing of the account left" means), as `schema.table.column: count`.
 */
async function rowsNaming(userId: string): Promise<Record<string, number>> {
  const { rows: columns } = await backend.db.query<{ schema: string; tbl: string; col: string }>(
    `select c.table_schema as schema, c.table_name as tbl, c.column_name as col
     from information_schema.columns c
     join information_schema.tables t
       on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema in ('public', 'auth') and t.table_type = 'BASE TABLE'
       and c.data_type in ('uuid', 'text', 'character varying')`,
  );
  const found: Record<string, number> = {};
  for (const { schema, tbl, col } of columns) {
    const n = await countAsSuperuser(
      backend.db,
      `select count(*) from "${schema}"."${tbl}" where "${col}"::text = $1`,
      [userId],
    );
    if (n > 0) found[`${schema}.${tbl}.${col}`] = n;
  }
  return found;
}

/**
 * A digest of everything that belongs to other accounts. A listing's transporter and updated_at are
 * left out: deleting its transporter sets the transporter to null, which touches updated_at.
 */
async function othersDigest(userId: string): Promise<string> {
  const { rows } = await backend.db.query<{ digest: string }>(
    `select md5(concat_ws('|',
       (select string_agg(t::text, ',' order by t.id) from public.profiles t where id <> $1),
       (select string_agg(t::text, ',' order by t.user_id) from public.user_roles t
          where user_id <> $1),
       (select string_agg(t::text, ',' order by t.user_id) from public.notification_preferences t
          where user_id <> $1),
       (select string_agg(t::text, ',' order by t.shipper_id) from public.donor_registrations t
          where shipper_id <> $1),
       (select string_agg(concat_ws(',', t.id, t.shipper_id, t.title, t.status, t.price, t.created_at), ';'
          order by t.id) from public.cargo_listings t where shipper_id <> $1),
       (select string_agg(t.id::text || t.email, ',' order by t.id) from auth.users t where id <> $1)
     )) as digest`,
    [userId],
  );
  return rows[0].digest;
}

describe('foreign keys to the account', () => {
  it('every reference to auth.users or profiles cascades or sets null', async () => {
    const { rows } = await backend.db.query<{ fk: string; action: string }>(
      `select conrelid::regclass::text || '.' || conname as fk, confdeltype as action
       from pg_constraint
       where contype = 'f'
         and confrelid in ('auth.users'::regclass, 'public.profiles'::regclass)`,
    );
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.filter((row) => !['c', 'n'].includes(row.action))).toEqual([]);
  });
});

describe('delete_my_account', () => {
  it('is refused to a shipper with a shipment assigned, and changes nothing', async () => {
    const { client } = await signedInClient(backend, DEMO_SHIPPER.email);
    const before = await dataDigest(backend.db);
    const { error, status } = await client.rpc('delete_my_account');
    expect(error?.code).toBe('P0001');
    expect(error?.message).toMatch(/^active_shipments:/);
    expect(status).toBe(400);
    expect(await dataDigest(backend.db)).toBe(before);
  });

  it('is refused to a transporter with a shipment in transit', async () => {
    const { client, userId } = await newAccount('transporter');
    await listingAs(DEMO_SHIPPER.id, userId, 'in-transit');
    const before = await dataDigest(backend.db);
    const { error } = await client.rpc('delete_my_account');
    expect(error?.message).toMatch(/^active_shipments:/);
    expect(await dataDigest(backend.db)).toBe(before);
    expect(
      await countAsSuperuser(backend.db, 'select count(*) from auth.users where id = $1', [userId]),
    ).toBe(1);
  });

  it('is refused without a session', async () => {
    const { error, status } = await createTestClient(backend).rpc('delete_my_account');
    expect(error?.code).toBe('42501');
    expect(status).toBe(401);
  });

  it('deletes a shipper and everything of it; other accounts are untouched', async () => {
    const { client, userId, email } = await newAccount('shipper');
    const published = await client.from('cargo_listings').insert(listingInput()).select('id');
    expect(published.error).toBeNull();
    await listingAs(userId, DEMO_TRANSPORTER.id, 'delivered');
    const registered = await client.from('donor_registrations').insert({
      entity_type: 'persona_humana',
      full_name: 'Cuenta de Baja',
      document_type: 'passport',
      document_number: 'AB123456',
      cuit: '20123456786',
      iibb_number: '1',
      business_address: 'Calle 1',
      business_activity: 'Comercio',
      loading_address: 'Calle 2',
    });
    expect(registered.error).toBeNull();
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' });
    await client.auth.mfa.challenge({ factorId: enrolled.data?.id ?? '' });
    expect(Object.keys(await rowsNaming(userId)).length).toBeGreaterThan(6);
    const others = await othersDigest(userId);

    const { error, status } = await client.rpc('delete_my_account');
    expect(error).toBeNull();
    expect(status).toBe(204);

    expect(await rowsNaming(userId)).toEqual({});
    expect(
      await countAsSuperuser(backend.db, 'select count(*) from auth.users where email = $1', [
        email,
      ]),
    ).toBe(0);
    expect(await othersDigest(userId)).toBe(others);
    // The session is over: the token names a user that no longer exists.
    const user = await client.auth.getUser();
    expect(user.error?.code).toBe('user_not_found');
    // The e-mail can register again.
    const again = await createTestClient(backend).auth.signUp({
      email,
      password: 'clave-baja-2026',
      options: { data: { role: 'shipper', name: 'De Nuevo' } },
    });
    expect(again.error).toBeNull();
  });

  it('deletes a transporter; delivered loads it carried stay with their shipper', async () => {
    const { client, userId } = await newAccount('transporter');
    const delivered = await listingAs(DEMO_SHIPPER.id, userId, 'delivered');
    const others = await othersDigest(userId);
    const { error } = await client.rpc('delete_my_account');
    expect(error).toBeNull();
    expect(await rowsNaming(userId)).toEqual({});
    expect(await othersDigest(userId)).toBe(others);
    const { rows } = await backend.db.query(
      'select status, transporter_id from public.cargo_listings where id = $1',
      [delivered],
    );
    expect(rows).toEqual([{ status: 'delivered', transporter_id: null }]);
    // The demo shipper's assigned load is still there for the demo transporter.
    expect(
      await countAsSuperuser(
        backend.db,
        'select count(*) from public.cargo_listings where id = $1 and transporter_id = $2',
        [ASSIGNED_LISTING_ID, DEMO_TRANSPORTER.id],
      ),
    ).toBe(1);
  });
});
