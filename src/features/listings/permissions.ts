import type { AppRole } from '@/auth';
import { isListingExpired } from './listing-expiry';
import type { Listing } from './types';

export type ListingAction = 'apply' | 'edit' | null;

/**
 * The role-dependent action on a listing: on a pending listing a transporter may apply unless it
 * expired (its pickup date passed before `today`, YYYY-MM-DD), and a shipper may edit it only if
 * it is theirs (RLS and the database's offer rules enforce the same); others get none.
 */
export function listingActionFor(
  listing: Pick<Listing, 'status' | 'shipperId' | 'pickupDate'>,
  userId: string | null | undefined,
  role: AppRole | null,
  today?: string,
): ListingAction {
  if (listing.status !== 'pending' || !userId) return null;
  if (role === 'transporter') return isListingExpired(listing, today) ? null : 'apply';
  if (role === 'shipper' && listing.shipperId === userId) return 'edit';
  return null;
}
