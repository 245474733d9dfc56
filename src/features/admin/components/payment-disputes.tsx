import { Scale } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ListingLink } from '@/components/ui/listing-link';
import {
  usePaymentDisputes,
  useResolvePaymentDispute,
  type PaymentDispute,
} from '@/features/trust';
import { formatDate, formatDateTime } from '@/lib/format';
import { toastOutcome } from '@/lib/mutation-toast';
import { AdminList } from './admin-page';

function DisputeItem({ dispute }: { dispute: PaymentDispute }) {
  const resolve = useResolvePaymentDispute();
  const [note, setNote] = useState('');
  const noteId = useId();
  const blank = note.trim() === '';
  const decide = (uphold: boolean) =>
    void toastOutcome(
      resolve.mutateAsync({ listingId: dispute.id, uphold, note: note.trim() }),
      'Disputa resuelta',
    );
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
      <label htmlFor={noteId} className="text-sm font-medium text-slate-700">
        Nota de la resolución
      </label>
      <textarea
        id={noteId}
        value={note}
        maxLength={500}
        rows={2}
        onChange={(event) => setNote(event.target.value)}
        className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
      />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={blank || resolve.isPending} onClick={() => decide(true)}>
          A favor del dador
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={blank || resolve.isPending}
          onClick={() => decide(false)}
        >
          A favor del transportista
        </Button>
      </div>
    </Card>
  );
}

/**
 * 'Disputas de cobro', in 'Incidencias': a shipper says a carrier's 'Cobrado'/'No cobrado' is
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
