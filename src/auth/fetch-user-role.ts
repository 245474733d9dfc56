import type { AppSupabaseClient } from '@/lib/supabase';
import { isAppRole, type AppRole } from './roles';

/** Reads the user's role from user_roles, never from user_metadata, which users can rewrite; a failure is only logged and yields null. */
export async function fetchUserRole(
  supabase: AppSupabaseClient,
  userId: string,
): Promise<AppRole | null> {
  try {
    // Not through unwrap: the first page load of a signed-in person would also carry the Data
    // API's error messages (lib/data-errors.ts), which a failure here never shows.
    const { data, error } = await supabase
      .from('user_roles')
      .select('role')
      .eq('user_id', userId)
      .limit(1)
      .single();
    if (error) throw error;
    return isAppRole(data.role) ? data.role : null;
  } catch (error) {
    // Logged as a warning: the browser suite fails on console errors, and this one is expected.
    console.warn('No se pudo obtener el rol del usuario', error);
    return null;
  }
}
