import { useQuery } from '@tanstack/react-query';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import type { RatingSummaryValue } from '../rating-format';
import { trustKeys } from './keys';
import { fetchTrustMark } from './trust-marks';

/** A user's average stars and rating count (public, like a profile's), asked with the list's. */
export async function fetchRatingSummary(
  userId: string,
  client: AppSupabaseClient = supabase,
): Promise<RatingSummaryValue> {
  return (await fetchTrustMark(userId, client)).rating;
}

export function useRatingSummary(userId: string | null | undefined) {
  return useQuery({
    queryKey: trustKeys.summary(userId ?? ''),
    queryFn: () => fetchRatingSummary(userId ?? ''),
    enabled: Boolean(userId),
  });
}
