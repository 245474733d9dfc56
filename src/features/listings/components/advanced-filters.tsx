import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { LabeledField } from '@/components/ui/labeled-field';
import { Select, SelectOptions } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type {
  CargoTypeFilter,
  ListingFilters,
  LoadTypeFilter,
  VehicleTypeFilter,
} from '../listing-filters';
import {
  ALL,
  cargoTypeFilterOptions,
  loadTypeOptions,
  vehicleTypeFilterOptions,
  type CatalogOption,
} from '@/domain/catalog';

type FilterPatch = Partial<Pick<ListingFilters, 'cargoType' | 'loadType' | 'vehicleType'>>;

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
    filters.cargoType !== ALL || filters.loadType !== ALL || filters.vehicleType !== ALL,
  );

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
          </div>
        ) : null}
      </div>
    </div>
  );
}
