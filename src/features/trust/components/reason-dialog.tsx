import { useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/dialog-form';
import { TextField } from '@/components/ui/text-field';
import { useZodForm } from '@/lib/forms';
import { reasonSchema, type ReasonFormValues, type ReasonInput } from '../schemas';

function ReasonForm({
  submitLabel,
  onSubmit,
}: {
  submitLabel: string;
  onSubmit: (reason: string) => Promise<void>;
}) {
  const form = useZodForm<ReasonFormValues, ReasonInput>(reasonSchema, { reason: '' });
  return (
    <DialogForm
      form={form}
      onSubmit={({ reason }) => onSubmit(reason)}
      submitLabel={submitLabel}
      pendingLabel="Enviando…"
    >
      <TextField form={form} name="reason" label="Motivo" required multiline rows={4} />
    </DialogForm>
  );
}

/** A button that asks for a reason in a dialog (cancelling an assignment, disputing a payment). */
export function ReasonDialog({
  trigger,
  title,
  description,
  submitLabel,
  variant = 'outline',
  onSubmit,
}: {
  trigger: string;
  title: string;
  description: string;
  submitLabel: string;
  variant?: ButtonProps['variant'];
  /** Sends the reason; what it throws is said in the form. */
  onSubmit: (reason: string) => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant={variant} size="sm" onClick={() => setOpen(true)}>
        {trigger}
      </Button>
      {open ? (
        <DialogContent>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
          <ReasonForm
            submitLabel={submitLabel}
            onSubmit={async (reason) => {
              await onSubmit(reason);
              setOpen(false);
            }}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
