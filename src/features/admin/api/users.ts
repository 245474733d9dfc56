import { unwrap } from '@/lib/query-result';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { adminError } from './errors';
import { adminKeys } from './keys';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

export type AdminUser = Database['public']['Functions']['admin_list_users']['Returns'][number];

/** Accounts whose name or e-mail contains `search` (all when empty), newest first. */
export async function fetchAdminUsers(
  search: string,
  client: AppSupabaseClient = supabase,
): Promise<AdminUser[]> {
  return unwrap(await client.rpc('admin_list_users', { p_search: search }), adminError);
}

export function useAdminUsers(search: string) {
  return useQuery({
    queryKey: adminKeys.users(search),
    queryFn: () => fetchAdminUsers(search),
    placeholderData: keepPreviousData,
  });
}

/** Suspends (sign-in and refresh refused) or reinstates an account. */
export async function setUserSuspended(
  userId: string,
  suspended: boolean,
  client: AppSupabaseClient = supabase,
): Promise<void> {
  unwrap(
    await client.rpc('admin_set_user_suspended', {
      p_user_id: userId,
      p_suspended: suspended,
    }),
    adminError,
  );
}

export function useSetUserSuspended() {
  return useInvalidatingMutation(
    ({ userId, suspended }: { userId: string; suspended: boolean }) =>
      setUserSuspended(userId, suspended),
    [adminKeys.all],
  );
}
