import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthApiError } from '@supabase/supabase-js';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSignedIn, fakeUser } from '@/testing/fake-auth';
import type { AppRole } from '@/auth';
import { renderWithProviders } from '@/testing/render';
import { AccountMenu } from './account-menu';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const push = vi.hoisted(() => ({ forgetPushDevice: vi.fn(async () => undefined) }));
vi.mock('../settings/api/push', () => push);

afterEach(() => vi.clearAllMocks());

async function openMenu(name = 'Lucía Fernández') {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name }));
  return user;
}

describe('AccountMenu', () => {
  it.each<[AppRole | null, string, string]>([
    ['shipper', '/shipper-dashboard', '/shipper-dashboard/profile'],
    ['transporter', '/transporter-dashboard', '/transporter-dashboard/profile'],
    ['admin', '/signin', '/signin'],
    [null, '/signin', '/signin'],
  ])('for %s: Dashboard → %s, Perfil → %s', async (role, dashboard, profile) => {
    renderWithProviders(<AccountMenu />, { auth: fakeSignedIn(role), path: '/' });
    await openMenu();
    expect(screen.getByText('Mi Cuenta')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', dashboard);
    expect(screen.getByRole('menuitem', { name: 'Perfil' })).toHaveAttribute('href', profile);
    expect(screen.getByRole('menuitem', { name: 'Cerrar Sesión' })).toBeInTheDocument();
  });

  it("labels the button 'Usuario' when the metadata has no name", async () => {
    const user = fakeUser({ user_metadata: {} });
    renderWithProviders(<AccountMenu />, { auth: fakeSignedIn('shipper', { user }), path: '/' });
    expect(await screen.findByRole('button', { name: 'Usuario' })).toBeInTheDocument();
  });

  it('opens with the keyboard and follows a link', async () => {
    renderWithProviders(<AccountMenu variant="mobile" />, {
      auth: fakeSignedIn('transporter'),
      path: '/',
    });
    const user = userEvent.setup();
    (await screen.findByRole('button', { name: 'Lucía Fernández' })).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/transporter-dashboard/profile');
  });

  it("Cerrar Sesión signs out, toasts 'Sesión cerrada' and goes home", async () => {
    const auth = fakeSignedIn('shipper');
    renderWithProviders(<AccountMenu />, { auth, path: '/listings' });
    const user = await openMenu();
    await user.click(screen.getByRole('menuitem', { name: 'Cerrar Sesión' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(auth.signOut).toHaveBeenCalledTimes(1);
    // This browser's push subscription goes first, while the session may still delete it.
    expect(push.forgetPushDevice.mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(auth.signOut).mock.invocationCallOrder[0]!,
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Sesión cerrada', undefined));
  });

  it("a failed sign-out toasts 'Error' with the sign-out fallback message", async () => {
    const auth = fakeSignedIn('shipper', {
      signOut: vi.fn(async () => ({ error: new AuthApiError('boom', 400, 'unexpected_failure') })),
    });
    renderWithProviders(<AccountMenu />, { auth, path: '/listings' });
    const user = await openMenu();
    await user.click(screen.getByRole('menuitem', { name: 'Cerrar Sesión' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error', { description: 'Error al cerrar sesión' }),
    );
    expect(toast.success).not.toHaveBeenCalled();
  });
});
