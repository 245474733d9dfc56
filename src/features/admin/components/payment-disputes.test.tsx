import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentDispute } from '@/features/trust';
import { DataError } from '@/lib/data-errors';
import { fakeSignedIn } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render';
import { resolutionMessages } from '../schemas';
import { PaymentDisputes } from './payment-disputes';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts }));

type Decision = { listingId: string; uphold: boolean; note: string };
const api = vi.hoisted(() => ({
  disputes: [] as PaymentDispute[],
  resolve: vi.fn<(decision: Decision) => Promise<void>>(),
}));
vi.mock('@/features/trust', () => ({
  usePaymentDisputes: () => ({
    isPending: false,
    isError: false,
    error: null,
    refetch: vi.fn(),
    data: api.disputes,
  }),
  useResolvePaymentDispute: () => ({ mutateAsync: api.resolve, isPending: false }),
}));

const DISPUTE: PaymentDispute = {
  id: 'l1',
  title: 'Soja a Rosario',
  shipperName: 'Ana Dadora',
  transporterName: 'Pedro Transporte',
  status: 'unpaid',
  conformedOn: '2026-10-01',
  paidOn: null,
  reason: 'Pagué por transferencia el 15 de octubre',
  disputedAt: '2026-11-02T10:00:00Z',
};

afterEach(() => {
  api.resolve.mockReset();
  toasts.success.mockReset();
  toasts.error.mockReset();
});

function renderDisputes() {
  api.disputes = [DISPUTE];
  renderWithProviders(<PaymentDisputes />, { auth: fakeSignedIn('admin') });
  return userEvent.setup();
}

const note = () => screen.getByLabelText(/Nota de la resolución/);
const forShipper = () => screen.getByRole('button', { name: 'A favor del dador' });
const forTransporter = () => screen.getByRole('button', { name: 'A favor del transportista' });

describe('PaymentDisputes: the admin resolves a payment dispute', () => {
  it('shows the dispute with its note and both decisions', () => {
    renderDisputes();
    const item = screen.getByTestId('payment-dispute');
    expect(item).toHaveTextContent('Pedro Transporte registró «No cobrado»');
    expect(item).toHaveTextContent('Pagué por transferencia el 15 de octubre');
    expect(note()).toBeInTheDocument();
    expect(forShipper()).toBeEnabled();
    expect(forTransporter()).toBeEnabled();
  });

  it('says in the form that the note is missing, and sends nothing', async () => {
    const user = renderDisputes();
    await user.type(note(), '   ');
    await user.click(forShipper());
    expect(await screen.findByText(resolutionMessages.noteRequired)).toBeInTheDocument();
    expect(note()).toHaveFocus();
    expect(api.resolve).not.toHaveBeenCalled();
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('sends the trimmed note with the decision of the button pressed, and says so', async () => {
    api.resolve.mockResolvedValue();
    const user = renderDisputes();
    await user.type(note(), '  El comprobante es válido  ');
    await user.click(forShipper());
    await waitFor(() =>
      expect(api.resolve).toHaveBeenCalledWith({
        listingId: 'l1',
        uphold: true,
        note: 'El comprobante es válido',
      }),
    );
    expect(toasts.success).toHaveBeenCalledWith('Disputa resuelta');

    await user.click(forTransporter());
    await waitFor(() => expect(api.resolve).toHaveBeenCalledTimes(2));
    expect(api.resolve).toHaveBeenLastCalledWith({
      listingId: 'l1',
      uphold: false,
      note: 'El comprobante es válido',
    });
  });

  it("shows the server's refusal in the form and keeps the note", async () => {
    api.resolve.mockRejectedValue(new DataError(null, 'No hay una disputa abierta'));
    const user = renderDisputes();
    await user.type(note(), 'El comprobante es válido');
    await user.click(forTransporter());
    expect(await screen.findByRole('alert')).toHaveTextContent('No hay una disputa abierta');
    expect(note()).toHaveValue('El comprobante es válido');
    expect(toasts.success).not.toHaveBeenCalled();
  });
});
