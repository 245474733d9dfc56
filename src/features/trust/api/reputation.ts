import { useQuery } from '@tanstack/react-query';
import { batchPerClient } from '@/lib/batch-by-tick';
import { unwrap } from '@/lib/query-result';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { toReputation, type Reputation } from '../reputation';
import { trustKeys } from './keys';

/**
 * The reputation of the people the rows of a list ask for in one task, in one call (at most 50,
 * the RPC's `p_user_ids[1:50]`): a listing's offers, 'Mis transportistas'.
 */
const reputationOf = batchPerClient(
  50,
  async (userIds: readonly string[], client: AppSupabaseClient) => {
    const rows = unwrap(await client.rpc('reputation', { p_user_ids: [...userIds] }));
    return new Map(rows.map((row) => [row.user_id, toReputation(row)]));
  },
);

/** A user's reputation figures (RPC reputation; public, like the stars). */
export async function fetchReputation(
  userId: string,
  client: AppSupabaseClient = supabase,
): Promise<Reputation | null> {
  return (await reputationOf(userId, client)) ?? null;
}

export function useReputation(userId: string | null | undefined) {
  return useQuery({
    queryKey: trustKeys.reputation(userId ?? ''),
    queryFn: () => fetchReputation(userId ?? ''),
    enabled: Boolean(userId),
  });
}
