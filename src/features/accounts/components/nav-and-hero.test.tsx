import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth, fakeSignedIn } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render';
import { HeroAccountLink } from './hero-account-link';
import { NavAccountSlot } from './nav-account-slot';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => vi.clearAllMocks());

describe('NavAccountSlot', () => {
  it.each(['desktop', 'mobile'] as const)(
    'signed out (%s): sign-in and register links',
    (variant) => {
      renderWithProviders(<NavAccountSlot variant={variant} />, { auth: fakeAuth(), path: '/' });
      expect(screen.getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute(
        'href',
        '/signin',
      );
      expect(screen.getByRole('link', { name: 'Registrarse' })).toHaveAttribute(
        'href',
        '/register',
      );
    },
  );

  it('shows neither links nor menu during the first session check', () => {
    renderWithProviders(<NavAccountSlot variant="desktop" />, {
      auth: fakeAuth({ loading: true }),
      path: '/',
    });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('signed in: the Mi Cuenta button with the user name', async () => {
    renderWithProviders(<NavAccountSlot variant="mobile" />, {
      auth: fakeSignedIn('shipper'),
      path: '/',
    });
    expect(await screen.findByRole('button', { name: 'Lucía Fernández' })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
    expect(screen.queryByRole('link', { name: 'Iniciar Sesión' })).not.toBeInTheDocument();
  });
});

describe('HeroAccountLink', () => {
  it('signed out: links to sign in', () => {
    renderWithProviders(<HeroAccountLink />, { auth: fakeAuth(), path: '/' });
    expect(screen.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', '/signin');
  });

  it("signed in: '¿No es tu cuenta? Cerrar sesión' signs out and stays home", async () => {
    const auth = fakeSignedIn('transporter');
    renderWithProviders(<HeroAccountLink />, { auth, path: '/' });
    expect(screen.getByText(/¿No es tu cuenta\?/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Sesión cerrada', undefined));
    expect(auth.signOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});
