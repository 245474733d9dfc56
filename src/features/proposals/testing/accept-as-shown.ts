import type { AppSupabaseClient } from '@/lib/supabase';
import { acceptProposal } from '../api/transitions';

/**
 * Accepts a proposal at the terms its listing's owner reads now, as the 'Aceptar' button does
 * with what it shows. Anyone else reads nothing (RLS) and names no terms, so the database's
 * refusal (not the owner, not pending) is what the caller gets.
 */
export async function acceptAsShown(proposalId: string, client: AppSupabaseClient): Promise<void> {
  const { data } = await client
    .from('proposals')
    .select('price, version')
    .eq('id', proposalId)
    .maybeSingle();
  await acceptProposal(
    { id: proposalId, price: data?.price ?? 0, version: data?.version ?? 0 },
    client,
  );
}
