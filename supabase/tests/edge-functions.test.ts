/**
 * The Edge Functions as deployed and as served here are the same code: every folder of
 * supabase/functions/ is a function the embedded backend serves (supabase/edge-functions.ts),
 * whose Deno entry only serves its handler, and whose source Deno can run (no Node-only API,
 * imports its deno.json maps).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { portabilityProblems } from '../../packages/local-supabase/functions/portability.ts';
import { edgeFunctions } from '../edge-functions.ts';
import { project } from '../project.ts';

const dir = project.functionsDir;
const REGISTRY = readFileSync(path.join(project.dir, 'edge-functions.ts'), 'utf8');

/** A function's `index.ts`: hosted runs it; the embedded backend calls the same handler. */
const ENTRY = `import { handle } from './handler.ts';

Deno.serve((req) => handle(req, Deno.env.toObject()));
`;

/** Function folders; `_shared` and dot-folders are not functions (the CLI deploys neither). */
const functionNames = readdirSync(dir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !/^[_.]/.test(entry.name))
  .map((entry) => entry.name)
  .sort();

function sourceFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function mappedImports(name: string): Set<string> {
  const denoJson = JSON.parse(readFileSync(path.join(dir, name, 'deno.json'), 'utf8')) as {
    imports?: Record<string, string>;
  };
  return new Set(Object.keys(denoJson.imports ?? {}));
}

describe('Edge Functions', () => {
  it('serves every function folder, and nothing else', () => {
    expect(Object.keys(edgeFunctions).sort()).toEqual(functionNames);
    for (const name of functionNames) {
      expect(REGISTRY).toContain(`'./functions/${name}/handler.ts'`);
    }
  });

  it.each(functionNames)('%s: its index.ts serves its handler, with a deno.json', (name) => {
    expect(readFileSync(path.join(dir, name, 'index.ts'), 'utf8')).toBe(ENTRY);
    expect(existsSync(path.join(dir, name, 'deno.json'))).toBe(true);
  });

  it('uses only what Deno runs', () => {
    const problems: string[] = [];
    for (const name of functionNames) {
      for (const file of sourceFiles(path.join(dir, name))) {
        const depth = path.relative(dir, path.dirname(file)).split(path.sep).length;
        for (const problem of portabilityProblems(
          readFileSync(file, 'utf8'),
          mappedImports(name),
          depth,
        )) {
          problems.push(`${path.relative(dir, file)} ${problem}`);
        }
      }
    }
    // _shared code is imported by functions: held to the same rule, with no imports of its own.
    for (const file of sourceFiles(path.join(dir, '_shared'))) {
      for (const problem of portabilityProblems(readFileSync(file, 'utf8'), new Set(), 1)) {
        problems.push(`${path.relative(dir, file)} ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('keeps the secrets file out of git, with its example beside it', () => {
    expect(existsSync(path.join(dir, '.env.example'))).toBe(true);
    const ignored = readFileSync(path.join(project.dir, '..', '.gitignore'), 'utf8').split('\n');
    expect(ignored).toContain('.env');
  });
});
