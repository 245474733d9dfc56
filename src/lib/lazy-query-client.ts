import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { createElement, lazy, useContext, type ComponentType } from 'react';

/**
 * The app's query cache, created on first need: TanStack Query's core (~8 KB gzip) stays off the
 * first load of a page whose first paint runs no query (the home page, the content pages). Every
 * component that runs a query sits in a module loaded with `lazyWithQueryClient`, which brings
 * the cache along and provides it.
 */
let loading: Promise<QueryClient> | undefined;

export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./query-client').then(async ({ createQueryClient, keepQueriesOnDevice }) => {
    const client = createQueryClient();
    // What QueryClientProvider does on mount: refetch on focus and reconnect. For the page's life.
    client.mount();
    // The person's last data first (a remembered session), so the first queries show it at once.
    await keepQueriesOnDevice(client);
    return client;
  });
  return loading;
}

/**
 * A lazily loaded component that renders with the query cache: the one its tree already has
 * (tests, a lazy module inside another), or the app's, loaded with it. Provided here rather than
 * at the root, so the cache arriving never changes a context above a part of the page that is
 * still being hydrated (which would make React hydrate that part at once, in one long task).
 */
export function lazyWithQueryClient<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component, client] = await Promise.all([load(), loadQueryClient()]);
    function WithQueryClient(props: P) {
      const inner = createElement(Component, props);
      return useContext(QueryClientContext)
        ? inner
        : createElement(QueryClientContext.Provider, { value: client }, inner);
    }
    return { default: WithQueryClient };
  });
}
