import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../../supabase/tests/support/backend';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../supabase/demo-accounts.ts';
import { createAppClient } from './supabase';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend.stop();
});

describe('createAppClient against the embedded backend', () => {
  it('reads as anon with the anon key: only pending listings', async () => {
    const client = createAppClient(backend.url, backend.anonKey, memoryStorage());
    const { data, error } = await client.from('cargo_listings').select('id, status');
    expect(error).toBeNull();
    expect(data).toHaveLength(6);
    expect(new Set(data?.map((row) => row.status))).toEqual(new Set(['pending']));
  });

  it('signs in, stores the session under the supabase-js key and sends the user token', async () => {
    const storage = memoryStorage();
    const client = createAppClient(backend.url, backend.anonKey, storage);
    const shipper = DEMO_ACCOUNTS.find((account) => account.role === 'shipper');
    if (!shipper) throw new Error('demo shipper missing');
    const { error } = await client.auth.signInWithPassword({
      email: shipper.email,
      password: DEMO_PASSWORD,
    });
    expect(error).toBeNull();
    expect([...storage.items.keys()]).toEqual(['sb-127-auth-token']);

    // RLS sees the user: the shipper also reads their assigned listing.
    const { data: own } = await client.from('cargo_listings').select('id, status');
    expect(own).toHaveLength(7);
    const { data: role } = await client.from('user_roles').select('role').single();
    expect(role?.role).toBe('shipper');

    const { data: shipperInfo, error: rpcError } = await client.rpc('listing_shipper', {
      p_listing_id: 'a0000000-0000-4000-8000-000000000007',
    });
    expect(rpcError).toBeNull();
    expect(shipperInfo).toEqual([{ name: 'Lucía Fernández', company: 'Bodegas del Sol S.A.' }]);

    await client.auth.signOut();
    expect(storage.items.size).toBe(0);
    const { data: afterSignOut } = await client.from('cargo_listings').select('id');
    expect(afterSignOut).toHaveLength(6);
  });
});
