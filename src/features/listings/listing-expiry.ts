/**
 * A pending listing whose pickup date has passed is expired ('Vencida'): it leaves the listings
 * browser and takes no offers until its owner republishes it with new dates. The database applies
 * the same rule against today_in_argentina() (search_listings, the offer and booking RPCs).
 */
import { localCalendarDate } from '@/lib/calendar-date';
import type { Listing } from './types';

/** `today` is YYYY-MM-DD; date-only ISO strings compare correctly as text. */
export function isListingExpired(
  listing: Pick<Listing, 'status' | 'pickupDate'>,
  today: string = localCalendarDate(),
): boolean {
  return listing.status === 'pending' && listing.pickupDate < today;
}
