/**
 * Mis Envíos' read, given the client (no import of the app's singleton: scripts run it on Node
 * too). The hook that passes the app's client is in ./my-listings.ts.
 */
import { keysetPage, type KeysetPage } from '@/lib/keyset';
import { unwrap } from '@/lib/query-result';
import type { AppSupabaseClient } from '@/lib/supabase-client-type';
import type { Listing } from '../types';
import { LISTING_COLUMNS, rowToListing } from './mappers';

/** Listings on one page of Mis Envíos. */
export const MY_LISTINGS_PAGE_SIZE = 20;

/** Where a page of Mis Envíos starts: the last listing of the previous one (newest first, then id). */
export interface MyListingsCursor {
  createdAt: string;
  id: string;
}

/**
 * A page of the listings the shipper published, in any status, newest first, after `after`
 * (cargo_listings_shipper_newest_idx walks it). The time is quoted: it holds ':' and '.'.
 */
export async function fetchMyListingsPage(
  shipperId: string,
  after: MyListingsCursor | null,
  size: number,
  client: AppSupabaseClient,
): Promise<KeysetPage<Listing, MyListingsCursor>> {
  let query = client.from('cargo_listings').select(LISTING_COLUMNS).eq('shipper_id', shipperId);
  if (after) {
    query = query
      .lte('created_at', after.createdAt)
      .or(`created_at.lt."${after.createdAt}",id.gt.${after.id}`);
  }
  const rows = unwrap(
    await query
      .order('created_at', { ascending: false })
      .order('id', { ascending: true })
      .limit(size + 1),
  );
  return keysetPage(rows.map(rowToListing), size, (listing) => ({
    createdAt: listing.createdAt,
    id: listing.id,
  }));
}
