import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/data-errors';
import { toast } from '@/lib/toast';
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
        advance.mutate(
          { listingId, status: step.status },
          {
            onSuccess: () => toast.success('Estado actualizado'),
            onError: (error) => toast.error('Error', { description: errorMessage(error) }),
          },
        )
      }
    >
      {step.label}
    </Button>
  );
}
