import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { DialogFooter } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { SubmitButton } from '@/components/ui/submit-button';
import { submitHandler } from '@/lib/forms';

export interface DialogFormProps<TInput extends FieldValues, TOutput> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  onValid: (values: TOutput) => Promise<void>;
  submitLabel: string;
  pendingLabel: string;
  /** The fields. */
  children: ReactNode;
}

/** A dialog's form: its fields, the server's refusal (the form's root error), and its submit button. */
export function DialogForm<TInput extends FieldValues, TOutput>({
  form,
  onValid,
  submitLabel,
  pendingLabel,
  children,
}: DialogFormProps<TInput, TOutput>) {
  return (
    <form
      noValidate
      onSubmit={submitHandler(form.handleSubmit, onValid)}
      className="mt-4 space-y-4"
    >
      {children}
      <FormError message={form.formState.errors.root?.message} />
      <DialogFooter>
        <SubmitButton
          pending={form.formState.isSubmitting}
          pendingLabel={pendingLabel}
          fullWidth={false}
        >
          {submitLabel}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}
