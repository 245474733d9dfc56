import { Scale } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { ListingLink } from '@/components/ui/listing-link';
import { TextField } from '@/components/ui/text-field';
import {
  usePaymentDisputes,
  useResolvePaymentDispute,
  type PaymentDispute,
} from '@/features/trust';
import { formatDate, formatDateTime } from '@/lib/format';
import { submitSayingFailure, useZodForm } from '@/lib/forms';
import { toast } from '@/lib/toast';
import {
  MAX_DISPUTE_NOTE,
  resolveDisputeSchema,
  type ResolveDisputeInput,
  type ResolveDisputeValues,
} from '../schemas';
import { AdminList } from './admin-page';

/**
 * The note and the two decisions. Each button submits the form and says whom the resolution
 * favours; a refusal is said in the form, above the buttons.
 */
function ResolveDisputeForm({ listingId }: { listingId: string }) {
  const resolve = useResolvePaymentDispute();
  const form = useZodForm<ResolveDisputeValues, ResolveDisputeInput>(resolveDisputeSchema, {
    note: '',
    uphold: true,
  });
  const pending = form.formState.isSubmitting;
  const decideOnSubmit = (uphold: boolean) => () => form.setValue('uphold', uphold);
  return (
    <form
      noValidate
      className="space-y-2"
      onSubmit={submitSayingFailure(form, async ({ note, uphold }) => {
        await resolve.mutateAsync({ listingId, uphold, note });
        toast.success('Disputa resuelta');
      })}
    >
      <TextField
        form={form}
        name="note"
        label="Nota de la resolución"
        required
        multiline
        rows={2}
        maxLength={MAX_DISPUTE_NOTE}
      />
      <FormError message={form.formState.errors.root?.message} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={pending} onClick={decideOnSubmit(true)}>
          A favor del dador
        </Button>
        <Button
          type="submit"
          size="sm"
          variant="outline"
          disabled={pending}
          onClick={decideOnSubmit(false)}
        >
          A favor del transportista
        </Button>
      </div>
    </form>
  );
}

function DisputeItem({ dispute }: { dispute: PaymentDispute }) {
  return (
    <Card className="space-y-2 p-4" data-testid="payment-dispute">
      <p className="font-semibold text-slate-900">
        Cobro · <ListingLink id={dispute.id} title={dispute.title} tone="row" />
      </p>
      <p className="text-sm text-slate-600">
        {dispute.transporterName} registró{' '}
        {dispute.status === 'paid' && dispute.paidOn
          ? `«Cobrado» el ${formatDate(dispute.paidOn)}`
          : '«No cobrado»'}{' '}
        (conformidad del {formatDate(dispute.conformedOn)}); {dispute.shipperName} lo disputó el{' '}
        {dispute.disputedAt ? formatDateTime(dispute.disputedAt) : ''}.
      </p>
      <p className="whitespace-pre-line break-words text-sm text-slate-700">{dispute.reason}</p>
      <ResolveDisputeForm listingId={dispute.id} />
    </Card>
  );
}

/**
 * 'Disputas de cobro', in 'Incidencias': a shipper says a transporter's 'Cobrado'/'No cobrado' is
 * wrong. Upheld, the entry leaves the shipper's days to pay; rejected, it stays.
 */
export function PaymentDisputes() {
  const query = usePaymentDisputes();
  return (
    <div className="space-y-3">
      <h3 className="text-base font-semibold text-slate-900">Disputas de cobro</h3>
      <AdminList
        query={query}
        label="Disputas de cobro"
        loadingLabel="Cargando las disputas de cobro…"
        errorTitle="No se pudieron cargar las disputas de cobro"
        emptyIcon={Scale}
        emptyTitle="No hay disputas de cobro abiertas"
        renderItem={(dispute) => <DisputeItem dispute={dispute} />}
      />
    </div>
  );
}
