import { Truck } from 'lucide-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { Select, SelectOptions } from '@/components/ui/input';
import { LabeledField } from '@/components/ui/labeled-field';
import { LoadMore } from '@/components/ui/load-more';
import { LoadingList } from '@/components/ui/loading-list';
import { QueryErrorState, StaleDataNotice } from '@/components/ui/query-error-state';
import { vehicleTypeOptions } from '@/domain/catalog';
import { ARGENTINE_PROVINCES } from '@/domain/places/provinces';
import { loadedRows } from '@/lib/keyset';
import { useTrucks } from '../api/availability';
import type { TruckFilters } from '../api/keys';
import { truckFiltersFromSearchParams, truckFiltersToSearchParams } from '../truck-filters';
import { TruckCard } from './truck-card';

const provinceOptions = ARGENTINE_PROVINCES.map((province) => ({
  value: province,
  label: province,
}));

export function trucksCountText(count: number, more: boolean): string {
  if (count === 0) return 'No hay camiones disponibles con estos filtros';
  const noun = count === 1 ? 'camión disponible' : 'camiones disponibles';
  return more ? `Se muestran ${count} ${noun}; hay más` : `${count} ${noun}`;
}

/**
 * 'Camiones disponibles': active trucks, soonest free first, by province and vehicle type, a page
 * at a time with 'Cargar más'.
 */
export function TrucksBrowser() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => truckFiltersFromSearchParams(searchParams), [searchParams]);
  const query = useTrucks(filters);
  const trucks = loadedRows(query.data?.pages);

  function update(patch: Partial<TruckFilters>) {
    setSearchParams((current) =>
      truckFiltersToSearchParams({ ...truckFiltersFromSearchParams(current), ...patch }, current),
    );
  }

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:max-w-xl sm:grid-cols-2">
        <LabeledField label="Provincia">
          <Select
            value={filters.province ?? ''}
            onChange={(event) => update({ province: event.target.value || null })}
          >
            <option value="">Todas las provincias</option>
            <SelectOptions options={provinceOptions} />
          </Select>
        </LabeledField>
        <LabeledField label="Tipo de vehículo">
          <Select
            value={filters.vehicleType ?? ''}
            onChange={(event) => update({ vehicleType: event.target.value || null })}
          >
            <option value="">Todos los vehículos</option>
            <SelectOptions options={vehicleTypeOptions} />
          </Select>
        </LabeledField>
      </div>

      <p aria-live="polite" className="min-h-5 text-sm text-slate-600">
        {query.isSuccess ? trucksCountText(trucks.length, query.hasNextPage) : ''}
      </p>

      <StaleDataNotice query={query} />
      {query.isError && query.data === undefined ? (
        <QueryErrorState title="No se pudieron cargar los camiones disponibles" query={query} />
      ) : query.isPending ? (
        <LoadingList label="Cargando camiones disponibles…" rows={3} rowClassName="h-40" />
      ) : trucks.length === 0 ? (
        <EmptyState
          icon={Truck}
          title="No se encontraron camiones disponibles"
          description="Prueba con otra provincia u otro tipo de vehículo."
        />
      ) : (
        <>
          <ul
            className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
            aria-label="Camiones disponibles"
          >
            {trucks.map((truck) => (
              <li key={truck.id} className="flex">
                <TruckCard truck={truck} />
              </li>
            ))}
          </ul>
          <LoadMore query={query} errorTitle="No se pudieron cargar más camiones" />
        </>
      )}
    </div>
  );
}
