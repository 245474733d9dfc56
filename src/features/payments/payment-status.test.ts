import { describe, expect, it } from 'vitest';
import type { ProtectedPayment } from './api/protected-payments';
import { paymentStatusText } from './payment-status';

const payment: ProtectedPayment = {
  status: 'reserved',
  mode: 'reserve',
  amountEur: 1500,
  arsPerEur: 1100,
  amountArs: 1_650_000,
  capturedArs: null,
  settledArs: null,
  reservedAt: '2026-11-29T10:00:00Z',
  paidAt: null,
  dueOn: null,
  checkoutUrl: null,
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

  it("says 'Pago al entregar' with its due day, and 'Vencido' the day after it", () => {
    const onDelivery = {
      ...payment,
      status: 'pending' as const,
      mode: 'on_delivery' as const,
      dueOn: '2026-12-29',
    };
    expect(paymentStatusText(onDelivery, 'shipper', '2026-12-29')).toEqual({
      label: 'Pago al entregar',
      tone: 'yellow',
      text: 'Pagás $\u00a01.650.000,00 (1.500,00\u00a0€ a $\u00a01.100,00 por euro) con Mercado Pago hasta el 29 dic 2026.',
    });
    expect(paymentStatusText(onDelivery, 'transporter', '2026-12-29').text).toMatch(
      /^El dador paga .* hasta el 29 dic 2026\.$/,
    );
    expect(paymentStatusText(onDelivery, 'shipper', '2026-12-30')).toEqual({
      label: 'Vencido',
      tone: 'red',
      text: 'El pago de $\u00a01.650.000,00 venció el 29 dic 2026. Pagalo con Mercado Pago.',
    });
    expect(paymentStatusText(onDelivery, 'transporter', '2026-12-30').label).toBe('Vencido');
  });

  it('says what an incident settled at, of the pesos reserved', () => {
    const settled = { ...payment, settledArs: 1_100_000 };
    expect(paymentStatusText(settled, 'shipper').text).toBe(
      'Incidencia resuelta: de los $\u00a01.650.000,00 reservados se cobran $\u00a01.100.000,00, el monto acordado.',
    );
    expect(paymentStatusText(settled, 'transporter').text).toMatch(/se te acreditan \$/);
  });
});
