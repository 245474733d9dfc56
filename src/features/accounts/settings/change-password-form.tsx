import { SubmitButton } from '@/components/ui/submit-button';
import { PasswordField } from '@/components/ui/text-field';
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
      <PasswordField
        form={form}
        name="currentPassword"
        label="Contraseña actual"
        autoComplete="current-password"
      />
      <PasswordField form={form} name="password" label="Nueva contraseña" />
      <PasswordField form={form} name="confirmPassword" label="Confirmar nueva contraseña" />
      <SubmitButton
        pending={form.formState.isSubmitting}
        pendingLabel="Actualizando…"
        fullWidth={false}
      >
        Actualizar contraseña
      </SubmitButton>
    </form>
  );
}
