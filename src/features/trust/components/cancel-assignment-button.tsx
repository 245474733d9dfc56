import { toastFailure } from '@/lib/mutation-toast';
import { toast } from '@/lib/toast';
import { useCancelAssignment } from '../api/payments';
import { ReasonDialog } from './reason-dialog';

/**
 * 'Cancelar asignación': the assigned carrier gives the load back before pickup, with a reason the
 * shipper reads. It counts in his reputation, so the dialog says so.
 */
export function CancelAssignmentButton({
  listingId,
  onCancelled,
}: {
  listingId: string;
  /** What else ends with the assignment (its protected payment's reservation). */
  onCancelled?: () => Promise<void>;
}) {
  const cancel = useCancelAssignment(listingId);
  return (
    <ReasonDialog
      trigger="Cancelar asignación"
      title="Cancelar asignación"
      description="La carga vuelve a publicarse y el dador recibe tu motivo. Las cancelaciones se muestran en tu historial."
      submitLabel="Cancelar asignación"
      onSubmit={async (reason) => {
        await cancel.mutateAsync(reason);
        await onCancelled?.().catch(toastFailure);
        toast.success('Asignación cancelada', {
          description: 'La carga volvió a estar publicada.',
        });
      }}
    />
  );
}
