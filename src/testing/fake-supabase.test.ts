import { describe, expect, it } from 'vitest';
import { fakeSession } from './fake-auth';
import { fakeSupabase, forbiddenSupabase } from './fake-supabase';

describe('fakeSupabase', () => {
  it('answers rpc per function, from its args, and with the fallback otherwise', async () => {
    const fake = fakeSupabase({
      rpc: { rating_summary: (args) => ({ data: [args.p_user_id], error: null }) },
      fallback: { data: [], error: null },
    });
    await expect(fake.client.rpc('rating_summary', { p_user_id: 'u1' })).resolves.toEqual({
      data: ['u1'],
      error: null,
    });
    await expect(fake.client.rpc('my_proposals')).resolves.toEqual({ data: [], error: null });
    fake.answerRpc('my_proposals', { data: null, error: { message: 'boom' } });
    await expect(fake.client.rpc('my_proposals')).resolves.toEqual({
      data: null,
      error: { message: 'boom' },
    });
    expect(fake.rpc).toHaveBeenCalledWith('rating_summary', { p_user_id: 'u1' });
  });

  it('answers a table query, awaited or ended by single, and records each call', async () => {
    const fake = fakeSupabase({
      tables: { user_roles: ({ calls }) => ({ data: calls.map((c) => c.method), error: null }) },
    });
    const roles = fake.table('user_roles');
    await expect(
      fake.client.from('user_roles').select('role').eq('user_id', 'u1'),
    ).resolves.toEqual({ data: ['select', 'eq'], error: null });
    await expect(fake.client.from('user_roles').select('role').single()).resolves.toEqual({
      data: ['select', 'single'],
      error: null,
    });
    expect(roles.eq).toHaveBeenCalledWith('user_id', 'u1');
    expect(roles.select).toHaveBeenCalledTimes(2);
    roles.single.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fake.client.from('user_roles').select('role').single()).rejects.toThrow(
      'Failed to fetch',
    );
    await expect(fake.client.from('profiles').select('*')).resolves.toEqual({
      data: null,
      error: null,
    });
  });

  it('emits auth events to the listeners still subscribed', () => {
    const fake = fakeSupabase();
    const events: string[] = [];
    const { data } = fake.client.auth.onAuthStateChange((event) => void events.push(event));
    fake.emit('SIGNED_IN', fakeSession());
    data.subscription.unsubscribe();
    fake.emit('SIGNED_OUT', null);
    expect(events).toEqual(['SIGNED_IN']);
  });
});

describe('forbiddenSupabase', () => {
  it('refuses every call, naming it', () => {
    const client = forbiddenSupabase();
    expect(() => client.rpc('my_proposals')).toThrow(/supabase\.rpc\(\) was called.*own client/);
    expect(() => client.from('profiles')).toThrow(/supabase\.from\(\)/);
    expect(() => client.auth.getSession()).toThrow(/supabase\.auth\.getSession\(\)/);
    expect(() => client.auth.mfa.listFactors()).toThrow(/supabase\.auth\.mfa\.listFactors\(\)/);
  });
});
