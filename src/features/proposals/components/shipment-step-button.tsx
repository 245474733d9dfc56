import { toastOutcome } from '@/lib/mutation-toast';
import { Button } from '@/components/ui/button';
import { useAdvanceShipment } from '../api/transitions';
import { nextShipmentStep, type CargoStatus } from '../lifecycle';

/** The assigned transporter's next step: Iniciar Viaje, then Marcar Entregado. */
export function ShipmentStepButton({
  listingId,
  status,
}: {
  listingId: string;
  status: CargoStatus;
}) {
  const advance = useAdvanceShipment();
  const step = nextShipmentStep(status);
  if (!step) return null;
  return (
    <Button
      disabled={advance.isPending}
      aria-busy={advance.isPending || undefined}
      onClick={() =>
        void toastOutcome(
          advance.mutateAsync({ listingId, status: step.status }),
          'Estado actualizado',
        )
      }
    >
      {step.label}
    </Button>
  );
}
