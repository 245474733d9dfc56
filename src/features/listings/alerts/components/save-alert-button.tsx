import { BellPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/dialog-form';
import { TextField } from '@/components/ui/text-field';
import { useZodForm } from '@/lib/forms';
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
  const form = useZodForm<AlertNameValues, AlertNameInput>(alertNameSchema, {
    name: suggestedAlertName(criteria),
  });

  async function submit({ name }: AlertNameInput) {
    await createAlert.mutateAsync({ name, criteria });
    toast.success(ALERT_SAVED, {
      description: 'Te avisaremos cuando se publique una carga que coincida.',
    });
    onDone();
  }

  return (
    <DialogForm
      form={form}
      onSubmit={submit}
      submitLabel="Guardar alerta"
      pendingLabel="Guardando…"
    >
      <TextField
        form={form}
        name="name"
        label="Nombre de la alerta"
        required
        maxLength={ALERT_NAME_MAX}
        autoComplete="off"
      />
    </DialogForm>
  );
}

/**
 * 'Guardar alerta': saves the browser's current search and filters under a name; each listing
 * published later that matches them notifies the transporter.
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
