/** Reads what `supabase gen types typescript` describes (postgres-meta's typegen input) from pg_catalog. */
import type { Queryable } from '../engine/types.ts';

/** A type as typegen names it: `pg_type.typname` (arrays start with `_`) and its schema. */
export interface PgTypeRef {
  name: string;
  schema: string;
}

export interface ColumnModel {
  name: string;
  type: PgTypeRef;
  nullable: boolean;
  /** A default, an identity or a generated column: optional in Insert. */
  hasDefault: boolean;
  /** Identity ALWAYS or a stored generated column: never written by a client. */
  readOnly: boolean;
  updatable: boolean;
}

export interface RelationModel {
  name: string;
  kind: 'table' | 'view';
  /** Views only: auto-updatable (UPDATE and DELETE). */
  updatable: boolean;
  columns: ColumnModel[];
}

export interface RelationshipModel {
  foreignKeyName: string;
  relation: string;
  columns: string[];
  isOneToOne: boolean;
  referencedRelation: string;
  referencedColumns: string[];
}

export interface FunctionArgModel {
  name: string;
  mode: 'in' | 'out' | 'inout' | 'variadic' | 'table';
  type: PgTypeRef;
  hasDefault: boolean;
}

export interface FunctionModel {
  name: string;
  args: FunctionArgModel[];
  returnsSet: boolean;
  returnType: PgTypeRef;
  /** The table or view whose row type the function returns, if any. */
  returnRelation: string | null;
}

export interface EnumModel {
  name: string;
  values: string[];
}

export interface CompositeModel {
  name: string;
  attributes: { name: string; type: PgTypeRef }[];
}

export interface SchemaModel {
  schema: string;
  relations: RelationModel[];
  relationships: RelationshipModel[];
  functions: FunctionModel[];
  enums: EnumModel[];
  composites: CompositeModel[];
}

const INTROSPECT_SQL = `
with
ns as (select $1::regnamespace::oid as oid),
type_refs as (
  select t.oid, json_build_object('name', t.typname, 'schema', tn.nspname) as ref
  from pg_catalog.pg_type t
  join pg_catalog.pg_namespace tn on tn.oid = t.typnamespace
),
relations as (
  select c.oid, c.relname, c.relkind
  from pg_catalog.pg_class c, ns
  where c.relnamespace = ns.oid and c.relkind in ('r', 'p', 'f', 'v', 'm')
)
select json_build_object(
  'relations', coalesce((
    select json_agg(json_build_object(
      'name', r.relname,
      'kind', case when r.relkind in ('v', 'm') then 'view' else 'table' end,
      'updatable', r.relkind = 'v' and (pg_catalog.pg_relation_is_updatable(r.oid, false) & 20) = 20,
      'columns', coalesce((
        select json_agg(json_build_object(
          'name', a.attname,
          'type', tr.ref,
          'nullable', not a.attnotnull,
          'hasDefault', a.atthasdef or a.attidentity <> '',
          'readOnly', a.attidentity = 'a' or a.attgenerated <> '',
          'updatable', pg_catalog.pg_column_is_updatable(r.oid, a.attnum, false)
        ) order by a.attnum)
        from pg_catalog.pg_attribute a
        join type_refs tr on tr.oid = a.atttypid
        where a.attrelid = r.oid and a.attnum > 0 and not a.attisdropped
      ), '[]')
    ) order by r.relname)
    from relations r
  ), '[]'),
  'relationships', coalesce((
    select json_agg(json_build_object(
      'foreignKeyName', con.conname,
      'relation', src.relname,
      'columns', (
        select json_agg(a.attname order by k.ord)
        from unnest(con.conkey) with ordinality k(attnum, ord)
        join pg_catalog.pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum
      ),
      'isOneToOne', exists (
        select 1 from pg_catalog.pg_index i
        where i.indrelid = con.conrelid and i.indisunique and i.indpred is null
          and (select array_agg(x order by x) from unnest(i.indkey::int2[]) x)
            = (select array_agg(x order by x) from unnest(con.conkey) x)
      ),
      'referencedRelation', dst.relname,
      'referencedColumns', (
        select json_agg(a.attname order by k.ord)
        from unnest(con.confkey) with ordinality k(attnum, ord)
        join pg_catalog.pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum
      )
    ) order by con.conname)
    from pg_catalog.pg_constraint con
    join pg_catalog.pg_class src on src.oid = con.conrelid
    join pg_catalog.pg_class dst on dst.oid = con.confrelid, ns
    where con.contype = 'f' and src.relnamespace = ns.oid and dst.relnamespace = ns.oid
  ), '[]'),
  'functions', coalesce((
    select json_agg(json_build_object(
      'name', p.proname,
      'returnsSet', p.proretset,
      'returnType', (select ref from type_refs where oid = p.prorettype),
      'returnRelation', (
        select rc.relname from pg_catalog.pg_type rt
        join pg_catalog.pg_class rc on rc.oid = rt.typrelid
        where rt.oid = p.prorettype and rc.relkind in ('r', 'p', 'f', 'v', 'm')
      ),
      'args', coalesce((
        select json_agg(json_build_object(
          'name', coalesce(p.proargnames[i], ''),
          'mode', case coalesce(p.proargmodes[i], 'i')
            when 'i' then 'in' when 'o' then 'out' when 'b' then 'inout'
            when 'v' then 'variadic' else 'table' end,
          'type', (select ref from type_refs where oid = types.oids[i]),
          -- Defaults belong to the last pronargdefaults input arguments.
          'hasDefault', coalesce(p.proargmodes[i], 'i') in ('i', 'b', 'v') and (
            select count(*) from generate_subscripts(types.oids, 1) j
            where j > i and coalesce(p.proargmodes[j], 'i') in ('i', 'b', 'v')
          ) < p.pronargdefaults
        ) order by i)
        from generate_subscripts(types.oids, 1) i
      ), '[]')
    ) order by p.proname, p.oid)
    from pg_catalog.pg_proc p
    cross join lateral (
      -- proargtypes is an oidvector indexed from 0: rebuild it as a 1-based array.
      select coalesce(p.proallargtypes, array(select unnest(p.proargtypes))) as oids
    ) types, ns
    where p.pronamespace = ns.oid and p.prokind = 'f'
      and p.prorettype not in ('pg_catalog.trigger'::regtype, 'pg_catalog.event_trigger'::regtype)
  ), '[]'),
  'enums', coalesce((
    select json_agg(json_build_object(
      'name', t.typname,
      'values', (
        select json_agg(e.enumlabel order by e.enumsortorder)
        from pg_catalog.pg_enum e where e.enumtypid = t.oid
      )
    ) order by t.typname)
    from pg_catalog.pg_type t, ns
    where t.typnamespace = ns.oid and t.typtype = 'e'
  ), '[]'),
  'composites', coalesce((
    select json_agg(json_build_object(
      'name', t.typname,
      'attributes', (
        select json_agg(json_build_object('name', a.attname, 'type', tr.ref) order by a.attnum)
        from pg_catalog.pg_attribute a
        join type_refs tr on tr.oid = a.atttypid
        where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped
      )
    ) order by t.typname)
    from pg_catalog.pg_type t
    join pg_catalog.pg_class c on c.oid = t.typrelid, ns
    where t.typnamespace = ns.oid and t.typtype = 'c' and c.relkind = 'c'
  ), '[]')
)::text as model
`;

export async function introspectSchema(db: Queryable, schema = 'public'): Promise<SchemaModel> {
  const { rows } = await db.query<{ model: string }>(INTROSPECT_SQL, [schema]);
  return { schema, ...(JSON.parse(rows[0].model) as Omit<SchemaModel, 'schema'>) };
}
