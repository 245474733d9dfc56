import { QueryClient } from '@tanstack/react-query';

/** Server-state cache shared by every feature. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
