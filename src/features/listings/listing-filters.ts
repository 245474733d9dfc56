/**
 * The listings browser's state: search term, filters and sort, read from and written to the URL
 * query so the back button and a shared link restore them. The database function
 * `public.search_listings` applies them; testing/browse-oracle.ts restates its rules in memory.
 */
import {
  ALL,
  cargoTypeFilterOptions,
  loadTypeOptions,
  vehicleTypeFilterOptions,
  type AllOption,
  type CatalogOption,
} from '@/domain/catalog';

/** Sort options of the listings browser; newest is the default. */
export const sortOptions = [
  { value: 'newest', label: 'Más recientes' },
  { value: 'price_low', label: 'Precio: menor a mayor' },
  { value: 'price_high', label: 'Precio: mayor a menor' },
  { value: 'pickup_date', label: 'Fecha de recogida' },
] as const satisfies readonly CatalogOption[];

export type SortOption = (typeof sortOptions)[number]['value'];
export const DEFAULT_SORT: SortOption = 'newest';

export function isSortOption(value: unknown): value is SortOption {
  return typeof value === 'string' && sortOptions.some((o) => o.value === value);
}

type FilterValue<T extends readonly { value: string }[]> = T[number]['value'] | AllOption;

export type CargoTypeFilter = FilterValue<typeof cargoTypeFilterOptions>;
export type LoadTypeFilter = FilterValue<typeof loadTypeOptions>;
export type VehicleTypeFilter = FilterValue<typeof vehicleTypeFilterOptions>;

export interface ListingFilters {
  /** Free text, already trimmed; empty means no search. */
  search: string;
  cargoType: CargoTypeFilter;
  loadType: LoadTypeFilter;
  vehicleType: VehicleTypeFilter;
  sort: SortOption;
}

export const defaultListingFilters: ListingFilters = {
  search: '',
  cargoType: ALL,
  loadType: ALL,
  vehicleType: ALL,
  sort: DEFAULT_SORT,
};

const params = {
  search: 'q',
  cargoType: 'cargoType',
  loadType: 'loadType',
  vehicleType: 'vehicleType',
  sort: 'sort',
} as const satisfies Record<keyof ListingFilters, string>;

function pick<T extends string>(
  value: string | null,
  options: readonly { value: string }[],
  fallback: T,
): T {
  return value !== null && options.some((o) => o.value === value) ? (value as T) : fallback;
}

/**
 * Filters from raw values (a URL query, a saved alert); missing or unknown values fall back to the
 * defaults.
 */
export function parseListingFilters(
  raw: Partial<Record<keyof ListingFilters, string | null>>,
): ListingFilters {
  return {
    search: (raw.search ?? '').trim(),
    cargoType: pick<CargoTypeFilter>(raw.cargoType ?? null, cargoTypeFilterOptions, ALL),
    loadType: pick<LoadTypeFilter>(raw.loadType ?? null, loadTypeOptions, ALL),
    vehicleType: pick<VehicleTypeFilter>(raw.vehicleType ?? null, vehicleTypeFilterOptions, ALL),
    sort: isSortOption(raw.sort) ? raw.sort : DEFAULT_SORT,
  };
}

/** Reads filters from the URL query. */
export function filtersFromSearchParams(search: URLSearchParams): ListingFilters {
  return parseListingFilters({
    search: search.get(params.search),
    cargoType: search.get(params.cargoType),
    loadType: search.get(params.loadType),
    vehicleType: search.get(params.vehicleType),
    sort: search.get(params.sort),
  });
}

/**
 * Writes filters into a copy of the URL query, leaving out the defaults so a plain /listings stays
 * clean; other parameters are kept.
 */
export function filtersToSearchParams(
  filters: ListingFilters,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of Object.keys(params) as (keyof ListingFilters)[]) {
    const value = key === 'search' ? filters.search.trim() : filters[key];
    if (value === defaultListingFilters[key]) next.delete(params[key]);
    else next.set(params[key], value);
  }
  return next;
}
