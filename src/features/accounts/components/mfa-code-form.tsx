import { FormError } from '@/components/ui/form-error';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { sayFailureInForm, submitHandler, useZodForm } from '@/lib/forms';
import { mfaCodeSchema, type MfaCodeValues } from '../schemas';

/** The six-digit code of an authenticator app; a refusal `onSubmit` throws is said in the form. */
export function MfaCodeForm({
  submitLabel,
  onSubmit,
}: {
  submitLabel: string;
  onSubmit(values: MfaCodeValues): Promise<void>;
}) {
  const form = useZodForm(mfaCodeSchema, { code: '' });
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={submitHandler(form.handleSubmit, (values) =>
        sayFailureInForm(form.setError, () => onSubmit(values)),
      )}
    >
      <TextField
        form={form}
        name="code"
        label="Código de verificación"
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
      <FormError message={form.formState.errors.root?.message} />
      <SubmitButton
        pending={form.formState.isSubmitting}
        pendingLabel="Verificando…"
        fullWidth={false}
      >
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
