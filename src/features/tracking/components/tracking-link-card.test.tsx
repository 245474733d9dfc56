import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSignedIn } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render';
import { TrackingLinkCard } from './tracking-link-card';

const TOKEN = 'c'.repeat(64);
const api = vi.hoisted(() => ({
  link: { isPending: false, isError: false, data: { token: null, transporterMayShare: false } } as {
    isPending: boolean;
    isError: boolean;
    data: { token: string | null; transporterMayShare: boolean };
  },
  share: vi.fn(),
  revoke: vi.fn(),
  allow: vi.fn(),
}));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts }));
vi.mock('../api/tracking-links', () => ({
  useTrackingLink: () => api.link,
  useShareTrackingLink: () => ({ mutateAsync: api.share, isPending: false }),
  useRevokeTrackingLink: () => ({ mutateAsync: api.revoke, isPending: false }),
  useSetTransporterTracking: () => ({ mutateAsync: api.allow, isPending: false }),
}));

function renderCard(party: 'shipper' | 'transporter' = 'shipper') {
  renderWithProviders(
    <TrackingLinkCard
      listingId="l1"
      origin="Mendoza, Mendoza"
      destination="Córdoba, Córdoba"
      party={party}
    />,
    { auth: fakeSignedIn(party) },
  );
  return screen.getByRole('region', { name: 'Seguimiento' });
}

beforeEach(() => {
  api.link = {
    isPending: false,
    isError: false,
    data: { token: null, transporterMayShare: false },
  };
  api.share.mockReset().mockResolvedValue(TOKEN);
  api.revoke.mockReset().mockResolvedValue(undefined);
  api.allow.mockReset().mockResolvedValue(undefined);
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
    api.link.data.token = TOKEN;
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

  it('lets the shipper allow the transporter to share it, and take it back', async () => {
    const user = userEvent.setup();
    const card = renderCard();
    const box = within(card).getByRole('checkbox', {
      name: 'El transportista también puede compartirlo',
    });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(api.allow).toHaveBeenCalledWith(true);
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith(
        'El transportista ya puede compartir el seguimiento',
      ),
    );
  });

  it('shows the choice from the click on, until it is saved, and what was saved if it fails', async () => {
    const user = userEvent.setup();
    let answer: (failure?: Error) => void = () => undefined;
    api.allow.mockReturnValue(
      new Promise<void>((resolve, reject) => {
        answer = (failure) => (failure ? reject(failure) : resolve());
      }),
    );
    const box = within(renderCard()).getByRole('checkbox', {
      name: 'El transportista también puede compartirlo',
    });
    await user.click(box);
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    answer(new Error('sin conexión'));
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).not.toBeChecked();
    expect(toasts.error).toHaveBeenCalledTimes(1);
  });

  it('tells the transporter he needs the shipper to allow it, then lets him share but not revoke', async () => {
    const first = renderCard('transporter');
    expect(first).toHaveTextContent('todavía no habilitó que compartas el seguimiento');
    expect(within(first).queryByRole('button')).toBeNull();
    cleanup();

    api.link.data = { token: TOKEN, transporterMayShare: true };
    const card = renderCard('transporter');
    expect(card).not.toHaveTextContent('tus datos de contacto');
    expect(within(card).getByRole('textbox', { name: 'Enlace de seguimiento' })).toHaveValue(
      `${window.location.origin}/tracking/${TOKEN}`,
    );
    expect(within(card).getByRole('link', { name: 'Enviar por WhatsApp' })).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Revocar enlace' })).toBeNull();
    expect(within(card).queryByRole('checkbox')).toBeNull();
  });
});
