import { describe, expect, it } from 'vitest';
import { keysetPage, keysetPages, loadedRows, nextPageParam, type KeysetPage } from './keyset';

const cursorOf = (row: { at: string; id: string }) => ({ at: row.at, id: row.id });
const rows = (...ids: string[]) => ids.map((id) => ({ at: `t${id}`, id }));

describe('keysetPage', () => {
  it('keeps `size` rows and points after the last one when the extra row came', () => {
    expect(keysetPage(rows('a', 'b', 'c'), 2, cursorOf)).toEqual({
      rows: rows('a', 'b'),
      next: { at: 'tb', id: 'b' },
    });
  });

  it('is the last page when no extra row came, full or not', () => {
    expect(keysetPage(rows('a', 'b'), 2, cursorOf)).toEqual({ rows: rows('a', 'b'), next: null });
    expect(keysetPage(rows('a'), 2, cursorOf).next).toBeNull();
    expect(keysetPage([], 2, cursorOf)).toEqual({ rows: [], next: null });
  });
});

describe('nextPageParam and loadedRows', () => {
  it('give TanStack Query the cursor (undefined at the end) and the rows in page order', () => {
    const pages: KeysetPage<{ at: string; id: string }, { at: string; id: string }>[] = [
      keysetPage(rows('a', 'b', 'c'), 2, cursorOf),
      keysetPage(rows('c'), 2, cursorOf),
    ];
    expect(pages.map(nextPageParam)).toEqual([{ at: 'tb', id: 'b' }, undefined]);
    expect(loadedRows(pages).map((row) => row.id)).toEqual(['a', 'b', 'c']);
    expect(loadedRows(undefined)).toEqual([]);
  });
});

describe('keysetPages', () => {
  it('asks for each page after the previous one, from the first, until the last', async () => {
    const all = rows('a', 'b', 'c', 'd', 'e');
    const asked: (string | null)[] = [];
    const fetchPage = async (after: { id: string } | null) => {
      asked.push(after?.id ?? null);
      const start = after ? all.findIndex((row) => row.id === after.id) + 1 : 0;
      return keysetPage(all.slice(start, start + 3), 2, cursorOf);
    };
    const pages: string[][] = [];
    for await (const page of keysetPages(fetchPage)) pages.push(page.map((row) => row.id));
    expect(pages).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(asked).toEqual([null, 'b', 'd']);
  });

  it('yields the one empty page of an empty list', async () => {
    const pages: unknown[][] = [];
    for await (const page of keysetPages(async () => ({ rows: [], next: null }))) pages.push(page);
    expect(pages).toEqual([[]]);
  });
});
