import { unwrap } from '@/lib/query-result';
import { supabase } from '@/lib/supabase';

/** Whether this session still owes its second factor: the account has one, the session is aal1. */
export async function needsSecondFactor(): Promise<boolean> {
  const data = unwrap(await supabase.auth.mfa.getAuthenticatorAssuranceLevel(), (error) => error);
  return data.nextLevel === 'aal2' && data.currentLevel !== 'aal2';
}

/** Verifies a code against the account's verified TOTP factor, raising the session to aal2. */
export async function verifySignInCode(code: string): Promise<void> {
  const data = unwrap(await supabase.auth.mfa.listFactors(), (error) => error);
  const factor = data.totp[0];
  if (!factor) throw new Error('No hay un factor verificado');
  const verified = await supabase.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
  if (verified.error) throw verified.error;
}

export const mfaKeys = {
  verifiedFactor: ['mfa', 'verified-factor'] as const,
};

/** The account's verified TOTP factor, if it has one. */
export async function fetchVerifiedFactorId(): Promise<string | null> {
  const data = unwrap(await supabase.auth.mfa.listFactors(), (error) => error);
  return data.totp[0]?.id ?? null;
}

export interface TotpEnrolment {
  factorId: string;
  qrCode: string;
  secret: string;
}

/** Starts a TOTP enrolment: a new unverified factor, its QR code and secret. */
export async function enrollTotp(): Promise<TotpEnrolment> {
  const data = unwrap(await supabase.auth.mfa.enroll({ factorType: 'totp' }), (error) => error);
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
}

/** Verifies the first code of an enrolment, which makes the factor (and the session) aal2. */
export async function verifyEnrolment(factorId: string, code: string): Promise<void> {
  unwrap(await supabase.auth.mfa.challengeAndVerify({ factorId, code }), (error) => error);
}

export async function unenrollFactor(factorId: string): Promise<void> {
  unwrap(await supabase.auth.mfa.unenroll({ factorId }), (error) => error);
}
