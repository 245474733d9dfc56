import { unwrap } from '@/lib/query-result';
import { useQuery } from '@tanstack/react-query';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import type { RatingSummaryValue } from '../rating-format';
import { trustKeys } from './keys';

/** A user's average stars and rating count (RPC rating_summary; public, like a profile's). */
export async function fetchRatingSummary(
  userId: string,
  client: AppSupabaseClient = supabase,
): Promise<RatingSummaryValue> {
  const data = unwrap(await client.rpc('rating_summary', { p_user_id: userId }));
  const row = data[0];
  // avg() of no rows is null, whatever the generated type says.
  const average = (row?.average as number | null | undefined) ?? null;
  return { average: average === null ? null : Number(average), count: row?.count ?? 0 };
}

export function useRatingSummary(userId: string | null | undefined) {
  return useQuery({
    queryKey: trustKeys.summary(userId ?? ''),
    queryFn: () => fetchRatingSummary(userId ?? ''),
    enabled: Boolean(userId),
  });
}
