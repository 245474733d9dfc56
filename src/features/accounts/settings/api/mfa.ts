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
