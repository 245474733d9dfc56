import { unwrap } from '@/lib/query-result';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import type { ListingFilters } from '../listing-filters';
import type { Listing } from '../types';
import { listingKeys } from './keys';
import { rowToListing } from './mappers';
import { LISTINGS_PAGE_SIZE, searchListingsArgs } from './search-args';

export { LISTINGS_PAGE_SIZE };

export interface ListingsPage {
  listings: Listing[];
  /** Matching listings in all pages. */
  total: number;
  offset: number;
}

/**
 * One page of the browser's results from `search_listings`, which applies exactly the rules of
 * testing/browse-oracle.ts (search, filters, sort) in the database.
 */
export async function fetchListingsPage(
  filters: ListingFilters,
  offset: number,
  limit: number = LISTINGS_PAGE_SIZE,
  client: AppSupabaseClient = supabase,
): Promise<ListingsPage> {
  const data = unwrap(
    await client.rpc('search_listings', searchListingsArgs(filters, offset, limit)),
  );
  const rows = data ?? [];
  return {
    listings: rows.map(rowToListing),
    total: rows.length > 0 ? Number(rows[0].total_count) : offset,
    offset,
  };
}

export function listingsSearchOptions(filters: ListingFilters, pageSize = LISTINGS_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: listingKeys.browse(filters),
    queryFn: ({ pageParam }) => fetchListingsPage(filters, pageParam, pageSize),
    initialPageParam: 0,
    getNextPageParam: (last: ListingsPage) => {
      const next = last.offset + last.listings.length;
      return last.listings.length > 0 && next < last.total ? next : undefined;
    },
  });
}

export function useListingsSearch(filters: ListingFilters) {
  return useInfiniteQuery(listingsSearchOptions(filters));
}
