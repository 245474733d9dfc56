import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '@/auth';
import { paths } from '@/lib/paths';
import { toastAuthError, toastSuccess, toastTexts } from '../toasts';

/**
 * Ends the session (SPEC §7 "Sign-out") and goes to /: toast 'Sesión cerrada', or 'Error'.
 * It leaves for / before the session ends: the router applies navigations as transitions, so
 * going afterwards would let a guarded page see the signed-out state first and send the person
 * to /signin instead.
 */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    await navigate(paths.home);
    const { error } = await signOut();
    if (error) toastAuthError('signOut', error);
    else toastSuccess(toastTexts.signOutSuccess);
  }, [signOut, navigate]);
}
