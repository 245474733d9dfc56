import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError } from '@/lib/data-errors';
import type { FakeAnswer } from '@/testing/fake-supabase';
import { fakeSignedIn } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render';
import { MercadoPagoCard } from './mercadopago-card';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts }));

const invoke = vi.hoisted(() => vi.fn());
vi.mock('@/lib/functions', () => ({ invokeFunction: invoke }));

// my_mercadopago_account answers as `answers.account` says.
const { fake, answers } = await vi.hoisted(async () => {
  const answers = { account: (): FakeAnswer => ({ data: [], error: null }) };
  const fake = (await import('@/testing/fake-supabase')).fakeSupabase({
    rpc: {
      my_mercadopago_account: () => answers.account(),
      unlink_mercadopago: { data: null, error: null },
    },
  });
  return { fake, answers };
});
vi.mock('@/lib/supabase', () => ({ supabase: fake.client }));

beforeEach(() => vi.clearAllMocks());

const renderCard = (leave = vi.fn()) => {
  renderWithProviders(<MercadoPagoCard userId="t1" leave={leave} />, {
    auth: fakeSignedIn('transporter'),
  });
  return { user: userEvent.setup(), leave };
};

describe('MercadoPagoCard', () => {
  it('leaves for Mercado Pago’s consent page from Cobrar con Mercado Pago', async () => {
    answers.account = () => ({ data: [], error: null });
    invoke.mockResolvedValue({ url: 'https://auth.example/authorization?state=s' });
    const { user, leave } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Cobrar con Mercado Pago' }));
    await waitFor(() =>
      expect(leave).toHaveBeenCalledWith('https://auth.example/authorization?state=s'),
    );
    expect(invoke).toHaveBeenCalledWith(
      'mercadopago-oauth',
      { action: 'start' },
      fake.client.auth,
      expect.any(Function),
    );
    expect(screen.getByRole('button', { name: 'Abriendo Mercado Pago…' })).toBeDisabled();
  });

  it('says why it could not start, and lets him try again', async () => {
    invoke.mockRejectedValue(new DataError(null, 'Solo un transportista cobra con Mercado Pago.'));
    const { user, leave } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Cobrar con Mercado Pago' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Error', {
        description: 'Solo un transportista cobra con Mercado Pago.',
      }),
    );
    expect(leave).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cobrar con Mercado Pago' })).toBeEnabled();
  });

  it('shows a linked account, and unlinks it after confirming', async () => {
    answers.account = () => ({
      data: [{ mp_user_id: 123456789, live_mode: false, linked_at: '2026-11-29T12:00:00Z' }],
      error: null,
    });
    const { user } = renderCard();
    expect(
      await screen.findByText(/Mercado Pago vinculado: cuenta 123456789 \(de prueba\)/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Desvincular' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Desvincular Mercado Pago?' });
    answers.account = () => ({ data: [], error: null });
    await user.click(within(dialog).getByRole('button', { name: 'Desvincular' }));
    await waitFor(() => expect(fake.rpc).toHaveBeenCalledWith('unlink_mercadopago'));
    expect(toasts.success).toHaveBeenCalledWith('Mercado Pago desvinculado');
    expect(
      await screen.findByRole('button', { name: 'Cobrar con Mercado Pago' }),
    ).toBeInTheDocument();
  });
});
