import { unwrap } from '@/lib/query-result';
import { supabase } from '@/lib/supabase';

/** Contraseña → Cambiar. Auth verifies the current password before it sets the new one. */
export async function changePassword(currentPassword: string, password: string): Promise<void> {
  unwrap(
    await supabase.auth.updateUser({ password, current_password: currentPassword }),
    (error) => error,
  );
}
