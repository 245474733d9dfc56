/**
 * Postgres Changes: what a subscriber asked for (event, schema, table, filters) and the change the
 * capture trigger recorded (platform.sql, local_realtime.changes). Who may see it is
 * change-visibility.ts.
 */
import type { Queryable } from '../engine/types.ts';

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
  filters: ColumnFilter[];
}

export class BindingError extends Error {}

const PARSE_ERROR = 'Error parsing `filter` params: ';

/** Elixir's `inspect` of a list of strings, as upstream words a filter it cannot read. */
function inspectList(parts: string[]): string {
  return `[${parts.map((part) => JSON.stringify(part)).join(', ')}]`;
}

function unquote(value: string): string {
  const quoted = /^"(.*)"$/s.exec(value);
  return quoted ? quoted[1].replace(/\\(.)/gs, '$1') : value;
}

/**
 * One `column=op.value` (`in` with `(a,b,"c d")`), the operators Supabase documents for Postgres
 * Changes; anything else is refused with upstream's words.
 */
export function parseFilter(text: string): ColumnFilter {
  const trimmed = text.trim();
  if (trimmed === '') {
    throw new BindingError(
      `${PARSE_ERROR}filter must not contain empty segments (check for extra commas)`,
    );
  }
  const eq = trimmed.indexOf('=');
  if (eq < 0) throw new BindingError(PARSE_ERROR + inspectList([trimmed]));
  const column = trimmed.slice(0, eq);
  const rest = trimmed.slice(eq + 1);
  const dot = rest.indexOf('.');
  if (dot < 0) throw new BindingError(PARSE_ERROR + inspectList([rest]));
  const operator = rest.slice(0, dot);
  const value = rest.slice(dot + 1);
  if (!OPERATORS.has(operator)) {
    throw new BindingError(PARSE_ERROR + inspectList([operator, value]));
  }
  if (operator !== 'in') {
    return { column, operator: operator as FilterOperator, values: [unquote(value)] };
  }
  const list = /^\((.*)\)$/s.exec(value);
  if (!list) {
    throw new BindingError(`${PARSE_ERROR}\`in\` filter value must be wrapped by parentheses`);
  }
  return { column, operator: 'in', values: splitTopLevel(list[1]).map((v) => unquote(v.trim())) };
}

/** Splits at commas outside parentheses and double quotes, as upstream splits a filter. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let current = '';
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      current += char;
      if (char === '\\' && i + 1 < text.length) current += text[++i];
      else if (char === '"') quoted = false;
    } else if (char === '"') {
      quoted = true;
      current += char;
    } else if (char === '(' || char === ')') {
      depth = Math.max(0, depth + (char === '(' ? 1 : -1));
      current += char;
    } else if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts;
}

/** Several filters, comma separated as realtime-js passes them through (`a=gt.0,a=lt.9`): AND. */
export function parseFilters(text: string): ColumnFilter[] {
  if (text.trim() === '') return [];
  return splitTopLevel(text.trim()).map(parseFilter);
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
    filters: filter === null ? [] : parseFilters(filter),
  };
}

export function asText(value: unknown): string | null {
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
  if (binding.filters.length === 0) return true;
  const row = change.type === 'DELETE' ? change.oldRecord : change.record;
  return row !== null && binding.filters.every((filter) => matchesFilter(filter, row));
}

export interface TableShape {
  columns: { name: string; type: string }[];
  primaryKey: { name: string; type: string }[];
  /** REPLICA IDENTITY FULL: the whole old row is sent, not only its key. */
  fullIdentity: boolean;
  /** RLS enabled: a DELETE sends only the key, whatever the replica identity (walrus). */
  rowSecurity: boolean;
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
      row_security: boolean;
    }>(
      `select a.attname::text as name, t.typname::text as type,
         format_type(a.atttypid, a.atttypmod) as full_type,
         coalesce(a.attnum = any(i.indkey), false) as in_key,
         c.relreplident = 'f' as full_identity, c.relrowsecurity as row_security
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
      rowSecurity: rows[0]?.row_security ?? false,
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
  const keyOnly = !shape.fullIdentity || (row.operation === 'DELETE' && shape.rowSecurity);
  if (oldRecord && keyOnly) {
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
