import { PasswordField } from '@/components/ui/text-field';
import { resetPasswordSchema, type ResetPasswordValues } from '../schemas';
import { submitHandler, useZodForm } from '@/lib/forms';
import { SubmitButton } from '@/components/ui/submit-button';

export interface ResetPasswordFormProps {
  onSubmit(values: ResetPasswordValues): Promise<void>;
}

export function ResetPasswordForm({ onSubmit }: ResetPasswordFormProps) {
  const form = useZodForm(resetPasswordSchema, { password: '', confirmPassword: '' });

  return (
    <form noValidate className="space-y-4" onSubmit={submitHandler(form.handleSubmit, onSubmit)}>
      <PasswordField
        form={form}
        name="password"
        label="Nueva Contraseña"
        hint="Al menos 6 caracteres."
      />
      <PasswordField form={form} name="confirmPassword" label="Confirmar Contraseña" />
      <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Actualizando…">
        Actualizar Contraseña
      </SubmitButton>
    </form>
  );
}
