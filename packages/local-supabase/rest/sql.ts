/**
 * SQL for PostgREST requests. Identifiers come only from the schema cache and are always quoted;
 * every value from the request is a bound parameter ($1..$n) left for Postgres to type from its
 * context, like PostgREST's unknown-typed literals.
 */
import type { Filter, LogicTree, Operation, OrderTerm, SelectItem, SimpleOperator } from './ast.ts';
import { columnNotFound, RestError } from './errors.ts';
import { type EmbedItem, type EmbedScope, resolveEmbed } from './relationships.ts';
import type { ColumnInfo } from './schema-cache.ts';
import { EXPOSED_SCHEMA } from './schema-cache.ts';

export function quoteIdent(name: string): string {
  if (name.includes('\0')) throw new RestError(400, '22021', 'invalid byte sequence: 0x00');
  return `"${name.replace(/"/g, '""')}"`;
}

/** A string literal for catalog names (never for request values, which are parameters). */
export function quoteLiteral(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

export function qualified(name: string): string {
  return `${quoteIdent(EXPOSED_SCHEMA)}.${quoteIdent(name)}`;
}

export class SqlParams {
  readonly values: (string | null)[] = [];

  add(value: string | null): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A row source in FROM: its SQL alias and its columns, by name. */
export interface Relation {
  /** Name shown in error messages (the table or function name). */
  name: string;
  /** Quoted alias the column references use. */
  alias: string;
  columns: ColumnInfo[];
}

export function relation(name: string, columns: ColumnInfo[]): Relation {
  return { name, alias: quoteIdent(name), columns };
}

function column(rel: Relation, name: string): string {
  if (!rel.columns.some((c) => c.name === name)) throw columnNotFound(rel.name, name);
  return `${rel.alias}.${quoteIdent(name)}`;
}

/** Casts PostgREST would pass through to Postgres; anything else is refused like an unknown type. */
const ALLOWED_CASTS = new Set([
  'text',
  'varchar',
  'char',
  'int',
  'int2',
  'int4',
  'int8',
  'integer',
  'smallint',
  'bigint',
  'numeric',
  'decimal',
  'real',
  'float4',
  'float8',
  'double precision',
  'bool',
  'boolean',
  'date',
  'time',
  'timestamp',
  'timestamptz',
  'uuid',
  'json',
  'jsonb',
]);

function castType(cast: string): string {
  const type = cast.trim().toLowerCase();
  if (!ALLOWED_CASTS.has(type)) {
    throw new RestError(400, '42704', `type "${cast}" does not exist`);
  }
  return type;
}

/** An embedded resource as a correlated subquery: an object (or null) to one, an array to many. */
function embedSql(item: EmbedItem, parent: Relation, scope: EmbedScope, depth: number): string {
  if (item.spread || item.joinType === 'inner') {
    throw new RestError(
      400,
      'PGRST127',
      'Feature not implemented',
      'Spread (...) and !inner embeds are not supported by this server',
    );
  }
  const { target, joins, toMany } = resolveEmbed(parent.name, item, scope);
  const child: Relation = {
    name: target.name,
    alias: quoteIdent(`_pgrst_e${depth}`),
    columns: target.columns,
  };
  const on = joins
    .map(([p, c]) => `${child.alias}.${quoteIdent(c)} = ${parent.alias}.${quoteIdent(p)}`)
    .join(' and ');
  const rows =
    `select ${selectList(item.children, child, scope, depth + 1)} ` +
    `from ${qualified(target.name)} as ${child.alias} where ${on}`;
  const row = `_pgrst_j${depth}`;
  const value = toMany
    ? `coalesce((select json_agg(${row}) from (${rows}) as ${row}), '[]')`
    : `(select row_to_json(${row}) from (${rows}) as ${row})`;
  return `${value} as ${quoteIdent(item.alias ?? item.relation)}`;
}

export function selectList(
  items: SelectItem[],
  rel: Relation,
  scope: EmbedScope,
  depth = 1,
): string {
  const parts: string[] = [];
  for (const item of items) {
    if (item.kind === 'star') {
      parts.push(`${rel.alias}.*`);
    } else if (item.kind === 'embed') {
      parts.push(embedSql(item, rel, scope, depth));
    } else {
      const ref = column(rel, item.name);
      const expr = item.cast ? `cast(${ref} as ${castType(item.cast)})` : ref;
      parts.push(`${expr} as ${quoteIdent(item.alias ?? item.name)}`);
    }
  }
  return parts.join(', ');
}

const OPERATOR_SQL: Record<SimpleOperator, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
  isdistinct: 'is distinct from',
};

const FTS_FUNCTIONS = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
} as const;

/** PostgREST lets `*` stand for `%` in like/ilike patterns (URL-friendly). */
function pattern(op: SimpleOperator, value: string): string {
  return op === 'like' || op === 'ilike' ? value.replace(/\*/g, '%') : value;
}

function operationSql(ref: string, operation: Operation, params: SqlParams): string {
  switch (operation.kind) {
    case 'simple':
      return `${ref} ${OPERATOR_SQL[operation.op]} ${params.add(pattern(operation.op, operation.value))}`;
    case 'quantified':
      return `${ref} ${OPERATOR_SQL[operation.op]} ${operation.quantifier}(${params.add(
        pattern(operation.op, operation.value),
      )})`;
    case 'in':
      if (operation.values.length === 0) return 'false';
      return `${ref} in (${operation.values.map((v) => params.add(v)).join(', ')})`;
    case 'is': {
      const tests = {
        null: 'is null',
        not_null: 'is not null',
        true: 'is true',
        false: 'is false',
        unknown: 'is unknown',
      };
      return `${ref} ${tests[operation.value]}`;
    }
    case 'fts': {
      const fn = `pg_catalog.${FTS_FUNCTIONS[operation.op]}`;
      const args = operation.config
        ? `${params.add(operation.config)}::pg_catalog.regconfig, ${params.add(operation.value)}`
        : params.add(operation.value);
      return `${ref} @@ ${fn}(${args})`;
    }
  }
}

function filterSql(filter: Filter, rel: Relation, params: SqlParams): string {
  const sql = operationSql(column(rel, filter.column), filter.operation, params);
  return filter.negate ? `not (${sql})` : sql;
}

function treeSql(tree: LogicTree, rel: Relation, params: SqlParams): string {
  if (tree.kind === 'filter') return filterSql(tree.filter, rel, params);
  const joined = tree.children
    .map((child) => `(${treeSql(child, rel, params)})`)
    .join(` ${tree.operator} `);
  return tree.negate ? `not (${joined})` : joined;
}

/** The WHERE clause (with the keyword) of all trees ANDed, or an empty string. */
export function whereClause(trees: LogicTree[], rel: Relation, params: SqlParams): string {
  if (trees.length === 0) return '';
  return ` where ${trees.map((tree) => `(${treeSql(tree, rel, params)})`).join(' and ')}`;
}

export function orderClause(terms: OrderTerm[], rel: Relation): string {
  if (terms.length === 0) return '';
  const parts = terms.map((term) => {
    let sql = column(rel, term.column);
    if (term.direction) sql += ` ${term.direction}`;
    if (term.nulls) sql += ` nulls ${term.nulls}`;
    return sql;
  });
  return ` order by ${parts.join(', ')}`;
}

export function limitClause(offset: number, limit: number | undefined): string {
  return `${limit === undefined ? '' : ` limit ${limit}`}${offset > 0 ? ` offset ${offset}` : ''}`;
}

export interface BodyOptions {
  singular: boolean;
  stripNulls: boolean;
  /** The rows are single scalar values in column `_pgrst_scalar`. */
  scalar?: boolean;
}

/** Aggregate over `_postgrest_t`: the JSON text of the response body, built by Postgres. */
export function bodyExpression({ singular, stripNulls, scalar }: BodyOptions): string {
  const row = scalar
    ? '_postgrest_t._pgrst_scalar'
    : stripNulls
      ? 'json_strip_nulls(row_to_json(_postgrest_t))'
      : '_postgrest_t';
  if (singular) return `coalesce((json_agg(${row}) -> 0)::text, 'null')`;
  return `coalesce(json_agg(${row}), '[]')::text`;
}
