/**
 * Mis Envíos' read, given the client (no import of the app's singleton: scripts run it on Node
 * too). The hook that passes the app's client is in ./my-listings.ts.
 */
import { readNewestFirstPage, type KeysetPage, type NewestFirstCursor } from '@/lib/keyset';
import type { AppSupabaseClient } from '@/lib/supabase-client-type';
import type { Listing } from '../types';
import { LISTING_COLUMNS, rowToListing } from './mappers';

/** Listings on one page of Mis Envíos. */
export const MY_LISTINGS_PAGE_SIZE = 20;

/** Where a page of Mis Envíos starts: the last listing of the previous one (newest first, then id). */
export type MyListingsCursor = NewestFirstCursor;

/**
 * A page of the listings the shipper published, in any status, newest first, after `after`
 * (cargo_listings_shipper_newest_idx walks it).
 */
export async function fetchMyListingsPage(
  shipperId: string,
  after: MyListingsCursor | null,
  size: number,
  client: AppSupabaseClient,
): Promise<KeysetPage<Listing, MyListingsCursor>> {
  return readNewestFirstPage(
    client.from('cargo_listings').select(LISTING_COLUMNS).eq('shipper_id', shipperId),
    after,
    size,
    rowToListing,
  );
}
