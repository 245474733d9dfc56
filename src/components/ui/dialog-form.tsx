import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@/components/ui/dialog';
import { ServerForm, type ServerFormProps } from './server-form';

/** A dialog's form: its fields, the server's refusal, and its submit button in the footer. */
export function DialogForm<TInput extends FieldValues, TOutput extends FieldValues>(
  props: Omit<ServerFormProps<TInput, TOutput>, 'className' | 'Actions' | 'fullWidth'>,
) {
  return <ServerForm {...props} className="mt-4 space-y-4" Actions={DialogFooter} />;
}

/**
 * The dialog around a DialogForm, open for as long as it is mounted: its title, what it is about,
 * then the form (`children`). Escape, the X or a click outside call `onClose`, and the parent
 * unmounts it.
 */
export function FormDialog({
  title,
  description,
  onClose,
  children,
}: {
  title: string;
  description: ReactNode;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {children}
      </DialogContent>
    </Dialog>
  );
}
