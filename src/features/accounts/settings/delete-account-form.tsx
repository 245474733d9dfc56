import { useNavigate } from 'react-router-dom';
import { useAuth } from '@/auth';
import { SubmitButton } from '@/components/ui/submit-button';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { sayFailureInForm, submitHandler, useZodForm } from '@/lib/forms';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { DELETE_CONFIRMATION_WORD, deleteAccountSchema } from './schemas';
import { deleteMyAccount } from './api/settings';

/** Eliminar Cuenta → Eliminar: typed confirmation, then the RPC; the refusal stays on screen. */
export function DeleteAccountForm() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const form = useZodForm(deleteAccountSchema, { confirmation: '' });
  const {
    setError,
    formState: { errors, isSubmitting },
  } = form;

  async function onSubmit() {
    if (!(await sayFailureInForm(setError, () => deleteMyAccount()))) return;
    // The server ended every session with the account: only this browser's copy is left.
    await signOut({ scope: 'local' });
    toast.success('Cuenta eliminada');
    void navigate(paths.home);
  }

  return (
    <form noValidate className="space-y-3" onSubmit={submitHandler(form.handleSubmit, onSubmit)}>
      <p className="text-sm text-slate-700">
        Se borrarán tu cuenta y todos tus datos. Esta acción no se puede deshacer.
      </p>
      <TextField
        form={form}
        name="confirmation"
        label={`Escribe ${DELETE_CONFIRMATION_WORD} para confirmar`}
        required
        autoComplete="off"
      />
      <FormError message={errors.root?.message} />
      <SubmitButton pending={isSubmitting} pendingLabel="Eliminando…" fullWidth={false}>
        Eliminar definitivamente
      </SubmitButton>
    </form>
  );
}
