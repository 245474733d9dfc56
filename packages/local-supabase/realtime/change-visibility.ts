/**
 * Who may see a Postgres Change, and what of it, decided as upstream's walrus does: the row,
 * selected by its key as each subscriber (role and claims, so RLS applies), and only the columns
 * that role may select. Every distinct claims set of a change is checked in one statement
 * (platform.sql's local_realtime.change_visibility), so a change costs the same few statements
 * whatever the number of subscribers.
 */
import type { SqlDatabase } from '../engine/types.ts';
import type { JwtClaims } from '../types.ts';
import { asText, type Change, type TableShape } from './changes.ts';

export interface Verdict {
  visible: boolean;
  /** The columns the subscriber's role may select. */
  columns: ReadonlySet<string>;
}

const HIDDEN: Verdict = { visible: false, columns: new Set() };
/** A policy that runs longer than this hides the change rather than hold the database. */
const VISIBILITY_TIMEOUT_MS = 5000;

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** One verdict per claims set, in the order given. */
export async function authorizeChange(
  db: SqlDatabase,
  change: Change,
  shape: TableShape,
  claimSets: readonly JwtClaims[],
): Promise<Verdict[]> {
  if (claimSets.length === 0) return [];
  const record = change.record;
  if (change.type !== 'DELETE' && (!record || shape.primaryKey.length === 0)) {
    return claimSets.map(() => HIDDEN);
  }
  // $1 is the array of key values inside the function's EXECUTE ... USING.
  const keyCondition = shape.primaryKey
    .map(({ name, type }, i) => `${quoteIdent(name)} = ($1[${i + 1}])::${type}`)
    .join(' and ');
  const keyValues = shape.primaryKey.map(({ name }) => asText(record?.[name]));
  const target = `${quoteIdent(change.schema)}.${quoteIdent(change.table)}`;
  const rows = await db.transaction(
    async (tx) =>
      (
        await tx.query<{ visible: boolean; columns: string[] }>(
          `select visible, columns from local_realtime.change_visibility($1::regclass, $2, $3,
             $4::text[], $5::jsonb)`,
          [target, change.type, keyCondition || 'false', keyValues, JSON.stringify(claimSets)],
        )
      ).rows,
    { readOnly: true, statementTimeoutMs: VISIBILITY_TIMEOUT_MS },
  );
  return claimSets.map((_, i) => {
    const row = rows[i];
    return row ? { visible: row.visible === true, columns: new Set(row.columns) } : HIDDEN;
  });
}

/** The row without the columns the subscriber may not select. */
export function selectableColumns(
  row: Record<string, unknown> | null,
  verdict: Verdict,
): Record<string, unknown> {
  if (!row) return {};
  return Object.fromEntries(Object.entries(row).filter(([name]) => verdict.columns.has(name)));
}
