import { PasswordField } from '@/components/ui/text-field';
import { resetPasswordSchema, type ResetPasswordValues } from '../schemas/sign-in';
import { useZodForm } from '@/lib/forms';
import { ServerForm } from '@/components/ui/server-form';

export interface ResetPasswordFormProps {
  onSubmit(values: ResetPasswordValues): Promise<void>;
}

export function ResetPasswordForm({ onSubmit }: ResetPasswordFormProps) {
  const form = useZodForm(resetPasswordSchema, { password: '', confirmPassword: '' });

  return (
    <ServerForm
      form={form}
      onSubmit={onSubmit}
      submitLabel="Actualizar Contraseña"
      pendingLabel="Actualizando…"
      fullWidth
      className="space-y-4"
    >
      <PasswordField
        form={form}
        name="password"
        label="Nueva Contraseña"
        hint="Al menos 6 caracteres."
      />
      <PasswordField form={form} name="confirmPassword" label="Confirmar Contraseña" />
    </ServerForm>
  );
}
