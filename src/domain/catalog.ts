/**
 * The shared vocabulary of the marketplace, the one source of its values and Spanish labels:
 * vehicle types (a form label set and a filter label set), cargo types, load types, and listing
 * statuses with their badge tones. Several features use it, so it lives outside any of them.
 */
import type { BadgeTone } from '@/components/ui/badge';
import type { Enums } from '@/lib/database.types';

export interface CatalogOption<T extends string = string> {
  value: T;
  label: string;
}

/** Value meaning "no filter" in every filter select. */
export const ALL = 'all';
export type AllOption = typeof ALL;

export const UNSPECIFIED_LABEL = 'No especificado';

/** Vehicle types a shipper can ask for, with the label the forms show and the one the
 * listings filter shows (the two vocabularies differ). */
export const vehicleTypes = [
  { value: 'van', formLabel: 'Furgoneta', filterLabel: 'Furgón' },
  { value: 'truck_small', formLabel: 'Camión Pequeño', filterLabel: 'Semi' },
  { value: 'truck_medium', formLabel: 'Camión Mediano', filterLabel: 'Semi 14.5' },
  { value: 'truck_large', formLabel: 'Camión Grande', filterLabel: 'Sider' },
  { value: 'refrigerated', formLabel: 'Refrigerado', filterLabel: 'Furgón Refrigerado' },
  { value: 'flatbed', formLabel: 'Plataforma', filterLabel: 'Equipo' },
  { value: 'container', formLabel: 'Contenedor', filterLabel: 'Furgón para Congelados' },
] as const;

/** Vehicle types only the filter offers (they have no form label). */
export const filterOnlyVehicleTypes = [
  { value: 'escalade_34', filterLabel: 'Escalados 34,5 ton.' },
  { value: 'escalade_45', filterLabel: 'Escalados 45 ton.' },
  { value: 'chassis', filterLabel: 'Chasis' },
  { value: 'balancing', filterLabel: 'Balancín' },
  { value: 'tank', filterLabel: 'Cisterna' },
] as const;

export type FormVehicleType = (typeof vehicleTypes)[number]['value'];
export type VehicleType = FormVehicleType | (typeof filterOnlyVehicleTypes)[number]['value'];

/** Options with the FORM labels (create-listing form, transporter sign-up). */
export const vehicleTypeOptions: readonly CatalogOption<FormVehicleType>[] = vehicleTypes.map(
  (v) => ({ value: v.value, label: v.formLabel }),
);

/** Options with the FILTER labels, form types first, then the filter-only ones. */
export const vehicleTypeFilterOptions: readonly CatalogOption<VehicleType>[] = [
  ...vehicleTypes.map((v) => ({ value: v.value, label: v.filterLabel })),
  ...filterOnlyVehicleTypes.map((v) => ({ value: v.value, label: v.filterLabel })),
];

export const allVehicleTypeValues: readonly VehicleType[] = vehicleTypeFilterOptions.map(
  (o) => o.value,
);

function findLabel(options: readonly CatalogOption[], value: string | null | undefined) {
  return options.find((o) => o.value === value)?.label;
}

/**
 * Label shown for a listing's vehicle type: the form label, or the filter label for filter-only
 * types (the seed uses 'tank'), or 'No especificado' for an unknown or absent value.
 */
export function vehicleTypeLabel(value: string | null | undefined): string {
  return (
    findLabel(vehicleTypeOptions, value) ??
    findLabel(vehicleTypeFilterOptions, value) ??
    UNSPECIFIED_LABEL
  );
}

/** Label of a vehicle type in the filter's vocabulary. */
export function vehicleTypeFilterLabel(value: string | null | undefined): string {
  return findLabel(vehicleTypeFilterOptions, value) ?? UNSPECIFIED_LABEL;
}

/** Cargo types offered by the filter (Tipo de mercadería). */
export const cargoTypeFilterOptions = [
  { value: 'wine', label: 'Vinos' },
  { value: 'brick', label: 'Ladrillo Hueco' },
  { value: 'food', label: 'Alimentos' },
  { value: 'cleaning', label: 'Art. de Limpieza' },
  { value: 'electronics', label: 'Electrodomésticos' },
  { value: 'packages', label: 'Paquetería' },
  { value: 'construction', label: 'Materiales de obra' },
] as const satisfies readonly CatalogOption[];

/** Every cargo type the database accepts: the filter's plus the two the sample data also uses. */
export const cargoTypeOptions = [
  ...cargoTypeFilterOptions,
  { value: 'furniture', label: 'Muebles' },
  { value: 'fuel', label: 'Combustible' },
] as const satisfies readonly CatalogOption[];

export function cargoTypeLabel(value: string | null | undefined): string {
  return findLabel(cargoTypeOptions, value) ?? UNSPECIFIED_LABEL;
}

/** Load types (Tipo de carga). */
export const loadTypeOptions = [
  { value: 'dry', label: 'Seca' },
  { value: 'liquid', label: 'Líquida' },
  { value: 'refrigerated', label: 'Refrigerada' },
] as const satisfies readonly CatalogOption[];

export function loadTypeLabel(value: string | null | undefined): string {
  return findLabel(loadTypeOptions, value) ?? UNSPECIFIED_LABEL;
}

/** Listing statuses with their label and badge tone; unknown is grey. */
export type ListingStatus = Enums<'cargo_status'>;

export const listingStatuses: readonly { value: ListingStatus; label: string; tone: BadgeTone }[] =
  [
    { value: 'pending', label: 'Pendiente', tone: 'yellow' },
    { value: 'assigned', label: 'Asignado', tone: 'blue' },
    { value: 'in-transit', label: 'En tránsito', tone: 'purple' },
    { value: 'delivered', label: 'Entregado', tone: 'green' },
  ];

export const UNKNOWN_STATUS_LABEL = 'Desconocido';

export function statusLabel(value: string | null | undefined): string {
  return listingStatuses.find((s) => s.value === value)?.label ?? UNKNOWN_STATUS_LABEL;
}

export function statusTone(value: string | null | undefined): BadgeTone {
  return listingStatuses.find((s) => s.value === value)?.tone ?? 'grey';
}
