import { unwrap } from '@/lib/query-result';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { proposalKeys } from './keys';
import { proposalError } from './errors';

/** How many live proposals each pending listing has; listings with none are absent. */
export async function fetchProposalCounts(
  listingIds: readonly string[],
  client: AppSupabaseClient = supabase,
): Promise<Record<string, number>> {
  if (listingIds.length === 0) return {};
  const data = unwrap(
    await client.rpc('proposal_counts', { p_listing_ids: [...listingIds] }),
    proposalError,
  );
  return Object.fromEntries(data.map((row) => [row.listing_id, row.proposal_count]));
}

export function proposalCountsOptions(listingIds: readonly string[]) {
  return queryOptions({
    queryKey: proposalKeys.counts(listingIds),
    queryFn: () => fetchProposalCounts(listingIds),
  });
}

/** Counts for the listings on screen, in one request (the function caps it at 100 ids). */
export function useProposalCounts(listingIds: readonly string[]) {
  return useQuery({
    ...proposalCountsOptions(listingIds),
    enabled: listingIds.length > 0,
    placeholderData: keepPreviousData,
  });
}
