/**
 * Renders a schema model as `supabase gen types typescript` does (postgres-meta's TypeScript
 * template), before Prettier formatting. Pure function of the model: same schema, same text.
 */
import type {
  ColumnModel,
  FunctionModel,
  RelationModel,
  RelationshipModel,
  SchemaModel,
} from './introspect.ts';
import { HELPER_TYPES } from './helper-types.ts';
import { tsType } from './ts-type.ts';

/** The PostgREST major version the embedded backend follows (supabase-js reads it from the types). */
export const POSTGREST_VERSION = '12';

const byName = <T extends { name: string }>(a: T, b: T): number => a.name.localeCompare(b.name);
const json = (value: unknown): string => JSON.stringify(value);
const NEVER_MAP = '[_ in never]: never';

function rowType(columns: ColumnModel[], model: SchemaModel): string {
  return `{\n${[...columns]
    .sort(byName)
    .map((c) => `${json(c.name)}: ${tsType(c.type, model)}${c.nullable ? ' | null' : ''}`)
    .join('\n')}\n}`;
}

function insertType(columns: ColumnModel[], model: SchemaModel): string {
  return `{\n${[...columns]
    .sort(byName)
    .map((c) => {
      if (c.readOnly) return `${json(c.name)}?: never`;
      const optional = c.nullable || c.hasDefault ? '?' : '';
      return `${json(c.name)}${optional}: ${tsType(c.type, model)}${c.nullable ? ' | null' : ''}`;
    })
    .join('\n')}\n}`;
}

function updateType(columns: ColumnModel[], model: SchemaModel): string {
  return `{\n${[...columns]
    .sort(byName)
    .map((c) => {
      if (c.readOnly) return `${json(c.name)}?: never`;
      return `${json(c.name)}?: ${tsType(c.type, model)}${c.nullable ? ' | null' : ''}`;
    })
    .join('\n')}\n}`;
}

function viewWriteType(columns: ColumnModel[], model: SchemaModel): string {
  return `{\n${[...columns]
    .sort(byName)
    .map((c) =>
      c.updatable ? `${json(c.name)}?: ${tsType(c.type, model)} | null` : `${json(c.name)}?: never`,
    )
    .join('\n')}\n}`;
}

function relationshipsType(relation: RelationModel, model: SchemaModel): string {
  const own: RelationshipModel[] = model.relationships
    .filter((r) => r.relation === relation.name)
    .sort(
      (a, b) =>
        a.foreignKeyName.localeCompare(b.foreignKeyName) ||
        a.referencedRelation.localeCompare(b.referencedRelation) ||
        json(a.referencedColumns).localeCompare(json(b.referencedColumns)),
    );
  return `[\n${own
    .map(
      (r) => `{
        foreignKeyName: ${json(r.foreignKeyName)}
        columns: ${json(r.columns)}
        isOneToOne: ${r.isOneToOne}
        referencedRelation: ${json(r.referencedRelation)}
        referencedColumns: ${json(r.referencedColumns)}
      },`,
    )
    .join('\n')}\n]`;
}

function tablesBlock(model: SchemaModel): string {
  const tables = model.relations.filter((r) => r.kind === 'table').sort(byName);
  if (tables.length === 0) return NEVER_MAP;
  return tables
    .map(
      (t) => `${json(t.name)}: {
        Row: ${rowType(t.columns, model)}
        Insert: ${insertType(t.columns, model)}
        Update: ${updateType(t.columns, model)}
        Relationships: ${relationshipsType(t, model)}
      }`,
    )
    .join('\n');
}

function viewsBlock(model: SchemaModel): string {
  const views = model.relations.filter((r) => r.kind === 'view').sort(byName);
  if (views.length === 0) return NEVER_MAP;
  return views
    .map((v) => {
      const writes = v.updatable
        ? `Insert: ${viewWriteType(v.columns, model)}\nUpdate: ${viewWriteType(v.columns, model)}\n`
        : '';
      return `${json(v.name)}: {
        Row: ${rowType(v.columns, model)}
        ${writes}Relationships: ${relationshipsType(v, model)}
      }`;
    })
    .join('\n');
}

function argsType(fn: FunctionModel, model: SchemaModel): string {
  const inArgs = fn.args.filter(
    (a) => a.mode === 'in' || a.mode === 'inout' || a.mode === 'variadic',
  );
  if (inArgs.length === 0) return 'never';
  return `{ ${[...inArgs]
    .sort(byName)
    .map((a) => `${json(a.name)}${a.hasDefault ? '?' : ''}: ${tsType(a.type, model)}`)
    .join('; ')} }`;
}

function returnsType(fn: FunctionModel, model: SchemaModel): string {
  const set = fn.returnsSet ? '[]' : '';
  const tableColumns = fn.args.filter((a) => a.mode === 'table');
  if (tableColumns.length > 0) {
    return `{\n${[...tableColumns]
      .sort(byName)
      .map((a) => `${json(a.name)}: ${tsType(a.type, model)}`)
      .join('\n')}\n}${set}`;
  }
  const relation = model.relations.find((r) => r.name === fn.returnRelation);
  if (relation) return `${rowType(relation.columns, model)}${set}`;
  return `${tsType(fn.returnType, model)}${set}`;
}

/** Functions that can be called through PostgREST: all inputs named, or a single unnamed one. */
function callable(fn: FunctionModel): boolean {
  const inArgs = fn.args.filter(
    (a) => a.mode === 'in' || a.mode === 'inout' || a.mode === 'variadic',
  );
  return inArgs.every((a) => a.name !== '') || inArgs.length === 1;
}

function functionsBlock(model: SchemaModel): string {
  const groups = new Map<string, FunctionModel[]>();
  for (const fn of model.functions.filter(callable).sort(byName)) {
    groups.set(fn.name, [...(groups.get(fn.name) ?? []), fn]);
  }
  if (groups.size === 0) return NEVER_MAP;
  return [...groups.entries()]
    .map(([name, overloads]) => {
      const [first] = overloads;
      const setof = first.returnRelation
        ? `; SetofOptions: {
            from: "*"
            to: ${json(first.returnRelation)}
            isOneToOne: ${!first.returnsSet}
            isSetofReturn: ${first.returnsSet}
          }`
        : '';
      // One line, as postgres-meta writes it: Prettier keeps short entries on a single line.
      const args = overloads.map((fn) => argsType(fn, model)).join(' | ');
      return `${json(name)}: { Args: ${args}; Returns: ${returnsType(first, model)}${setof} }`;
    })
    .join('\n');
}

function enumsBlock(model: SchemaModel): string {
  if (model.enums.length === 0) return NEVER_MAP;
  return [...model.enums]
    .sort(byName)
    .map((e) => `${json(e.name)}: ${e.values.map(json).join(' | ')}`)
    .join('\n');
}

function compositesBlock(model: SchemaModel): string {
  if (model.composites.length === 0) return NEVER_MAP;
  return [...model.composites]
    .sort(byName)
    .map(
      (c) =>
        `${json(c.name)}: {\n${c.attributes
          .map((a) => `${json(a.name)}: ${tsType(a.type, model)} | null`)
          .join('\n')}\n}`,
    )
    .join('\n');
}

/** The unformatted TypeScript source (run it through Prettier with `semi: false`). */
export function renderDatabaseTypes(model: SchemaModel): string {
  const constants = [...model.enums]
    .sort(byName)
    .map((e) => `${json(e.name)}: [${e.values.map(json).join(', ')}],`)
    .join('\n');
  return `export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: ${json(POSTGREST_VERSION)}
  }
  ${json(model.schema)}: {
    Tables: {
      ${tablesBlock(model)}
    }
    Views: {
      ${viewsBlock(model)}
    }
    Functions: {
      ${functionsBlock(model)}
    }
    Enums: {
      ${enumsBlock(model)}
    }
    CompositeTypes: {
      ${compositesBlock(model)}
    }
  }
}
${HELPER_TYPES}
export const Constants = {
  ${json(model.schema)}: {
    Enums: {
      ${constants}
    },
  },
} as const
`;
}
