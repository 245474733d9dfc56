import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { submitHandler, useZodForm } from '@/lib/forms';
import { supabase } from '@/lib/supabase';
import { changePasswordSchema, type ChangePasswordValues } from '../schemas';
import { toastAuthError, toastSuccess, toastTexts } from '../toasts';

/** Contraseña → Cambiar. Auth verifies the current password before it sets the new one. */
export function ChangePasswordForm({ onDone }: { onDone(): void }) {
  const form = useZodForm(changePasswordSchema, {
    currentPassword: '',
    password: '',
    confirmPassword: '',
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  async function onSubmit({ currentPassword, password }: ChangePasswordValues) {
    const { error } = await supabase.auth.updateUser({
      password,
      current_password: currentPassword,
    });
    if (error) {
      toastAuthError('passwordUpdate', error);
      return;
    }
    toastSuccess(toastTexts.passwordUpdated, toastTexts.passwordUpdatedMessage);
    onDone();
  }

  return (
    <form noValidate className="space-y-3" onSubmit={submitHandler(form.handleSubmit, onSubmit)}>
      <FormField label="Contraseña actual" required error={errors.currentPassword?.message}>
        <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
      </FormField>
      <FormField label="Nueva contraseña" required error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </FormField>
      <FormField
        label="Confirmar nueva contraseña"
        required
        error={errors.confirmPassword?.message}
      >
        <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
      <SubmitButton pending={isSubmitting} pendingLabel="Actualizando…" fullWidth={false}>
        Actualizar contraseña
      </SubmitButton>
    </form>
  );
}
