/**
 * "A component that runs a query sits in a module loaded with lazyWithQueryClient": the app has
 * no query cache at its root (it comes with the lazily loaded modules that need it), while the
 * test kit always provides one, so no other test would notice a query outside such a module.
 * Here every page of the product renders, for the role that may see it, with no root cache.
 */
import { useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppRole } from '@/auth';
import { paths } from '@/lib/paths';
import { fakeAuth, fakeSignedIn, TestAuthProvider } from '@/testing/fake-auth';
import { preloadPageModules } from '@/testing/preload-pages';
import { AppRoutes } from './routes';

/** Renders `ui` with a session and a router but no query cache; the errors React reported. */
async function renderWithoutRootQueryClient(ui: ReactNode, role: AppRole | null) {
  const reported: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    reported.push(args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' '));
  });
  await act(async () =>
    render(
      <TestAuthProvider value={role ? fakeSignedIn(role) : fakeAuth()}>{ui}</TestAuthProvider>,
    ),
  );
  return reported;
}

const missingClient = (reported: string[]) =>
  reported.filter((line) => /No QueryClient set/.test(line));

function roleFor(path: string): AppRole | null {
  if (path.startsWith(paths.adminDashboard)) return 'admin';
  if (path.startsWith(paths.shipperDashboard) || path === paths.postCargo) return 'shipper';
  if (path.startsWith(paths.transporterDashboard)) return 'transporter';
  return null;
}

const everyPath: string[] = [
  ...Object.values(paths).filter((value) => typeof value === 'string'),
  paths.listing('7f0c6a52-1d0e-4c42-9d6a-1b0f3c1a9e01'),
  paths.company('22222222-2222-4222-8222-222222222222'),
];

describe('the query cache', () => {
  beforeAll(preloadPageModules);

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each(everyPath)('reaches every query of %s without a root provider', async (path) => {
    const reported = await renderWithoutRootQueryClient(
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>,
      roleFor(path),
    );
    // The page's module has loaded and rendered (its queries ran): its h1, or the listing page's
    // or a company's placeholder while it loads.
    await waitFor(
      () =>
        expect([
          ...screen.queryAllByRole('heading', { level: 1 }),
          ...screen.queryAllByText('Cargando la carga…'),
          ...screen.queryAllByText('Cargando el perfil…'),
        ]).not.toEqual([]),
      { timeout: 20_000 },
    );
    expect(missingClient(reported)).toEqual([]);
  });

  it('fails on a component that runs a query outside such a module', async () => {
    function Planted() {
      useQuery({ queryKey: ['planted'], queryFn: async () => 1 });
      return <h1>Planted</h1>;
    }
    const reported = await renderWithoutRootQueryClient(<Planted />, null).catch(
      (error: unknown) => [String(error)],
    );
    expect(missingClient(reported)).not.toEqual([]);
  });
});
