import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '@/auth';

/**
 * The context every page relies on: the session, and the server-state cache when one is given
 * (tests). The app's cache comes with the lazily loaded modules that run queries
 * (lib/lazy-query-client.ts).
 */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient?: QueryClient;
  children: ReactNode;
}) {
  const session = <AuthProvider>{children}</AuthProvider>;
  return queryClient ? (
    <QueryClientProvider client={queryClient}>{session}</QueryClientProvider>
  ) : (
    session
  );
}
