import type { AppSupabaseClient } from '@/lib/supabase';
import { rememberedRole, rememberRole } from './remembered-role';
import { isAppRole, type AppRole } from './roles';

/**
 * Reads the user's role from user_roles, never from user_metadata, which users can rewrite. A
 * refusal is logged and yields null; no answer at all (no network) yields the role last read on
 * this device for this user.
 */
export async function fetchUserRole(
  supabase: AppSupabaseClient,
  userId: string,
): Promise<AppRole | null> {
  // Not through unwrap: the first page load of a signed-in person would also carry the Data API's
  // error messages (lib/data-errors.ts), which a failure here never shows.
  const answer = await supabase
    .from('user_roles')
    .select('role')
    .eq('user_id', userId)
    .limit(1)
    .single()
    // A throw is no answer at all, like status 0.
    .then(
      (result) => result,
      (error: unknown) => ({ data: null, error, status: 0 }),
    );
  const { data, error, status } = answer;
  if (error || !data) {
    // Logged as a warning: the browser suite fails on console errors, and this one is expected.
    console.warn('No se pudo obtener el rol del usuario', error);
    // Status 0: no answer at all (no network). An answer that refused is not overruled.
    return status === 0 ? rememberedRole(userId) : null;
  }
  const role = isAppRole(data.role) ? data.role : null;
  rememberRole(userId, role);
  return role;
}
