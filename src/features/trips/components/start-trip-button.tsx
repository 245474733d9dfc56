import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DataError } from '@/lib/data-errors';
import { toastFailure } from '@/lib/mutation-toast';
import { toast } from '@/lib/toast';
import { useTripOutbox } from '../api/trip-outbox';

/**
 * 'Iniciar Viaje': disabled, with the reasons beside it, until vehicle, driver and insurance are
 * in. The start goes through the trip's outbox with the time it was tapped: without a network it
 * waits on the phone (the trip page then shows the trip under way, and what waits to be sent).
 */
export function StartTripButton({
  listingId,
  blockers,
}: {
  listingId: string;
  blockers: string[];
}) {
  const reasonsId = useId();
  const { outbox } = useTripOutbox(listingId);
  const [sending, setSending] = useState(false);
  const ready = blockers.length === 0;

  async function start() {
    setSending(true);
    try {
      const fate = await outbox.send({ kind: 'start', at: new Date().toISOString() });
      if (fate.sent) toast.success('Estado actualizado');
      else if (fate.refused !== undefined) toastFailure(new DataError(null, fate.refused));
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="space-y-2">
      <Button
        disabled={!ready || sending}
        aria-describedby={ready ? undefined : reasonsId}
        aria-busy={sending || undefined}
        onClick={() => void start()}
      >
        Iniciar Viaje
      </Button>
      {ready ? null : (
        <ul id={reasonsId} className="list-inside list-disc text-sm text-amber-800">
          {blockers.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
