import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { LabeledField } from '@/components/ui/labeled-field';
import { Select, SelectOptions } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import {
  activeRadius,
  radiusOptions,
  type CargoTypeFilter,
  type ListingFilters,
  type LoadTypeFilter,
  type RadiusFilter,
  type VehicleTypeFilter,
} from '../listing-filters';
import { LOCALITIES_BY_PROVINCE } from '@/domain/places/localities';
import { ARGENTINE_PROVINCES, isProvince } from '@/domain/places/provinces';
import {
  ALL,
  cargoTypeFilterOptions,
  loadTypeOptions,
  vehicleTypeFilterOptions,
  type CatalogOption,
} from '@/domain/catalog';

type FilterPatch = Partial<
  Pick<
    ListingFilters,
    'cargoType' | 'loadType' | 'vehicleType' | 'nearPlace' | 'nearProvince' | 'radius'
  >
>;

function FilterSelect<T extends string>({
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: T;
  options: readonly CatalogOption[];
  onChange: (value: T) => void;
}) {
  return (
    <LabeledField label={label}>
      <Select value={value} onChange={(event) => onChange(event.target.value as T)}>
        <option value={ALL}>{allLabel}</option>
        <SelectOptions options={options} />
      </Select>
    </LabeledField>
  );
}

/** The collapsible Filtros avanzados panel; each change applies at once. */
export function AdvancedFilters({
  filters,
  onChange,
}: {
  filters: ListingFilters;
  onChange: (patch: FilterPatch) => void;
}) {
  const panelId = useId();
  // Open from the start when a shared link already filters, so the active filters are visible.
  const [open, setOpen] = useState(
    filters.cargoType !== ALL ||
      filters.loadType !== ALL ||
      filters.vehicleType !== ALL ||
      activeRadius(filters) !== null,
  );
  const radius = activeRadius(filters);
  const localities = isProvince(filters.nearProvince)
    ? LOCALITIES_BY_PROVINCE[filters.nearProvince]
    : [];

  return (
    <div>
      <Button
        variant="outline"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
        Filtros avanzados
        <ChevronDown
          aria-hidden="true"
          className={cn('h-4 w-4 transition-transform', open && 'rotate-180')}
        />
      </Button>
      <div id={panelId}>
        {open ? (
          <div className="mt-3 grid gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-3">
            <FilterSelect<CargoTypeFilter>
              label="Tipo de mercadería"
              allLabel="Todas las mercaderías"
              value={filters.cargoType}
              options={cargoTypeFilterOptions}
              onChange={(cargoType) => onChange({ cargoType })}
            />
            <FilterSelect<LoadTypeFilter>
              label="Tipo de carga"
              allLabel="Todos los tipos de carga"
              value={filters.loadType}
              options={loadTypeOptions}
              onChange={(loadType) => onChange({ loadType })}
            />
            <FilterSelect<VehicleTypeFilter>
              label="Tipo de vehículo"
              allLabel="Todos los vehículos"
              value={filters.vehicleType}
              options={vehicleTypeFilterOptions}
              onChange={(vehicleType) => onChange({ vehicleType })}
            />
            <fieldset className="grid gap-4 sm:col-span-3 sm:grid-cols-3">
              <legend className="mb-2 text-sm font-medium text-slate-900">Cerca de</legend>
              <LabeledField label="Provincia de origen">
                <Select
                  value={filters.nearProvince}
                  onChange={(event) =>
                    onChange({ nearProvince: event.target.value, nearPlace: '' })
                  }
                >
                  <option value="">Cualquier provincia</option>
                  {ARGENTINE_PROVINCES.map((province) => (
                    <option key={province} value={province}>
                      {province}
                    </option>
                  ))}
                </Select>
              </LabeledField>
              <LabeledField label="Localidad de origen">
                <Select
                  value={filters.nearPlace}
                  disabled={localities.length === 0}
                  onChange={(event) => onChange({ nearPlace: event.target.value })}
                >
                  <option value="">Elegí una localidad</option>
                  {localities.map((locality) => (
                    <option key={locality} value={locality}>
                      {locality}
                    </option>
                  ))}
                </Select>
              </LabeledField>
              <FilterSelect<RadiusFilter>
                label="Distancia máxima"
                allLabel="Cualquier distancia"
                value={filters.radius}
                options={radiusOptions}
                onChange={(value) => onChange({ radius: value })}
              />
              <p className="text-sm text-slate-600 sm:col-span-3" aria-live="polite">
                {radius
                  ? `A menos de ${radius.km} km de ${radius.place}`
                  : 'Elegí una localidad y una distancia para ver las cargas que salen cerca.'}
              </p>
            </fieldset>
          </div>
        ) : null}
      </div>
    </div>
  );
}
