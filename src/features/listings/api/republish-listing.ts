import { unwrap } from '@/lib/query-result';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import type { RepublishInput } from '../schemas';
import { listingError } from './errors';
import { listingKeys } from './keys';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

/**
 * Republicar: the owner's expired pending listing gets new dates and is back on offer (its live
 * offers go back to their transporters for confirmation, as any change of dates does).
 */
export async function republishListing(
  listingId: string,
  { pickupDate, deliveryDate }: RepublishInput,
  client: AppSupabaseClient = supabase,
): Promise<void> {
  unwrap(
    await client.rpc('republish_listing', {
      p_listing_id: listingId,
      p_pickup_date: pickupDate,
      p_delivery_date: deliveryDate,
    }),
    listingError,
  );
}

export function useRepublishListing(listingId: string) {
  return useInvalidatingMutation(
    (input: RepublishInput) => republishListing(listingId, input),
    [listingKeys.all],
  );
}
