import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { localCalendarDate } from '@/lib/calendar-date';
import type { FakeAnswer } from '@/testing/fake-supabase';
import { fakeSignedIn } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render';
import { exchangeRateMessages } from '../schemas';
import { ExchangeRatePanel } from './exchange-rate-panel';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts }));

// The rates answer as `answers.rates` says; setting one as `answers.set` says.
const { fake, answers } = await vi.hoisted(async () => {
  const answers = {
    rates: (): FakeAnswer => ({ data: [], error: null }),
    set: (): FakeAnswer => ({ data: null, error: null }),
  };
  const fake = (await import('@/testing/fake-supabase')).fakeSupabase({
    tables: { exchange_rates: () => answers.rates() },
    rpc: { admin_set_exchange_rate: () => answers.set() },
  });
  return { fake, answers };
});
vi.mock('@/lib/supabase', () => ({ supabase: fake.client }));

const today = localCalendarDate();

beforeEach(() => vi.clearAllMocks());

const renderPanel = () => {
  renderWithProviders(<ExchangeRatePanel />, { auth: fakeSignedIn('admin') });
  return userEvent.setup();
};

describe('ExchangeRatePanel', () => {
  it('shows the rate in force and the latest ones, a scheduled one apart', async () => {
    answers.rates = () => ({
      data: [
        { effective_on: '2999-01-01', ars_per_eur: '1500.00', set_at: '' },
        { effective_on: today, ars_per_eur: '1460.50', set_at: '' },
        { effective_on: '2026-01-02', ars_per_eur: '1200.00', set_at: '' },
      ],
      error: null,
    });
    renderPanel();
    expect(await screen.findByText(/^Vigente: 1 € = \$\s1\.460,50, desde el/)).toBeInTheDocument();
    const rows = within(
      screen.getByRole('table', { name: 'Últimos tipos de cambio' }),
    ).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.lastElementChild?.textContent)).toEqual([
      'Programado',
      'Vigente',
      'Anterior',
    ]);
  });

  it('says when no rate is in force yet', async () => {
    answers.rates = () => ({ data: [], error: null });
    renderPanel();
    expect(
      await screen.findByText('Todavía no hay un tipo de cambio vigente.'),
    ).toBeInTheDocument();
  });

  it('saves a rate typed with a decimal comma, from today', async () => {
    const user = renderPanel();
    await user.type(await screen.findByLabelText(/Pesos por euro/), '1465,25');
    await user.click(screen.getByRole('button', { name: 'Guardar tipo de cambio' }));
    await waitFor(() =>
      expect(fake.rpc).toHaveBeenCalledWith('admin_set_exchange_rate', {
        p_ars_per_eur: 1465.25,
        p_effective_on: today,
      }),
    );
    expect(toasts.success).toHaveBeenCalledWith('Tipo de cambio guardado');
    expect(screen.getByLabelText(/Pesos por euro/)).toHaveValue('');
  });

  it('refuses a bad rate in the form without asking the database', async () => {
    const user = renderPanel();
    await user.type(await screen.findByLabelText(/Pesos por euro/), '0');
    await user.click(screen.getByRole('button', { name: 'Guardar tipo de cambio' }));
    expect(await screen.findByText(exchangeRateMessages.ratePositive)).toBeInTheDocument();
    expect(fake.rpc).not.toHaveBeenCalled();
  });

  it('says the database’s refusal in the form and keeps what was typed', async () => {
    answers.set = () => ({
      data: null,
      error: {
        code: 'P0001',
        message: 'exchange_rate_date: desde hoy, hasta 30 días adelante',
      },
    });
    const user = renderPanel();
    await user.type(await screen.findByLabelText(/Pesos por euro/), '1465');
    await user.click(screen.getByRole('button', { name: 'Guardar tipo de cambio' }));
    expect(await screen.findByText('Desde hoy, hasta 30 días adelante.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Pesos por euro/)).toHaveValue('1465');
    expect(toasts.success).not.toHaveBeenCalled();
  });
});
