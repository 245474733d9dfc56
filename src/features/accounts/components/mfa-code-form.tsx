import { ServerForm } from '@/components/ui/server-form';
import { TextField } from '@/components/ui/text-field';
import { useZodForm } from '@/lib/forms';
import { mfaCodeSchema, type MfaCodeValues } from '../schemas/sign-in';

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
    <ServerForm
      form={form}
      onSubmit={onSubmit}
      submitLabel={submitLabel}
      pendingLabel="Verificando…"
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
    </ServerForm>
  );
}
