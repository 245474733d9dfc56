/** The account toasts, titles and messages word for word as the product defines them. */
import { toast } from '@/lib/toast';
import { authErrorMessage, type AuthErrorContext } from '@/lib/auth-errors';

export const toastTexts = {
  signUpSuccess: 'Registro exitoso',
  signUpSuccessMessage: 'Te has registrado correctamente. ¡Bienvenido a ConectaCargas!',
  signUpConfirmMessage:
    'Te has registrado correctamente. Revisa tu correo para confirmar tu cuenta.',
  signUpError: 'Error de registro',
  signInSuccess: 'Inicio de sesión exitoso',
  signInSuccessMessage: 'Has iniciado sesión correctamente.',
  signInError: 'Error de inicio de sesión',
  signOutSuccess: 'Sesión cerrada',
  error: 'Error',
  resetSent: 'Correo enviado',
  resetSentMessage: 'Se ha enviado un correo con instrucciones para restablecer tu contraseña.',
  passwordUpdated: 'Contraseña actualizada',
  passwordUpdatedMessage: 'Tu contraseña ha sido actualizada correctamente.',
  profileUpdated: 'Perfil actualizado',
  emailChangePending: 'Confirma el cambio desde tu correo actual y desde el nuevo',
} as const;

const errorTitles: Record<AuthErrorContext, string> = {
  signUp: toastTexts.signUpError,
  signIn: toastTexts.signInError,
  signOut: toastTexts.error,
  resetRequest: toastTexts.error,
  passwordUpdate: toastTexts.error,
  emailChange: toastTexts.error,
};

/** A destructive toast with the Spanish message for the error (or the action's fallback). */
export function toastAuthError(context: AuthErrorContext, error: unknown): void {
  toast.error(errorTitles[context], { description: authErrorMessage(error, context) });
}

export function toastSuccess(title: string, description?: string): void {
  toast.success(title, description ? { description } : undefined);
}

/**
 * Runs an auth call, then `onSuccess` with its result. The call fails either way, by returning
 * `{ error }` or by throwing (a network failure), and a later step may throw too: each is the
 * context's error toast, and nothing after it runs.
 */
export async function runAuthStep<TResult extends { error: unknown }>(
  context: AuthErrorContext,
  call: () => Promise<TResult>,
  onSuccess: (result: TResult) => Promise<void> | void,
): Promise<void> {
  try {
    const result = await call();
    if (result.error) {
      toastAuthError(context, result.error);
      return;
    }
    await onSuccess(result);
  } catch (error) {
    toastAuthError(context, error);
  }
}
