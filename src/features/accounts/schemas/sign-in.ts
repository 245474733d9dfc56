/**
 * Signing in: the sign-in form, the second factor's code, and a forgotten password.
 */
import { z } from 'zod';
import { email, messages, password, withPasswordConfirmation } from './fields';

export const signInSchema = z.object({
  email,
  password: password(6, messages.signInPassword),
  rememberMe: z.boolean(),
});
export type SignInValues = z.infer<typeof signInSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = withPasswordConfirmation(
  z.object({
    password: password(6, messages.signInPassword),
    confirmPassword: z.string(),
  }),
);
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

/** A TOTP code from the authenticator app. */
export const mfaCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[0-9]{6}$/, messages.mfaCode),
});
export type MfaCodeValues = z.infer<typeof mfaCodeSchema>;
