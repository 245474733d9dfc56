/** The committed src/lib/database.types.ts must be what `npm run gen:types` generates now. */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeDatabaseTypes } from '@conectacargas/local-supabase/gen-types';
import { DATABASE_TYPES_FILE, project } from '../project.ts';

describe('database types', () => {
  it('are up to date with supabase/migrations', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'gen-types-'));
    try {
      const generated = path.join(dir, 'database.types.ts');
      await writeDatabaseTypes(project, generated);
      const committed = await readFile(DATABASE_TYPES_FILE, 'utf8');
      expect(committed, 'src/lib/database.types.ts is stale: run npm run gen:types').toBe(
        await readFile(generated, 'utf8'),
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
