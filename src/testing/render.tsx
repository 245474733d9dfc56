/**
 * The one way tests render a component: a query cache without retries, a faked session and a
 * memory router. The whole app renders with `renderApp` (./render-app.tsx).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router-dom';
import type { AuthContextValue } from '@/auth';
import { fakeAuth, TestAuthProvider } from './fake-auth';

/** A query cache without retries, so a failing fetch fails at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/** Shows where the router is (path and query, or only the query), for tests that follow a navigation. */
export function LocationProbe({ searchOnly = false }: { searchOnly?: boolean }) {
  const { pathname, search } = useLocation();
  // A <p>, not an <output>: an output has the role "status", which the tests look for elsewhere.
  return <p data-testid="location">{searchOnly ? search : `${pathname}${search}`}</p>;
}

export interface RenderOptions {
  /** The session the component sees (default: signed out). */
  auth?: AuthContextValue;
  /** Where the memory router starts (default: `path`, or /). */
  route?: InitialEntry;
  /**
   * Mounts the component at this route pattern (and nothing elsewhere) and adds a LocationProbe,
   * so a test sees where a navigation went.
   */
  path?: string;
}

export function renderWithProviders(
  ui: ReactElement,
  { auth = fakeAuth(), path, route = path ?? '/' }: RenderOptions = {},
) {
  const queryClient = createTestQueryClient();
  const content = path ? (
    <>
      <Routes>
        <Route path={path} element={ui} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </>
  ) : (
    ui
  );
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <TestAuthProvider value={auth}>
          <MemoryRouter initialEntries={[route]}>{content}</MemoryRouter>
        </TestAuthProvider>
      </QueryClientProvider>,
    ),
  };
}
