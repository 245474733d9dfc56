import { keysetPages, type KeysetPage } from '@/lib/keyset';

/** Every row of a list read a page at a time, following the cursors to the last page. */
export async function allRows<Row, Cursor>(
  fetchPage: (after: Cursor | null) => Promise<KeysetPage<Row, Cursor>>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for await (const page of keysetPages(fetchPage)) rows.push(...page);
  return rows;
}
