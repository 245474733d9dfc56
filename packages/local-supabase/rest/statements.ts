/**
 * Whole statements for reads, mutations and RPC calls. Each returns one row:
 * `total` (exact count or null), `page_count` (rows in the response), `body` (JSON text) and
 * `location` (JSON of the first row's primary key, for `Prefer: return=headers-only`).
 */
import type { QueryParams } from './ast.ts';
import type { EmbedScope } from './relationships.ts';
import type { RowRange } from './headers.ts';
import type { ColumnInfo, FunctionInfo, TableInfo } from './schema-cache.ts';
import {
  bodyExpression,
  type BodyOptions,
  limitClause,
  orderClause,
  qualified,
  quoteIdent,
  quoteLiteral,
  type Relation,
  relation,
  selectList,
  type SqlParams,
  whereClause,
} from './sql.ts';

export interface ReadOptions extends BodyOptions {
  count: boolean;
  scope: EmbedScope;
}

/** A SELECT over `source` (a FROM clause whose columns `rel` describes). */
function readOver(
  source: string,
  rel: Relation,
  qp: QueryParams,
  range: RowRange,
  opts: ReadOptions,
  params: SqlParams,
): string {
  const where = whereClause(qp.where, rel, params);
  const list = selectList(qp.select, rel, opts.scope);
  const total = opts.count ? `(select count(*) from ${source}${where})::int` : 'null::int';
  return (
    `with pgrst_source as (select ${list} from ${source}${where}` +
    `${orderClause(qp.order, rel)}${limitClause(range.offset, range.limit)}) ` +
    `select ${total} as total, count(*)::int as page_count, ${bodyExpression(opts)} as body, ` +
    `null::text as location from pgrst_source as _postgrest_t`
  );
}

export function readStatement(
  table: TableInfo,
  qp: QueryParams,
  range: RowRange,
  opts: ReadOptions,
  params: SqlParams,
): string {
  const rel = relation(table.name, table.columns);
  return readOver(`${qualified(table.name)} as ${rel.alias}`, rel, qp, range, opts, params);
}

export type Returning = 'representation' | 'headers-only' | 'minimal';

export interface MutationOptions extends BodyOptions {
  returning: Returning;
  scope: EmbedScope;
}

/** Wraps INSERT/UPDATE/DELETE (without RETURNING) so the response is built like a read. */
function wrapMutation(
  ctes: string[],
  dml: string,
  table: TableInfo,
  qp: QueryParams,
  opts: MutationOptions,
): string {
  const rel = relation(table.name, table.columns);
  const returning = opts.returning === 'minimal' ? '1' : `${rel.alias}.*`;
  const with_ = `with ${[...ctes, `pgrst_source as (${dml} returning ${returning})`].join(', ')}`;
  if (opts.returning === 'minimal') {
    return `${with_} select null::int as total, count(*)::int as page_count, null::text as body, null::text as location from pgrst_source`;
  }
  const location =
    opts.returning === 'headers-only' && table.primaryKey.length > 0
      ? `(select (json_agg(json_build_object(${table.primaryKey
          .map((pk) => `${quoteLiteral(pk)}, ${rel.alias}.${quoteIdent(pk)}`)
          .join(', ')})) -> 0)::text from pgrst_source as ${rel.alias})`
      : 'null::text';
  const body = opts.returning === 'representation' ? bodyExpression(opts) : 'null::text';
  return (
    `${with_} select null::int as total, count(*)::int as page_count, ${body} as body, ` +
    `${location} as location from (select ${selectList(qp.select, rel, opts.scope)} from pgrst_source as ${rel.alias}) as _postgrest_t`
  );
}

export interface InsertOptions extends MutationOptions {
  columns: ColumnInfo[];
  /** `Prefer: missing=default`: a column absent from an object takes its default, not null. */
  missingDefault: boolean;
  onConflict?: { columns: string[]; action: 'merge' | 'ignore' };
}

/** `rowsParam` is the placeholder of the JSON array of objects to insert. */
export function insertStatement(
  table: TableInfo,
  rowsParam: string,
  qp: QueryParams,
  opts: InsertOptions,
): string {
  const target = `${qualified(table.name)} as ${quoteIdent(table.name)}`;
  const elements = `jsonb_array_elements(${rowsParam}::jsonb) with ordinality as _pgrst_e(j, n)`;
  let dml: string;
  if (opts.columns.length === 0) {
    dml = `insert into ${target} select from ${elements}`;
  } else {
    const names = opts.columns.map((c) => quoteIdent(c.name)).join(', ');
    const values = opts.columns
      .map((c) => {
        const value = `_pgrst_r.${quoteIdent(c.name)}`;
        if (!opts.missingDefault) return value;
        const fallback = c.defaultExpr ?? 'null';
        return `case when _pgrst_e.j ? ${quoteLiteral(c.name)} then ${value} else ${fallback} end`;
      })
      .join(', ');
    dml =
      `insert into ${target} (${names}) select ${values} from ${elements} ` +
      `cross join lateral jsonb_populate_record(null::${qualified(table.name)}, _pgrst_e.j) as _pgrst_r ` +
      `order by _pgrst_e.n`;
  }
  if (opts.onConflict) {
    const conflict = opts.onConflict.columns.map(quoteIdent).join(', ');
    const sets = opts.columns.map((c) => `${quoteIdent(c.name)} = excluded.${quoteIdent(c.name)}`);
    dml +=
      opts.onConflict.action === 'ignore' || sets.length === 0
        ? ` on conflict (${conflict}) do nothing`
        : ` on conflict (${conflict}) do update set ${sets.join(', ')}`;
  }
  return wrapMutation([], dml, table, qp, opts);
}

export function updateStatement(
  table: TableInfo,
  bodyParam: string,
  columns: ColumnInfo[],
  qp: QueryParams,
  opts: MutationOptions,
  params: SqlParams,
): string {
  const rel = relation(table.name, table.columns);
  const body = `pgrst_body as (select * from jsonb_populate_record(null::${qualified(table.name)}, ${bodyParam}::jsonb))`;
  const sets = columns.map((c) => `${quoteIdent(c.name)} = pgrst_body.${quoteIdent(c.name)}`);
  const dml =
    `update ${qualified(table.name)} as ${rel.alias} set ${sets.join(', ')} from pgrst_body` +
    whereClause(qp.where, rel, params);
  return wrapMutation([body], dml, table, qp, opts);
}

export function deleteStatement(
  table: TableInfo,
  qp: QueryParams,
  opts: MutationOptions,
  params: SqlParams,
): string {
  const rel = relation(table.name, table.columns);
  const dml = `delete from ${qualified(table.name)} as ${rel.alias}${whereClause(qp.where, rel, params)}`;
  return wrapMutation([], dml, table, qp, opts);
}

/**
 * A function call with named arguments (`argsParam` holds them as a JSON object), read like a
 * table when it returns rows, or as one value when it returns a scalar.
 */
export function rpcStatement(
  fn: FunctionInfo,
  argNames: string[],
  argsParam: string,
  qp: QueryParams,
  range: RowRange,
  opts: ReadOptions,
  params: SqlParams,
): string {
  const args = fn.args.filter((a) => argNames.includes(a.name));
  const call = `${qualified(fn.name)}(${args
    .map((a) => `${quoteIdent(a.name)} => pgrst_args.${quoteIdent(a.name)}`)
    .join(', ')})`;
  const argsSource =
    args.length === 0
      ? ''
      : `jsonb_to_record(${argsParam}::jsonb) as pgrst_args(${args
          .map((a) => `${quoteIdent(a.name)} ${a.type}`)
          .join(', ')}), lateral `;
  if (fn.returnType === 'void') {
    return (
      `with pgrst_source as (select 1 from ${argsSource}${call} as _pgrst_fn) ` +
      `select null::int as total, count(*)::int as page_count, null::text as body, ` +
      `null::text as location from pgrst_source`
    );
  }
  if (fn.resultColumns.length > 0) {
    const rel = relation(fn.name, fn.resultColumns);
    return readOver(`${argsSource}${call} as ${rel.alias}`, rel, qp, range, opts, params);
  }
  const scalarOpts = { ...opts, scalar: true };
  return (
    `with pgrst_source as (select _pgrst_fn._pgrst_scalar from ${argsSource}${call} as _pgrst_fn(_pgrst_scalar)` +
    `${limitClause(range.offset, range.limit)}) ` +
    `select ${opts.count ? 'count(*)::int' : 'null::int'} as total, count(*)::int as page_count, ` +
    `${bodyExpression(scalarOpts)} as body, null::text as location from pgrst_source as _postgrest_t`
  );
}
