/**
 * The browse rules in memory: search, filters and sort over an array of listings, exactly as the
 * database function `public.search_listings` applies them (same accent folding, same order with
 * ties broken by id). Production asks the database; this oracle lets the tests prove the
 * database right on generated data, and lets the benchmark compare the two.
 */
import { ALL } from '@/domain/catalog';
import { argentineCalendarDate } from '@/lib/calendar-date';
import type { ListingFilters, SortOption } from '../listing-filters';
import type { Listing } from '../types';
import { SEARCH_FIELD_SEPARATOR, foldForSearch } from './search-fold';

/** The fields of a listing the browser reads. */
export type BrowsableListing = Pick<
  Listing,
  | 'id'
  | 'title'
  | 'description'
  | 'origin'
  | 'destination'
  | 'originProvince'
  | 'destinationProvince'
  | 'price'
  | 'pickupDate'
  | 'createdAt'
  | 'status'
  | 'cargoType'
  | 'loadType'
  | 'vehicleType'
  | 'pricePerKm'
>;

/**
 * Case- and accent-insensitive substring of the term in title, description, origin, destination
 * or their provinces.
 */
export function matchesSearch(listing: BrowsableListing, term: string): boolean {
  const needle = foldForSearch(term.trim());
  if (needle === '') return true;
  const haystack = [
    listing.title,
    listing.description,
    listing.origin,
    listing.destination,
    listing.originProvince ?? '',
    listing.destinationProvince ?? '',
  ].join(SEARCH_FIELD_SEPARATOR);
  return foldForSearch(haystack).includes(needle);
}

function matchesExact(value: string | null, filter: string): boolean {
  return filter === ALL || value === filter;
}

/**
 * Pending, not expired (pickup on or after `today`), and every active filter matches. The radius
 * around a place is not restated here: it needs the localities' coordinates, and
 * supabase/tests/matching.test.ts checks it in the database on a planted set.
 */
export function matchesFilters(
  listing: BrowsableListing,
  filters: ListingFilters,
  today: string = argentineCalendarDate(),
): boolean {
  return (
    listing.status === 'pending' &&
    listing.pickupDate >= today &&
    matchesExact(listing.cargoType, filters.cargoType) &&
    matchesExact(listing.loadType, filters.loadType) &&
    matchesExact(listing.vehicleType, filters.vehicleType) &&
    matchesSearch(listing, filters.search)
  );
}

/**
 * Microseconds since the epoch of an ISO timestamp. Postgres keeps microseconds and orders by
 * them; Date.parse would drop them and could reorder rows created within the same millisecond.
 */
export function timestampMicros(iso: string): number {
  const match =
    /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}:\d{2})(?:\.(\d+))?(Z|[+-]\d{2}(?::?\d{2})?)?$/.exec(iso);
  if (!match) return Date.parse(iso) * 1000;
  const [, date, time, fraction = '', zone = 'Z'] = match;
  const offset =
    zone === 'Z' ? zone : `${zone.slice(0, 3)}:${zone.slice(3).replace(':', '') || '00'}`;
  const seconds = Date.parse(`${date}T${time}${offset}`);
  return seconds * 1000 + Number(fraction.padEnd(6, '0').slice(0, 6));
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

type SortKey = number | string;

const sortKeys: Record<SortOption, (listing: BrowsableListing) => SortKey> = {
  newest: (l) => -timestampMicros(l.createdAt),
  price_low: (l) => l.price,
  price_high: (l) => -l.price,
  pickup_date: (l) => l.pickupDate,
  price_per_km: (l) => -(l.pricePerKm ?? -1),
};

function compareKeys(a: SortKey, b: SortKey): number {
  return typeof a === 'number' && typeof b === 'number' ? a - b : compareText(String(a), String(b));
}

/**
 * Sorts by the option (newest: createdAt desc; price_low/high: price; pickup_date: ascending;
 * price_per_km: descending, unknown last),
 * ties broken by id ascending so the order is total and matches the database's.
 */
export function sortListings<T extends BrowsableListing>(
  listings: readonly T[],
  sort: SortOption,
): T[] {
  const keyOf = sortKeys[sort];
  return listings
    .map((listing) => ({ listing, key: keyOf(listing) }))
    .sort((a, b) => compareKeys(a.key, b.key) || compareText(a.listing.id, b.listing.id))
    .map((entry) => entry.listing);
}

/**
 * The browser's result: pending listings not expired on `today` (YYYY-MM-DD) matching the
 * filters, in the chosen order.
 */
export function browseListings<T extends BrowsableListing>(
  listings: readonly T[],
  filters: ListingFilters,
  today: string = argentineCalendarDate(),
): T[] {
  return sortListings(
    listings.filter((listing) => matchesFilters(listing, filters, today)),
    filters.sort,
  );
}
