// @vitest-environment node
/**
 * No import cycle between feature folders, `import()` and type-only imports included: ESLint's
 * no-cycle followed files and missed one that ran through index.ts barrels and lazy imports
 * (listings → proposals → availability → listings). Here each feature is one node, and an edge is
 * any import of another feature's module by a source file (tests aside), read by the module graph
 * of scripts/import-cycles.ts (which finds the cycles between files).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  groupGraph,
  importCycles,
  moduleGraph,
  repositoryFiles,
  workspacePackageExports,
  type ModuleGraph,
} from '../scripts/import-cycles';

const root = path.resolve(import.meta.dirname, '..');
const files = new Map(
  [...repositoryFiles(root)].filter(
    ([file]) => file.startsWith('src/') && !/\.test\.tsx?$/.test(file),
  ),
);
const packageExports = workspacePackageExports(root, files);
const modules = moduleGraph(files, packageExports, undefined, { types: true });

/** The feature a module belongs to, or null outside src/features. */
const featureOf = (module: string) => /^src\/features\/([^/]+)\//.exec(module)?.[1] ?? null;

/** The cycles between features, as a → b → a, with the module graph as if `added` were imported. */
function featureCycles(added: Record<string, string[]> = {}): string[] {
  const graph: ModuleGraph = new Map(
    [...modules].map(([module, targets]) => [module, [...targets, ...(added[module] ?? [])]]),
  );
  return importCycles(groupGraph(graph, featureOf)).map((cycle) =>
    [...cycle, cycle[0]].join(' → '),
  );
}

describe('imports between feature folders', () => {
  it('run one way only', () => {
    expect(new Set([...modules.keys()].map(featureOf)).size).toBeGreaterThan(10);
    expect(featureCycles()).toEqual([]);
  });

  it('fail on a planted cycle, through a lazy import() or a type-only import', () => {
    /** The feature cycles as if `file` also read `text`. */
    const withText = (file: string, text: string) =>
      importCycles(
        groupGraph(
          moduleGraph(
            new Map([...files, [file, `${files.get(file)}\n${text}`]]),
            packageExports,
            { graph: modules, files },
            { types: true },
          ),
          featureOf,
        ),
      );
    // listings imports proposals (its offers); trips imports fleet (the trip's truck).
    expect(
      withText(
        'src/features/proposals/index.ts',
        "export const later = () => import('@/features/listings');",
      ),
    ).toEqual([['listings', 'proposals']]);
    expect(
      withText('src/features/fleet/index.ts', "import type { Trip } from '@/features/trips';"),
    ).toEqual([['fleet', 'trips']]);
  });

  it('fail on a cycle through a third feature', () => {
    expect(
      featureCycles({
        'src/features/fleet/index.ts': ['src/features/messages/index.ts'],
        'src/features/messages/index.ts': ['src/features/network/index.ts'],
        'src/features/network/index.ts': ['src/features/fleet/index.ts'],
      }),
    ).toEqual(['fleet → messages → network → fleet']);
  });
});
