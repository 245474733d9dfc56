/** What a protected payment's state says to each party: a badge and a sentence. */
import type { BadgeTone } from '@/components/ui/badge';
import { localCalendarDate } from '@/lib/calendar-date';
import { formatDate, formatPesos, formatPrice } from '@/lib/format';
import type { ProtectedPayment } from './api/protected-payments';

export interface PaymentStatusText {
  label: string;
  tone: BadgeTone;
  text: string;
}

/** 'Pago al entregar' before it is paid: due on a day, 'Vencido' once that day has passed. */
function payOnDeliveryText(
  payment: ProtectedPayment,
  role: 'shipper' | 'transporter',
  today: string,
  pesos: string,
  conversion: string,
): PaymentStatusText {
  const due = formatDate(payment.dueOn ?? today);
  if (payment.dueOn !== null && payment.dueOn < today) {
    return {
      label: 'Vencido',
      tone: 'red',
      text:
        role === 'shipper'
          ? `El pago de ${pesos} venció el ${due}. Pagalo con Mercado Pago.`
          : `El pago de ${pesos} venció el ${due} y el dador todavía no lo hizo.`,
    };
  }
  return {
    label: 'Pago al entregar',
    tone: 'yellow',
    text:
      role === 'shipper'
        ? `Pagás ${pesos} (${conversion}) con Mercado Pago hasta el ${due}.`
        : `El dador paga ${pesos} (${conversion}) con Mercado Pago hasta el ${due}.`,
  };
}

/** `today`: the local calendar day (YYYY-MM-DD) a due day is compared with. */
export function paymentStatusText(
  payment: ProtectedPayment,
  role: 'shipper' | 'transporter',
  today: string = localCalendarDate(),
): PaymentStatusText {
  const pesos = formatPesos(payment.amountArs);
  const conversion = `${formatPrice(payment.amountEur)} a ${formatPesos(payment.arsPerEur)} por euro`;
  switch (payment.status) {
    case 'pending':
      if (payment.mode === 'on_delivery') {
        return payOnDeliveryText(payment, role, today, pesos, conversion);
      }
      return {
        label: 'Pago en proceso',
        tone: 'yellow',
        text: `Mercado Pago está procesando ${pesos} (${conversion}).`,
      };
    case 'reserved':
      if (payment.settledArs !== null) {
        return {
          label: 'Pago reservado',
          tone: 'blue',
          text: `Incidencia resuelta: de los ${pesos} reservados se ${
            role === 'shipper' ? 'cobran' : 'te acreditan'
          } ${formatPesos(payment.settledArs)}, el monto acordado.`,
        };
      }
      return {
        label: 'Pago reservado',
        tone: 'blue',
        text:
          role === 'shipper'
            ? `${pesos} (${conversion}) reservados en tu tarjeta: se cobran cuando se confirma la recepción.`
            : `${pesos} (${conversion}) reservados por el dador: se acreditan cuando se confirma la recepción.`,
      };
    case 'paid':
      return {
        label: 'Pagado',
        tone: 'green',
        text: `${formatPesos(payment.capturedArs ?? payment.amountArs)} ${
          role === 'shipper' ? 'pagados' : 'acreditados en tu Mercado Pago'
        }.`,
      };
    case 'released':
      return {
        label: 'Liberado',
        tone: 'grey',
        text: `La reserva de ${pesos} se liberó: no se cobró nada.`,
      };
    case 'expired':
      return {
        label: 'Vencido',
        tone: 'red',
        text: `La reserva de ${pesos} venció sin cobrarse.`,
      };
    case 'rejected':
      return {
        label: 'Pago rechazado',
        tone: 'red',
        text: 'Mercado Pago rechazó la tarjeta.',
      };
    case 'refunded':
      return {
        label: 'Pago devuelto',
        tone: 'grey',
        text: `${pesos} devueltos al dador.`,
      };
  }
}
