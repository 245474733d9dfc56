import { Fragment, type ComponentType, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { submitSayingFailure } from '@/lib/forms';
import { FormError } from './form-error';
import { SubmitButton, SubmitWithCancel } from './submit-button';

export interface ServerFormProps<TInput extends FieldValues, TOutput extends FieldValues> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** Sends the values; what it throws is said in the form, above the button. */
  onSubmit: (values: TOutput) => Promise<unknown>;
  submitLabel: string;
  pendingLabel: string;
  /** Full width (the account cards) or as wide as its text (the default). */
  fullWidth?: boolean;
  className?: string;
  /** The id of the heading that names the form, for screen readers. */
  labelledBy?: string;
  /** What the submit button sits in (a dialog's footer); nothing by default. */
  Actions?: ComponentType<{ children: ReactNode }>;
  /** A 'Cancelar' button beside the submit (an edit that can be left), when given. */
  onCancel?: () => void;
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
  labelledBy,
  Actions = Fragment,
  onCancel,
  children,
}: ServerFormProps<TInput, TOutput>) {
  const pending = form.formState.isSubmitting;
  return (
    <form
      noValidate
      aria-labelledby={labelledBy}
      className={className}
      onSubmit={submitSayingFailure(form, onSubmit)}
    >
      {children}
      <FormError message={form.formState.errors.root?.message} />
      <Actions>
        {onCancel ? (
          <SubmitWithCancel pending={pending} pendingLabel={pendingLabel} onCancel={onCancel}>
            {submitLabel}
          </SubmitWithCancel>
        ) : (
          <SubmitButton pending={pending} pendingLabel={pendingLabel} fullWidth={fullWidth}>
            {submitLabel}
          </SubmitButton>
        )}
      </Actions>
    </form>
  );
}
