import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { AuthContextValue } from '@/auth';

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
  const noop = async () => ({ error: null });
  return {
    user: role ? ({ id: userId } as AuthContextValue['user']) : null,
    session: null,
    userRole: role,
    loading: false,
    roleLoading: false,
    signedOut: false,
    signUp: async () => ({ error: null, role: null, needsEmailConfirmation: false }),
    signIn: async () => ({ error: null, role: null }),
    signOut: noop,
    requestPasswordReset: noop,
    updatePassword: noop,
  };
}
