/** The committed src/lib/database.types.ts must be what `npm run gen:types` generates now. */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './db.ts';
import { DATABASE_TYPES_FILE, generateDatabaseTypes } from './typegen/index.ts';

describe('database types', () => {
  it('are up to date with supabase/migrations', async () => {
    const db = await openDatabase({ dataDir: 'memory', seedFile: null });
    try {
      const generated = await generateDatabaseTypes(db);
      const committed = await readFile(DATABASE_TYPES_FILE, 'utf8');
      expect(committed, 'src/lib/database.types.ts is stale: run npm run gen:types').toBe(
        generated,
      );
    } finally {
      await db.close();
    }
  });
});
