import type { Database } from '@/lib/database.types';
import type { ListingFilters } from '../listing-filters';

export const LISTINGS_PAGE_SIZE = 12;

export type SearchListingsArgs = Database['public']['Functions']['search_listings']['Args'];

/** The arguments of `search_listings` for the browser's filters and a page window. */
export function searchListingsArgs(
  filters: ListingFilters,
  offset: number,
  limit: number,
): SearchListingsArgs {
  return {
    // The URL state trims the term already; the SQL function compares it as given.
    p_search: filters.search.trim(),
    p_cargo_type: filters.cargoType,
    p_load_type: filters.loadType,
    p_vehicle_type: filters.vehicleType,
    p_sort: filters.sort,
    p_limit: limit,
    p_offset: offset,
  };
}
