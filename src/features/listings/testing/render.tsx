import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { AuthContextValue } from '@/auth';
import { fakeAuth, fakeSession, fakeUser } from '@/auth/testing';

/** Renders inside a router and a fresh query client without retries. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}

/** A `useAuth()` value for a visitor, or for a signed-in user with a role. */
export function authAs(
  role: AuthContextValue['userRole'],
  userId = '11111111-1111-4111-8111-111111111111',
): AuthContextValue {
  if (!role) return fakeAuth();
  const user = fakeUser({ id: userId });
  return fakeAuth({ user, session: fakeSession(user), userRole: role });
}
