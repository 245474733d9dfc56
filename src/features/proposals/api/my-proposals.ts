import { unwrap } from '@/lib/query-result';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import type { MyProposal } from '../types';
import { proposalKeys } from './keys';
import { proposalError } from './errors';

/** Every proposal of the signed-in transporter, newest first, with its listing. */
export async function fetchMyProposals(
  client: AppSupabaseClient = supabase,
): Promise<MyProposal[]> {
  const data = unwrap(await client.rpc('my_proposals'), proposalError);
  return data.map((row) => ({
    id: row.id,
    listingId: row.listing_id,
    price: row.price,
    message: row.message,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    needsReconfirmation: row.needs_reconfirmation,
    listing: {
      title: row.listing_title,
      origin: row.listing_origin,
      destination: row.listing_destination,
    },
  }));
}

export function myProposalsOptions(userId: string) {
  return queryOptions({
    queryKey: proposalKeys.mine(userId),
    queryFn: () => fetchMyProposals(),
  });
}

/** The transporter's proposals; disabled (never fetched) for anyone who is not a transporter. */
export function useMyProposals(userId: string | undefined, enabled = true) {
  return useQuery({ ...myProposalsOptions(userId ?? ''), enabled: enabled && Boolean(userId) });
}

/** The transporter's live proposal on a listing, if any (there is at most one). */
export function liveProposalFor(
  proposals: readonly MyProposal[] | undefined,
  listingId: string,
): MyProposal | null {
  return proposals?.find((p) => p.listingId === listingId && p.status === 'pending') ?? null;
}
