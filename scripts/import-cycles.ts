/**
 * Import cycles, `import()` included: the module graph of every TypeScript file in the repository
 * and its strongly connected components. It replaced ESLint's import-x/no-cycle, which took 22 s
 * (half of `npm run lint`) walking the same graph file by file; read once, it takes ~2 s.
 * Type-only imports are left out: the compiler erases them, so they close no cycle at run time.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Files by path relative to the repository's root, with '/' separators. */
export type SourceFiles = ReadonlyMap<string, string>;

/** Each module and the modules of the repository it imports. */
export type ModuleGraph = ReadonlyMap<string, readonly string[]>;

const SOURCE = /\.(ts|tsx|mts)$/;

/** An import that brings only types: `import type …`, or named imports that are all `type`. */
function typeOnly(
  clause: ts.ImportClause | undefined,
  named: ts.NamedImportBindings | ts.NamedExportBindings | undefined,
): boolean {
  if (clause?.isTypeOnly) return true;
  if (clause?.name || !named || (!ts.isNamedImports(named) && !ts.isNamedExports(named)))
    return false;
  return named.elements.length > 0 && named.elements.every((element) => element.isTypeOnly);
}

/** Which imports count: those run (the default), or type-only ones too (a dependency all the same). */
export interface ImportKinds {
  types?: boolean;
}

/**
 * The module specifiers a file imports or re-exports at run time, `import()` included; with
 * `types`, its type-only imports too.
 */
export function importedSpecifiers(
  fileName: string,
  text: string,
  { types = false }: ImportKinds = {},
): string[] {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const found: string[] = [];
  const dynamic = text.includes('import(');
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (types || !typeOnly(node.importClause, node.importClause?.namedBindings)) {
        found.push(node.moduleSpecifier.text);
      }
      return;
    }
    if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (types || (!node.isTypeOnly && !typeOnly(undefined, node.exportClause))) {
        found.push(node.moduleSpecifier.text);
      }
      return;
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    if (dynamic) ts.forEachChild(node, visit);
  };
  ts.forEachChild(source, visit);
  return found;
}

/**
 * The repository's file a specifier names, as Vite and the TypeScript projects resolve it: a
 * relative path, `@/` for src/, a workspace package's export; extension and index.ts optional.
 * Null for anything else (a dependency in node_modules, a file that is not TypeScript).
 */
export function resolveSpecifier(
  from: string,
  specifier: string,
  files: SourceFiles,
  packageExports: ReadonlyMap<string, string>,
): string | null {
  let base: string;
  if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier);
  else if (specifier.startsWith('@/')) base = `src/${specifier.slice(2)}`;
  else if (packageExports.has(specifier)) return packageExports.get(specifier) ?? null;
  else return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((candidate) => SOURCE.test(candidate) && files.has(candidate)) ?? null;
}

/** The edges of one file. */
function importsOf(
  file: string,
  text: string,
  files: SourceFiles,
  packageExports: ReadonlyMap<string, string>,
  kinds: ImportKinds,
): string[] {
  const targets = importedSpecifiers(file, text, kinds)
    .map((specifier) => resolveSpecifier(file, specifier, files, packageExports))
    .filter((target): target is string => target !== null);
  return [...new Set(targets)];
}

/**
 * The graph of `files`; given a `base` graph of nearly the same files (read with the same
 * `kinds`), only the files whose text differs from `baseFiles` are read again.
 */
export function moduleGraph(
  files: SourceFiles,
  packageExports: ReadonlyMap<string, string>,
  base?: { graph: ModuleGraph; files: SourceFiles },
  kinds: ImportKinds = {},
): Map<string, readonly string[]> {
  const graph = new Map<string, readonly string[]>();
  for (const [file, text] of files) {
    const known = base && base.files.get(file) === text ? base.graph.get(file) : undefined;
    graph.set(file, known ?? importsOf(file, text, files, packageExports, kinds));
  }
  return graph;
}

/**
 * `graph` with each module replaced by its group (`groupOf`; null leaves it out), an edge between
 * two groups for any import between their modules.
 */
export function groupGraph(
  graph: ModuleGraph,
  groupOf: (module: string) => string | null,
): Map<string, string[]> {
  const groups = new Map<string, Set<string>>();
  for (const [module, targets] of graph) {
    const group = groupOf(module);
    if (group === null) continue;
    const edges = groups.get(group) ?? new Set<string>();
    groups.set(group, edges);
    for (const target of targets) {
      const other = groupOf(target);
      if (other !== null && other !== group) edges.add(other);
    }
  }
  return new Map([...groups].map(([group, edges]) => [group, [...edges].sort()]));
}

/**
 * The cycles of the graph: each strongly connected component of more than one module (or of one
 * that imports itself), as its modules in order. Tarjan's algorithm.
 */
export function importCycles(graph: ModuleGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const connect = (module: string): void => {
    index.set(module, next);
    low.set(module, next);
    next += 1;
    stack.push(module);
    onStack.add(module);
    for (const target of graph.get(module) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(module, Math.min(low.get(module)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(module, Math.min(low.get(module)!, index.get(target)!));
      }
    }
    if (low.get(module) !== index.get(module)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== module);
    if (component.length > 1 || graph.get(module)?.includes(module)) {
      cycles.push(component.sort());
    }
  };
  for (const module of [...graph.keys()].sort()) if (!index.has(module)) connect(module);
  return cycles;
}

/** Every TypeScript file git tracks under `root`, read. */
export function repositoryFiles(root: string): Map<string, string> {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  const files = new Map<string, string>();
  for (const file of listed.split('\0')) {
    if (!SOURCE.test(file)) continue;
    try {
      files.set(file, readFileSync(path.join(root, file), 'utf8'));
    } catch {
      // Deleted in the work tree but not yet in the index.
    }
  }
  return files;
}

/** The workspace packages' exports (`@conectacargas/x/y` → packages/x/y.ts). */
export function workspacePackageExports(root: string, files: SourceFiles): Map<string, string> {
  const packageDirs = new Set(
    [...files.keys()].flatMap((file) => /^packages\/[^/]+(?=\/)/.exec(file) ?? []),
  );
  const exports = new Map<string, string>();
  for (const dir of packageDirs) {
    const manifest = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as {
      name: string;
      exports?: Record<string, string>;
    };
    for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
      exports.set(path.posix.join(manifest.name, subpath), path.posix.join(dir, target));
    }
  }
  return exports;
}
