import { unwrap } from '@/lib/query-result';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import type { ListingFilters } from '../listing-filters';
import type { Listing } from '../types';
import { listingKeys } from './keys';
import { rowToListing } from './mappers';
import {
  cursorAfter,
  LISTINGS_COUNT_LIMIT,
  LISTINGS_PAGE_SIZE,
  searchListingsArgs,
  type ListingsCursor,
} from './search-args';

export { LISTINGS_COUNT_LIMIT, LISTINGS_PAGE_SIZE, type ListingsCursor };

export interface ListingsPage {
  listings: Listing[];
  /**
   * Matching listings in all pages, counted up to LISTINGS_COUNT_LIMIT + 1 (more than the limit
   * means "more than 1,000"); null on an empty page after the first.
   */
  total: number | null;
  /** Where the next page starts, or null when this page is the last. */
  next: ListingsCursor | null;
}

/**
 * One page of the browser's results from `search_listings`, which applies exactly the rules of
 * testing/browse-oracle.ts (search, filters, sort) in the database, from the listing after
 * `after` in the chosen order (null: the first page).
 */
export async function fetchListingsPage(
  filters: ListingFilters,
  after: ListingsCursor | null,
  limit: number = LISTINGS_PAGE_SIZE,
  client: AppSupabaseClient = supabase,
): Promise<ListingsPage> {
  const rows =
    unwrap(await client.rpc('search_listings', searchListingsArgs(filters, after, limit))) ?? [];
  const listings = rows.map(rowToListing);
  const last = listings.at(-1);
  return {
    listings,
    total: rows.length > 0 ? Number(rows[0].total_count) : after ? null : 0,
    // A short page is the last one; a full one may be followed by an empty page.
    next: last && listings.length === limit ? cursorAfter(last, filters.sort) : null,
  };
}

export function listingsSearchOptions(filters: ListingFilters, pageSize = LISTINGS_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: listingKeys.browse(filters),
    queryFn: ({ pageParam }) => fetchListingsPage(filters, pageParam, pageSize),
    initialPageParam: null as ListingsCursor | null,
    getNextPageParam: (last: ListingsPage, pages: ListingsPage[]) => {
      const total = pages[0].total ?? 0;
      const loaded = pages.reduce((sum, page) => sum + page.listings.length, 0);
      // An exact total also ends the list on a full last page.
      return total <= LISTINGS_COUNT_LIMIT && loaded >= total
        ? undefined
        : (last.next ?? undefined);
    },
  });
}

export function useListingsSearch(filters: ListingFilters) {
  return useInfiniteQuery(listingsSearchOptions(filters));
}
