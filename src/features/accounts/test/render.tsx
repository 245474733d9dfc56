/** Renders account UI inside a fake auth context and a memory router that shows where it went. */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { TestAuthProvider } from '@/auth/testing';
import type { AuthContextValue } from '@/auth';

export function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

export function renderWithAuth(
  ui: ReactNode,
  auth: AuthContextValue,
  {
    path = '/',
    initialEntry,
  }: { path?: string; initialEntry?: string | { pathname: string; state?: unknown } } = {},
) {
  return render(
    <TestAuthProvider value={auth}>
      <MemoryRouter initialEntries={[initialEntry ?? path]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </TestAuthProvider>,
  );
}
