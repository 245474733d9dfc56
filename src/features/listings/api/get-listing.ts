import { unwrap } from '@/lib/query-result';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { isUuid } from '@/lib/uuid';
import type { Listing } from '../types';
import { listingKeys } from './keys';
import { LISTING_COLUMNS, rowToListing } from './mappers';

/** One listing, or null when it does not exist or RLS hides it from the caller. */
export async function fetchListing(
  id: string,
  client: AppSupabaseClient = supabase,
): Promise<Listing | null> {
  if (!isUuid(id)) return null;
  const data = unwrap(
    await client.from('cargo_listings').select(LISTING_COLUMNS).eq('id', id).maybeSingle(),
  );
  return data ? rowToListing(data) : null;
}

export function listingOptions(id: string) {
  return queryOptions({ queryKey: listingKeys.detail(id), queryFn: () => fetchListing(id) });
}

export function useListing(id: string) {
  return useQuery(listingOptions(id));
}
