import { describe, expect, it } from 'vitest';
import { defaultListingFilters, type ListingFilters } from '../listing-filters';
import { browseListings, matchesSearch, sortListings, timestampMicros } from './browse-oracle';
import { makeListing } from './make-listing';

const filters = (patch: Partial<ListingFilters> = {}): ListingFilters => ({
  ...defaultListingFilters,
  ...patch,
});
const ids = (listings: { id: string }[]) => listings.map((l) => l.id);

describe('search', () => {
  const listing = makeListing({
    title: 'Vinos Malbec',
    description: 'Cajas paletizadas',
    origin: 'Córdoba, Córdoba',
    destination: 'Neuquén',
  });

  it.each([
    ['title', 'malbec'],
    ['description', 'PALETIZADAS'],
    ['origin', 'córdoba'],
    ['destination', 'neuq'],
  ])('finds a substring of the %s', (_field, term) => {
    expect(matchesSearch(listing, term)).toBe(true);
  });

  it('ignores case and accents in both directions', () => {
    expect(matchesSearch(listing, 'CORDOBA')).toBe(true);
    expect(matchesSearch(listing, 'neuquen')).toBe(true);
    expect(matchesSearch(makeListing({ title: 'Cordoba express' }), 'Córdoba')).toBe(true);
  });

  it('finds the origin or destination province', () => {
    const withProvinces = {
      ...listing,
      originProvince: 'Tucumán',
      destinationProvince: 'Entre Ríos',
    };
    expect(matchesSearch(withProvinces, 'tucuman')).toBe(true);
    expect(matchesSearch(withProvinces, 'ENTRE RIOS')).toBe(true);
    expect(matchesSearch(listing, 'tucuman')).toBe(false);
  });

  it('does not look at other fields', () => {
    expect(matchesSearch(makeListing({ cargoType: 'wine', title: 'x' }), 'wine')).toBe(false);
  });

  it('does not match text spanning two fields', () => {
    const split = makeListing({ title: 'Carga de Rosa', description: 'Rio abajo' });
    expect(matchesSearch(split, 'rosa')).toBe(true);
    expect(matchesSearch(split, 'rosa rio')).toBe(false);
    expect(matchesSearch(split, 'rosario')).toBe(false);
  });

  it('rejects text that is nowhere in the listing', () => {
    expect(matchesSearch(listing, 'rosario')).toBe(false);
  });

  it('treats an empty or blank term as no search, and trims the term', () => {
    expect(matchesSearch(listing, '')).toBe(true);
    expect(matchesSearch(listing, '   ')).toBe(true);
    expect(matchesSearch(listing, '  malbec  ')).toBe(true);
  });

  it('matches characters literally, including LIKE wildcards', () => {
    expect(matchesSearch(makeListing({ title: 'Descuento 50%' }), '50%')).toBe(true);
    expect(matchesSearch(makeListing({ title: 'Descuento 500' }), '5%0')).toBe(false);
    expect(matchesSearch(makeListing({ title: 'abc' }), 'a_c')).toBe(false);
  });
});

describe('filters', () => {
  const wine = makeListing({ cargoType: 'wine', loadType: 'dry', vehicleType: 'truck_large' });
  const fuel = makeListing({ cargoType: 'fuel', loadType: 'liquid', vehicleType: 'tank' });
  const food = makeListing({ cargoType: 'food', loadType: 'refrigerated', vehicleType: null });
  const all = [wine, fuel, food];

  it('applies no filter with all', () => {
    expect(browseListings(all, filters())).toHaveLength(3);
  });

  it('matches the cargo type exactly', () => {
    expect(ids(browseListings(all, filters({ cargoType: 'wine' })))).toEqual([wine.id]);
  });

  it('matches the load type exactly', () => {
    expect(ids(browseListings(all, filters({ loadType: 'liquid' })))).toEqual([fuel.id]);
  });

  it('matches the vehicle type exactly; a listing without one never matches a type', () => {
    expect(ids(browseListings(all, filters({ vehicleType: 'tank' })))).toEqual([fuel.id]);
    expect(browseListings([food], filters({ vehicleType: 'van' }))).toEqual([]);
  });

  it('combines filters and search with AND', () => {
    const list = [
      makeListing({ cargoType: 'wine', title: 'Mendoza a Salta' }),
      makeListing({ cargoType: 'food', title: 'Mendoza a Jujuy' }),
    ];
    const result = browseListings(list, filters({ cargoType: 'wine', search: 'mendoza' }));
    expect(ids(result)).toEqual([list[0].id]);
  });

  it('shows only pending listings', () => {
    const list = (['pending', 'assigned', 'in-transit', 'delivered'] as const).map((status) =>
      makeListing({ status, transporterId: status === 'pending' ? null : 'x' }),
    );
    expect(ids(browseListings(list, filters()))).toEqual([list[0].id]);
  });

  it('leaves out a listing whose pickup date passed, keeping the pickup day itself', () => {
    const list = ['2026-11-25', '2026-11-26', '2026-11-27'].map((pickupDate) =>
      makeListing({ pickupDate }),
    );
    expect(ids(browseListings(list, filters(), '2026-11-26'))).toEqual([list[1].id, list[2].id]);
  });
});

describe('sort', () => {
  const a = makeListing({
    price: 300,
    pickupDate: '2026-12-05',
    createdAt: '2026-11-20T10:00:00+00:00',
  });
  const b = makeListing({
    price: 100,
    pickupDate: '2026-12-01',
    createdAt: '2026-11-22T10:00:00+00:00',
  });
  const c = makeListing({
    price: 200,
    pickupDate: '2026-12-10',
    createdAt: '2026-11-21T10:00:00+00:00',
  });
  const list = [a, b, c];

  it('sorts newest first by default', () => {
    expect(defaultListingFilters.sort).toBe('newest');
    expect(ids(browseListings(list, filters(), '2026-11-26'))).toEqual([b.id, c.id, a.id]);
  });

  it('sorts by price ascending and descending', () => {
    expect(ids(sortListings(list, 'price_low'))).toEqual([b.id, c.id, a.id]);
    expect(ids(sortListings(list, 'price_high'))).toEqual([a.id, c.id, b.id]);
  });

  it('sorts by pickup date ascending', () => {
    expect(ids(sortListings(list, 'pickup_date'))).toEqual([b.id, a.id, c.id]);
  });

  it('breaks ties by id ascending, whatever the input order', () => {
    const first = makeListing({ price: 50, createdAt: '2026-11-20T10:00:00+00:00' });
    const second = makeListing({ price: 50, createdAt: '2026-11-20T10:00:00+00:00' });
    for (const sort of ['newest', 'price_low', 'price_high', 'pickup_date'] as const) {
      expect(ids(sortListings([second, first], sort))).toEqual([first.id, second.id]);
    }
  });

  it('orders by microseconds, as Postgres does', () => {
    const earlier = makeListing({ createdAt: '2026-11-20T10:00:00.000100+00:00' });
    const later = makeListing({ createdAt: '2026-11-20T10:00:00.0002+00:00' });
    expect(ids(sortListings([earlier, later], 'newest'))).toEqual([later.id, earlier.id]);
  });

  it('does not modify its input', () => {
    const input = [a, b, c];
    sortListings(input, 'price_low');
    expect(input).toEqual([a, b, c]);
  });
});

describe('timestampMicros', () => {
  it('reads PostgREST and Postgres timestamp formats alike', () => {
    const micros = Date.UTC(2026, 10, 20, 10, 0, 0) * 1000 + 123456;
    expect(timestampMicros('2026-11-20T10:00:00.123456+00:00')).toBe(micros);
    expect(timestampMicros('2026-11-20 10:00:00.123456+00')).toBe(micros);
    expect(timestampMicros('2026-11-20T07:00:00.123456-03:00')).toBe(micros);
    expect(timestampMicros('2026-11-20T10:00:00.123456Z')).toBe(micros);
  });
});
