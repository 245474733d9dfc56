import { unwrap } from '@/lib/query-result';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import type { Listing } from '../types';
import { listingKeys } from './keys';
import { LISTING_COLUMNS, rowToListing } from './mappers';

/** Every listing the shipper published, in any status, newest first. */
export async function fetchMyListings(
  shipperId: string,
  client: AppSupabaseClient = supabase,
): Promise<Listing[]> {
  const data = unwrap(
    await client
      .from('cargo_listings')
      .select(LISTING_COLUMNS)
      .eq('shipper_id', shipperId)
      .order('created_at', { ascending: false })
      .order('id', { ascending: true }),
  );
  return data.map(rowToListing);
}

export function myListingsOptions(shipperId: string) {
  return queryOptions({
    queryKey: listingKeys.mine(shipperId),
    queryFn: () => fetchMyListings(shipperId),
  });
}

export function useMyListings(shipperId: string | undefined) {
  return useQuery({ ...myListingsOptions(shipperId ?? ''), enabled: Boolean(shipperId) });
}
