import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Session } from '@supabase/supabase-js';
import { paths } from '@/lib/paths';
import { supabase } from '@/lib/supabase';
import { AuthContext } from './auth-context';
import { authStorage } from '@/lib/auth-storage';
import { fetchUserRole } from './fetch-user-role';
import type { AppRole } from './roles';
import type { AuthContextValue, SignInInput, SignOutOptions, SignUpInput } from './types';

type AuthActions = Pick<
  AuthContextValue,
  'signIn' | 'signUp' | 'signOut' | 'requestPasswordReset' | 'updatePassword'
>;

interface RoleEntry {
  userId: string;
  role: AppRole | null;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(null);
  const [initializing, setInitializing] = useState(true);
  const [pendingActions, setPendingActions] = useState(0);
  const [roleEntry, setRoleEntry] = useState<RoleEntry | null>(null);
  const [signedOut, setSignedOut] = useState(false);
  const roleRequests = useRef(new Map<string, Promise<AppRole | null>>());
  const currentUserId = useRef<string | null>(null);

  const user = session?.user ?? null;
  const userId = user?.id ?? null;

  useEffect(() => {
    currentUserId.current = userId;
  }, [userId]);

  // One request per user at a time: the sign-in action and the effect below may both ask.
  const loadRole = useCallback((id: string): Promise<AppRole | null> => {
    const inFlight = roleRequests.current.get(id);
    if (inFlight) return inFlight;
    const request = fetchUserRole(id)
      .then((role) => {
        // A late answer for a user who already left must not overwrite the current one.
        if (currentUserId.current === null || currentUserId.current === id) {
          setRoleEntry({ userId: id, role });
        }
        return role;
      })
      .finally(() => roleRequests.current.delete(id));
    roleRequests.current.set(id, request);
    return request;
  }, []);

  useEffect(() => {
    let active = true;
    // The callback only records state: awaiting Supabase here would deadlock the auth lock.
    const { data } = supabase.auth.onAuthStateChange((event, nextSession) => {
      if (!active) return;
      setSession(nextSession);
      if (nextSession) setSignedOut(false);
      if (event === 'SIGNED_OUT') setRoleEntry(null);
    });
    void supabase.auth.getSession().then(({ data: current }) => {
      if (!active) return;
      setSession(current.session);
      setInitializing(false);
    });
    return () => {
      active = false;
      data.subscription.unsubscribe();
    };
  }, []);

  useEffect(() => {
    if (!userId || roleEntry?.userId === userId) return;
    // Deferred so no Supabase call runs while an auth event is still being dispatched.
    const timer = setTimeout(() => void loadRole(userId), 0);
    return () => clearTimeout(timer);
  }, [userId, roleEntry?.userId, loadRole]);

  const track = useCallback(async <T,>(action: () => Promise<T>): Promise<T> => {
    setPendingActions((n) => n + 1);
    try {
      return await action();
    } finally {
      setPendingActions((n) => n - 1);
    }
  }, []);

  // One object for the actions: each only calls supabase through track/loadRole, both stable.
  const actions = useMemo<AuthActions>(
    () => ({
      signIn: ({ email, password, rememberMe = false }: SignInInput) =>
        track(async () => {
          authStorage.setRemember(rememberMe);
          const { data, error } = await supabase.auth.signInWithPassword({ email, password });
          if (error) return { error, role: null };
          return { error: null, role: await loadRole(data.user.id) };
        }),
      signUp: ({ email, password, data: metadata }: SignUpInput) =>
        track(async () => {
          // Sign-up offers no "remember me": a new account stays signed in on this device.
          authStorage.setRemember(true);
          const { data, error } = await supabase.auth.signUp({
            email,
            password,
            options: { data: { ...metadata } },
          });
          if (error) return { error, role: null, needsEmailConfirmation: false };
          if (!data.session || !data.user) {
            return { error: null, role: null, needsEmailConfirmation: true };
          }
          return { error: null, role: await loadRole(data.user.id), needsEmailConfirmation: false };
        }),
      signOut: (options?: SignOutOptions) =>
        track(async () => {
          // Set before the session ends, so no guard ever renders signed out without it.
          setSignedOut(true);
          const { error } = await supabase.auth.signOut(options);
          if (error) setSignedOut(false);
          return { error };
        }),
      requestPasswordReset: (email: string) =>
        track(async () => {
          const { error } = await supabase.auth.resetPasswordForEmail(email, {
            redirectTo: `${window.location.origin}${paths.resetPassword}`,
          });
          return { error };
        }),
      updatePassword: (password: string) =>
        track(async () => {
          const { error } = await supabase.auth.updateUser({ password });
          return { error };
        }),
    }),
    [track, loadRole],
  );

  const userRole = userId && roleEntry?.userId === userId ? roleEntry.role : null;
  const roleLoading = userId !== null && roleEntry?.userId !== userId;
  const loading = initializing || pendingActions > 0;

  const value = useMemo<AuthContextValue>(
    () => ({ user, session, userRole, loading, roleLoading, signedOut, ...actions }),
    [user, session, userRole, loading, roleLoading, signedOut, actions],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
