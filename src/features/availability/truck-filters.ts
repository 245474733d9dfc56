/**
 * The filters of 'Camiones disponibles', kept in the URL query (`?provincia=…&vehiculo=…`, absent
 * for all) so the back button and a shared link restore them. Unknown values mean no filter.
 */
import { vehicleTypeOptions } from '@/domain/catalog';
import { ARGENTINE_PROVINCES } from '@/domain/places/provinces';
import type { TruckFilters } from './api/keys';

export const TRUCK_FILTER_PARAMS = { province: 'provincia', vehicleType: 'vehiculo' } as const;

const provinces: readonly string[] = ARGENTINE_PROVINCES;
const vehicleTypes: readonly string[] = vehicleTypeOptions.map((o) => o.value);

export function truckFiltersFromSearchParams(params: URLSearchParams): TruckFilters {
  const province = params.get(TRUCK_FILTER_PARAMS.province);
  const vehicleType = params.get(TRUCK_FILTER_PARAMS.vehicleType);
  return {
    province: province && provinces.includes(province) ? province : null,
    vehicleType: vehicleType && vehicleTypes.includes(vehicleType) ? vehicleType : null,
  };
}

/** The query with these filters; other parameters stay. */
export function truckFiltersToSearchParams(
  filters: TruckFilters,
  current: URLSearchParams,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of ['province', 'vehicleType'] as const) {
    const value = filters[key];
    if (value) next.set(TRUCK_FILTER_PARAMS[key], value);
    else next.delete(TRUCK_FILTER_PARAMS[key]);
  }
  return next;
}
