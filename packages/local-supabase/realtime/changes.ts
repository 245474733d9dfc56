/**
 * Postgres Changes: what a subscriber asked for (event, schema, table, filter), the change the
 * capture trigger recorded (platform.sql, local_realtime.changes), and whether the subscriber's
 * RLS lets them see the row, checked as upstream's walrus does: the row, by primary key, selected
 * as the subscriber. DELETE events are not checked (upstream cannot: the row is gone).
 */
import type { Queryable, SqlDatabase } from '../engine/types.ts';
import type { JwtClaims } from '../types.ts';
import { actAs } from './authorization.ts';

export type ChangeEvent = 'INSERT' | 'UPDATE' | 'DELETE';
const EVENTS: ReadonlySet<string> = new Set(['*', 'INSERT', 'UPDATE', 'DELETE']);

export type FilterOperator = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';
const OPERATORS: ReadonlySet<string> = new Set(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in']);

export interface ColumnFilter {
  column: string;
  operator: FilterOperator;
  values: string[];
}

/** A binding as the client sent it (echoed back with its id) and as parsed. */
export interface ChangeBinding {
  id: number;
  requested: { event: string; schema: string; table?: string; filter?: string };
  event: '*' | ChangeEvent;
  schema: string;
  table: string | null;
  filter: ColumnFilter | null;
}

export class BindingError extends Error {}

/** `column=op.value`, `in` with `(a,b,"c d")`; upstream's grammar. */
export function parseFilter(text: string): ColumnFilter {
  const match = /^([^=]+)=([a-z]+)\.(.*)$/s.exec(text);
  if (!match || !OPERATORS.has(match[2])) {
    throw new BindingError(`Error parsing \`filter\` params: ${text}`);
  }
  const operator = match[2] as FilterOperator;
  let values = [match[3]];
  if (operator === 'in') {
    const list = /^\((.*)\)$/s.exec(match[3]);
    if (!list) throw new BindingError(`Error parsing \`filter\` params: ${text}`);
    values = list[1].split(',').map((v) => v.trim().replace(/^"(.*)"$/s, '$1'));
  }
  return { column: match[1], operator, values };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function parseBinding(id: number, raw: unknown): ChangeBinding {
  if (!isRecord(raw) || typeof raw.event !== 'string' || typeof raw.schema !== 'string') {
    throw new BindingError('postgres_changes needs an event and a schema');
  }
  const event = raw.event.toUpperCase();
  if (!EVENTS.has(event)) throw new BindingError(`Unknown event: ${raw.event}`);
  const table = typeof raw.table === 'string' && raw.table !== '' ? raw.table : null;
  const filter = typeof raw.filter === 'string' && raw.filter !== '' ? raw.filter : null;
  return {
    id,
    requested: {
      event: raw.event,
      schema: raw.schema,
      ...(typeof raw.table === 'string' ? { table: raw.table } : {}),
      ...(typeof raw.filter === 'string' ? { filter: raw.filter } : {}),
    },
    event: event as ChangeBinding['event'],
    schema: raw.schema,
    table,
    filter: filter === null ? null : parseFilter(filter),
  };
}

function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function compare(left: string, right: string): number {
  const a = Number(left);
  const b = Number(right);
  if (left.trim() !== '' && right.trim() !== '' && !Number.isNaN(a) && !Number.isNaN(b)) {
    return a - b;
  }
  return left < right ? -1 : left > right ? 1 : 0;
}

export function matchesFilter(filter: ColumnFilter, record: Record<string, unknown>): boolean {
  const value = asText(record[filter.column]);
  if (value === null) return false;
  const [first] = filter.values;
  switch (filter.operator) {
    case 'eq':
      return value === first;
    case 'neq':
      return value !== first;
    case 'in':
      return filter.values.includes(value);
    case 'lt':
      return compare(value, first) < 0;
    case 'lte':
      return compare(value, first) <= 0;
    case 'gt':
      return compare(value, first) > 0;
    case 'gte':
      return compare(value, first) >= 0;
  }
}

export interface Change {
  schema: string;
  table: string;
  type: ChangeEvent;
  commitTimestamp: string;
  record: Record<string, unknown> | null;
  oldRecord: Record<string, unknown> | null;
}

export function bindingMatches(binding: ChangeBinding, change: Change): boolean {
  if (binding.event !== '*' && binding.event !== change.type) return false;
  if (binding.schema !== '*' && binding.schema !== change.schema) return false;
  if (binding.table !== null && binding.table !== '*' && binding.table !== change.table) {
    return false;
  }
  if (!binding.filter) return true;
  const row = change.type === 'DELETE' ? change.oldRecord : change.record;
  return row !== null && matchesFilter(binding.filter, row);
}

export interface TableShape {
  columns: { name: string; type: string }[];
  primaryKey: { name: string; type: string }[];
  /** REPLICA IDENTITY FULL: the whole old row is sent, not only its key. */
  fullIdentity: boolean;
}

export class TableShapes {
  readonly #shapes = new Map<string, Promise<TableShape>>();

  constructor(private readonly db: Queryable) {}

  get(schema: string, table: string): Promise<TableShape> {
    const key = `${schema}.${table}`;
    let shape = this.#shapes.get(key);
    if (!shape) {
      shape = this.#load(schema, table);
      this.#shapes.set(key, shape);
      shape.catch(() => this.#shapes.delete(key));
    }
    return shape;
  }

  async #load(schema: string, table: string): Promise<TableShape> {
    const { rows } = await this.db.query<{
      name: string;
      type: string;
      full_type: string;
      in_key: boolean;
      full_identity: boolean;
    }>(
      `select a.attname::text as name, t.typname::text as type,
         format_type(a.atttypid, a.atttypmod) as full_type,
         coalesce(a.attnum = any(i.indkey), false) as in_key,
         c.relreplident = 'f' as full_identity
       from pg_catalog.pg_class c
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       join pg_catalog.pg_type t on t.oid = a.atttypid
       left join pg_catalog.pg_index i on i.indrelid = c.oid and i.indisprimary
       where n.nspname = $1 and c.relname = $2
       order by a.attnum`,
      [schema, table],
    );
    return {
      columns: rows.map((r) => ({ name: r.name, type: r.type })),
      primaryKey: rows.filter((r) => r.in_key).map((r) => ({ name: r.name, type: r.full_type })),
      fullIdentity: rows[0]?.full_identity ?? false,
    };
  }
}

interface ChangeRow {
  schema_name: string;
  table_name: string;
  operation: ChangeEvent;
  committed_at: Date;
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
}

/** The change the capture trigger recorded, the old row cut to its key as upstream sends it. */
export async function loadChange(
  db: Queryable,
  shapes: TableShapes,
  id: number,
): Promise<{ change: Change; shape: TableShape } | null> {
  const { rows } = await db.query<ChangeRow>(
    `select schema_name, table_name, operation, committed_at, record, old_record
     from local_realtime.changes where id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  const shape = await shapes.get(row.schema_name, row.table_name);
  let oldRecord = row.old_record;
  if (oldRecord && !shape.fullIdentity) {
    oldRecord = Object.fromEntries(
      shape.primaryKey.map(({ name }) => [name, (oldRecord as Record<string, unknown>)[name]]),
    );
  }
  return {
    change: {
      schema: row.schema_name,
      table: row.table_name,
      type: row.operation,
      commitTimestamp: row.committed_at.toISOString(),
      record: row.record,
      oldRecord,
    },
    shape,
  };
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Whether the subscriber's role and claims may select the changed row now (RLS and grants). */
export async function visibleTo(
  db: SqlDatabase,
  claims: JwtClaims,
  change: Change,
  shape: TableShape,
): Promise<boolean> {
  if (change.type === 'DELETE') return true;
  const record = change.record;
  if (!record || shape.primaryKey.length === 0) return false;
  const where = shape.primaryKey
    .map(({ name, type }, i) => `${quoteIdent(name)} = ($${i + 1})::${type}`)
    .join(' and ');
  const table = `${quoteIdent(change.schema)}.${quoteIdent(change.table)}`;
  return db.transaction(
    async (tx) => {
      await actAs(tx, claims);
      try {
        const { rows } = await tx.query<{ visible: boolean }>(
          `select exists (select 1 from only ${table} where ${where}) as visible`,
          shape.primaryKey.map(({ name }) => asText(record[name])),
          { paramsAsText: true },
        );
        return rows[0]?.visible === true;
      } catch {
        // No grant on the table (42501) or a policy that fails: not visible.
        return false;
      }
    },
    { readOnly: true, statementTimeoutMs: 5000 },
  );
}
