import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { dashboardPathForRole, useAuth, type SignUpInput } from '@/auth';
import { runAuthStep, toastSuccess, toastTexts } from '../toasts';

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
    (input: SignUpInput) =>
      runAuthStep(
        'signUp',
        () => signUp(input),
        async (result) => {
          if (result.needsEmailConfirmation) {
            toastSuccess(toastTexts.signUpSuccess, toastTexts.signUpConfirmMessage);
            setConfirmationEmail(input.email);
            return;
          }
          toastSuccess(toastTexts.signUpSuccess, toastTexts.signUpSuccessMessage);
          await navigate(dashboardPathForRole(result.role ?? input.data.role), { replace: true });
        },
      ),
    [signUp, navigate],
  );

  return { submit, confirmationEmail };
}
