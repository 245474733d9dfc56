import { describe, expect, it } from 'vitest';
import { makeListing } from '../testing/make-listing';
import { withoutListing } from './live-listings';

const page = (ids: string[], total: number | null) => ({
  listings: ids.map((id) => makeListing({ id })),
  total,
  next: null,
});

describe('withoutListing', () => {
  it('takes a listing out of whichever loaded page has it, and the exact total down by one', () => {
    const data = { pages: [page(['a', 'b'], 4), page(['c', 'd'], null)], pageParams: [null, null] };
    const next = withoutListing(data, 'c', 1000);
    expect(next?.pages.map((p) => p.listings.map((l) => l.id))).toEqual([['a', 'b'], ['d']]);
    expect(next?.pages[0].total).toBe(3);
  });

  it("leaves 'más de 1.000' alone, and the cache untouched when the listing is not there", () => {
    const many = { pages: [page(['a'], 1001)], pageParams: [null] };
    expect(withoutListing(many, 'a', 1000)?.pages[0].total).toBe(1001);
    expect(withoutListing(many, 'z', 1000)).toBe(many);
    expect(withoutListing(undefined, 'a', 1000)).toBeUndefined();
  });
});
