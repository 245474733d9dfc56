import { unwrap } from '@/lib/query-result';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { proposalError } from './errors';
import { SHIPMENT_QUERY_ROOTS, useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

/** The listing as the transporter saw it: the database refuses the booking if it changed since. */
export interface BookedTerms {
  id: string;
  price: number;
  version: number;
}

/**
 * 'Tomar al precio': a verified transporter books an instant-booking listing at its posted price
 * in one step; returns the id of the accepted proposal the booking makes.
 */
export async function bookListing(
  { id, price, version }: BookedTerms,
  client: AppSupabaseClient = supabase,
): Promise<string> {
  return unwrap(
    await client.rpc('book_listing', { p_listing_id: id, p_price: price, p_version: version }),
    proposalError,
  );
}

export function useBookListing() {
  return useInvalidatingMutation((terms: BookedTerms) => bookListing(terms), SHIPMENT_QUERY_ROOTS);
}
