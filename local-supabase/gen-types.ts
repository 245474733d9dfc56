/**
 * `npm run gen:types`: migrates a fresh in-memory database and writes its types to
 * src/lib/database.types.ts in the format of `supabase gen types typescript`.
 */
import { writeFile } from 'node:fs/promises';
import { openDatabase } from './db.ts';
import { DATABASE_TYPES_FILE, generateDatabaseTypes } from './typegen/index.ts';

const db = await openDatabase({ dataDir: 'memory', seedFile: null });
try {
  await writeFile(DATABASE_TYPES_FILE, await generateDatabaseTypes(db));
  console.log(`Wrote ${DATABASE_TYPES_FILE}`);
} finally {
  await db.close();
}
