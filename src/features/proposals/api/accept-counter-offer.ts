import { unwrap } from '@/lib/query-result';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { proposalError } from './errors';
import type { AcceptedTerms } from './transitions';
import { SHIPMENT_QUERY_ROOTS, useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

/**
 * 'Aceptar contraoferta': the transporter takes the shipper's counter at the price and version it
 * shows, and the listing is assigned to it as an accepted proposal assigns it.
 */
export async function acceptCounterOffer(
  { id, price, version }: AcceptedTerms,
  client: AppSupabaseClient = supabase,
): Promise<void> {
  unwrap(
    await client.rpc('accept_counter_offer', {
      p_proposal_id: id,
      p_price: price,
      p_version: version,
    }),
    proposalError,
  );
}

export function useAcceptCounterOffer() {
  return useInvalidatingMutation(
    (terms: AcceptedTerms) => acceptCounterOffer(terms),
    SHIPMENT_QUERY_ROOTS,
  );
}
