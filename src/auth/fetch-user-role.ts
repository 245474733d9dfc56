import { unwrap } from '@/lib/query-result';
import type { AppSupabaseClient } from '@/lib/supabase';
import { isAppRole, type AppRole } from './roles';

/** Reads the user's role from user_roles, never from user_metadata, which users can rewrite; a failure is only logged and yields null. */
export async function fetchUserRole(
  supabase: AppSupabaseClient,
  userId: string,
): Promise<AppRole | null> {
  try {
    const data = unwrap(
      await supabase.from('user_roles').select('role').eq('user_id', userId).limit(1).single(),
      (error) => error,
    );
    return isAppRole(data.role) ? data.role : null;
  } catch (error) {
    // Logged as a warning: the browser suite fails on console errors, and this one is expected.
    console.warn('No se pudo obtener el rol del usuario', error);
    return null;
  }
}
