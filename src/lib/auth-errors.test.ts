import {
  AuthApiError,
  AuthRetryableFetchError,
  AuthSessionMissingError,
  AuthUnknownError,
  AuthWeakPasswordError,
} from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import {
  authErrorFallbacks,
  authErrorMessage,
  authErrorMessages,
  type AuthErrorContext,
} from './auth-errors';

const contexts: AuthErrorContext[] = [
  'signUp',
  'signIn',
  'signOut',
  'resetRequest',
  'passwordUpdate',
  'emailChange',
];

describe('authErrorFallbacks', () => {
  it('uses the fallback texts word for word', () => {
    expect(authErrorFallbacks).toEqual({
      signUp: 'Ha ocurrido un error durante el registro',
      signIn: 'Credenciales incorrectas',
      signOut: 'Error al cerrar sesión',
      resetRequest: 'Ocurrió un error al enviar el correo',
      passwordUpdate: 'Ocurrió un error al actualizar la contraseña',
      emailChange: 'Ocurrió un error al cambiar el correo electrónico',
    });
  });
});

describe('authErrorMessage', () => {
  it.each([
    ['invalid_credentials', 400, 'Credenciales incorrectas'],
    ['user_already_exists', 422, authErrorMessages.userExists],
    ['email_exists', 422, authErrorMessages.userExists],
    ['over_request_rate_limit', 429, authErrorMessages.rateLimit],
    ['over_email_send_rate_limit', 429, authErrorMessages.emailRateLimit],
    ['email_not_confirmed', 400, authErrorMessages.emailNotConfirmed],
    ['same_password', 422, authErrorMessages.samePassword],
    ['current_password_mismatch', 400, authErrorMessages.wrongCurrentPassword],
    ['current_password_required', 400, authErrorMessages.wrongCurrentPassword],
    ['mfa_verification_failed', 422, authErrorMessages.invalidMfaCode],
    ['mfa_challenge_expired', 422, authErrorMessages.invalidMfaCode],
    ['email_address_invalid', 400, authErrorMessages.invalidEmail],
    ['signup_disabled', 422, authErrorMessages.signupDisabled],
    ['user_banned', 400, authErrorMessages.userBanned],
  ])('maps the %s code (status %i) in every context', (code, status, message) => {
    for (const context of contexts) {
      expect(authErrorMessage(new AuthApiError('English text', status, code), context)).toBe(
        message,
      );
    }
  });

  it('explains each weak-password reason', () => {
    const error = new AuthWeakPasswordError('Password is weak', 422, [
      'length',
      'characters',
      'pwned',
    ]);
    expect(authErrorMessage(error, 'signUp')).toBe(
      'La contraseña es demasiado débil: es demasiado corta; debe combinar letras mayúsculas, minúsculas, números y símbolos; aparece en filtraciones de contraseñas conocidas; elige otra.',
    );
  });

  it('falls back to a generic weak-password text without known reasons', () => {
    expect(authErrorMessage(new AuthWeakPasswordError('weak', 422, []), 'passwordUpdate')).toBe(
      authErrorMessages.weakPassword,
    );
    expect(authErrorMessage({ code: 'weak_password', reasons: ['entropy'] }, 'signUp')).toBe(
      authErrorMessages.weakPassword,
    );
  });

  it('treats a bare 429 as a rate limit', () => {
    expect(authErrorMessage(new AuthApiError('Too many', 429, undefined), 'signIn')).toBe(
      authErrorMessages.rateLimit,
    );
  });

  it('reports a failed fetch as a network problem', () => {
    expect(authErrorMessage(new AuthRetryableFetchError('Failed to fetch', 0), 'signIn')).toBe(
      authErrorMessages.network,
    );
    expect(authErrorMessage(new TypeError('Failed to fetch'), 'signOut')).toBe(
      authErrorMessages.network,
    );
  });

  it.each([502, 503, 504, 522])('reports gateway status %i as a temporary outage', (status) => {
    expect(authErrorMessage(new AuthRetryableFetchError('Bad gateway', status), 'signUp')).toBe(
      authErrorMessages.unavailable,
    );
  });

  it('gives the fallback for a plain server error', () => {
    const error = new AuthRetryableFetchError('Database error saving new user', 500);
    expect(authErrorMessage(error, 'signUp')).toBe('Ha ocurrido un error durante el registro');
  });

  it('explains a missing recovery session when updating the password', () => {
    expect(authErrorMessage(new AuthSessionMissingError(), 'passwordUpdate')).toBe(
      authErrorMessages.recoveryExpired,
    );
    expect(authErrorMessage(new AuthSessionMissingError(), 'signOut')).toBe(
      'Error al cerrar sesión',
    );
  });

  it.each(contexts)('uses the fallback for unknown errors in %s', (context) => {
    const fallback = authErrorFallbacks[context];
    expect(
      authErrorMessage(new AuthApiError('Something odd', 400, 'unexpected_failure'), context),
    ).toBe(fallback);
    expect(authErrorMessage(new AuthUnknownError('boom', null), context)).toBe(fallback);
    expect(authErrorMessage(new Error('boom'), context)).toBe(fallback);
    expect(authErrorMessage('boom', context)).toBe(fallback);
    expect(authErrorMessage(null, context)).toBe(fallback);
  });
});
