import { unwrap } from '@/lib/query-result';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import type { Negotiation } from '../negotiation';
import { proposalError } from './errors';
import { SHIPMENT_QUERY_ROOTS, useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

/** The proposal a counter answers: its id and the version shown (a later price is not answered). */
export type CounteredProposal = Pick<Negotiation, 'version'> & { id: string };

/**
 * 'Contraofertar': the party whose turn it is (the listing's shipper, or the transporter after the
 * shipper's counter) puts `price` on the table; the database decides which party the caller is.
 */
export async function counterProposal(
  { id, version }: CounteredProposal,
  price: number,
  client: AppSupabaseClient = supabase,
): Promise<void> {
  unwrap(
    await client.rpc('counter_proposal', { p_proposal_id: id, p_version: version, p_price: price }),
    proposalError,
  );
}

export function useCounterProposal() {
  return useInvalidatingMutation(
    ({ proposal, price }: { proposal: CounteredProposal; price: number }) =>
      counterProposal(proposal, price),
    SHIPMENT_QUERY_ROOTS,
  );
}
