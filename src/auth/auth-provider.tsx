import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { Session } from '@supabase/supabase-js';
import { paths } from '@/lib/paths';
import { authStorage } from '@/lib/auth-storage';
import { authStorageKey } from '@/lib/auth-storage-key';
import { env } from '@/lib/env';
import { loadSupabase, supabaseLoaded } from '@/lib/load-supabase';
import { useHydrated } from '@/lib/use-hydrated';
import type { AppSupabaseClient } from '@/lib/supabase';
import { AuthContext } from './auth-context';
import { fetchUserRole } from './fetch-user-role';
import { forgetRole } from './remembered-role';
import { sessionMayExist } from './session-hint';
import type { AppRole } from './roles';
import type { AuthContextValue, SignInInput, SignOutOptions, SignUpInput } from './types';

type AuthActions = Pick<
  AuthContextValue,
  'signIn' | 'signUp' | 'signOut' | 'requestPasswordReset' | 'updatePassword'
>;

const storageKey = authStorageKey(env.supabaseUrl);

/** A session stored in this browser (by this tab or another), or arriving in the URL. */
function sessionMayExistHere(): boolean {
  return sessionMayExist(authStorage, storageKey, new URL(window.location.href));
}

const assumeSession = () => true;

function subscribeToStorage(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

interface RoleEntry {
  userId: string;
  role: AppRole | null;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(null);
  const [sessionChecked, setSessionChecked] = useState(false);
  const [pendingActions, setPendingActions] = useState(0);
  const [roleEntry, setRoleEntry] = useState<RoleEntry | null>(null);
  const [signedOut, setSignedOut] = useState(false);
  const roleRequests = useRef(new Map<string, Promise<AppRole | null>>());
  const currentUserId = useRef<string | null>(null);

  // A visitor with nothing stored is signed out at once. The server render, and so hydration,
  // assume a session may exist (the navbar's neutral form); the real answer comes once hydrated,
  // in the same transition as everything that differs from the server's HTML.
  const hydrated = useHydrated();
  const mayHaveSession = useSyncExternalStore(
    subscribeToStorage,
    hydrated ? sessionMayExistHere : assumeSession,
    assumeSession,
  );
  const initializing = mayHaveSession && !sessionChecked;

  const user = session?.user ?? null;
  const userId = user?.id ?? null;

  useEffect(() => {
    currentUserId.current = userId;
  }, [userId]);

  // One request per user while signed in: the sign-in action and the effect below may both ask,
  // the effect even after the action's answer arrived but before its state is rendered.
  const loadRole = useCallback((id: string): Promise<AppRole | null> => {
    const known = roleRequests.current.get(id);
    if (known) return known;
    const request = loadSupabase()
      .then((client) => fetchUserRole(client, id))
      .then((role) => {
        // A late answer for a user who already left must not overwrite the current one.
        if (currentUserId.current === null || currentUserId.current === id) {
          setRoleEntry({ userId: id, role });
        }
        return role;
      })
      .catch((error: unknown) => {
        roleRequests.current.delete(id);
        throw error;
      });
    roleRequests.current.set(id, request);
    return request;
  }, []);

  useEffect(() => {
    let active = true;
    let unsubscribe: (() => void) | null = null;
    const follow = (client: AppSupabaseClient) => {
      if (!active || unsubscribe) return;
      // The callback only records state: awaiting Supabase here would deadlock the auth lock.
      const { data } = client.auth.onAuthStateChange((event, nextSession) => {
        if (!active) return;
        setSession(nextSession);
        if (nextSession) setSignedOut(false);
        if (event === 'SIGNED_OUT') {
          forgetRole();
          // Loaded on sign-out only: it brings the query cache's code along.
          void import('@/lib/persisted-queries').then((kept) => kept.forgetQueriesOnDevice());
          roleRequests.current.clear();
          setRoleEntry(null);
        }
      });
      unsubscribe = () => data.subscription.unsubscribe();
      void client.auth.getSession().then(({ data: current }) => {
        if (!active) return;
        setSession(current.session);
        setSessionChecked(true);
      });
    };
    void supabaseLoaded.then(follow);

    return () => {
      active = false;
      unsubscribe?.();
    };
  }, []);

  // The client (auth-js, ~26 KB gzip) loads for a possible session: a stored one, one in the URL,
  // or one another tab stores later. Otherwise only when the visitor acts (each action loads it).
  // Read live, not from the render: the hydration render holds the server's assumption.
  useEffect(() => {
    if (sessionMayExistHere()) void loadSupabase();
  }, [mayHaveSession]);

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
          const supabase = await loadSupabase();
          authStorage.setRemember(rememberMe);
          const { data, error } = await supabase.auth.signInWithPassword({ email, password });
          if (error) return { error, role: null };
          return { error: null, role: await loadRole(data.user.id) };
        }),
      signUp: ({ email, password, data: metadata }: SignUpInput) =>
        track(async () => {
          // Sign-up offers no "remember me": a new account stays signed in on this device.
          const supabase = await loadSupabase();
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
          const supabase = await loadSupabase();
          setSignedOut(true);
          const { error } = await supabase.auth.signOut(options);
          if (error) setSignedOut(false);
          return { error };
        }),
      requestPasswordReset: (email: string) =>
        track(async () => {
          const supabase = await loadSupabase();
          const { error } = await supabase.auth.resetPasswordForEmail(email, {
            redirectTo: `${window.location.origin}${paths.resetPassword}`,
          });
          return { error };
        }),
      updatePassword: (password: string) =>
        track(async () => {
          const supabase = await loadSupabase();
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
