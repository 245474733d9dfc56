import type { SupportedStorage } from '@supabase/supabase-js';

/**
 * Session storage for supabase-js that honours "rememberMe": a remembered session lives in
 * localStorage (survives closing the browser); otherwise in sessionStorage (this tab only).
 * Reads look in both, so a page reload finds the session wherever it was written.
 */
export interface RememberableStorage extends SupportedStorage {
  /** Chooses where the next session writes go; called right before signing in. */
  setRemember(remember: boolean): void;
  /** Synchronous, so the first render can tell whether a session is stored. */
  getItem(key: string): string | null;
}

export function createRememberableStorage(
  persistent: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  tabOnly: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): RememberableStorage {
  // Unknown until a sign-in in this page's life: then writes follow where the key already is.
  let remember: boolean | null = null;
  const remembers = (key: string) => remember ?? tabOnly.getItem(key) === null;

  return {
    setRemember(value) {
      remember = value;
    },
    getItem(key) {
      return tabOnly.getItem(key) ?? persistent.getItem(key);
    },
    setItem(key, value) {
      const [target, other] = remembers(key) ? [persistent, tabOnly] : [tabOnly, persistent];
      target.setItem(key, value);
      other.removeItem(key);
    },
    removeItem(key) {
      persistent.removeItem(key);
      tabOnly.removeItem(key);
    },
  };
}

const noStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
};

/** The app's instance; pass it as `auth.storage` to createClient in src/lib/supabase.ts. */
export const authStorage = createRememberableStorage(
  typeof window === 'undefined' ? noStorage : window.localStorage,
  typeof window === 'undefined' ? noStorage : window.sessionStorage,
);
