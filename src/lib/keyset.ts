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
