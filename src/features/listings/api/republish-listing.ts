import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/query-result';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import type { RepublishInput } from '../schemas';
import { listingError } from './errors';
import { listingKeys } from './keys';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RepublishInput) => republishListing(listingId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}
