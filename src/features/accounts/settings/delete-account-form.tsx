import { useNavigate } from 'react-router-dom';
import { useAuth } from '@/auth';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/data-errors';
import { submitHandler, useZodForm } from '@/lib/forms';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { DELETE_CONFIRMATION_WORD, deleteAccountSchema } from '../schemas';
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
    try {
      await deleteMyAccount();
    } catch (error) {
      setError('root', { message: errorMessage(error) });
      return;
    }
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
      {errors.root?.message ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {errors.root.message}
        </p>
      ) : null}
      <SubmitButton pending={isSubmitting} pendingLabel="Eliminando…" fullWidth={false}>
        Eliminar definitivamente
      </SubmitButton>
    </form>
  );
}
