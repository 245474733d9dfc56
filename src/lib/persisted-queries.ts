/**
 * The person's own dashboards and lists kept on the device (IndexedDB), so a repeat visit, or one
 * without a network, shows the last data at once while it is read again (issue 39, item 6). Only
 * for a remembered session (in localStorage: a session kept for this tab alone keeps nothing
 * after it), only that user's, for a day, from the same build; forgotten on sign-out. What is
 * kept: the roots of PERSONAL_QUERY_ROOTS but the back-office's, and no query marked
 * `meta: { keepOffDevice: true }` (a signed link, which expires).
 */
import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { authStorageKey } from './auth-storage-key';
import { DEVICE_STORES, inDeviceStore } from './device-database';
import { deviceStorage } from './device-storage';
import { BUILD_ID, env } from './env';
import { PERSONAL_QUERY_ROOTS } from './use-invalidating-mutation';

const ENTRY = 'cache';
const MAX_AGE_MS = 24 * 60 * 60 * 1000;
const SAVE_DELAY_MS = 1000;

const KEPT_ROOTS = PERSONAL_QUERY_ROOTS.map((root) => root[0]).filter((root) => root !== 'admin');

interface Saved {
  userId: string;
  build: string;
  savedAt: number;
  state: DehydratedState;
}

export function keptOnDevice(query: Pick<Query, 'queryKey' | 'meta' | 'state'>): boolean {
  return (
    query.state.status === 'success' &&
    query.meta?.keepOffDevice !== true &&
    KEPT_ROOTS.includes(query.queryKey[0] as QueryKey[number])
  );
}

/** A saved cache this user may have back now; null for another user's, an old or another build's. */
export function usableSave(saved: unknown, userId: string, now: number): DehydratedState | null {
  if (typeof saved !== 'object' || saved === null) return null;
  const entry = saved as Partial<Saved>;
  if (entry.userId !== userId || entry.build !== BUILD_ID) return null;
  if (typeof entry.savedAt !== 'number' || now - entry.savedAt > MAX_AGE_MS) return null;
  return entry.state ?? null;
}

function run<T>(
  mode: IDBTransactionMode,
  operation: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | null> {
  return inDeviceStore(DEVICE_STORES.queries, mode, operation);
}

/** The user of a session supabase-js remembered (localStorage), if any. */
function rememberedUserId(): string | null {
  try {
    const storageKey = authStorageKey(env.supabaseUrl);
    const session: unknown = JSON.parse(deviceStorage()?.getItem(storageKey) ?? 'null');
    const user = (session as { user?: { id?: unknown } } | null)?.user;
    return typeof user?.id === 'string' ? user.id : null;
  } catch {
    return null;
  }
}

/**
 * Puts the remembered user's last data back into `client`, then keeps saving it as it changes.
 * Resolves once restored (an IndexedDB read), so the first queries find it.
 */
export async function keepQueriesOnDevice(client: QueryClient): Promise<void> {
  const userId = rememberedUserId();
  if (!userId) return;
  const saved = usableSave(await run('readonly', (store) => store.get(ENTRY)), userId, Date.now());
  if (saved) {
    hydrate(client, saved);
    // Kept data is shown, never taken as fresh: a page reopened within the cache's staleTime
    // would otherwise show it without reading it again.
    for (const { queryKey } of saved.queries) {
      void client.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
    }
  }

  let timer: ReturnType<typeof setTimeout> | null = null;
  const save = () => {
    timer = null;
    // Signed out, or another person signed in, meanwhile: nothing more of this one is kept.
    if (rememberedUserId() !== userId) return;
    const entry: Saved = {
      userId,
      build: BUILD_ID,
      savedAt: Date.now(),
      state: dehydrate(client, { shouldDehydrateQuery: keptOnDevice }),
    };
    void run('readwrite', (store) => store.put(entry, ENTRY));
  };
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    timer ??= setTimeout(save, SAVE_DELAY_MS);
  });
}

/** On sign-out: nothing of the person stays on the device. */
export function forgetQueriesOnDevice(): Promise<unknown> {
  return run('readwrite', (store) => store.delete(ENTRY));
}
