import { unwrap } from '@/lib/query-result';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import type { ListingInput } from '../schemas';
import type { Listing } from '../types';
import { listingKeys } from './keys';
import { listingError } from './errors';
import { LISTING_COLUMNS, inputToColumns, rowToListing } from './mappers';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

/** Inserts a pending listing for the signed-in shipper (shipper_id defaults to auth.uid()). */
export async function createListing(
  input: ListingInput,
  client: AppSupabaseClient = supabase,
): Promise<Listing> {
  const inserted = await client
    .from('cargo_listings')
    // The private window is chosen once, at publication: no edit may change it.
    .insert({ ...inputToColumns(input), network_hours: input.networkHours })
    .select(LISTING_COLUMNS)
    .single();
  return rowToListing(unwrap(inserted, listingError));
}

export function useCreateListing() {
  return useInvalidatingMutation((input: ListingInput) => createListing(input), [listingKeys.all]);
}
