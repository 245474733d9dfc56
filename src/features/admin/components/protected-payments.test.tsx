import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeSignedIn } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render';
import type { AdminProtectedPayment } from '../api/protected-payments';
import { AdminProtectedPayments } from './protected-payments';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts }));

const api = vi.hoisted(() => ({
  payments: [] as AdminProtectedPayment[],
  refund: vi.fn<(listingId: string) => Promise<void>>(),
}));
vi.mock('../api/protected-payments', () => ({
  useRefundProtectedPayment: () => ({ mutateAsync: api.refund, isPending: false }),
  useAdminProtectedPayments: () => ({
    isPending: false,
    isError: false,
    error: null,
    refetch: vi.fn(),
    data: api.payments,
  }),
}));

function payment(overrides: Partial<AdminProtectedPayment> = {}): AdminProtectedPayment {
  return {
    id: 'p1',
    listingId: 'l1',
    title: 'Vino a Córdoba',
    shipperName: 'Ana Dadora',
    transporterName: 'Pedro Transporte',
    mode: 'reserve',
    status: 'paid',
    amountEur: 1500,
    arsPerEur: 1100,
    amountArs: 1_650_000,
    capturedArs: 1_100_000,
    settledArs: 1_100_000,
    refundedArs: 0,
    reservedAt: null,
    paidAt: '2026-11-29T10:00:00Z',
    dueOn: null,
    checkoutUrl: null,
    mpPaymentId: 1001,
    createdAt: '2026-11-28T10:00:00Z',
    inDispute: false,
    ...overrides,
  };
}

function renderPayments(payments: AdminProtectedPayment[]) {
  api.payments = payments;
  renderWithProviders(<AdminProtectedPayments />, { auth: fakeSignedIn('admin') });
}

describe('AdminProtectedPayments', () => {
  it('lists each payment with its state, parties, amounts and Mercado Pago number', () => {
    renderPayments([
      payment(),
      payment({
        id: 'p2',
        listingId: 'l2',
        title: 'Aceite a Rosario',
        mode: 'on_delivery',
        status: 'pending',
        capturedArs: null,
        settledArs: null,
        paidAt: null,
        dueOn: '2020-01-31',
        mpPaymentId: null,
        inDispute: true,
      }),
    ]);
    const [paid, overdue] = screen.getAllByTestId('admin-protected-payment');
    expect(within(paid!).getByText('Pagado')).toBeInTheDocument();
    expect(paid).toHaveTextContent('Ana Dadora paga a Pedro Transporte · Reserva en tarjeta');
    expect(paid).toHaveTextContent(
      /1\.500,00\s€ = \$\s1\.650\.000,00 · acordado \$\s1\.100\.000,00 · cobrado \$\s1\.100\.000,00/,
    );
    expect(paid).toHaveTextContent('Mercado Pago n.º 1001');
    expect(within(paid!).queryByRole('link', { name: 'En disputa' })).not.toBeInTheDocument();

    expect(within(overdue!).getByText('Vencido')).toBeInTheDocument();
    expect(overdue).toHaveTextContent(/Pago al entregar · vence el 31 ene 2020/);
    expect(overdue).toHaveTextContent('Sin pago en Mercado Pago todavía');
    expect(within(overdue!).getByRole('link', { name: 'En disputa' })).toHaveAttribute(
      'href',
      '#incidencias',
    );
  });

  it('says when there is none yet', () => {
    renderPayments([]);
    expect(screen.getByText('Todavía no hay pagos protegidos')).toBeInTheDocument();
  });

  it('refunds a paid payment to the shipper after confirming, and offers it on no other', async () => {
    api.refund.mockResolvedValue();
    renderPayments([payment(), payment({ id: 'p2', listingId: 'l2', status: 'reserved' })]);
    const [paid, reserved] = screen.getAllByTestId('admin-protected-payment');
    expect(within(reserved!).queryByRole('button', { name: 'Devolver al dador' })).toBeNull();
    const user = userEvent.setup();
    await user.click(within(paid!).getByRole('button', { name: 'Devolver al dador' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(/¿Devolver \$\s1\.100\.000,00 a Ana Dadora\?/);
    expect(api.refund).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Devolver' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Pago devuelto'));
    expect(api.refund).toHaveBeenCalledWith('l1');
  });
});
