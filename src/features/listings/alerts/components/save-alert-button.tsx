import { BellPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@/components/ui/dialog';
import { SubmitButton } from '@/components/ui/submit-button';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/data-errors';
import { submitHandler, useZodForm } from '@/lib/forms';
import { toast } from '@/lib/toast';
import { useCreateAlert } from '../api/alerts';
import { describeCriteria, suggestedAlertName, type AlertCriteria } from '../criteria';
import {
  ALERT_NAME_MAX,
  alertNameSchema,
  type AlertNameInput,
  type AlertNameValues,
} from '../schemas';

export const ALERT_SAVED = 'Alerta guardada';

function SaveAlertForm({ criteria, onDone }: { criteria: AlertCriteria; onDone: () => void }) {
  const createAlert = useCreateAlert();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useZodForm<AlertNameValues, AlertNameInput>(alertNameSchema, {
    name: suggestedAlertName(criteria),
  });

  async function submit({ name }: AlertNameInput) {
    setServerError(null);
    try {
      await createAlert.mutateAsync({ name, criteria });
      toast.success(ALERT_SAVED, {
        description: 'Te avisaremos cuando se publique una carga que coincida.',
      });
      onDone();
    } catch (error) {
      // The name stays in the form; the reason is said in it.
      setServerError(errorMessage(error));
    }
  }

  return (
    <form noValidate onSubmit={submitHandler(form.handleSubmit, submit)} className="mt-4 space-y-4">
      <TextField
        form={form}
        name="name"
        label="Nombre de la alerta"
        required
        maxLength={ALERT_NAME_MAX}
        autoComplete="off"
      />
      <FormError message={serverError} />
      <DialogFooter>
        <SubmitButton
          pending={form.formState.isSubmitting}
          pendingLabel="Guardando…"
          fullWidth={false}
        >
          Guardar alerta
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}

/**
 * 'Guardar alerta': saves the browser's current search and filters under a name; each listing
 * published later that matches them notifies the carrier.
 */
export function SaveAlertButton({ criteria }: { criteria: AlertCriteria }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <BellPlus aria-hidden="true" className="h-4 w-4" />
        Guardar alerta
      </Button>
      <DialogContent>
        <DialogTitle>Guardar alerta</DialogTitle>
        <DialogDescription>
          Te avisaremos cuando se publique una carga con: {describeCriteria(criteria).join(' · ')}.
        </DialogDescription>
        <SaveAlertForm criteria={criteria} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
