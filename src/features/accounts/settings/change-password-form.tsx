import { ServerForm } from '@/components/ui/server-form';
import { PasswordField } from '@/components/ui/text-field';
import { authErrorMessage } from '@/lib/auth-errors';
import { DataError } from '@/lib/data-errors';
import { useZodForm } from '@/lib/forms';
import { changePasswordSchema, type ChangePasswordValues } from './schemas';
import { changePassword } from './api/password';
import { toastSuccess, toastTexts } from '../toasts';

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
      throw new DataError(error, authErrorMessage(error, 'passwordUpdate'));
    }
    toastSuccess(toastTexts.passwordUpdated, toastTexts.passwordUpdatedMessage);
    onDone();
  }

  return (
    <ServerForm
      form={form}
      onSubmit={onSubmit}
      submitLabel="Actualizar contraseña"
      pendingLabel="Actualizando…"
    >
      <PasswordField
        form={form}
        name="currentPassword"
        label="Contraseña actual"
        autoComplete="current-password"
      />
      <PasswordField form={form} name="password" label="Nueva contraseña" />
      <PasswordField form={form} name="confirmPassword" label="Confirmar nueva contraseña" />
    </ServerForm>
  );
}
