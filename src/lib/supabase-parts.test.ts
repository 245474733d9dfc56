// @vitest-environment node
/**
 * supabase-js is the one Supabase client package of the app: the browser client is built from
 * its own parts (lib/supabase.ts, lib/storage.ts, lib/realtime.ts, lib/functions.ts), which must be exactly the versions it pins,
 * so an upgrade of supabase-js moves them all and nothing drifts.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const require = createRequire(path.join(ROOT, 'package.json'));
const PARTS = [
  '@supabase/auth-js',
  '@supabase/functions-js',
  '@supabase/postgrest-js',
  '@supabase/realtime-js',
  '@supabase/storage-js',
];

function manifest(name: string): { version: string; dependencies?: Record<string, string> } {
  return JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8'));
}

describe('the Supabase client packages', () => {
  it("are supabase-js and the parts it pins, at supabase-js's versions", () => {
    const app = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const declared = Object.keys(app.dependencies).filter((name) => name.startsWith('@supabase/'));
    expect(declared.sort()).toEqual([...PARTS, '@supabase/supabase-js'].sort());
    const pinned = manifest('@supabase/supabase-js').dependencies ?? {};
    for (const part of PARTS) {
      expect(manifest(part).version, part).toBe(pinned[part]);
      expect(app.dependencies[part], part).toBe(app.dependencies['@supabase/supabase-js']);
    }
  });
});
