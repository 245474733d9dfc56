import { describe, expect, it } from 'vitest';
import { defaultListingFilters } from '../listing-filters';
import {
  criteriaBrowserPath,
  criteriaFromFilters,
  criteriaFromRow,
  criteriaToRow,
  describeCriteria,
  suggestedAlertName,
} from './criteria';

const all = criteriaFromFilters(defaultListingFilters);

describe('alert criteria', () => {
  it('keep the search and filters of the browser, not its sort', () => {
    expect(
      criteriaFromFilters({
        ...defaultListingFilters,
        search: '  mendoza ',
        cargoType: 'wine',
        sort: 'price_low',
      }),
    ).toEqual({ search: 'mendoza', cargoType: 'wine', loadType: 'all', vehicleType: 'all' });
  });

  it('go to the database and back unchanged', () => {
    const criteria = {
      search: 'río',
      cargoType: 'food',
      loadType: 'dry',
      vehicleType: 'tank',
    } as const;
    expect(criteriaToRow(criteria)).toEqual({
      search: 'río',
      cargo_type: 'food',
      load_type: 'dry',
      vehicle_type: 'tank',
    });
    expect(criteriaFromRow(criteriaToRow(criteria))).toEqual(criteria);
  });

  it('read a value the browser does not offer as no filter, as a shared link would', () => {
    expect(
      criteriaFromRow({ search: '', cargo_type: 'furniture', load_type: 'x', vehicle_type: 'van' }),
    ).toEqual({ search: '', cargoType: 'all', loadType: 'all', vehicleType: 'van' });
  });

  it('are described in words, or as every listing when nothing filters', () => {
    expect(describeCriteria(all)).toEqual(['Todas las cargas disponibles']);
    expect(
      describeCriteria({
        search: 'mendoza',
        cargoType: 'wine',
        loadType: 'liquid',
        vehicleType: 'tank',
      }),
    ).toEqual(['«mendoza»', 'Mercadería: Vinos', 'Carga: Líquida', 'Vehículo: Cisterna']);
  });

  it('open the browser on the same search', () => {
    expect(criteriaBrowserPath(all)).toBe('/listings');
    expect(criteriaBrowserPath({ ...all, search: 'san juan', loadType: 'dry' })).toBe(
      '/listings?q=san+juan&loadType=dry',
    );
  });

  it('suggest a name: the search, or the first filter, within 60 characters', () => {
    expect(suggestedAlertName({ ...all, search: 'mendoza' })).toBe('mendoza');
    expect(suggestedAlertName({ ...all, cargoType: 'wine' })).toBe('Mercadería: Vinos');
    expect(suggestedAlertName(all)).toBe('Todas las cargas disponibles');
    expect(suggestedAlertName({ ...all, search: 'x'.repeat(80) })).toHaveLength(60);
  });
});
