/**
 * What PostgREST keeps in its schema cache: the tables, views and functions of the exposed
 * schema, read once per database from pg_catalog. Names from here are the only identifiers that
 * ever reach generated SQL.
 */
import type { SqlDatabase, SqlTransaction } from '../engine/types.ts';

export const EXPOSED_SCHEMA = 'public';

export interface ColumnInfo {
  name: string;
  /** Schema-qualified type as `format_type` prints it, e.g. `numeric(12,2)`, `public.app_role`. */
  type: string;
  notNull: boolean;
  /** `pg_get_expr` of the default, if any. */
  defaultExpr: string | null;
}

export interface TableInfo {
  name: string;
  kind: 'table' | 'view';
  columns: ColumnInfo[];
  primaryKey: string[];
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface FunctionInfo {
  name: string;
  args: FunctionArg[];
  returnsSet: boolean;
  /** Schema-qualified return type; `void`, a scalar, `record` or a composite. */
  returnType: string;
  /** Columns of a table/composite/OUT-parameter result; empty for a scalar. */
  resultColumns: ColumnInfo[];
  volatility: 'immutable' | 'stable' | 'volatile';
}

/** A foreign key between two relations of the exposed schema: what resource embedding follows. */
export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
  /** The referencing columns are unique: one row on each side. */
  oneToOne: boolean;
}

export interface SchemaCache {
  tables: Map<string, TableInfo>;
  functions: Map<string, FunctionInfo[]>;
  foreignKeys: ForeignKey[];
  /**
   * `ALTER ROLE ... SET` settings of each role (statement_timeout...), in the order to apply them:
   * PostgREST applies the impersonated role's settings inside each request's transaction, since
   * `SET ROLE` alone never does.
   */
  roleSettings: Map<string, [name: string, value: string][]>;
}

const CATALOG_SQL = `
with
tables as (
  select c.oid, c.relname, c.relkind
  from pg_catalog.pg_class c
  where c.relnamespace = $1::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'f')
),
columns as (
  select a.attrelid, json_agg(json_build_object(
      'name', a.attname,
      'type', pg_catalog.format_type(a.atttypid, a.atttypmod),
      'notNull', a.attnotnull,
      'defaultExpr', pg_catalog.pg_get_expr(d.adbin, d.adrelid)
    ) order by a.attnum) as columns
  from pg_catalog.pg_attribute a
  left join pg_catalog.pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
  where a.attnum > 0 and not a.attisdropped
  group by a.attrelid
),
pkeys as (
  select con.conrelid, json_agg(a.attname order by k.ord) as cols
  from pg_catalog.pg_constraint con
  cross join lateral unnest(con.conkey) with ordinality as k(attnum, ord)
  join pg_catalog.pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum
  where con.contype = 'p'
  group by con.conrelid
),
funcs as (
  select p.oid, p.proname, p.proretset, p.provolatile, p.prorettype, p.pronargdefaults,
    -- proargtypes is an oidvector, indexed from 0: rebuild it as a 1-based array.
    coalesce(p.proallargtypes, array(select unnest(p.proargtypes))) as types,
    coalesce(p.proargmodes, array_fill('i'::"char", array[p.pronargs::int])) as modes,
    coalesce(p.proargnames, array_fill(''::text, array[p.pronargs::int])) as names
  from pg_catalog.pg_proc p
  where p.pronamespace = $1::regnamespace and p.prokind = 'f'
)
select json_build_object(
  'tables', coalesce((
    select json_agg(json_build_object(
      'name', t.relname,
      'kind', case when t.relkind in ('v', 'm') then 'view' else 'table' end,
      'columns', coalesce(c.columns, '[]'),
      'primaryKey', coalesce(k.cols, '[]')
    ))
    from tables t
    left join columns c on c.attrelid = t.oid
    left join pkeys k on k.conrelid = t.oid
  ), '[]'),
  'foreignKeys', coalesce((
    select json_agg(json_build_object(
      'name', con.conname,
      'table', src.relname,
      'columns', (
        select json_agg(a.attname order by k.ord)
        from unnest(con.conkey) with ordinality as k(attnum, ord)
        join pg_catalog.pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum
      ),
      'refTable', dst.relname,
      'refColumns', (
        select json_agg(a.attname order by k.ord)
        from unnest(con.confkey) with ordinality as k(attnum, ord)
        join pg_catalog.pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum
      ),
      'oneToOne', exists (
        select 1 from pg_catalog.pg_index i
        where i.indrelid = con.conrelid and i.indisunique and i.indpred is null
          and (select array_agg(x order by x) from unnest(i.indkey::int2[]) as x)
            = (select array_agg(x order by x) from unnest(con.conkey) as x)
      )
    ) order by con.conname)
    from pg_catalog.pg_constraint con
    join pg_catalog.pg_class src on src.oid = con.conrelid
    join pg_catalog.pg_class dst on dst.oid = con.confrelid
    where con.contype = 'f' and src.relnamespace = $1::regnamespace
      and dst.relnamespace = $1::regnamespace
  ), '[]'),
  'functions', coalesce((
    select json_agg(json_build_object(
      'name', f.proname,
      'returnsSet', f.proretset,
      'volatility', case f.provolatile when 'i' then 'immutable' when 's' then 'stable' else 'volatile' end,
      'returnType', pg_catalog.format_type(f.prorettype, null),
      'args', coalesce((
        select json_agg(json_build_object(
          'name', f.names[i],
          'type', pg_catalog.format_type(f.types[i], null),
          -- Defaults belong to the last pronargdefaults input arguments.
          'hasDefault', (
            select count(*) from generate_subscripts(f.modes, 1) j
            where j > i and f.modes[j] in ('i', 'b', 'v')
          ) < f.pronargdefaults
        ) order by i)
        from generate_subscripts(f.types, 1) i
        where f.modes[i] in ('i', 'b', 'v')
      ), '[]'),
      'resultColumns', coalesce(
        (
          select json_agg(json_build_object(
            'name', f.names[i], 'type', pg_catalog.format_type(f.types[i], null),
            'notNull', false, 'defaultExpr', null
          ) order by i)
          from generate_subscripts(f.types, 1) i
          where f.modes[i] in ('o', 'b', 't')
        ),
        (
          select cols.columns
          from pg_catalog.pg_type ty
          join columns cols on cols.attrelid = ty.typrelid
          where ty.oid = f.prorettype and ty.typtype = 'c'
        ),
        '[]'
      )
    ))
    from funcs f
  ), '[]'),
  'roleSettings', coalesce((
    select json_object_agg(per_role.rolname, per_role.settings)
    from (
      -- Settings for every database first, then this database's, which override them.
      select r.rolname, json_agg(json_build_array(
          split_part(c.setting, '=', 1), substr(c.setting, strpos(c.setting, '=') + 1)
        ) order by s.setdatabase, c.n) as settings
      from pg_catalog.pg_db_role_setting s
      join pg_catalog.pg_roles r on r.oid = s.setrole
      cross join lateral unnest(s.setconfig) with ordinality as c(setting, n)
      where s.setdatabase in (
        0, (select oid from pg_catalog.pg_database where datname = current_database())
      )
      group by r.rolname
    ) per_role
  ), '{}')
)::text as catalog
`;

interface CatalogJson {
  tables: TableInfo[];
  functions: FunctionInfo[];
  foreignKeys: ForeignKey[];
  roleSettings: Record<string, [string, string][]>;
}

async function readCatalog(tx: SqlTransaction): Promise<SchemaCache> {
  // An empty search_path makes format_type qualify every non-catalog type name.
  await tx.exec("set local search_path = ''");
  const { rows } = await tx.query<{ catalog: string }>(CATALOG_SQL, [EXPOSED_SCHEMA]);
  const parsed = JSON.parse(rows[0].catalog) as CatalogJson;
  const functions = new Map<string, FunctionInfo[]>();
  for (const fn of parsed.functions) {
    functions.set(fn.name, [...(functions.get(fn.name) ?? []), fn]);
  }
  return {
    tables: new Map(parsed.tables.map((t) => [t.name, t])),
    functions,
    foreignKeys: parsed.foreignKeys,
    roleSettings: new Map(Object.entries(parsed.roleSettings)),
  };
}

const caches = new WeakMap<SqlDatabase, Promise<SchemaCache>>();

/** The schema cache of a database, loaded on first use. */
export function getSchemaCache(db: SqlDatabase): Promise<SchemaCache> {
  let cache = caches.get(db);
  if (!cache) {
    cache = db.transaction(readCatalog);
    cache.catch(() => caches.delete(db));
    caches.set(db, cache);
  }
  return cache;
}
