import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError } from '@/lib/data-errors';
import { paths } from '@/lib/paths';
import { fakeSignedIn } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render';
import { LINK_CANCELLED, MercadoPagoCallbackPage } from './mercadopago-callback-page';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts }));

const invoke = vi.hoisted(() => vi.fn());
vi.mock('@/lib/functions', () => ({ invokeFunction: invoke }));

const navigate = vi.hoisted(() => vi.fn());
vi.mock('react-router-dom', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react-router-dom')>()),
  useNavigate: () => navigate,
}));

beforeEach(() => vi.clearAllMocks());

const STATE = 'a'.repeat(64);

const renderPage = (search: string) =>
  renderWithProviders(<MercadoPagoCallbackPage />, {
    auth: fakeSignedIn('transporter'),
    path: paths.transporterMercadoPago,
    route: `${paths.transporterMercadoPago}${search}`,
  });

describe('MercadoPagoCallbackPage', () => {
  it('completes the link once with what Mercado Pago sent, then opens the profile', async () => {
    invoke.mockResolvedValue({ mpUserId: 1 });
    renderPage(`?code=TG-1&state=${STATE}`);
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(paths.transporterProfile, { replace: true }),
    );
    expect(invoke).toHaveBeenCalledTimes(1);
    expect(invoke).toHaveBeenCalledWith(
      'mercadopago-oauth',
      { action: 'finish', code: 'TG-1', state: STATE },
      expect.anything(),
      expect.any(Function),
    );
    expect(toasts.success).toHaveBeenCalledWith('Mercado Pago vinculado');
  });

  it('says the authorization was not completed when he cancelled on Mercado Pago', async () => {
    renderPage(`?error=access_denied&state=${STATE}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_CANCELLED);
    expect(screen.getByRole('link', { name: 'Volver a mi perfil' })).toHaveAttribute(
      'href',
      paths.transporterProfile,
    );
    expect(invoke).not.toHaveBeenCalled();
  });

  it('says why the link was refused, and links nothing', async () => {
    invoke.mockRejectedValue(
      new DataError(null, 'El pedido de vinculación venció o no es tuyo; volvé a intentarlo.'),
    );
    renderPage(`?code=TG-1&state=${STATE}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El pedido de vinculación venció o no es tuyo; volvé a intentarlo.',
    );
    expect(navigate).not.toHaveBeenCalled();
    expect(toasts.success).not.toHaveBeenCalled();
  });
});
