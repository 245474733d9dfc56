/** Which foreign key a `select=...,other(...)` embed follows, as PostgREST resolves it. Pure. */
import type { SelectItem } from './ast.ts';
import { RestError } from './errors.ts';
import { EXPOSED_SCHEMA, type ForeignKey, type TableInfo } from './schema-cache.ts';

export type EmbedItem = Extract<SelectItem, { kind: 'embed' }>;

export interface EmbedScope {
  tables: Map<string, TableInfo>;
  foreignKeys: ForeignKey[];
}

export interface ResolvedEmbed {
  target: TableInfo;
  /** Pairs of [parent column, target column] joined with `=`. */
  joins: [string, string][];
  /** One-to-many: an array of rows; otherwise one object or null. */
  toMany: boolean;
}

interface Candidate extends ResolvedEmbed {
  fk: ForeignKey;
}

function candidates(parent: string, item: EmbedItem, scope: EmbedScope): Candidate[] {
  const found: Candidate[] = [];
  for (const fk of scope.foreignKeys) {
    // Many-to-one: the parent holds the key. The target is named by table, column or constraint.
    const byColumn = fk.columns.length === 1 && fk.columns[0] === item.relation;
    if (
      fk.table === parent &&
      (fk.refTable === item.relation || byColumn || fk.name === item.relation)
    ) {
      const target = scope.tables.get(fk.refTable);
      if (target) {
        const joins = fk.columns.map((c, i): [string, string] => [c, fk.refColumns[i]]);
        found.push({ fk, target, joins, toMany: false });
      }
    }
    // One-to-many (or one-to-one): the target holds the key.
    if (fk.refTable === parent && fk.table === item.relation) {
      const target = scope.tables.get(fk.table);
      if (target) {
        const joins = fk.refColumns.map((c, i): [string, string] => [c, fk.columns[i]]);
        found.push({ fk, target, joins, toMany: !fk.oneToOne });
      }
    }
  }
  const { hint } = item;
  if (!hint) return found;
  return found.filter(
    (c) => c.fk.name === hint || c.fk.columns.includes(hint) || c.fk.refColumns.includes(hint),
  );
}

export function resolveEmbed(parent: string, item: EmbedItem, scope: EmbedScope): ResolvedEmbed {
  const found = candidates(parent, item, scope);
  if (found.length === 1) return found[0];
  if (found.length === 0) {
    const hinted = item.hint ? `' using the hint '${item.hint}` : '';
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent}' and '${item.relation}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent}' and '${item.relation}${hinted}' in the schema '${EXPOSED_SCHEMA}', but no matches were found.`,
    );
  }
  throw new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${parent}' and '${item.relation}'`,
    found
      .map(
        (c) => `${c.fk.table} with ${c.fk.refTable} using ${c.fk.name}(${c.fk.columns.join(', ')})`,
      )
      .join('; '),
    `Try changing '${item.relation}' to one of the following: ${found
      .map((c) => `'${item.relation}!${c.fk.name}'`)
      .join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}
