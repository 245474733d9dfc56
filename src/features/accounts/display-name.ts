import type { User } from '@supabase/supabase-js';

/** The name shown for a signed-in user: the sign-up metadata name, or 'Usuario'. */
export function displayName(user: Pick<User, 'user_metadata'> | null): string {
  const name: unknown = user?.user_metadata?.name;
  return typeof name === 'string' && name.trim() ? name.trim() : 'Usuario';
}
