import type { PostgrestSingleResponse } from '@supabase/postgrest-js';
import { unwrap } from './query-result';

/**
 * Lists read a page at a time by keyset: each request asks for the rows after the last row of
 * the previous page (its sort key and id), so a deep page costs what the first one does.
 */

/** A page of rows, and where the next page starts (null: this is the last one). */
export interface KeysetPage<Row, Cursor> {
  rows: Row[];
  next: Cursor | null;
}

/**
 * The page of `size` rows from rows fetched one past it: the extra row only says that another
 * page follows (no request for an empty last page), and the cursor is the last kept row's.
 */
export function keysetPage<Row, Cursor>(
  fetched: readonly Row[],
  size: number,
  cursorOf: (row: Row) => Cursor,
): KeysetPage<Row, Cursor> {
  const rows = fetched.slice(0, size);
  const last = rows.at(-1);
  return { rows, next: fetched.length > size && last !== undefined ? cursorOf(last) : null };
}

/** TanStack Query's next page parameter: the cursor, or undefined after the last page. */
export function nextPageParam<Cursor>(page: KeysetPage<unknown, Cursor>): Cursor | undefined {
  return page.next ?? undefined;
}

/** The rows of the pages loaded so far, in order. */
export function loadedRows<Row>(pages: readonly KeysetPage<Row, unknown>[] | undefined): Row[] {
  return pages?.flatMap((page) => page.rows) ?? [];
}

/** Each page's rows in turn, from the first; a page is requested once the previous one is used. */
export async function* keysetPages<Row, Cursor>(
  fetchPage: (after: Cursor | null) => Promise<KeysetPage<Row, Cursor>>,
): AsyncGenerator<Row[]> {
  let after: Cursor | null = null;
  do {
    const page: KeysetPage<Row, Cursor> = await fetchPage(after);
    yield page.rows;
    after = page.next;
  } while (after !== null);
}

/** Where a newest-first page starts: the last row of the previous one (its creation time, then id). */
export interface NewestFirstCursor {
  createdAt: string;
  id: string;
}

/** The part of a supabase-js table query that `newestFirst` uses (each call returns the query). */
interface TableQuery<Query> {
  lte(column: string, value: unknown): Query;
  or(filters: string): Query;
  order(column: string, options?: { ascending?: boolean }): Query;
  limit(rows: number): Query;
}

/**
 * A table query's rows newest first (then by id) after `after`, one past `size` for keysetPage:
 * the rows after the cursor, bounded by its time so an index on (…, created_at desc, id) starts
 * its range there. The time is quoted: it holds ':' and '.'.
 */
export function newestFirst<Query extends TableQuery<Query>>(
  query: Query,
  after: NewestFirstCursor | null,
  size: number,
): Query {
  const bounded = after
    ? query
        .lte('created_at', after.createdAt)
        .or(`created_at.lt."${after.createdAt}",id.gt.${after.id}`)
    : query;
  return bounded
    .order('created_at', { ascending: false })
    .order('id', { ascending: true })
    .limit(size + 1);
}

/** The page of `size` rows from a `newestFirst` query's rows; the cursor is the last kept row's. */
export function newestFirstPage<Row extends NewestFirstCursor>(
  fetched: readonly Row[],
  size: number,
): KeysetPage<Row, NewestFirstCursor> {
  return keysetPage(fetched, size, ({ createdAt, id }) => ({ createdAt, id }));
}

/**
 * A newest-first list's whole read of one page: the query's rows after `after` (`newestFirst`),
 * read with `unwrap` and mapped, then cut by `newestFirstPage`. Each such fetcher then says only
 * its table, columns and mapping.
 */
export async function readNewestFirstPage<
  Row,
  Item extends NewestFirstCursor,
  Query extends TableQuery<Query> & PromiseLike<PostgrestSingleResponse<Row[]>>,
>(
  query: Query,
  after: NewestFirstCursor | null,
  size: number,
  toItem: (row: Row) => Item,
): Promise<KeysetPage<Item, NewestFirstCursor>> {
  const rows = unwrap(await newestFirst(query, after, size));
  return newestFirstPage(rows.map(toItem), size);
}
