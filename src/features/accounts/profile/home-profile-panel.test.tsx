import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/lib/paths';
import { fakeAuth, fakeSignedIn, fakeUser } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render';
import type { Profile } from './api/profile';
import { HomeProfilePanel } from './home-profile-panel';

const { fetchProfile } = vi.hoisted(() => ({ fetchProfile: vi.fn() }));
vi.mock('./api/profile', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api/profile')>()),
  fetchProfile,
}));

const profile: Profile = {
  id: fakeUser().id,
  name: 'Martín Gómez',
  email: 'martin@example.com',
  company: 'Transportes Gómez',
  phone: null,
  address: null,
  description: null,
  vehicleTypes: [],
  serviceAreas: null,
  taxId: null,
};

beforeEach(() => vi.clearAllMocks());

describe('HomeProfilePanel', () => {
  it('invites a visitor to register as Dador or Transportista', () => {
    renderWithProviders(<HomeProfilePanel />);
    expect(screen.getByRole('heading', { name: 'Únete a ConectaCargas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Registrarme como Dador' })).toHaveAttribute(
      'href',
      paths.shipperSignup,
    );
    expect(screen.getByRole('link', { name: 'Registrarme como Transportista' })).toHaveAttribute(
      'href',
      paths.transporterSignup,
    );
    expect(fetchProfile).not.toHaveBeenCalled();
  });

  it.each([
    ['transporter', 'Transportista', paths.transporterProfile],
    ['shipper', 'Dador de Carga', paths.shipperProfile],
  ] as const)(
    'shows a %s their profile card and a link to their profile',
    async (role, badge, href) => {
      fetchProfile.mockResolvedValue(profile);
      renderWithProviders(<HomeProfilePanel />, { auth: fakeSignedIn(role) });
      expect(await screen.findByRole('heading', { name: 'Martín Gómez' })).toBeInTheDocument();
      expect(screen.getByText(badge)).toBeInTheDocument();
      expect(screen.getByText('Transportes Gómez')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Ver mi perfil' })).toHaveAttribute('href', href);
      expect(fetchProfile).toHaveBeenCalledWith(fakeUser().id);
    },
  );

  it('waits for the session before choosing, and says in Spanish when the profile fails', async () => {
    const { unmount } = renderWithProviders(<HomeProfilePanel />, {
      auth: fakeAuth({ loading: true }),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando perfil…');
    expect(screen.queryByRole('link', { name: 'Registrarme como Dador' })).not.toBeInTheDocument();
    unmount();

    fetchProfile.mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithProviders(<HomeProfilePanel />, { auth: fakeSignedIn('shipper') });
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar tu perfil');
  });
});
