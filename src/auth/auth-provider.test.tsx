import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from './auth-context';
import { AuthProvider } from './auth-provider';
import { authStorage } from '@/lib/auth-storage';
import { authStorageKey } from '@/lib/auth-storage-key';
import { env } from '@/lib/env';
import { fakeSession, fakeUser } from '@/testing/fake-auth';
import type { AuthContextValue } from './types';

const fake = await vi.hoisted(async () => (await import('@/testing/fake-supabase')).fakeSupabase());
vi.mock('@/lib/supabase', () => ({ supabase: fake.client }));

const { auth } = fake;
const roleQuery = fake.table('user_roles');
/** The latest context value, captured after each render for calling its actions. */
const latest: { value?: AuthContextValue } = {};

function Probe() {
  const current = useAuth();
  useEffect(() => {
    latest.value = current;
  });
  return (
    <p data-testid="state">
      {JSON.stringify({
        user: current.user?.id ?? null,
        role: current.userRole,
        loading: current.loading,
        roleLoading: current.roleLoading,
      })}
    </p>
  );
}

function actions(): AuthContextValue {
  if (!latest.value) throw new Error('Probe has not rendered');
  return latest.value;
}

function state() {
  return JSON.parse(screen.getByTestId('state').textContent ?? '{}') as Record<string, unknown>;
}

function emit(event: AuthChangeEvent, session: Session | null) {
  act(() => fake.emit(event, session));
}

function resolveRole(role: string) {
  roleQuery.single.mockResolvedValue({ data: { role }, error: null });
}

async function renderProvider(session: Session | null = null) {
  auth.getSession.mockResolvedValue({ data: { session }, error: null });
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );
  await waitFor(() => expect(state().loading).toBe(false));
}

const user = fakeUser();
const session = fakeSession(user);

beforeEach(() => {
  resolveRole('shipper');
  // A stored session (its content is the mocked client's business): the provider loads the
  // client and follows it. A visitor without one: auth-provider-visitor.test.tsx.
  localStorage.setItem(authStorageKey(env.supabaseUrl), '{}');
});

afterEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('AuthProvider', () => {
  it('is loading until the first session check ends, then signed out', async () => {
    let finish: (value: { data: { session: null }; error: null }) => void = () => undefined;
    auth.getSession.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(state()).toEqual({ user: null, role: null, loading: true, roleLoading: false });
    await act(async () => finish({ data: { session: null }, error: null }));
    expect(state()).toEqual({ user: null, role: null, loading: false, roleLoading: false });
    expect(fake.from).not.toHaveBeenCalled();
  });

  it('fetches the role of the stored session with a single-row query', async () => {
    resolveRole('transporter');
    await renderProvider(session);
    await waitFor(() => expect(state().role).toBe('transporter'));
    expect(state().roleLoading).toBe(false);
    expect(fake.from).toHaveBeenCalledWith('user_roles');
    expect(roleQuery.select).toHaveBeenCalledWith('role');
    expect(roleQuery.eq).toHaveBeenCalledWith('user_id', user.id);
    expect(roleQuery.limit).toHaveBeenCalledWith(1);
    expect(roleQuery.single).toHaveBeenCalledTimes(1);
  });

  it('only logs a failed role fetch, leaving the role null', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    roleQuery.single.mockResolvedValue({ data: null, error: { message: 'boom' } });
    await renderProvider(session);
    await waitFor(() => expect(state().roleLoading).toBe(false));
    expect(state().role).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('also survives a role query that throws', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    roleQuery.single.mockRejectedValue(new TypeError('Failed to fetch'));
    await renderProvider(session);
    await waitFor(() => expect(state().roleLoading).toBe(false));
    expect(state().role).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('follows auth events without calling Supabase inside the callback', async () => {
    await renderProvider();
    emit('SIGNED_IN', session);
    // The role query is deferred: nothing ran while the event was dispatched.
    expect(fake.from).not.toHaveBeenCalled();
    expect(state()).toMatchObject({ user: user.id, roleLoading: true, role: null });
    await waitFor(() => expect(state().role).toBe('shipper'));

    emit('TOKEN_REFRESHED', fakeSession(user));
    expect(state().role).toBe('shipper');
    expect(roleQuery.single).toHaveBeenCalledTimes(1);

    emit('SIGNED_OUT', null);
    expect(state()).toEqual({ user: null, role: null, loading: false, roleLoading: false });
  });

  it('signIn returns the role, fetched once, and is loading meanwhile', async () => {
    await renderProvider();
    const setRemember = vi.spyOn(authStorage, 'setRemember');
    let finish: () => void = () => undefined;
    auth.signInWithPassword.mockImplementation(
      () =>
        new Promise((resolve) => {
          finish = () => {
            fake.emit('SIGNED_IN', session);
            resolve({ data: { user, session }, error: null });
          };
        }),
    );
    let result: Promise<unknown> = Promise.resolve();
    act(() => {
      result = actions().signIn({ email: 'a@b.co', password: 'secret', rememberMe: true });
    });
    expect(state().loading).toBe(true);
    await waitFor(() => expect(auth.signInWithPassword).toHaveBeenCalled());
    await act(async () => finish());
    await expect(result).resolves.toEqual({ error: null, role: 'shipper' });
    expect(auth.signInWithPassword).toHaveBeenCalledWith({ email: 'a@b.co', password: 'secret' });
    expect(setRemember).toHaveBeenCalledWith(true);
    await waitFor(() => expect(state()).toMatchObject({ loading: false, role: 'shipper' }));
    expect(roleQuery.single).toHaveBeenCalledTimes(1);
  });

  it('signIn passes the error back without asking for a role', async () => {
    await renderProvider();
    const error = new Error('Invalid login credentials');
    auth.signInWithPassword.mockResolvedValue({ data: { user: null, session: null }, error });
    await act(async () => {
      await expect(actions().signIn({ email: 'a@b.co', password: 'secret' })).resolves.toEqual({
        error,
        role: null,
      });
    });
    expect(fake.from).not.toHaveBeenCalled();
  });

  it('signUp sends the metadata and reports a pending e-mail confirmation', async () => {
    await renderProvider();
    auth.signUp.mockResolvedValue({ data: { user, session: null }, error: null });
    const data = { name: 'Lucía', company: null, phone: '12345', role: 'shipper' as const };
    await act(async () => {
      await expect(
        actions().signUp({ email: 'a@b.co', password: 'secreto123', data }),
      ).resolves.toEqual({ error: null, role: null, needsEmailConfirmation: true });
    });
    expect(auth.signUp).toHaveBeenCalledWith({
      email: 'a@b.co',
      password: 'secreto123',
      options: { data },
    });
  });

  it('signUp with a session returns the stored role', async () => {
    await renderProvider();
    resolveRole('transporter');
    auth.signUp.mockResolvedValue({ data: { user, session }, error: null });
    await act(async () => {
      await expect(
        actions().signUp({
          email: 'a@b.co',
          password: 'secreto123',
          data: { name: 'Martín', company: 'TG', phone: '12345', role: 'transporter' },
        }),
      ).resolves.toEqual({ error: null, role: 'transporter', needsEmailConfirmation: false });
    });
  });

  it('asks for the reset e-mail with a redirect to this site, and updates the password', async () => {
    await renderProvider(session);
    auth.resetPasswordForEmail.mockResolvedValue({ data: {}, error: null });
    auth.updateUser.mockResolvedValue({ data: { user }, error: null });
    auth.signOut.mockResolvedValue({ error: null });
    await act(async () => {
      await expect(actions().requestPasswordReset('a@b.co')).resolves.toEqual({ error: null });
      await expect(actions().updatePassword('nueva-clave')).resolves.toEqual({ error: null });
      await expect(actions().signOut()).resolves.toEqual({ error: null });
    });
    expect(auth.resetPasswordForEmail).toHaveBeenCalledWith('a@b.co', {
      redirectTo: `${window.location.origin}/reset-password`,
    });
    expect(auth.updateUser).toHaveBeenCalledWith({ password: 'nueva-clave' });
    expect(auth.signOut).toHaveBeenCalledTimes(1);
  });

  it('useAuth outside the provider fails loudly', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow('useAuth must be used inside <AuthProvider>');
  });
});
