import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  importCycles,
  importedSpecifiers,
  moduleGraph,
  repositoryFiles,
  workspacePackageExports,
} from './import-cycles';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const files = repositoryFiles(root);
const packageExports = workspacePackageExports(root, files);
const graph = moduleGraph(files, packageExports);

/** The repository's cycles with some files as if they read `changes` (new ones included). */
function cyclesWith(changes: Record<string, string> = {}): string[][] {
  const changed = new Map(files);
  for (const [file, text] of Object.entries(changes)) {
    changed.set(file, `${files.get(file) ?? ''}\n${text}`);
  }
  return importCycles(moduleGraph(changed, packageExports, { graph, files }));
}

describe('import cycles', () => {
  it('there is none in the repository, import() included', () => {
    expect(files.size).toBeGreaterThan(500);
    expect(cyclesWith()).toEqual([]);
  });

  it('fails on a cycle between two features, closed by a lazy import()', () => {
    // listings already imports proposals through its index.ts.
    const cycles = cyclesWith({
      'src/features/proposals/index.ts':
        "export const listingsLater = () => import('@/features/listings');",
    });
    expect(cycles).toHaveLength(1);
    expect(cycles[0]).toEqual(
      expect.arrayContaining(['src/features/listings/index.ts', 'src/features/proposals/index.ts']),
    );
  });

  it('fails on a cycle of two shared modules', () => {
    // src/lib/cn.ts as if it imported the Button, which imports cn.
    const cycles = cyclesWith({
      'src/lib/cn.ts': "export { Button } from '@/components/ui/button';",
    });
    expect(cycles).toEqual([['src/components/ui/button.tsx', 'src/lib/cn.ts']]);
  });

  it('fails on a cycle inside the backend package, and through its package name', () => {
    // keys.ts as if it imported jwt.ts, which imports keys.ts.
    expect(
      cyclesWith({ 'packages/local-supabase/keys.ts': "import { verifyJwt } from './jwt.ts';" }),
    ).toEqual([['packages/local-supabase/jwt.ts', 'packages/local-supabase/keys.ts']]);
    expect(
      cyclesWith({
        'packages/local-supabase/keys.ts': "import '@conectacargas/local-supabase/testing';",
      }),
    ).toHaveLength(1);
  });

  it('counts no type-only import: the compiler erases it', () => {
    expect(
      cyclesWith({
        'src/lib/cn.ts': [
          "import type { ButtonProps } from '@/components/ui/button';",
          "import { type ButtonProps as Props } from '@/components/ui/button';",
          "export type { ButtonProps as Again } from '@/components/ui/button';",
        ].join('\n'),
      }),
    ).toEqual([]);
  });

  it('reads every kind of run-time import', () => {
    expect(
      importedSpecifiers(
        'a.tsx',
        [
          "import a from './a';",
          "import './side-effect';",
          "import { type T, value } from './mixed';",
          "export * from './all';",
          "export { x } from './named';",
          'const Lazy = lazy(() => import("./lazy"));',
          "import type { U } from './types';",
          "export type { V } from './types-again';",
        ].join('\n'),
      ),
    ).toEqual(['./a', './side-effect', './mixed', './all', './named', './lazy']);
  });
});
