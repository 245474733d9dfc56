import { unwrap } from '@/lib/query-result';
import { supabase } from '@/lib/supabase';

/**
 * The e-mail is the login e-mail: Auth mails the current and the new address a link, and the
 * change applies once both are followed. The links lead back to `redirectTo`.
 */
export async function requestEmailChange(email: string, redirectTo: string): Promise<void> {
  unwrap(await supabase.auth.updateUser({ email }, { emailRedirectTo: redirectTo }), (e) => e);
}
