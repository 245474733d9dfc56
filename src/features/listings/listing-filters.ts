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
import { LOCALITIES_BY_PROVINCE } from '@/domain/places/localities';
import { isProvince } from '@/domain/places/provinces';
import { SEARCH_PARAM } from '@/lib/paths';

/** Sort options of the listings browser; newest is the default. */
export const sortOptions = [
  { value: 'newest', label: 'Más recientes' },
  { value: 'price_low', label: 'Precio: menor a mayor' },
  { value: 'price_high', label: 'Precio: mayor a menor' },
  { value: 'pickup_date', label: 'Fecha de recogida' },
  { value: 'price_per_km', label: 'Precio por km: mayor a menor' },
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

/** 'A menos de N km de …': the origin's straight-line distance from a locality. */
export const radiusOptions = [
  { value: '25', label: '25 km' },
  { value: '50', label: '50 km' },
  { value: '100', label: '100 km' },
  { value: '200', label: '200 km' },
] as const satisfies readonly CatalogOption[];
export type RadiusFilter = FilterValue<typeof radiusOptions>;

export interface ListingFilters {
  /** Free text, already trimmed; empty means no search. */
  search: string;
  cargoType: CargoTypeFilter;
  loadType: LoadTypeFilter;
  vehicleType: VehicleTypeFilter;
  sort: SortOption;
  /** The locality and province the radius is around; both empty, or a locality of that province. */
  nearPlace: string;
  nearProvince: string;
  radius: RadiusFilter;
}

export const defaultListingFilters: ListingFilters = {
  search: '',
  cargoType: ALL,
  loadType: ALL,
  vehicleType: ALL,
  sort: DEFAULT_SORT,
  nearPlace: '',
  nearProvince: '',
  radius: ALL,
};

const params = {
  search: SEARCH_PARAM,
  cargoType: 'cargoType',
  loadType: 'loadType',
  vehicleType: 'vehicleType',
  sort: 'sort',
  nearPlace: 'near',
  nearProvince: 'nearProvince',
  radius: 'radius',
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
  const nearProvince = raw.nearProvince ?? '';
  const nearPlace = raw.nearPlace ?? '';
  const known =
    isProvince(nearProvince) && LOCALITIES_BY_PROVINCE[nearProvince].includes(nearPlace);
  return {
    search: (raw.search ?? '').trim(),
    cargoType: pick<CargoTypeFilter>(raw.cargoType ?? null, cargoTypeFilterOptions, ALL),
    loadType: pick<LoadTypeFilter>(raw.loadType ?? null, loadTypeOptions, ALL),
    vehicleType: pick<VehicleTypeFilter>(raw.vehicleType ?? null, vehicleTypeFilterOptions, ALL),
    sort: isSortOption(raw.sort) ? raw.sort : DEFAULT_SORT,
    nearPlace: known ? nearPlace : '',
    nearProvince: known ? nearProvince : '',
    radius: pick<RadiusFilter>(raw.radius ?? null, radiusOptions, ALL),
  };
}

/** The radius filter, when it is complete: 'A menos de 50 km de Rosario'. */
export function activeRadius(
  filters: ListingFilters,
): { place: string; province: string; km: number } | null {
  if (filters.radius === ALL || filters.nearPlace === '') return null;
  return { place: filters.nearPlace, province: filters.nearProvince, km: Number(filters.radius) };
}

/** Reads filters from the URL query. */
export function filtersFromSearchParams(search: URLSearchParams): ListingFilters {
  return parseListingFilters({
    search: search.get(params.search),
    cargoType: search.get(params.cargoType),
    loadType: search.get(params.loadType),
    vehicleType: search.get(params.vehicleType),
    sort: search.get(params.sort),
    nearPlace: search.get(params.nearPlace),
    nearProvince: search.get(params.nearProvince),
    radius: search.get(params.radius),
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
