import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { toastOutcome } from '@/lib/mutation-toast';
import { useStartTrip } from '../api/trip';

/** 'Iniciar Viaje': disabled, with the reasons beside it, until vehicle, driver and insurance are in. */
export function StartTripButton({
  listingId,
  blockers,
}: {
  listingId: string;
  blockers: string[];
}) {
  const reasonsId = useId();
  const start = useStartTrip(listingId);
  const ready = blockers.length === 0;
  return (
    <div className="space-y-2">
      <Button
        disabled={!ready || start.isPending}
        aria-describedby={ready ? undefined : reasonsId}
        aria-busy={start.isPending || undefined}
        onClick={() => void toastOutcome(start.mutateAsync(), 'Estado actualizado')}
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
