import { ALL, cargoTypeLabel, loadTypeLabel, vehicleTypeFilterLabel } from '@/domain/catalog';
import { paths } from '@/lib/paths';
import { ALERT_NAME_MAX } from './limits';
import {
  defaultListingFilters,
  filtersToSearchParams,
  parseListingFilters,
  type ListingFilters,
} from '../listing-filters';

/** What an alert saves of the browser's state: the search and the filters, not the sort. */
export type AlertCriteria = Pick<
  ListingFilters,
  'search' | 'cargoType' | 'loadType' | 'vehicleType'
>;

/** The `saved_alerts` columns of the criteria; the database checks the same vocabularies. */
export interface AlertCriteriaRow {
  search: string;
  cargo_type: string;
  load_type: string;
  vehicle_type: string;
}

export function criteriaFromFilters(filters: ListingFilters): AlertCriteria {
  const { search, cargoType, loadType, vehicleType } = filters;
  return { search: search.trim(), cargoType, loadType, vehicleType };
}

export function criteriaToRow(criteria: AlertCriteria): AlertCriteriaRow {
  return {
    search: criteria.search,
    cargo_type: criteria.cargoType,
    load_type: criteria.loadType,
    vehicle_type: criteria.vehicleType,
  };
}

/** A row read back as the browser would read it: a value it does not offer counts as 'all'. */
export function criteriaFromRow(row: AlertCriteriaRow): AlertCriteria {
  return criteriaFromFilters(
    parseListingFilters({
      search: row.search,
      cargoType: row.cargo_type,
      loadType: row.load_type,
      vehicleType: row.vehicle_type,
    }),
  );
}

/** The criteria in words, one part each: '«cordoba»', 'Mercadería: Vinos', … */
export function describeCriteria(criteria: AlertCriteria): string[] {
  const parts: string[] = [];
  if (criteria.search !== '') parts.push(`«${criteria.search}»`);
  if (criteria.cargoType !== ALL) parts.push(`Mercadería: ${cargoTypeLabel(criteria.cargoType)}`);
  if (criteria.loadType !== ALL) parts.push(`Carga: ${loadTypeLabel(criteria.loadType)}`);
  if (criteria.vehicleType !== ALL) {
    parts.push(`Vehículo: ${vehicleTypeFilterLabel(criteria.vehicleType)}`);
  }
  return parts.length > 0 ? parts : ['Todas las cargas disponibles'];
}

/** The listings browser showing what the alert watches. */
export function criteriaBrowserPath(criteria: AlertCriteria): string {
  const query = filtersToSearchParams({ ...defaultListingFilters, ...criteria }).toString();
  return query === '' ? paths.listings : `${paths.listings}?${query}`;
}

/** A name to start from: the search term, or the first filter, cut to the column's limit. */
export function suggestedAlertName(criteria: AlertCriteria): string {
  return (criteria.search || describeCriteria(criteria)[0]).slice(0, ALERT_NAME_MAX);
}
