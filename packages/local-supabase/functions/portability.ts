/**
 * What keeps a function's source runnable on hosted Supabase (Deno) as well as here (Node): only
 * web-standard APIs, imports of its own folder, `_shared/`, or what its `deno.json` maps. A
 * Node-only API would pass every local test and fail on deploy.
 */

/** Globals and module forms Deno does not have without `node:` compatibility. */
const NODE_ONLY: readonly { pattern: RegExp; what: string }[] = [
  {
    pattern: /\bfrom\s+['"]node:|\bimport\s*\(\s*['"]node:|\bimport\s+['"]node:/,
    what: 'a node: module',
  },
  { pattern: /\brequire\s*\(/, what: 'require()' },
  { pattern: /\bprocess\s*\.\s*(env|argv|exit|cwd|nextTick|platform|version)\b/, what: 'process' },
  { pattern: /\bBuffer\s*\./, what: 'Buffer' },
  { pattern: /\b__dirname\b|\b__filename\b/, what: '__dirname/__filename' },
  { pattern: /\bsetImmediate\s*\(/, what: 'setImmediate' },
];

const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

/**
 * Each problem of one function file, in words: a Node-only API, or an import Deno could not
 * resolve. `mapped` is what the function's deno.json `imports` names (bare specifiers); a
 * relative import must be a `.ts` file (Deno needs the extension) inside the functions folder
 * (`depth`: how many folders the file is below it).
 */
export function portabilityProblems(
  source: string,
  mapped: ReadonlySet<string>,
  depth: number,
): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\/|(^|[^:])\/\/.*$/gm, '$1');
  const problems = NODE_ONLY.filter(({ pattern }) => pattern.test(code)).map(
    ({ what }) => `uses ${what}, which Deno does not have`,
  );
  for (const [, specifier] of code.matchAll(IMPORT)) {
    if (specifier.startsWith('node:')) continue;
    if (specifier.startsWith('.')) {
      const up = specifier.split('/').filter((part) => part === '..').length;
      if (up > depth) problems.push(`imports ${specifier}, outside the functions folder`);
      else if (!specifier.endsWith('.ts'))
        problems.push(`imports ${specifier} without its .ts extension`);
      continue;
    }
    const name = specifier.startsWith('@')
      ? specifier.split('/').slice(0, 2).join('/')
      : specifier.split('/')[0];
    if (!mapped.has(name) && !/^(npm|jsr|https?):/.test(specifier)) {
      problems.push(`imports ${specifier}, which its deno.json does not map`);
    }
  }
  return problems;
}
