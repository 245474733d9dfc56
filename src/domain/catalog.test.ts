import { describe, expect, it } from 'vitest';
import {
  cargoTypeFilterOptions,
  cargoTypeLabel,
  filterOnlyVehicleTypes,
  loadTypeLabel,
  statusLabel,
  statusTone,
  vehicleTypeFilterLabel,
  vehicleTypeFilterOptions,
  vehicleTypeLabel,
  vehicleTypeOptions,
} from './catalog';

describe('vehicle types', () => {
  const table = [
    ['van', 'Furgoneta', 'Furgón'],
    ['truck_small', 'Camión Pequeño', 'Semi'],
    ['truck_medium', 'Camión Mediano', 'Semi 14.5'],
    ['truck_large', 'Camión Grande', 'Sider'],
    ['refrigerated', 'Refrigerado', 'Furgón Refrigerado'],
    ['flatbed', 'Plataforma', 'Equipo'],
    ['container', 'Contenedor', 'Furgón para Congelados'],
  ] as const;

  it.each(table)('%s has form label %s and filter label %s', (value, form, filter) => {
    expect(vehicleTypeLabel(value)).toBe(form);
    expect(vehicleTypeFilterLabel(value)).toBe(filter);
    expect(vehicleTypeOptions).toContainEqual({ value, label: form });
    expect(vehicleTypeFilterOptions).toContainEqual({ value, label: filter });
  });

  it.each([
    ['escalade_34', 'Escalados 34,5 ton.'],
    ['escalade_45', 'Escalados 45 ton.'],
    ['chassis', 'Chasis'],
    ['balancing', 'Balancín'],
    ['tank', 'Cisterna'],
  ])('filter-only %s is labelled %s everywhere and absent from the form', (value, label) => {
    expect(vehicleTypeFilterLabel(value)).toBe(label);
    expect(vehicleTypeLabel(value)).toBe(label);
    expect(vehicleTypeOptions.map((o) => o.value)).not.toContain(value);
  });

  it('offers the seven form types in the form and all twelve in the filter', () => {
    expect(vehicleTypeOptions).toHaveLength(7);
    expect(vehicleTypeFilterOptions).toHaveLength(7 + filterOnlyVehicleTypes.length);
  });

  it.each([null, undefined, '', 'spaceship'])('labels %s as No especificado', (value) => {
    expect(vehicleTypeLabel(value)).toBe('No especificado');
    expect(vehicleTypeFilterLabel(value)).toBe('No especificado');
  });
});

describe('cargo types', () => {
  it.each([
    ['wine', 'Vinos'],
    ['brick', 'Ladrillo Hueco'],
    ['food', 'Alimentos'],
    ['cleaning', 'Art. de Limpieza'],
    ['electronics', 'Electrodomésticos'],
    ['packages', 'Paquetería'],
    ['construction', 'Materiales de obra'],
  ])('%s is %s and offered by the filter', (value, label) => {
    expect(cargoTypeLabel(value)).toBe(label);
    expect(cargoTypeFilterOptions).toContainEqual({ value, label });
  });

  it('labels the sample-only types but keeps them out of the filter', () => {
    expect(cargoTypeLabel('furniture')).toBe('Muebles');
    expect(cargoTypeLabel('fuel')).toBe('Combustible');
    expect(cargoTypeFilterOptions.map((o) => o.value)).not.toContain('furniture');
    expect(cargoTypeFilterOptions.map((o) => o.value)).not.toContain('fuel');
  });

  it('labels an unknown cargo type as No especificado', () => {
    expect(cargoTypeLabel('gold')).toBe('No especificado');
  });
});

describe('load types', () => {
  it.each([
    ['dry', 'Seca'],
    ['liquid', 'Líquida'],
    ['refrigerated', 'Refrigerada'],
  ])('%s is %s', (value, label) => {
    expect(loadTypeLabel(value)).toBe(label);
  });

  it('labels an unknown load type as No especificado', () => {
    expect(loadTypeLabel(null)).toBe('No especificado');
  });
});

describe('statuses', () => {
  it.each([
    ['pending', 'Pendiente', 'yellow'],
    ['assigned', 'Asignado', 'blue'],
    ['in-transit', 'En tránsito', 'purple'],
    ['delivered', 'Entregado', 'green'],
  ])('%s is %s with a %s badge', (value, label, tone) => {
    expect(statusLabel(value)).toBe(label);
    expect(statusTone(value)).toBe(tone);
  });

  it('shows an unknown status in grey', () => {
    expect(statusTone('cancelled')).toBe('grey');
    expect(statusLabel('cancelled')).toBe('Desconocido');
  });
});
