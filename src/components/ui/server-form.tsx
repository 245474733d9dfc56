import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { submitSayingFailure } from '@/lib/forms';
import { FormError } from './form-error';
import { SubmitButton } from './submit-button';

export interface ServerFormProps<TInput extends FieldValues, TOutput extends FieldValues> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** Sends the values; what it throws is said in the form, above the button. */
  onSubmit: (values: TOutput) => Promise<unknown>;
  submitLabel: string;
  pendingLabel: string;
  /** Full width (the account cards) or as wide as its text (the default). */
  fullWidth?: boolean;
  className?: string;
  children: ReactNode;
}

/** A form whose submit a server may refuse: its fields, the refusal, then its submit button. */
export function ServerForm<TInput extends FieldValues, TOutput extends FieldValues>({
  form,
  onSubmit,
  submitLabel,
  pendingLabel,
  fullWidth = false,
  className = 'space-y-3',
  children,
}: ServerFormProps<TInput, TOutput>) {
  return (
    <form noValidate className={className} onSubmit={submitSayingFailure(form, onSubmit)}>
      {children}
      <FormError message={form.formState.errors.root?.message} />
      <SubmitButton
        pending={form.formState.isSubmitting}
        pendingLabel={pendingLabel}
        fullWidth={fullWidth}
      >
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
