/**
 * AuthProvider for a visitor with no stored session: signed out at once, and the Supabase client
 * (auth-js, kept off the first load) loads only when they act or another tab signs in.
 * A fresh module registry per test, since the loaded client is module state.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStorageKey } from '@/lib/auth-storage-key';
import { env } from '@/lib/env';
import { fakeSession, fakeUser } from '@/testing/fake-auth';
import type { AuthContextValue } from './types';

const mocks = await vi.hoisted(async () => {
  const { fakeSupabase } = await import('@/testing/fake-supabase');
  return { fake: fakeSupabase(), imported: vi.fn() };
});

vi.mock('@/lib/supabase', () => {
  mocks.imported();
  return { supabase: mocks.fake.client };
});
const { fake } = mocks;

const user = fakeUser();
const session = fakeSession(user);
const latest: { value?: AuthContextValue } = {};

async function renderProvider() {
  const { AuthProvider } = await import('./auth-provider');
  const { useAuth } = await import('./auth-context');
  function Probe() {
    const current = useAuth();
    latest.value = current;
    return (
      <p data-testid="state">
        {JSON.stringify({ user: current.user?.id ?? null, loading: current.loading })}
      </p>
    );
  }
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );
}

const state = () => JSON.parse(screen.getByTestId('state').textContent ?? '{}') as unknown;

beforeEach(() => {
  vi.resetModules();
  fake.auth.getSession.mockResolvedValue({ data: { session: null }, error: null });
  fake.table('user_roles').single.mockResolvedValue({ data: { role: 'shipper' }, error: null });
});

afterEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
});

describe('AuthProvider for a visitor without a stored session', () => {
  it('is signed out at once, without loading the client', async () => {
    await renderProvider();
    expect(state()).toEqual({ user: null, loading: false });
    // Give a stray dynamic import every chance to run.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(mocks.imported).not.toHaveBeenCalled();
    expect(fake.auth.getSession).not.toHaveBeenCalled();
  });

  it('loads the client to sign in, and then follows its auth events', async () => {
    await renderProvider();
    // What the client reads once signed in.
    fake.auth.getSession.mockResolvedValue({ data: { session }, error: null });
    fake.auth.signInWithPassword.mockImplementation(async () => {
      fake.emit('SIGNED_IN', session);
      return { data: { user, session }, error: null };
    });
    await act(async () => {
      await expect(latest.value?.signIn({ email: 'a@b.co', password: 'secret' })).resolves.toEqual({
        error: null,
        role: 'shipper',
      });
    });
    expect(mocks.imported).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(state()).toEqual({ user: user.id, loading: false }));
    act(() => fake.emit('SIGNED_OUT', null));
    expect(state()).toEqual({ user: null, loading: false });
  });

  it('loads the client when another tab stores a session', async () => {
    await renderProvider();
    fake.auth.getSession.mockResolvedValue({ data: { session }, error: null });
    const key = authStorageKey(env.supabaseUrl);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'otra-clave', newValue: 'x' }));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(mocks.imported).not.toHaveBeenCalled();
    // As a browser does: the other tab has written the session, then this tab hears of it.
    act(() => {
      localStorage.setItem(key, '{}');
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: '{}' }));
    });
    await waitFor(() => expect(state()).toEqual({ user: user.id, loading: false }));
  });
});
