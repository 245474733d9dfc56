import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { submitHandler, useZodForm } from '@/lib/forms';
import { mfaCodeSchema, type MfaCodeValues } from '../schemas';

/** The six-digit code of an authenticator app. */
export function MfaCodeForm({
  submitLabel,
  onSubmit,
}: {
  submitLabel: string;
  onSubmit(values: MfaCodeValues): Promise<void>;
}) {
  const form = useZodForm(mfaCodeSchema, { code: '' });
  return (
    <form noValidate className="space-y-3" onSubmit={submitHandler(form.handleSubmit, onSubmit)}>
      <TextField
        form={form}
        name="code"
        label="Código de verificación"
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
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
