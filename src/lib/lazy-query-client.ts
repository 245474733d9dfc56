import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * The app's query cache, created on first need: TanStack Query's core (~8 KB gzip) stays off the
 * first load of a page whose first paint runs no query (the home page, the content pages). Every
 * component that runs a query sits in a lazily loaded module, and its loader waits for the cache
 * too (`withQueryClient`), so the cache is there before such a component renders.
 */
let client: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;
const listeners = new Set<() => void>();

export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./query-client').then(({ createQueryClient }) => {
    client = createQueryClient();
    listeners.forEach((listener) => listener());
    return client;
  });
  return loading;
}

/** A lazy module's loader that also loads the query cache before the module's components render. */
export function withQueryClient<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadQueryClient()]).then(([module]) => module);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The cache once loaded; undefined before, and always in a server render. */
export function useLoadedQueryClient(): QueryClient | undefined {
  return useSyncExternalStore(
    subscribe,
    () => client,
    () => undefined,
  );
}
