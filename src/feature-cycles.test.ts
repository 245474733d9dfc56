// @vitest-environment node
/**
 * No import cycle between feature folders, `import()` included: ESLint's no-cycle follows files and
 * missed one that ran through index.ts barrels and lazy imports (listings → proposals →
 * availability → listings). Here each feature is one node, and an edge is any import of another
 * feature's module by a source file (tests aside), static or dynamic.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const FEATURES = path.resolve(import.meta.dirname, 'features');

/** The other features a source file imports, by `@/features/<name>` in `from '…'` or `import('…')`. */
function importedFeatures(source: string): string[] {
  return [...source.matchAll(/(?:from\s+|import\s*\(\s*)['"]@\/features\/([a-z-]+)/g)].map(
    ([, name]) => name,
  );
}

function featureGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const feature of readdirSync(FEATURES)) {
    const edges = new Set<string>();
    const files = readdirSync(path.join(FEATURES, feature), { recursive: true, encoding: 'utf8' });
    for (const file of files) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      const source = readFileSync(path.join(FEATURES, feature, file), 'utf8');
      for (const other of importedFeatures(source)) if (other !== feature) edges.add(other);
    }
    graph.set(feature, edges);
  }
  return graph;
}

/** Every cycle, each once, as the path that closes it (a → b → a). */
function cycles(graph: Map<string, Set<string>>): string[] {
  const found = new Set<string>();
  const walk = (node: string, trail: string[]) => {
    const at = trail.indexOf(node);
    if (at >= 0) {
      const loop = trail.slice(at);
      // One name per cycle whatever node the walk entered it by: start at its smallest node.
      const start = loop.indexOf([...loop].sort()[0]);
      const rotated = [...loop.slice(start), ...loop.slice(0, start)];
      found.add([...rotated, rotated[0]].join(' → '));
      return;
    }
    for (const next of graph.get(node) ?? []) walk(next, [...trail, node]);
  };
  for (const node of graph.keys()) walk(node, []);
  return [...found].sort();
}

describe('imports between feature folders', () => {
  it('run one way only', () => {
    expect(cycles(featureGraph())).toEqual([]);
  });

  it('are read from static and dynamic imports', () => {
    expect(
      importedFeatures(
        "import { A } from '@/features/listings';\nconst B = lazy(() => import('@/features/trips/x'));",
      ),
    ).toEqual(['listings', 'trips']);
  });

  it('fail on a planted cycle, through a third feature too', () => {
    const planted = new Map(featureGraph());
    planted.set('availability', new Set([...(planted.get('availability') ?? []), 'proposals']));
    planted.set('proposals', new Set([...(planted.get('proposals') ?? []), 'availability']));
    expect(cycles(planted)).toContain('availability → proposals → availability');
    expect(
      cycles(
        new Map([
          ['a', new Set(['b'])],
          ['b', new Set(['c'])],
          ['c', new Set(['a'])],
        ]),
      ),
    ).toEqual(['a → b → c → a']);
  });
});
