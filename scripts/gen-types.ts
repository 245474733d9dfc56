/** `npm run gen:types`: this project's schema as src/lib/database.types.ts (`supabase gen types typescript`). */
import { writeDatabaseTypes } from '@conectacargas/local-supabase/gen-types';
import { DATABASE_TYPES_FILE, project } from '../supabase/project.ts';

await writeDatabaseTypes(project, DATABASE_TYPES_FILE);
console.log(`Wrote ${DATABASE_TYPES_FILE}`);
