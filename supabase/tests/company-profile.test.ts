/**
 * A company's public page (public.company_profile), on PGlite and (npm run test:pg) PostgreSQL:
 * what anyone may read of a shipper or a transporter, and nothing more; nothing of an admin, a
 * suspended account or an id that is no one; a malformed id refused.
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
  DEMO_ADMIN,
  DEMO_SHIPPER,
  DEMO_TRANSPORTER,
  signedUpClient,
} from './support/data-api.ts';

let backend: TestBackend;
let anon: TestClient;

beforeAll(async () => {
  backend = await startTestBackend({ rateLimits: false });
  anon = createTestClient(backend);
});

afterAll(async () => {
  await backend.stop();
});

const profileOf = async (client: TestClient, id: string) => {
  const { data, error } = await client.rpc('company_profile', { p_user_id: id });
  if (error) throw new Error(error.message);
  return data;
};

describe('company_profile', () => {
  it('shows a visitor a transporter’s public name, role, badge, stars and member-since, and nothing else', async () => {
    const [profile] = await profileOf(anon, DEMO_TRANSPORTER.id);
    expect(Object.keys(profile).sort()).toEqual([
      'member_since',
      'name',
      'rating_average',
      'rating_count',
      'role',
      'user_id',
      'verified',
    ]);
    expect(profile).toMatchObject({
      user_id: DEMO_TRANSPORTER.id,
      name: 'Transportes Andinos SRL',
      role: 'transporter',
    });
    expect(typeof profile.verified).toBe('boolean');
    expect(Number.isNaN(Date.parse(profile.member_since))).toBe(false);
    // No contact detail reaches the answer, whatever its column is called.
    expect(JSON.stringify(profile)).not.toMatch(/@|\+54|30-71234567-9|Guaymallén/);
  });

  it('names a shipper by its company, and by the person’s name when it has none', async () => {
    expect((await profileOf(anon, DEMO_SHIPPER.id))[0]).toMatchObject({
      name: 'Bodegas del Sol S.A.',
      role: 'shipper',
    });
    const { userId } = await signedUpClient(
      backend,
      'sin-empresa@example.com',
      'shipper',
      'Ana Ruiz',
    );
    await backend.db.query(`update public.profiles set company = '  ' where id = $1`, [userId]);
    expect((await profileOf(anon, userId))[0]).toMatchObject({ name: 'Ana Ruiz', role: 'shipper' });
  });

  it('has nothing for an admin, an unknown id or a suspended account', async () => {
    expect(await profileOf(anon, DEMO_ADMIN.id)).toEqual([]);
    expect(await profileOf(anon, '00000000-0000-4000-8000-000000000000')).toEqual([]);

    const { userId } = await signedUpClient(
      backend,
      'suspendido@example.com',
      'transporter',
      'Eva',
    );
    expect(await profileOf(anon, userId)).toHaveLength(1);
    const { client: admin } = await adminClient(backend);
    const { error } = await admin.rpc('admin_set_user_suspended', {
      p_user_id: userId,
      p_suspended: true,
    });
    expect(error).toBeNull();
    expect(await profileOf(anon, userId)).toEqual([]);
  });

  it('refuses an id that is not a uuid, and changes nothing', async () => {
    const { error } = await anon.rpc('company_profile', {
      p_user_id: "x'; delete from public.profiles; --",
    });
    expect(error?.code).toBe('22P02');
    const { rows } = await backend.db.query<{ n: number }>(
      'select count(*)::int as n from public.profiles where id = $1',
      [DEMO_SHIPPER.id],
    );
    expect(rows[0].n).toBe(1);
  });
});
