import { unwrap } from '@/lib/query-result';
/** The status changes, each one RPC that locks the listing row (see the proposals migration). */
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { proposalError } from './errors';

import type { ListingProposal } from '../types';
import { SHIPMENT_QUERY_ROOTS, useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

type ProposalRpc = 'reject_proposal' | 'withdraw_proposal';

async function callProposalRpc(
  rpc: ProposalRpc,
  proposalId: string,
  client: AppSupabaseClient,
): Promise<void> {
  unwrap(await client.rpc(rpc, { p_proposal_id: proposalId }), proposalError);
}

/** The terms the shipper saw: the database refuses the acceptance if they changed since. */
export type AcceptedTerms = Pick<ListingProposal, 'id' | 'price' | 'version'>;

/** The owner accepts a proposal: the listing is assigned, the other live proposals rejected. */
export async function acceptProposal(
  { id, price, version }: AcceptedTerms,
  client: AppSupabaseClient = supabase,
): Promise<void> {
  unwrap(
    await client.rpc('accept_proposal', { p_proposal_id: id, p_price: price, p_version: version }),
    proposalError,
  );
}

/** The owner turns down one live proposal. */
export function rejectProposal(proposalId: string, client: AppSupabaseClient = supabase) {
  return callProposalRpc('reject_proposal', proposalId, client);
}

/** The transporter takes back its live proposal. */
export function withdrawProposal(proposalId: string, client: AppSupabaseClient = supabase) {
  return callProposalRpc('withdraw_proposal', proposalId, client);
}

function useTransition<T>(mutationFn: (variables: T) => Promise<void>) {
  return useInvalidatingMutation(mutationFn, SHIPMENT_QUERY_ROOTS);
}

export const useAcceptProposal = () =>
  useTransition((terms: AcceptedTerms) => acceptProposal(terms));
export const useRejectProposal = () => useTransition((id: string) => rejectProposal(id));
export const useWithdrawProposal = () => useTransition((id: string) => withdrawProposal(id));
