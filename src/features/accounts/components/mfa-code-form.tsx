import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
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
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <form noValidate className="space-y-3" onSubmit={submitHandler(form.handleSubmit, onSubmit)}>
      <FormField label="Código de verificación" required error={errors.code?.message}>
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...register('code')}
        />
      </FormField>
      <SubmitButton pending={isSubmitting} pendingLabel="Verificando…" fullWidth={false}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
