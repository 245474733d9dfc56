import type { Database } from '@/lib/database.types';
import { activeRadius, type ListingFilters, type SortOption } from '../listing-filters';
import type { Listing } from '../types';

export const LISTINGS_PAGE_SIZE = 12;

/**
 * `search_listings` counts the matching listings up to one more than this, so no request counts
 * a million rows; past it the browser says 'Más de 1.000 cargas'.
 */
export const LISTINGS_COUNT_LIMIT = 1000;

export type SearchListingsArgs = Database['public']['Functions']['search_listings']['Args'];

/** Where a page starts: after this listing in the chosen order (keyset paging), by its sort key. */
export interface ListingsCursor {
  key: string;
  id: string;
}

const sortKeyOf: Record<SortOption, (listing: Listing) => string> = {
  // As the Data API wrote it, microseconds included: a Date would drop them.
  newest: (l) => l.createdAt,
  price_low: (l) => String(l.price),
  price_high: (l) => String(l.price),
  pickup_date: (l) => l.pickupDate,
  // Unknown distances sort last, as the database's coalesce(price_per_km, -1) puts them.
  price_per_km: (l) => String(l.pricePerKm ?? -1),
};

/** The cursor of the page that follows `last` in the `sort` order. */
export function cursorAfter(last: Listing, sort: SortOption): ListingsCursor {
  return { key: sortKeyOf[sort](last), id: last.id };
}

/** The arguments of `search_listings` for the browser's filters and the page after `after`. */
export function searchListingsArgs(
  filters: ListingFilters,
  after: ListingsCursor | null,
  limit: number,
): SearchListingsArgs {
  const radius = activeRadius(filters);
  return {
    // The URL state trims the term already; the SQL function compares it as given.
    p_search: filters.search.trim(),
    p_cargo_type: filters.cargoType,
    p_load_type: filters.loadType,
    p_vehicle_type: filters.vehicleType,
    p_sort: filters.sort,
    p_limit: limit,
    ...(after ? { p_after_key: after.key, p_after_id: after.id } : {}),
    ...(radius
      ? { p_near_place: radius.place, p_near_province: radius.province, p_radius_km: radius.km }
      : {}),
  };
}
