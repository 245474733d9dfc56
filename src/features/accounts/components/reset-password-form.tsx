import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { resetPasswordSchema, type ResetPasswordValues } from '../schemas';
import { submitHandler, useZodForm } from '@/lib/forms';
import { SubmitButton } from '@/components/ui/submit-button';

export interface ResetPasswordFormProps {
  onSubmit(values: ResetPasswordValues): Promise<void>;
}

export function ResetPasswordForm({ onSubmit }: ResetPasswordFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(resetPasswordSchema, { password: '', confirmPassword: '' });

  return (
    <form noValidate className="space-y-4" onSubmit={submitHandler(handleSubmit, onSubmit)}>
      <FormField
        label="Nueva Contraseña"
        required
        error={errors.password?.message}
        hint="Al menos 6 caracteres."
      >
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </FormField>
      <FormField label="Confirmar Contraseña" required error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
      <SubmitButton pending={isSubmitting} pendingLabel="Actualizando…">
        Actualizar Contraseña
      </SubmitButton>
    </form>
  );
}
