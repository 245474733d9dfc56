/** The one way tests fake the session: an AuthContext value with spied actions, and its provider. */
import type { Session, User } from '@supabase/supabase-js';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { AppRole, AuthContextValue } from '@/auth';
import { AuthContext } from '@/auth/auth-context';
import { demoAccounts } from './demo-accounts';
import { DEMO_SHIPPER } from '../../supabase/demo-accounts';

export const FAKE_USER_ID = DEMO_SHIPPER.id;

export function fakeUser(overrides: Partial<User> = {}): User {
  return {
    id: FAKE_USER_ID,
    aud: 'authenticated',
    email: demoAccounts.shipper.email,
    app_metadata: {},
    user_metadata: { name: 'Lucía Fernández' },
    created_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

export function fakeSession(user: User = fakeUser()): Session {
  return {
    access_token: 'access',
    refresh_token: 'refresh',
    expires_in: 3600,
    expires_at: 2_000_000_000,
    token_type: 'bearer',
    user,
  };
}

/** A signed-out, settled context with spied actions; pass overrides for other states. */
export function fakeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    user: null,
    session: null,
    userRole: null,
    loading: false,
    roleLoading: false,
    signedOut: false,
    signUp: vi.fn(async () => ({ error: null, role: null, needsEmailConfirmation: false })),
    signIn: vi.fn(async () => ({ error: null, role: null })),
    signOut: vi.fn(async () => ({ error: null })),
    requestPasswordReset: vi.fn(async () => ({ error: null })),
    updatePassword: vi.fn(async () => ({ error: null })),
    ...overrides,
  };
}

/** A settled, signed-in context for `role` (null: a user whose role is unknown). */
export function fakeSignedIn(
  role: AppRole | null,
  { userId, ...overrides }: Partial<AuthContextValue> & { userId?: string } = {},
): AuthContextValue {
  const user = fakeUser(userId ? { id: userId } : {});
  return fakeAuth({ user, session: fakeSession(user), userRole: role, ...overrides });
}

export function TestAuthProvider({
  value,
  children,
}: {
  value: AuthContextValue;
  children: ReactNode;
}) {
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
