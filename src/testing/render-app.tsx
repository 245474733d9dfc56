import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, type Location, type To } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/routes';
import { createTestQueryClient } from './render';

/**
 * Renders the whole app at `path` (await it). Returns the current location and a way to navigate
 * the way the browser's back button or code would.
 */
export async function renderApp(path: string) {
  const probe: { location?: Location; navigate?: (to: To) => void } = {};

  function RouterProbe() {
    probe.location = useLocation();
    probe.navigate = useNavigate();
    return null;
  }

  // Inside an async act: the session check that AuthProvider starts on mount settles first.
  const view = await act(async () =>
    render(
      <AppProviders queryClient={createTestQueryClient()}>
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
