import type { Queryable } from '../engine/types.ts';
import { format } from 'prettier';
import { introspectSchema } from './introspect.ts';
import { renderDatabaseTypes } from './render.ts';

/** The types of a migrated database's `public` schema, formatted as the Supabase CLI does. */
export async function generateDatabaseTypes(db: Queryable): Promise<string> {
  const source = renderDatabaseTypes(await introspectSchema(db));
  // postgres-meta formats with Prettier's defaults and no semicolons.
  return format(source, {
    parser: 'typescript',
    semi: false,
    filepath: 'database.types.ts',
  });
}
