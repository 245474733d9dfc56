/**
 * Turns Supabase Auth (GoTrue) errors into the Spanish messages people read in toasts. Codes a
 * person can meet get a clear message; anything else gets the fallback message of the action.
 */

export type AuthErrorContext =
  'signUp' | 'signIn' | 'signOut' | 'resetRequest' | 'passwordUpdate' | 'emailChange';

/** The fallback message of each action, word for word. */
export const authErrorFallbacks: Record<AuthErrorContext, string> = {
  signUp: 'Ha ocurrido un error durante el registro',
  signIn: 'Credenciales incorrectas',
  signOut: 'Error al cerrar sesión',
  resetRequest: 'Ocurrió un error al enviar el correo',
  passwordUpdate: 'Ocurrió un error al actualizar la contraseña',
  emailChange: 'Ocurrió un error al cambiar el correo electrónico',
};

export const authErrorMessages = {
  invalidCredentials: 'Credenciales incorrectas',
  userExists: 'Ya existe una cuenta registrada con este correo electrónico.',
  weakPassword: 'La contraseña es demasiado débil.',
  rateLimit: 'Demasiados intentos. Espera unos minutos e intenta de nuevo.',
  emailRateLimit: 'Se enviaron demasiados correos. Espera unos minutos e intenta de nuevo.',
  emailNotConfirmed:
    'Debes confirmar tu correo electrónico antes de iniciar sesión. Revisa tu bandeja de entrada.',
  samePassword: 'La nueva contraseña debe ser distinta de la actual.',
  wrongCurrentPassword: 'La contraseña actual no es correcta.',
  invalidMfaCode: 'El código no es válido o ya expiró. Prueba con el código actual.',
  network: 'No se pudo conectar con el servidor. Revisa tu conexión a internet e intenta de nuevo.',
  unavailable: 'El servicio no está disponible en este momento. Intenta de nuevo en unos minutos.',
  invalidEmail: 'Correo electrónico inválido',
  signupDisabled: 'El registro de nuevas cuentas está deshabilitado en este momento.',
  userBanned: 'Tu cuenta está suspendida. Contacta con soporte.',
  recoveryExpired:
    'El enlace para restablecer la contraseña expiró o no es válido. Solicita uno nuevo.',
} as const;

/** Why GoTrue found a password weak (AuthWeakPasswordError.reasons). */
const weakPasswordReasons: Record<string, string> = {
  length: 'es demasiado corta',
  characters: 'debe combinar letras mayúsculas, minúsculas, números y símbolos',
  pwned: 'aparece en filtraciones de contraseñas conocidas; elige otra',
};

const gatewayStatuses = new Set([502, 503, 504]);

interface ErrorShape {
  name?: string;
  code?: string;
  status?: number;
  reasons: string[];
}

function readShape(error: unknown): ErrorShape {
  if (typeof error !== 'object' || error === null) return { reasons: [] };
  const record = error as Record<string, unknown>;
  const reasons = Array.isArray(record.reasons)
    ? record.reasons.filter((r): r is string => typeof r === 'string')
    : [];
  return {
    name: typeof record.name === 'string' ? record.name : undefined,
    code: typeof record.code === 'string' ? record.code : undefined,
    status: typeof record.status === 'number' ? record.status : undefined,
    reasons,
  };
}

function weakPasswordMessage(reasons: string[]): string {
  const explained = reasons.map((r) => weakPasswordReasons[r]).filter(Boolean);
  if (explained.length === 0) return authErrorMessages.weakPassword;
  return `La contraseña es demasiado débil: ${explained.join('; ')}.`;
}

/** The Spanish message for an auth error met during `context`. */
export function authErrorMessage(error: unknown, context: AuthErrorContext): string {
  const { name, code, status, reasons } = readShape(error);

  switch (code) {
    case 'invalid_credentials':
      return authErrorMessages.invalidCredentials;
    case 'user_already_exists':
    case 'email_exists':
      return authErrorMessages.userExists;
    case 'weak_password':
      return weakPasswordMessage(reasons);
    case 'over_request_rate_limit':
      return authErrorMessages.rateLimit;
    case 'over_email_send_rate_limit':
      return authErrorMessages.emailRateLimit;
    case 'email_not_confirmed':
      return authErrorMessages.emailNotConfirmed;
    case 'same_password':
      return authErrorMessages.samePassword;
    case 'current_password_mismatch':
    case 'current_password_required':
      return authErrorMessages.wrongCurrentPassword;
    case 'mfa_verification_failed':
    case 'mfa_challenge_expired':
      return authErrorMessages.invalidMfaCode;
    case 'email_address_invalid':
      return authErrorMessages.invalidEmail;
    case 'signup_disabled':
      return authErrorMessages.signupDisabled;
    case 'user_banned':
      return authErrorMessages.userBanned;
  }

  if (name === 'AuthWeakPasswordError') return weakPasswordMessage(reasons);
  if (status === 429) return authErrorMessages.rateLimit;
  // supabase-js reports a failed fetch as AuthRetryableFetchError with status 0.
  if (status === 0) return authErrorMessages.network;
  if (error instanceof TypeError && /fetch/i.test(error.message)) return authErrorMessages.network;
  // Gateway errors are temporary; a plain 500 is an unknown server error and gets the fallback.
  if (status !== undefined && (gatewayStatuses.has(status) || (status >= 520 && status <= 530))) {
    return authErrorMessages.unavailable;
  }
  if (
    context === 'passwordUpdate' &&
    (name === 'AuthSessionMissingError' ||
      code === 'session_not_found' ||
      code === 'session_expired' ||
      code === 'bad_jwt')
  ) {
    return authErrorMessages.recoveryExpired;
  }
  return authErrorFallbacks[context];
}
