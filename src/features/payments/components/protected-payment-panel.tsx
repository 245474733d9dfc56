import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { InlineQueryError } from '@/components/ui/query-error-state';
import { ServerForm } from '@/components/ui/server-form';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { DataError } from '@/lib/data-errors';
import { formatPesos, formatPrice } from '@/lib/format';
import { useZodForm } from '@/lib/forms';
import { toastFailure, toastOutcome } from '@/lib/mutation-toast';
import { toast } from '@/lib/toast';
import {
  useCaptureProtectedPayment,
  usePaymentCheckout,
  usePaymentQuote,
  useProtectedPayment,
  useReserveProtectedPayment,
  type PaymentQuote,
} from '../api/protected-payments';
import { leaveFor, useLeaveFor } from '../leave-for';
import { paymentStatusText } from '../payment-status';
import { cardFormSchema, type CardFormInput, type CardFormValues } from '../schemas';

/** The shipper's card, reserving the quoted pesos. */
function ReserveForm({ listingId, quote }: { listingId: string; quote: PaymentQuote }) {
  const reserve = useReserveProtectedPayment(listingId);
  const form = useZodForm<CardFormInput, CardFormValues>(cardFormSchema, {
    cardNumber: '',
    expiry: '',
    securityCode: '',
    cardholder: '',
    email: '',
  });
  return (
    <>
      <p className="text-sm text-slate-700">
        Reservás {formatPesos(quote.amountArs)} en Mercado Pago ({formatPrice(quote.amountEur)} a{' '}
        {formatPesos(quote.arsPerEur)} por euro). Se cobran cuando confirmás la recepción; si la
        asignación se cancela, la reserva se libera.
      </p>
      <ServerForm
        form={form}
        submitLabel={`Reservar ${formatPesos(quote.amountArs)}`}
        pendingLabel="Reservando…"
        onSubmit={async (card) => {
          const status = await reserve.mutateAsync({ quote, card });
          if (status === 'rejected') {
            throw new DataError(status, 'Mercado Pago rechazó la tarjeta. Probá con otra.');
          }
          toast.success(
            status === 'reserved' ? 'Pago reservado' : 'Mercado Pago está procesando el pago',
          );
        }}
      >
        <TextField
          form={form}
          name="cardNumber"
          label="Número de tarjeta"
          inputMode="numeric"
          autoComplete="cc-number"
          required
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            form={form}
            name="expiry"
            label="Vencimiento (MM/AA)"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="11/30"
            required
          />
          <TextField
            form={form}
            name="securityCode"
            label="Código de seguridad"
            inputMode="numeric"
            autoComplete="cc-csc"
            required
          />
        </div>
        <TextField
          form={form}
          name="cardholder"
          label="Nombre como figura en la tarjeta"
          autoComplete="cc-name"
          required
        />
        <TextField
          form={form}
          name="email"
          label="Correo para el comprobante"
          type="email"
          autoComplete="email"
          required
        />
      </ServerForm>
    </>
  );
}

function PanelFrame({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="pago-protegido" className="space-y-3 rounded-lg border p-4">
      <h2
        id="pago-protegido"
        className="flex items-center gap-2 text-lg font-semibold text-slate-900"
      >
        <ShieldCheck aria-hidden="true" className="h-5 w-5 text-brand-700" />
        Pago protegido
      </h2>
      {children}
    </section>
  );
}

/** The shipper's way in: the quote, and the card form when Mercado Pago can hold the payment. */
function ShipperReserve({ listingId }: { listingId: string }) {
  const quote = usePaymentQuote(listingId, true);
  if (quote.isPending) return <Spinner className="py-4" label="Calculando el pago…" />;
  if (quote.data === undefined) return <InlineQueryError query={quote} />;
  // A transporter without Mercado Pago is paid outside the platform, as before.
  if (!quote.data) return null;
  if (quote.data.mode === 'on_delivery') {
    return (
      <p className="text-sm text-slate-700">
        La entrega es en más de 4 días y una reserva de Mercado Pago dura 7: pagás con Mercado Pago
        cuando se confirme la recepción (Pago al entregar).
      </p>
    );
  }
  return <ReserveForm listingId={listingId} quote={quote.data} />;
}

/**
 * 'Pago al entregar': leaves for Mercado Pago's checkout to pay `amountArs` (the quote's, or the
 * pending payment's); the payment comes back by its webhook.
 */
function PayOnDeliveryButton({
  listingId,
  amountArs,
  leave,
}: {
  listingId: string;
  amountArs: number;
  leave: (url: string) => void;
}) {
  const checkout = usePaymentCheckout(listingId);
  const { leaving, go: pay } = useLeaveFor(() => checkout.mutateAsync(amountArs), leave);
  return (
    <Button onClick={pay} disabled={leaving}>
      {leaving ? 'Abriendo Mercado Pago…' : `Pagar ${formatPesos(amountArs)} con Mercado Pago`}
    </Button>
  );
}

/** After the conformity, with nothing paid yet: the quote, and the way to pay it. */
function ShipperPayNow({ listingId, leave }: { listingId: string; leave: (url: string) => void }) {
  const quote = usePaymentQuote(listingId, true);
  if (quote.isPending) return <Spinner className="py-4" label="Calculando el pago…" />;
  if (quote.data === undefined) return <InlineQueryError query={quote} />;
  if (!quote.data) return null;
  return (
    <>
      <p className="text-sm text-slate-700">
        Pagás {formatPesos(quote.data.amountArs)} ({formatPrice(quote.data.amountEur)} a{' '}
        {formatPesos(quote.data.arsPerEur)} por euro) con Mercado Pago, que se los acredita al
        transportista.
      </p>
      <PayOnDeliveryButton listingId={listingId} amountArs={quote.data.amountArs} leave={leave} />
    </>
  );
}

/** A way to pay alone, framed only when there is something to show (the quote). */
function FramedWhenQuoted({ listingId, children }: { listingId: string; children: ReactNode }) {
  const quote = usePaymentQuote(listingId, true);
  // Nothing until it is known whether the transporter takes Mercado Pago at all.
  if (quote.isPending || (quote.isSuccess && !quote.data)) return null;
  return <PanelFrame>{children}</PanelFrame>;
}

/**
 * 'Pago protegido' on a shipment, for its two parties: the payment's state ('Pago reservado',
 * 'Pagado', 'Liberado', 'Pago al entregar', 'Vencido'…), the shipper's card form while the
 * shipment is assigned to a transporter who takes Mercado Pago, the capture once the receipt is
 * conformed (asked by whichever party sees it first; the database checks the conformity), and
 * after it the checkout link when nothing was reserved ('Pago al entregar').
 */
export function ProtectedPaymentPanel({
  listingId,
  role,
  open,
  conformed,
  leave = leaveFor,
}: {
  listingId: string;
  role: 'shipper' | 'transporter';
  /** Assigned or in transit: a payment may still be reserved. */
  open: boolean;
  conformed: boolean;
  /** How the page leaves for Mercado Pago's checkout (a test watches it instead). */
  leave?: (url: string) => void;
}) {
  // Back from Mercado Pago's checkout: the payment is on its way by the webhook.
  const [search] = useSearchParams();
  const payment = useProtectedPayment(listingId, search.has('collection_status'));
  const capture = useCaptureProtectedPayment(listingId);
  const asked = useRef(false);
  const reserved = payment.data?.status === 'reserved';

  useEffect(() => {
    if (!conformed || !reserved || asked.current) return;
    asked.current = true;
    capture.mutateAsync().catch(toastFailure);
  }, [conformed, reserved, capture]);

  if (payment.isPending) return null;
  if (payment.data === undefined) {
    return (
      <PanelFrame>
        <InlineQueryError query={payment} />
      </PanelFrame>
    );
  }
  const current = payment.data;
  const nothingHeld = !current || ['rejected', 'released', 'expired'].includes(current.status);
  const mayReserve = role === 'shipper' && open && nothingHeld;
  const mayPayNow = role === 'shipper' && conformed && nothingHeld;
  const payNow = <ShipperPayNow listingId={listingId} leave={leave} />;
  if (!current) {
    if (mayReserve) {
      return (
        <FramedWhenQuoted listingId={listingId}>
          <ShipperReserve listingId={listingId} />
        </FramedWhenQuoted>
      );
    }
    return mayPayNow ? <FramedWhenQuoted listingId={listingId}>{payNow}</FramedWhenQuoted> : null;
  }
  const status = paymentStatusText(current, role);
  const awaitsPayment =
    role === 'shipper' && current.mode === 'on_delivery' && current.status === 'pending';
  return (
    <PanelFrame>
      <div className="space-y-1">
        <Badge tone={status.tone}>{status.label}</Badge>
        <p className="text-sm text-slate-700">{status.text}</p>
      </div>
      {reserved && conformed ? (
        <Button
          variant="outline"
          disabled={capture.isPending}
          onClick={() => void toastOutcome(capture.mutateAsync(), 'Pago cobrado')}
        >
          {capture.isPending ? 'Cobrando…' : 'Cobrar el pago'}
        </Button>
      ) : null}
      {awaitsPayment ? (
        <PayOnDeliveryButton listingId={listingId} amountArs={current.amountArs} leave={leave} />
      ) : null}
      {mayReserve ? <ShipperReserve listingId={listingId} /> : null}
      {mayPayNow ? payNow : null}
    </PanelFrame>
  );
}
