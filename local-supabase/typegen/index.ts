import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Queryable } from '../engine/types.ts';
import { format } from 'prettier';
import { introspectSchema } from './introspect.ts';
import { renderDatabaseTypes } from './render.ts';

/** Where `npm run gen:types` writes, like `supabase gen types typescript > src/lib/database.types.ts`. */
export const DATABASE_TYPES_FILE = fileURLToPath(
  new URL('../../src/lib/database.types.ts', import.meta.url),
);

/** The types of a migrated database's `public` schema, formatted as the Supabase CLI does. */
export async function generateDatabaseTypes(db: Queryable): Promise<string> {
  const source = renderDatabaseTypes(await introspectSchema(db));
  // postgres-meta formats with Prettier's defaults and no semicolons.
  return format(source, {
    parser: 'typescript',
    semi: false,
    filepath: path.basename(DATABASE_TYPES_FILE),
  });
}
