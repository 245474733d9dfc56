import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ServerForm } from '@/components/ui/server-form';
import { TextField } from '@/components/ui/text-field';
import { localCalendarDate } from '@/lib/calendar-date';
import { formatDate } from '@/lib/format';
import { useZodForm } from '@/lib/forms';
import { toastOutcome } from '@/lib/mutation-toast';
import { toast } from '@/lib/toast';
import {
  useDisputePayment,
  usePayment,
  useRecordPayment,
  type PaymentEntry,
} from '../api/payments';
import { paidOnSchema, type PaidOnFormValues } from '../schemas';
import { ReasonDialog } from './reason-dialog';

function entryText(entry: PaymentEntry): string {
  return entry.status === 'paid' && entry.paid_on
    ? `Cobrado el ${formatDate(entry.paid_on)} (conformidad del ${formatDate(entry.conformed_on)})`
    : `No cobrado (conformidad del ${formatDate(entry.conformed_on)})`;
}

function disputeText(entry: PaymentEntry): string | null {
  if (!entry.disputed_at) return null;
  if (!entry.dispute_outcome)
    return `El dador lo disputó: «${entry.dispute_reason}». Lo revisa un administrador.`;
  return entry.dispute_outcome === 'upheld'
    ? `Disputa resuelta a favor del dador: ${entry.dispute_note}`
    : `Disputa resuelta a favor del transportista: ${entry.dispute_note}`;
}

function TransporterPaymentForm({ listingId }: { listingId: string }) {
  const record = useRecordPayment(listingId);
  const form = useZodForm<PaidOnFormValues, PaidOnFormValues>(paidOnSchema, {
    paidOn: localCalendarDate(new Date()),
  });
  return (
    <div className="space-y-3">
      <ServerForm
        form={form}
        onSubmit={async ({ paidOn }) => {
          await record.mutateAsync(paidOn);
          toast.success('Cobro registrado');
        }}
        submitLabel="Cobrado"
        pendingLabel="Guardando…"
      >
        <TextField form={form} name="paidOn" label="Fecha de cobro" type="date" required />
      </ServerForm>
      <Button
        variant="outline"
        size="sm"
        disabled={record.isPending}
        onClick={() => void toastOutcome(record.mutateAsync(null), 'Marcado como no cobrado')}
      >
        No cobrado
      </Button>
    </div>
  );
}

/**
 * The payment of a delivered, conformed load: the carrier marks 'Cobrado' (with the date) or
 * 'No cobrado' (30 days after conformity, or when a longer agreed term falls due); the shipper sees the entry and may dispute it.
 */
export function PaymentPanel({
  listingId,
  role,
  conformed,
}: {
  listingId: string;
  role: 'shipper' | 'transporter';
  conformed: boolean;
}) {
  const payment = usePayment(listingId, conformed);
  const dispute = useDisputePayment(listingId);
  if (!conformed || payment.isPending) return null;
  const entry = payment.data ?? null;
  const disputed = entry?.disputed_at != null && entry.dispute_outcome == null;
  if (role === 'shipper' && !entry) return null;
  return (
    <Card>
      <CardContent className="space-y-3">
        <h2 className="text-lg font-semibold text-slate-900">Cobro</h2>
        <p className="text-sm text-slate-600">
          {role === 'transporter'
            ? 'Contá si el dador te pagó: arma su historial de días de pago.'
            : 'Lo que el transportista registró sobre tu pago. Si no es correcto, disputalo.'}
        </p>
        {entry ? (
          <p className="text-sm text-slate-900" data-testid="payment-entry">
            {entryText(entry)}
          </p>
        ) : null}
        {entry && disputeText(entry) ? (
          <p role="status" className="text-sm text-amber-900">
            {disputeText(entry)}
          </p>
        ) : null}
        {role === 'transporter' && !disputed ? (
          <TransporterPaymentForm listingId={listingId} />
        ) : null}
        {role === 'shipper' && entry && !disputed ? (
          <ReasonDialog
            trigger="Disputar"
            title="Disputar el registro de cobro"
            description="Un administrador revisará tu reclamo; mientras tanto el registro queda en revisión."
            submitLabel="Enviar disputa"
            onSubmit={async (reason) => {
              await dispute.mutateAsync(reason);
              toast.success('Disputa enviada', { description: 'Un administrador la revisará.' });
            }}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
