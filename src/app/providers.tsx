import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { AuthProvider } from '@/auth';
import { useLoadedQueryClient } from '@/lib/lazy-query-client';

/**
 * The context every page relies on: the server-state cache and the session. Tests and the
 * prerender pass their own cache; the app's is loaded with the first module that runs a query
 * (lib/lazy-query-client.ts), so the context holds no cache until then.
 */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient?: QueryClient;
  children: ReactNode;
}) {
  const loaded = useLoadedQueryClient();
  const client = queryClient ?? loaded;
  // What QueryClientProvider does, for a cache that may arrive later: follow focus and network.
  useEffect(() => {
    if (!client) return;
    client.mount();
    return () => client.unmount();
  }, [client]);
  return (
    <QueryClientContext.Provider value={client}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientContext.Provider>
  );
}
