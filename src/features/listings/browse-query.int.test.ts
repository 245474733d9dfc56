import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTestClient,
  startTestBackend,
  type TestBackend,
  type TestClient,
} from '../../../supabase/tests/support/backend';
import { argentineDay } from '../../../supabase/tests/support/data-api';
import {
  fetchListingsPage,
  LISTINGS_COUNT_LIMIT,
  type ListingsCursor,
} from './api/search-listings';
import { LISTING_COLUMNS, rowToListing } from './api/mappers';
import { defaultListingFilters, type ListingFilters } from './listing-filters';
import { browseListings } from './testing/browse-oracle';
import { sortOptions } from './listing-filters';
import { generateListings, insertListings } from './testing/generate-listings';
import type { Listing } from './types';

// Every call here passes a test client; the app's singleton cannot even be built on Node 20
// (no WebSocket for its Realtime client), so it is replaced.
vi.mock('@/lib/supabase', async () => ({
  supabase: (await import('@/testing/fake-supabase')).forbiddenSupabase(),
}));

let backend: TestBackend;
let anon: TestClient;
let service: TestClient;

beforeAll(async () => {
  backend = await startTestBackend();
  anon = createTestClient(backend);
  service = createTestClient(backend, backend.serviceRoleKey);
});

afterAll(async () => {
  await backend?.stop();
});

/** Every row, as the Data API returns it, read past RLS. */
async function allListings(): Promise<Listing[]> {
  const { data, error } = await service.from('cargo_listings').select(LISTING_COLUMNS);
  if (error) throw error;
  return data.map(rowToListing);
}

/**
 * Walks every page of the query, each from the cursor of the one before, and returns the ids in
 * order, checking the (capped) total on each.
 */
async function queryIds(filters: ListingFilters, pageSize: number): Promise<string[]> {
  const ids: string[] = [];
  for (let after: ListingsCursor | null = null; ;) {
    const page = await fetchListingsPage(filters, after, pageSize, anon);
    ids.push(...page.listings.map((l) => l.id));
    if (page.listings.length > 0) {
      expect(page.total).toBeGreaterThanOrEqual(Math.min(ids.length, LISTINGS_COUNT_LIMIT + 1));
    }
    if (page.next === null) return ids;
    after = page.next;
  }
}

const searches = [
  '',
  'cordoba',
  'CÓRDOBA',
  'neuquen',
  'Neuquén',
  'ñ',
  'güemes',
  'GUEMES',
  'río',
  'o',
  '50%',
  '_a',
  'Lote_A',
  'carga',
  'zzz-no-existe',
  // Only in the provinces of the generated listings.
  'tucuman',
  'Entre Ríos',
];

function filterCases(): ListingFilters[] {
  const cases: ListingFilters[] = [];
  for (const sort of sortOptions.map((o) => o.value)) {
    for (const search of searches) cases.push({ ...defaultListingFilters, sort, search });
    cases.push({ ...defaultListingFilters, sort, cargoType: 'wine' });
    cases.push({ ...defaultListingFilters, sort, loadType: 'liquid' });
    cases.push({ ...defaultListingFilters, sort, vehicleType: 'tank' });
    cases.push({
      ...defaultListingFilters,
      sort,
      vehicleType: 'van',
      loadType: 'dry',
      search: 'a',
    });
    cases.push({
      ...defaultListingFilters,
      sort,
      cargoType: 'food',
      loadType: 'refrigerated',
      vehicleType: 'refrigerated',
    });
  }
  return cases;
}

/** Filter sets walked at once: each walk waits on its round trips, one page after another. */
const WALKS_AT_ONCE = 4;

async function expectQueryMatchesBrowse(pageSize: number) {
  const listings = await allListings();
  // The database's day: the one a listing's expiry is measured by.
  const today = await argentineDay(backend.db);
  const cases = filterCases();
  for (let i = 0; i < cases.length; i += WALKS_AT_ONCE) {
    await Promise.all(
      cases.slice(i, i + WALKS_AT_ONCE).map(async (filters) => {
        const expected = browseListings(listings, filters, today).map((l) => l.id);
        const ids = await queryIds(filters, pageSize);
        expect({ filters, ids }).toEqual({ filters, ids: expected });
      }),
    );
  }
}

// In the order written: the seed first, then 400 generated listings that the last case counts.
describe('search_listings equals the browse oracle', { shuffle: false }, () => {
  it('on the seed data', async () => {
    const listings = await allListings();
    expect(listings).toHaveLength(7);
    expect(browseListings(listings, defaultListingFilters)).toHaveLength(6);
    await expectQueryMatchesBrowse(100);
  });

  it('on a few hundred generated listings, page by page, one in ten expired', async () => {
    const expired = { pickupDate: '2020-01-10', deliveryDate: '2020-01-12' };
    await insertListings(
      backend.db,
      generateListings(400).map((listing, i) =>
        i % 10 === 0 ? { ...listing, ...expired } : listing,
      ),
    );
    expect(await allListings()).toHaveLength(407);
    await expectQueryMatchesBrowse(12);
  });

  // The alerts' trigger asks this function whether a new listing matches a saved search.
  it('listing_matches_search selects exactly what the browser shows, for every filter set', async () => {
    const listings = await allListings();
    for (const filters of filterCases().filter((f) => f.sort === 'newest')) {
      const { rows } = await backend.db.query<{ id: string }>(
        `select l.id from public.cargo_listings l
         where public.listing_matches_search(l, public.search_fold($1), $2, $3, $4)`,
        [filters.search, filters.cargoType, filters.loadType, filters.vehicleType],
      );
      // An alert is matched when a listing is published, before it can expire: the expiry rule
      // is the browser's alone (no day is before 0001-01-01).
      const expected = browseListings(listings, filters, '0001-01-01').map((l) => l.id);
      expect({ filters, ids: rows.map((r) => r.id).sort() }).toEqual({
        filters,
        ids: expected.sort(),
      });
    }
  });

  it('reports the total of all pages', async () => {
    const listings = await allListings();
    const filters = { ...defaultListingFilters, search: 'cordoba' };
    const page = await fetchListingsPage(filters, null, 5, anon);
    expect(page.listings).toHaveLength(5);
    expect(page.total).toBe(browseListings(listings, filters).length);
  });

  it('counts no further than one past the limit, and pages on past it in order', async () => {
    await insertListings(backend.db, generateListings(LISTINGS_COUNT_LIMIT + 100, 7));
    const listings = await allListings();
    for (const sort of sortOptions.map((o) => o.value)) {
      const filters = { ...defaultListingFilters, sort };
      const expected = browseListings(listings, filters).map((l) => l.id);
      expect(expected.length).toBeGreaterThan(LISTINGS_COUNT_LIMIT + 1);
      const first = await fetchListingsPage(filters, null, 100, anon);
      expect(first.total).toBe(LISTINGS_COUNT_LIMIT + 1);
      expect({ sort, ids: await queryIds(filters, 100) }).toEqual({ sort, ids: expected });
    }
  });

  it('refuses a cursor that is not a value of the sort key, and changes nothing', async () => {
    const { error } = await anon.rpc('search_listings', {
      p_search: '',
      p_cargo_type: 'all',
      p_load_type: 'all',
      p_vehicle_type: 'all',
      p_sort: 'price_low',
      p_limit: 12,
      p_after_key: '1; drop table public.cargo_listings; --',
      p_after_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(error?.code).toBe('22P02');
    expect((await allListings()).length).toBeGreaterThan(LISTINGS_COUNT_LIMIT);
  });
});
