import { describe, expect, it } from 'vitest';
import type { ProtectedPayment } from './api/protected-payments';
import { paymentStatusText } from './payment-status';

const payment: ProtectedPayment = {
  status: 'reserved',
  amountEur: 1500,
  arsPerEur: 1100,
  amountArs: 1_650_000,
  capturedArs: null,
  reservedAt: '2026-11-29T10:00:00Z',
  paidAt: null,
};

describe('paymentStatusText', () => {
  it('names each state as the issue does, with its tone', () => {
    const labels = (['reserved', 'paid', 'released', 'expired'] as const).map(
      (status) =>
        paymentStatusText({ ...payment, status, capturedArs: 1_600_000 }, 'shipper').label,
    );
    expect(labels).toEqual(['Pago reservado', 'Pagado', 'Liberado', 'Vencido']);
    expect(paymentStatusText({ ...payment, status: 'rejected' }, 'shipper').tone).toBe('red');
  });

  it('says the reservation to each party, with the conversion', () => {
    expect(paymentStatusText(payment, 'shipper').text).toMatch(
      /^\$\s1\.650\.000,00 \(1\.500,00\s€ a \$\s1\.100,00 por euro\) reservados en tu tarjeta/,
    );
    expect(paymentStatusText(payment, 'transporter').text).toMatch(/reservados por el dador/);
  });

  it('says what was captured, which may be less than reserved', () => {
    const paid = { ...payment, status: 'paid' as const, capturedArs: 1_500_000 };
    expect(paymentStatusText(paid, 'transporter').text).toBe(
      '$\u00a01.500.000,00 acreditados en tu Mercado Pago.',
    );
  });
});
