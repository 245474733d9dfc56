import { Landmark } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListingLink } from '@/components/ui/listing-link';
import { paymentStatusText } from '@/features/payments';
import { formatDate, formatDateTime, formatPesos, formatPrice } from '@/lib/format';
import { toastOutcome } from '@/lib/mutation-toast';
import {
  useAdminProtectedPayments,
  useRefundProtectedPayment,
  type AdminProtectedPayment,
} from '../api/protected-payments';
import { AdminList } from './admin-page';

/** What the payment came to: captured (less any refund), or what is held or due. */
function amounts(payment: AdminProtectedPayment): string {
  const parts = [`${formatPrice(payment.amountEur)} = ${formatPesos(payment.amountArs)}`];
  if (payment.settledArs !== null) parts.push(`acordado ${formatPesos(payment.settledArs)}`);
  if (payment.capturedArs !== null) parts.push(`cobrado ${formatPesos(payment.capturedArs)}`);
  if (payment.refundedArs > 0) parts.push(`devuelto ${formatPesos(payment.refundedArs)}`);
  return parts.join(' · ');
}

/** 'Devolver al dador', after a confirmation that says how much and to whom. */
function RefundButton({ payment }: { payment: AdminProtectedPayment }) {
  const refund = useRefundProtectedPayment();
  const [confirming, setConfirming] = useState(false);
  const pesos = formatPesos((payment.capturedArs ?? payment.amountArs) - payment.refundedArs);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
        Devolver al dador
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`¿Devolver ${pesos} a ${payment.shipperName}?`}
        description={`Mercado Pago devuelve el pago de «${payment.title}» a la tarjeta del dador y lo descuenta de la cuenta de ${payment.transporterName}. No se puede deshacer.`}
        confirmLabel="Devolver"
        confirmVariant="destructive"
        pending={refund.isPending}
        onConfirm={() =>
          void toastOutcome(refund.mutateAsync(payment.listingId), 'Pago devuelto', () =>
            setConfirming(false),
          )
        }
      />
    </>
  );
}

function PaymentItem({ payment }: { payment: AdminProtectedPayment }) {
  // The state's name as the parties see it ('Vencido' included); the sentence is theirs.
  const { label, tone } = paymentStatusText(payment, 'shipper');
  return (
    <Card className="space-y-1 p-4" data-testid="admin-protected-payment">
      <div className="flex flex-wrap items-center gap-2">
        <ListingLink id={payment.listingId} title={payment.title} tone="row" />
        <Badge tone={tone}>{label}</Badge>
        {payment.inDispute ? (
          <a href="#incidencias" className="text-sm font-medium text-red-700 underline">
            En disputa
          </a>
        ) : null}
      </div>
      <p className="break-words text-sm text-slate-600">
        {payment.shipperName} paga a {payment.transporterName} ·{' '}
        {payment.mode === 'on_delivery' ? 'Pago al entregar' : 'Reserva en tarjeta'}
        {payment.dueOn ? ` · vence el ${formatDate(payment.dueOn)}` : ''}
      </p>
      <p className="break-words text-sm text-slate-700">{amounts(payment)}</p>
      <p className="text-xs text-slate-500">
        {payment.mpPaymentId === null
          ? 'Sin pago en Mercado Pago todavía'
          : `Mercado Pago n.º ${payment.mpPaymentId}`}{' '}
        · iniciado el {formatDateTime(payment.createdAt)}
      </p>
      {payment.status === 'paid' ? <RefundButton payment={payment} /> : null}
    </Card>
  );
}

/**
 * 'Pagos protegidos', in the back-office's Cargas: the latest payments held or made through
 * Mercado Pago, with their state as the parties see it; one whose shipment has an open incident
 * or payment dispute says so and leads to it; a paid one can be refunded to the shipper.
 */
export function AdminProtectedPayments() {
  const query = useAdminProtectedPayments();
  return (
    <section aria-labelledby="protected-payments-heading" className="space-y-3">
      <h2 id="protected-payments-heading" className="text-lg font-semibold text-slate-900">
        Pagos protegidos
      </h2>
      <AdminList
        query={query}
        label="Pagos protegidos"
        loadingLabel="Cargando los pagos…"
        errorTitle="No se pudieron cargar los pagos"
        emptyIcon={Landmark}
        emptyTitle="Todavía no hay pagos protegidos"
        renderItem={(payment) => <PaymentItem payment={payment} />}
      />
    </section>
  );
}
