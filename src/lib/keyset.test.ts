import { PostgrestError, type PostgrestSingleResponse } from '@supabase/postgrest-js';
import { describe, expect, it } from 'vitest';
import { DataError } from './data-errors';
import {
  keysetPage,
  keysetPages,
  loadedRows,
  newestFirst,
  newestFirstPage,
  nextPageParam,
  readNewestFirstPage,
  type KeysetPage,
  type NewestFirstCursor,
} from './keyset';

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

/**
 * A stand-in for a supabase-js query: it records each call, in order; with `extra`'s members too
 * (a `then`, to be awaited as supabase-js's is).
 */
function recordingQuery<Extra extends object>(extra?: Extra) {
  const calls: unknown[][] = [];
  const query = {
    ...(extra as Extra),
    calls,
    lte: (...args: unknown[]) => (calls.push(['lte', ...args]), query),
    or: (...args: unknown[]) => (calls.push(['or', ...args]), query),
    order: (...args: unknown[]) => (calls.push(['order', ...args]), query),
    limit: (...args: unknown[]) => (calls.push(['limit', ...args]), query),
  };
  return query;
}

describe('newestFirst and newestFirstPage', () => {
  it('asks for the first page newest first, then by id, one row past the size', () => {
    expect(newestFirst(recordingQuery(), null, 20).calls).toEqual([
      ['order', 'created_at', { ascending: false }],
      ['order', 'id', { ascending: true }],
      ['limit', 21],
    ]);
  });

  it('starts a later page after the cursor, bounded by its quoted time', () => {
    const after = { createdAt: '2026-11-20T10:00:00.5+00:00', id: 'b' };
    expect(newestFirst(recordingQuery(), after, 2).calls.slice(0, 2)).toEqual([
      ['lte', 'created_at', '2026-11-20T10:00:00.5+00:00'],
      ['or', 'created_at.lt."2026-11-20T10:00:00.5+00:00",id.gt.b'],
    ]);
  });

  it("pages the rows with the last kept row's time and id as the cursor", () => {
    const fetched = ['a', 'b', 'c'].map((id) => ({ createdAt: `t${id}`, id, title: id }));
    expect(newestFirstPage(fetched, 2)).toEqual({
      rows: fetched.slice(0, 2),
      next: { createdAt: 'tb', id: 'b' },
    });
  });
});

describe('readNewestFirstPage', () => {
  /** A recording query that resolves to `result`, as supabase-js's does. */
  function resolvingQuery<Row>(result: PostgrestSingleResponse<Row[]>) {
    const settled = Promise.resolve(result);
    return recordingQuery({ then: settled.then.bind(settled) });
  }

  it('reads the rows newest first, maps them and pages them by the last kept one', async () => {
    const data = ['a', 'b', 'c'].map((id) => ({ created_at: `t${id}`, id }));
    const query = resolvingQuery({
      data,
      error: null,
      count: null,
      status: 200,
      statusText: 'OK',
      success: true,
    });
    const page = await readNewestFirstPage(query, null, 2, (row: (typeof data)[number]) => ({
      createdAt: row.created_at,
      id: row.id,
    }));
    expect(query.calls.at(-1)).toEqual(['limit', 3]);
    expect(page).toEqual({
      rows: [
        { createdAt: 'ta', id: 'a' },
        { createdAt: 'tb', id: 'b' },
      ],
      next: { createdAt: 'tb', id: 'b' },
    });
  });

  it("throws the query's error as a DataError", async () => {
    const error = new PostgrestError({ message: 'refused', details: '', hint: '', code: '42501' });
    const query = resolvingQuery<NewestFirstCursor>({
      data: null,
      error,
      count: null,
      status: 403,
      statusText: 'Forbidden',
      success: false,
    });
    await expect(
      readNewestFirstPage(query, null, 2, (row: NewestFirstCursor) => row),
    ).rejects.toThrow(DataError);
  });
});
