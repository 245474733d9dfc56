import { describe, expect, it } from 'vitest';
import { truckFiltersFromSearchParams, truckFiltersToSearchParams } from './truck-filters';

describe('truck filters in the URL', () => {
  it('reads known values and ignores unknown ones', () => {
    expect(
      truckFiltersFromSearchParams(new URLSearchParams('provincia=Santa+Fe&vehiculo=van')),
    ).toEqual({ province: 'Santa Fe', vehicleType: 'van' });
    expect(
      truckFiltersFromSearchParams(new URLSearchParams('provincia=Atlántida&vehiculo=rocket')),
    ).toEqual({ province: null, vehicleType: null });
  });

  it('writes the filters set, drops the others and keeps unrelated parameters', () => {
    const current = new URLSearchParams('vehiculo=van&ref=home');
    expect(
      truckFiltersToSearchParams({ province: 'Mendoza', vehicleType: null }, current).toString(),
    ).toBe('ref=home&provincia=Mendoza');
  });
});
