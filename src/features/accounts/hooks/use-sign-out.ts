import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '@/auth';
import { paths } from '@/lib/paths';

/**
 * Ends the session: toast 'Sesión cerrada' and go to /, or toast 'Error'
 * and stay. A guarded page that sees the session end first also sends the person to /
 * (RequireRole reads `signedOut`), never to /signin.
 */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    // While the session can still delete this device's push subscription.
    const { forgetPushDevice } = await import('../settings/api/push');
    await forgetPushDevice();
    const { error } = await signOut();
    // The toasts and their Spanish auth messages load when needed: the home page's hero has
    // this hook, and a visitor who never signs out should not download them.
    const { toastAuthError, toastSuccess, toastTexts } = await import('../toasts');
    if (error) {
      toastAuthError('signOut', error);
      return;
    }
    toastSuccess(toastTexts.signOutSuccess);
    await navigate(paths.home);
  }, [signOut, navigate]);
}
