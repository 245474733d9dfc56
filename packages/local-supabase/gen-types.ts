/**
 * What `npm run gen:types` does: migrates a fresh in-memory database of the project and writes
 * its types to the given file in the format of `supabase gen types typescript`.
 */
import { writeFile } from 'node:fs/promises';
import { openDatabase } from './db.ts';
import type { SupabaseProject } from './project.ts';
import { generateDatabaseTypes } from './typegen/index.ts';

export async function writeDatabaseTypes(project: SupabaseProject, file: string): Promise<void> {
  const db = await openDatabase({ project, dataDir: 'memory', seedFile: null });
  try {
    await writeFile(file, await generateDatabaseTypes(db));
  } finally {
    await db.close();
  }
}
