import { UserCheck, UserPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toastOutcome } from '@/lib/mutation-toast';
import { useAddToNetwork, useNetwork } from '../api/network';

/** 'Agregar a Mis transportistas', or 'En Mis transportistas' once he is there. */
export function AddToNetworkButton({ transporterId }: { transporterId: string }) {
  const network = useNetwork();
  const add = useAddToNetwork();
  if (network.isPending) return null;
  const inNetwork = network.data?.some(
    (transporter) => transporter.transporterId === transporterId,
  );
  if (inNetwork) {
    return (
      <span className="inline-flex items-center gap-1 text-sm text-emerald-800">
        <UserCheck aria-hidden="true" className="h-4 w-4" />
        En Mis transportistas
      </span>
    );
  }
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={add.isPending}
      onClick={() =>
        void toastOutcome(add.mutateAsync(transporterId), 'Agregado a Mis transportistas')
      }
    >
      <UserPlus aria-hidden="true" className="h-4 w-4" />
      Agregar a Mis transportistas
    </Button>
  );
}
