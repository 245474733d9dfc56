/**
 * A stand-in for the app's Supabase client as AuthProvider uses it: auth calls as spies, the
 * listeners it registered (to emit auth events), and the user_roles query chain. For
 * `vi.mock('@/lib/supabase', …)`; create it inside `vi.hoisted`.
 */
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { vi } from 'vitest';

type Listener = (event: AuthChangeEvent, session: Session | null) => void;

export function createSupabaseAuthMock() {
  const listeners: Listener[] = [];
  const roleQuery = { select: vi.fn(), eq: vi.fn(), limit: vi.fn(), single: vi.fn() };
  roleQuery.select.mockReturnValue(roleQuery);
  roleQuery.eq.mockReturnValue(roleQuery);
  roleQuery.limit.mockReturnValue(roleQuery);
  return {
    listeners,
    roleQuery,
    supabase: {
      from: vi.fn(() => roleQuery),
      auth: {
        onAuthStateChange: vi.fn((listener: Listener) => {
          listeners.push(listener);
          return { data: { subscription: { unsubscribe: vi.fn() } } };
        }),
        getSession: vi.fn(),
        signInWithPassword: vi.fn(),
        signUp: vi.fn(),
        signOut: vi.fn(),
        resetPasswordForEmail: vi.fn(),
        updateUser: vi.fn(),
      },
    },
  };
}
