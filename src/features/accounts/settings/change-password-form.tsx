import { SubmitButton } from '@/components/ui/submit-button';
import { PasswordField } from '@/components/ui/text-field';
import { submitHandler, useZodForm } from '@/lib/forms';
import { changePasswordSchema, type ChangePasswordValues } from '../schemas';
import { changePassword } from './api/password';
import { toastAuthError, toastSuccess, toastTexts } from '../toasts';

/** Contraseña → Cambiar. */
export function ChangePasswordForm({ onDone }: { onDone(): void }) {
  const form = useZodForm(changePasswordSchema, {
    currentPassword: '',
    password: '',
    confirmPassword: '',
  });

  async function onSubmit({ currentPassword, password }: ChangePasswordValues) {
    try {
      await changePassword(currentPassword, password);
    } catch (error) {
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
