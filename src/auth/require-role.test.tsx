import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { redirectFromPath } from './redirect-state';
import { RequireRole } from './require-role';
import type { AppRole } from './roles';
import { fakeAuth, fakeSignedIn, TestAuthProvider } from '@/testing/fake-auth';
import type { AuthContextValue } from './types';

function Where({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p>
      {name} {location.pathname} from={redirectFromPath(location.state) ?? '-'}
    </p>
  );
}

function renderAt(
  path: string,
  auth: AuthContextValue,
  role: AppRole | readonly AppRole[] = 'shipper',
) {
  render(
    <TestAuthProvider value={auth}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/shipper-dashboard/*"
            element={
              <RequireRole role={role}>
                <p>Panel secreto</p>
              </RequireRole>
            }
          />
          <Route path="/signin" element={<Where name="signin" />} />
          <Route path="/transporter-dashboard" element={<Where name="transporter" />} />
          <Route path="/dashboard" element={<Where name="admin" />} />
          <Route path="/" element={<Where name="home" />} />
        </Routes>
      </MemoryRouter>
    </TestAuthProvider>,
  );
}

describe('RequireRole', () => {
  it('shows only a spinner while the session is being checked', () => {
    renderAt('/shipper-dashboard', fakeAuth({ loading: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
    expect(screen.queryByText('Panel secreto')).not.toBeInTheDocument();
  });

  it('shows only a spinner while the role of a user is being fetched', () => {
    renderAt('/shipper-dashboard', fakeSignedIn(null, { roleLoading: true }));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('Panel secreto')).not.toBeInTheDocument();
  });

  it('sends a visitor without a session to /signin, remembering the page', () => {
    renderAt('/shipper-dashboard/documents?x=1', fakeAuth());
    expect(
      screen.getByText('signin /signin from=/shipper-dashboard/documents?x=1'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Panel secreto')).not.toBeInTheDocument();
  });

  it('sends someone who just signed out home, not to /signin', () => {
    renderAt('/shipper-dashboard/documents', fakeAuth({ signedOut: true }));
    expect(screen.getByText('home / from=-')).toBeInTheDocument();
    expect(screen.queryByText('Panel secreto')).not.toBeInTheDocument();
  });

  it.each<[AppRole | null, string]>([
    ['transporter', 'transporter /transporter-dashboard'],
    ['admin', 'admin /dashboard'],
    [null, 'home /'],
  ])('sends a %s user to their own place', (role, expected) => {
    renderAt('/shipper-dashboard', fakeSignedIn(role));
    expect(screen.getByText(`${expected} from=-`)).toBeInTheDocument();
    expect(screen.queryByText('Panel secreto')).not.toBeInTheDocument();
  });

  it('renders the page for the right role', () => {
    renderAt('/shipper-dashboard', fakeSignedIn('shipper'));
    expect(screen.getByText('Panel secreto')).toBeInTheDocument();
  });

  it('accepts any of several roles', () => {
    renderAt('/shipper-dashboard', fakeSignedIn('admin'), ['shipper', 'admin']);
    expect(screen.getByText('Panel secreto')).toBeInTheDocument();
  });
});
