import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { HydrationState } from '@/lib/use-hydrated';
import { ErrorBoundary } from './error-boundary';
import { LazyToaster } from './lazy-toaster';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';

/**
 * The declarative BrowserRouter rather than a data router: the app loads data with TanStack
 * Query, and the declarative router is about 17 KB (gzip) lighter on the first load.
 */
export function App({ hydrating }: { hydrating: boolean }) {
  return (
    <AppFrame hydrating={hydrating}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  );
}

/** Everything around the router; the build's prerender (src/prerender.tsx) puts a StaticRouter in it. */
export function AppFrame({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  return (
    <ErrorBoundary>
      <HydrationState hydrating={hydrating}>
        <AppProviders>
          {children}
          {/* Below the 64 px navbar, never over its bell, Mi Cuenta or (on a phone, where the
            toasts span the width) its menu button: a hovered toast stays, covering them. */}
          <LazyToaster
            richColors
            closeButton
            position="top-right"
            offset={{ top: 72, right: 24 }}
            mobileOffset={{ top: 72, left: 16, right: 16 }}
          />
        </AppProviders>
      </HydrationState>
    </ErrorBoundary>
  );
}
