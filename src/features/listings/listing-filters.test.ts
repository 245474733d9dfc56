import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths';
import {
  defaultListingFilters,
  filtersFromSearchParams,
  filtersToSearchParams,
  isSortOption,
  type ListingFilters,
} from './listing-filters';

const filters = (patch: Partial<ListingFilters> = {}): ListingFilters => ({
  ...defaultListingFilters,
  ...patch,
});

describe('sort options', () => {
  it('accepts exactly the four sorts of the spec', () => {
    for (const sort of ['newest', 'price_low', 'price_high', 'pickup_date']) {
      expect(isSortOption(sort)).toBe(true);
    }
    expect(isSortOption('oldest')).toBe(false);
  });
});

describe('URL query', () => {
  it('leaves every default out of the URL', () => {
    expect(filtersToSearchParams(defaultListingFilters).toString()).toBe('');
  });

  it('round-trips every filter', () => {
    const value = filters({
      search: 'córdoba',
      cargoType: 'wine',
      loadType: 'dry',
      vehicleType: 'tank',
      sort: 'price_high',
    });
    expect(filtersFromSearchParams(filtersToSearchParams(value))).toEqual(value);
  });

  it('falls back to defaults for unknown values', () => {
    const params = new URLSearchParams('cargoType=gold&loadType=x&vehicleType=ufo&sort=oldest');
    expect(filtersFromSearchParams(params)).toEqual(defaultListingFilters);
  });

  it('keeps unrelated parameters and drops a filter set back to its default', () => {
    const base = new URLSearchParams('tab=browse&cargoType=wine');
    const next = filtersToSearchParams(filters({ search: 'sal' }), base);
    expect(next.get('tab')).toBe('browse');
    expect(next.get('cargoType')).toBeNull();
    expect(next.get('q')).toBe('sal');
  });

  it('reads the search of paths.listingsSearch and paths.transporterAvailableSearch back', () => {
    for (const path of [
      paths.listingsSearch('Vino & aceite 50%'),
      paths.transporterAvailableSearch('Vino & aceite 50%'),
    ]) {
      const url = new URL(path, 'https://conectacargas.test');
      expect(filtersFromSearchParams(url.searchParams)).toEqual(
        filters({ search: 'Vino & aceite 50%' }),
      );
      expect(`?${filtersToSearchParams(filters({ search: 'Vino & aceite 50%' }))}`).toBe(
        url.search,
      );
    }
    expect(paths.listingsSearch('mendoza')).toBe('/listings?q=mendoza');
  });

  it('trims the search term', () => {
    expect(filtersFromSearchParams(new URLSearchParams('q=%20mendoza%20')).search).toBe('mendoza');
  });
});
