/** The negotiation columns that listing_proposals and my_proposals both return, mapped. */
import { z } from 'zod';
import type { Database } from '@/lib/database.types';
import type { Negotiation } from '../negotiation';

type ListingProposalRow = Database['public']['Functions']['listing_proposals']['Returns'][number];

type NegotiationRow = Pick<
  ListingProposalRow,
  | 'status'
  | 'price'
  | 'version'
  | 'turn'
  | 'shipper_counters'
  | 'transporter_counters'
  | 'valid_until'
  | 'history'
>;

/** The history is jsonb (proposal_history in the negotiation migration): read, not trusted. */
const historySchema = z.array(
  z.object({
    side: z.enum(['shipper', 'transporter']),
    price: z.number(),
    created_at: z.string(),
  }),
);

export function toNegotiation(row: NegotiationRow): Negotiation {
  return {
    status: row.status,
    price: row.price,
    version: row.version,
    turn: row.turn,
    shipperCounters: row.shipper_counters,
    transporterCounters: row.transporter_counters,
    validUntil: row.valid_until,
    history: historySchema.parse(row.history).map((offer) => ({
      side: offer.side,
      price: offer.price,
      createdAt: offer.created_at,
    })),
  };
}
