import { unwrap } from '@/lib/query-result';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import type { NewProposalInput, ProposalInput } from '../schemas';
import { proposalError } from './errors';
import { SHIPMENT_QUERY_ROOTS, useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

/**
 * Makes a live proposal on a pending listing (transporter_id defaults to auth.uid()), valid until
 * `validUntil` when given, else for the database's default 48 hours.
 */
export async function createProposal(
  listingId: string,
  input: ProposalInput & Partial<Pick<NewProposalInput, 'validUntil'>>,
  client: AppSupabaseClient = supabase,
): Promise<string> {
  const data = unwrap(
    await client
      .from('proposals')
      .insert({
        listing_id: listingId,
        price: input.price,
        message: input.message,
        ...(input.validUntil ? { valid_until: input.validUntil } : {}),
      })
      .select('id')
      .single(),
    proposalError,
  );
  return data.id;
}

/**
 * Changes the price and message of the transporter's live proposal. RLS hides a proposal that is no
 * longer live (accepted, rejected, withdrawn): nothing is updated and that is reported.
 */
export async function updateProposal(
  proposalId: string,
  input: ProposalInput,
  client: AppSupabaseClient = supabase,
): Promise<void> {
  const data = unwrap(
    await client
      .from('proposals')
      .update({ price: input.price, message: input.message })
      .eq('id', proposalId)
      .select('id'),
    proposalError,
  );
  if (data.length === 0) throw proposalError({ message: 'proposal_not_pending' });
}

/** Sends a new proposal (Enviar Propuesta). */
export function useCreateProposal(listingId: string) {
  return useInvalidatingMutation(
    (input: NewProposalInput) => createProposal(listingId, input),
    SHIPMENT_QUERY_ROOTS,
  );
}

/** Edits the transporter's live proposal (Modificar). */
export function useUpdateProposal(proposalId: string) {
  return useInvalidatingMutation(
    (input: ProposalInput) => updateProposal(proposalId, input),
    SHIPMENT_QUERY_ROOTS,
  );
}
