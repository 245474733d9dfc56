import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { dashboardPathForRole, useAuth, type SignUpInput } from '@/auth';
import { toastAuthError, toastSuccess, toastTexts } from '../toasts';

export interface SignUpFlow {
  submit(input: SignUpInput): Promise<void>;
  /** Set when the backend wants the e-mail confirmed before the first sign-in. */
  confirmationEmail: string | null;
}

/**
 * Runs a sign-up: error → 'Error de registro'; success → 'Registro exitoso' and the
 * role's dashboard, or the "check your e-mail" state when there is no session yet.
 */
export function useSignUpFlow(): SignUpFlow {
  const { signUp } = useAuth();
  const navigate = useNavigate();
  const [confirmationEmail, setConfirmationEmail] = useState<string | null>(null);

  const submit = useCallback(
    async (input: SignUpInput) => {
      try {
        const result = await signUp(input);
        if (result.error) {
          toastAuthError('signUp', result.error);
          return;
        }
        if (result.needsEmailConfirmation) {
          toastSuccess(toastTexts.signUpSuccess, toastTexts.signUpConfirmMessage);
          setConfirmationEmail(input.email);
          return;
        }
        toastSuccess(toastTexts.signUpSuccess, toastTexts.signUpSuccessMessage);
        await navigate(dashboardPathForRole(result.role ?? input.data.role), { replace: true });
      } catch (error) {
        toastAuthError('signUp', error);
      }
    },
    [signUp, navigate],
  );

  return { submit, confirmationEmail };
}
