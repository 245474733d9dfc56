import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/query-result';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { toReputation, type Reputation } from '../reputation';
import { trustKeys } from './keys';

/** A user's reputation figures (RPC reputation; public, like the stars). */
export async function fetchReputation(
  userId: string,
  client: AppSupabaseClient = supabase,
): Promise<Reputation | null> {
  const rows = unwrap(await client.rpc('reputation', { p_user_ids: [userId] }));
  return rows[0] ? toReputation(rows[0]) : null;
}

export function useReputation(userId: string | null | undefined) {
  return useQuery({
    queryKey: trustKeys.reputation(userId ?? ''),
    queryFn: () => fetchReputation(userId ?? ''),
    enabled: Boolean(userId),
  });
}
