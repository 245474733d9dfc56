/** postgres-meta's mapping of Postgres types to TypeScript types. */
import type { PgTypeRef, SchemaModel } from './introspect.ts';

const json = (value: unknown): string => JSON.stringify(value);

const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric']);
const STRING_TYPES = new Set([
  'bytea',
  'bpchar',
  'varchar',
  'date',
  'text',
  'citext',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'uuid',
  'vector',
]);

/** postgres-meta's pgTypeToTsType: Postgres type name → TypeScript type. */
export function tsType(type: PgTypeRef, model: SchemaModel): string {
  const { name } = type;
  if (name === 'bool') return 'boolean';
  if (NUMBER_TYPES.has(name)) return 'number';
  if (STRING_TYPES.has(name)) return 'string';
  if (name === 'json' || name === 'jsonb') return 'Json';
  if (name === 'void') return 'undefined';
  if (name === 'record') return 'Record<string, unknown>';
  if (name.startsWith('_')) return `(${tsType({ ...type, name: name.slice(1) }, model)})[]`;
  if (type.schema !== model.schema) return 'unknown';
  const ref = `Database[${json(model.schema)}]`;
  if (model.enums.some((e) => e.name === name)) return `${ref}["Enums"][${json(name)}]`;
  if (model.composites.some((c) => c.name === name))
    return `${ref}["CompositeTypes"][${json(name)}]`;
  const relation = model.relations.find((r) => r.name === name);
  if (relation) {
    const group = relation.kind === 'table' ? 'Tables' : 'Views';
    return `${ref}[${json(group)}][${json(name)}]["Row"]`;
  }
  return 'unknown';
}
