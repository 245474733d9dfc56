import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSignedIn } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render';
import { TrackingLinkCard } from './tracking-link-card';

const TOKEN = 'c'.repeat(64);
const api = vi.hoisted(() => ({
  token: { isPending: false, isError: false, data: null } as {
    isPending: boolean;
    isError: boolean;
    data: string | null;
  },
  share: vi.fn(),
  revoke: vi.fn(),
}));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts }));
vi.mock('../api/tracking-links', () => ({
  useTrackingToken: () => api.token,
  useShareTrackingLink: () => ({ mutateAsync: api.share, isPending: false }),
  useRevokeTrackingLink: () => ({ mutateAsync: api.revoke, isPending: false }),
}));

function renderCard() {
  renderWithProviders(
    <TrackingLinkCard listingId="l1" origin="Mendoza, Mendoza" destination="Córdoba, Córdoba" />,
    { auth: fakeSignedIn('shipper') },
  );
  return screen.getByRole('region', { name: 'Seguimiento' });
}

beforeEach(() => {
  api.token = { isPending: false, isError: false, data: null };
  api.share.mockReset().mockResolvedValue(TOKEN);
  api.revoke.mockReset().mockResolvedValue(undefined);
  toasts.success.mockReset();
  toasts.error.mockReset();
});

describe('TrackingLinkCard', () => {
  it('creates the link on request', async () => {
    const card = renderCard();
    expect(card).toHaveTextContent('nunca tus datos de contacto ni el precio');
    await userEvent.click(
      within(card).getByRole('button', { name: 'Crear enlace de seguimiento' }),
    );
    expect(api.share).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Enlace de seguimiento creado'),
    );
  });

  it('says in Spanish why the link could not be made', async () => {
    api.share.mockRejectedValue(new Error('x'));
    const card = renderCard();
    await userEvent.click(
      within(card).getByRole('button', { name: 'Crear enlace de seguimiento' }),
    );
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Error', expect.anything()));
  });

  it('shows the link to copy or send by WhatsApp, and revokes it after asking', async () => {
    api.token.data = TOKEN;
    const user = userEvent.setup();
    const card = renderCard();
    const url = `${window.location.origin}/tracking/${TOKEN}`;
    expect(within(card).getByRole('textbox', { name: 'Enlace de seguimiento' })).toHaveValue(url);
    const whatsapp = within(card).getByRole('link', { name: 'Enviar por WhatsApp' });
    expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`Seguí el envío de Mendoza, Mendoza a Córdoba, Córdoba en ConectaCargas: ${url}`)}`,
    );
    expect(whatsapp).toHaveAttribute('target', '_blank');

    await user.click(within(card).getByRole('button', { name: 'Copiar enlace' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Enlace copiado'));
    expect(await navigator.clipboard.readText()).toBe(url);

    await user.click(within(card).getByRole('button', { name: 'Revocar enlace' }));
    expect(api.revoke).not.toHaveBeenCalled();
    const dialog = screen.getByRole('alertdialog', { name: '¿Revocar el enlace de seguimiento?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revocar' }));
    expect(api.revoke).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Enlace revocado'));
  });
});
