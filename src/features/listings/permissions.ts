import type { AppRole } from '@/auth';
import type { Listing } from './types';

export type ListingAction = 'apply' | 'edit' | null;

/**
 * The role-dependent action on a listing: on a pending listing a transporter may
 * apply, and a shipper may edit it only if it is theirs (RLS enforces the same); others get none.
 */
export function listingActionFor(
  listing: Pick<Listing, 'status' | 'shipperId'>,
  userId: string | null | undefined,
  role: AppRole | null,
): ListingAction {
  if (listing.status !== 'pending' || !userId) return null;
  if (role === 'transporter') return 'apply';
  if (role === 'shipper' && listing.shipperId === userId) return 'edit';
  return null;
}
