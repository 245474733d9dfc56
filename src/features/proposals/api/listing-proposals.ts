import { unwrap } from '@/lib/query-result';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import type { ListingProposal } from '../types';
import { proposalKeys } from './keys';
import { proposalError } from './errors';
import { toNegotiation } from './mappers';

/**
 * The proposals on a listing of the signed-in shipper (withdrawn ones left out), oldest first,
 * with each transporter's name, company and vehicle types and each negotiation's history. Empty
 * for anyone else's listing.
 */
export async function fetchListingProposals(
  listingId: string,
  client: AppSupabaseClient = supabase,
): Promise<ListingProposal[]> {
  const data = unwrap(
    await client.rpc('listing_proposals', { p_listing_id: listingId }),
    proposalError,
  );
  return data.map((row) => ({
    ...toNegotiation(row),
    id: row.id,
    transporterId: row.transporter_id,
    message: row.message,
    createdAt: row.created_at,
    needsReconfirmation: row.needs_reconfirmation,
    transporter: {
      name: row.carrier_name,
      company: row.carrier_company,
      vehicleTypes: row.carrier_vehicle_types,
    },
  }));
}

export function listingProposalsOptions(listingId: string) {
  return queryOptions({
    queryKey: proposalKeys.forListing(listingId),
    queryFn: () => fetchListingProposals(listingId),
  });
}

export function useListingProposals(listingId: string, enabled = true) {
  return useQuery({ ...listingProposalsOptions(listingId), enabled });
}
