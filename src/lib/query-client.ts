import { QueryClient } from '@tanstack/react-query';

// Loaded with the cache (lazy-query-client.ts), never on a first page load that runs no query.
export { keepQueriesOnDevice } from './persisted-queries';

/** Server-state cache shared by every feature. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
