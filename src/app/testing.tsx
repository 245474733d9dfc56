import { QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, type Location, type To } from 'react-router-dom';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';

/**
 * Renders the whole app (real route table and providers) at `path`, for tests (await it). Returns the
 * current location and a way to navigate the way the browser's back button or code would.
 */
export async function renderApp(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const probe: { location?: Location; navigate?: (to: To) => void } = {};

  function RouterProbe() {
    probe.location = useLocation();
    probe.navigate = useNavigate();
    return null;
  }

  // Inside an async act: the session check that AuthProvider starts on mount settles first.
  const view = await act(async () =>
    render(
      <AppProviders queryClient={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <RouterProbe />
        </MemoryRouter>
      </AppProviders>,
    ),
  );
  return {
    ...view,
    location: () => {
      if (!probe.location) throw new Error('The router has not rendered');
      return probe.location;
    },
    navigate: (to: To) => act(() => probe.navigate?.(to)),
  };
}
