import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { nextPageParam } from '@/lib/keyset';
import { supabase } from '@/lib/supabase';
import type { MyProposal } from '../types';
import { proposalKeys } from './keys';
import {
  fetchMyProposalsOn,
  fetchMyProposalsPage,
  MY_PROPOSALS_PAGE_SIZE,
  type MyProposalsCursor,
} from './my-proposals-fetch';

/** Mis Propuestas, newest first, a page at a time. */
export function useMyProposals(userId: string | undefined) {
  return useInfiniteQuery({
    queryKey: proposalKeys.mine(userId ?? ''),
    queryFn: ({ pageParam }) => fetchMyProposalsPage(pageParam, MY_PROPOSALS_PAGE_SIZE, supabase),
    initialPageParam: null as MyProposalsCursor | null,
    getNextPageParam: nextPageParam,
    enabled: Boolean(userId),
  });
}

/** The transporter's live proposal on a listing, if any (there is at most one). */
function liveProposalFor(
  proposals: readonly MyProposal[] | undefined,
  listingId: string,
): MyProposal | null {
  return proposals?.find((p) => p.listingId === listingId && p.status === 'pending') ?? null;
}

/**
 * The transporter's live proposal on a listing (its card shows it with Modificar and Retirar);
 * disabled (never fetched) for anyone who cannot offer on it.
 */
export function useLiveProposal(userId: string | undefined, listingId: string, enabled: boolean) {
  return useQuery({
    queryKey: proposalKeys.mineOn(userId ?? '', listingId),
    queryFn: () => fetchMyProposalsOn(listingId, supabase),
    select: (proposals) => liveProposalFor(proposals, listingId),
    enabled: enabled && Boolean(userId),
  });
}
