/**
 * Mis Propuestas' read, given the client (no import of the app's singleton: scripts run it on
 * Node too). The hooks that pass the app's client are in ./my-proposals.ts.
 */
import type { Database } from '@/lib/database.types';
import { keysetPage, type KeysetPage } from '@/lib/keyset';
import { unwrap } from '@/lib/query-result';
import type { AppSupabaseClient } from '@/lib/supabase-client-type';
import type { MyProposal } from '../types';
import { proposalError } from './errors';
import { toNegotiation } from './mappers';

export const MY_PROPOSALS_PAGE_SIZE = 20;

/** Where a page starts: the last proposal of the previous one (newest first). */
export interface MyProposalsCursor {
  createdAt: string;
  id: string;
}

type MyProposalRow = Database['public']['Functions']['my_proposals']['Returns'][number];

function toMyProposal(row: MyProposalRow): MyProposal {
  return {
    ...toNegotiation(row),
    id: row.id,
    listingId: row.listing_id,
    message: row.message,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    needsReconfirmation: row.needs_reconfirmation,
    listing: {
      title: row.listing_title,
      origin: row.listing_origin,
      destination: row.listing_destination,
    },
  };
}

/** The page of the signed-in transporter's proposals after `after` (null: the newest first). */
export async function fetchMyProposalsPage(
  after: MyProposalsCursor | null,
  size: number,
  client: AppSupabaseClient,
): Promise<KeysetPage<MyProposal, MyProposalsCursor>> {
  const rows = unwrap(
    await client.rpc('my_proposals', {
      p_limit: size + 1,
      p_after_created_at: after?.createdAt,
      p_after_id: after?.id,
    }),
    proposalError,
  );
  return keysetPage(rows.map(toMyProposal), size, (proposal) => ({
    createdAt: proposal.createdAt,
    id: proposal.id,
  }));
}

/** The signed-in transporter's proposals on one listing, newest first. */
export async function fetchMyProposalsOn(
  listingId: string,
  client: AppSupabaseClient,
): Promise<MyProposal[]> {
  const rows = unwrap(await client.rpc('my_proposals', { p_listing_id: listingId }), proposalError);
  return rows.map(toMyProposal);
}
