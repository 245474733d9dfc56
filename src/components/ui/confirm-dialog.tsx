import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
  DialogFooter,
} from '@/components/ui/dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  confirmVariant?: ButtonProps['variant'];
  pending: boolean;
  /** Runs the action; the caller closes the dialog when it is done. */
  onConfirm: () => void;
}

/** A question that needs an explicit answer before an action that cannot be undone. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  confirmVariant = 'default',
  pending,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        {description ? <AlertDialogDescription>{description}</AlertDialogDescription> : null}
        <DialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="outline" disabled={pending}>
              Cancelar
            </Button>
          </AlertDialogCancel>
          <Button
            variant={confirmVariant}
            disabled={pending}
            aria-busy={pending || undefined}
            onClick={onConfirm}
          >
            {pending ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : null}
            {confirmLabel}
          </Button>
        </DialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

export interface ConfirmTargetDialogProps<T> extends Omit<
  ConfirmDialogProps,
  'open' | 'onOpenChange' | 'description' | 'onConfirm'
> {
  /** What the question is about; the dialog is open while it is not null. */
  target: T | null;
  /** Clears the target (Cancelar, Escape, or the caller when the action settles). */
  onClose: () => void;
  describe: (target: T) => ReactNode;
  onConfirm: (target: T) => void;
}

/** ConfirmDialog about one item of a list: the item picked is the dialog's open state. */
export function ConfirmTargetDialog<T>({
  target,
  onClose,
  describe,
  onConfirm,
  ...dialog
}: ConfirmTargetDialogProps<T>) {
  return (
    <ConfirmDialog
      {...dialog}
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      description={target === null ? undefined : describe(target)}
      onConfirm={() => {
        if (target !== null) onConfirm(target);
      }}
    />
  );
}
