import { DialogForm, FormDialog } from '@/components/ui/dialog-form';
import { TextField } from '@/components/ui/text-field';
import { localCalendarDate } from '@/lib/calendar-date';
import { useZodForm } from '@/lib/forms';
import { toast } from '@/lib/toast';
import { useRepublishListing } from '../api/republish-listing';
import { republishFormSchema, type RepublishFormValues, type RepublishInput } from '../schemas';
import type { Listing } from '../types';

function RepublishForm({
  listing,
  onClose,
}: {
  listing: Pick<Listing, 'id'>;
  onClose: () => void;
}) {
  const today = localCalendarDate();
  const republish = useRepublishListing(listing.id);
  const form = useZodForm<RepublishFormValues, RepublishInput>(republishFormSchema(today), {
    pickupDate: '',
    deliveryDate: '',
  });

  // On failure the dates stay, and DialogForm says the reason in the form.
  async function submit(input: RepublishInput) {
    await republish.mutateAsync(input);
    toast.success('Carga republicada');
    onClose();
  }

  return (
    <DialogForm form={form} onSubmit={submit} submitLabel="Republicar" pendingLabel="Guardando…">
      <TextField
        form={form}
        name="pickupDate"
        label="Fecha de recogida"
        required
        type="date"
        min={today}
      />
      <TextField form={form} name="deliveryDate" label="Fecha de entrega" required type="date" />
    </DialogForm>
  );
}

/** 'Republicar': new dates for an expired listing, which is then on offer again. */
export function RepublishDialog({
  listing,
  onClose,
}: {
  listing: Pick<Listing, 'id' | 'title'>;
  onClose: () => void;
}) {
  return (
    <FormDialog
      title="Republicar"
      description={`${listing.title}: elige las nuevas fechas para volver a publicar la carga.`}
      onClose={onClose}
    >
      <RepublishForm listing={listing} onClose={onClose} />
    </FormDialog>
  );
}
