// @vitest-environment node
/**
 * package.json's `sideEffects` lets the bundler skip a module nothing uses: it lists every source
 * file but the features' index.ts files, which only re-export. A file missing from the list would
 * be dropped with its side effects (a stylesheet, a registration); an index.ts that gained a
 * statement of its own would have it dropped. Both fail here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The bundler's glob as a regular expression: `**`, `*` and `[!x]`, matched from the root. */
function globPattern(glob: string): RegExp {
  const source = glob
    .replace(/^\.\//, '')
    .replace(/[.+^${}()|\\]/g, '\\$&')
    .replace(/\[!/g, '[^')
    .split('**')
    .map((part) => part.replace(/\*/g, '[^/]*'))
    .join('.*');
  // A glob without a slash (`*.css`) matches the file name anywhere, as in the bundler.
  return glob.includes('/') ? new RegExp(`^${source}$`) : new RegExp(`(^|/)${source}$`);
}

function declaredWithSideEffects(file: string, globs: readonly string[]): boolean {
  return globs.some((glob) => globPattern(glob).test(file));
}

/** A module whose every statement is an `export … from`: nothing runs when it is imported. */
function onlyReexports(source: string): boolean {
  const code = source.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  const statements = code
    .split(';')
    .map((statement) => statement.trim())
    .filter(Boolean);
  return statements.every((statement) =>
    /^export (type )?(\*|\{[^}]*\}) from '[^']+'$/.test(statement),
  );
}

/** The files that must be listed and those that must not, by that rule. */
function sideEffectsMismatches(
  files: readonly string[],
  globs: readonly string[],
  read: (file: string) => string,
) {
  const featureIndex = /^src\/features\/[^/]+\/index\.ts$/;
  return files.flatMap((file) => {
    const listed = declaredWithSideEffects(file, globs);
    if (featureIndex.test(file)) {
      if (!onlyReexports(read(file))) return [`${file} runs code: move it out of index.ts`];
      return listed ? [`${file} is listed: the bundler would keep the whole feature`] : [];
    }
    return listed ? [] : [`${file} is not listed in sideEffects`];
  });
}

const packageJson = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  sideEffects: string[];
};
const sources = readdirSync(path.join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
  .map((file) => `src/${file.split(path.sep).join('/')}`)
  .filter((file) => /\.(tsx?|css)$/.test(file) && !/\.test\.tsx?$/.test(file));
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

describe("package.json's sideEffects", () => {
  it('lists every source file but the features’ index.ts files, which only re-export', () => {
    expect(sources.length).toBeGreaterThan(300);
    expect(sideEffectsMismatches(sources, packageJson.sideEffects, read)).toEqual([]);
  });

  it('fails on an unlisted file, a listed index.ts and an index.ts that runs code', () => {
    const files = [
      'src/features/listings/index.ts',
      'src/features/site/index.ts',
      'src/extra/setup.ts',
    ];
    const planted: Record<string, string> = {
      'src/features/listings/index.ts': "export { A } from './a';\nregisterSomething();\n",
      'src/features/site/index.ts': "export { B } from './b';\n",
    };
    expect(
      sideEffectsMismatches(
        files,
        ['./src/features/*/[!i]*.ts', './src/features/site/index.ts'],
        (file) => planted[file],
      ),
    ).toEqual([
      'src/features/listings/index.ts runs code: move it out of index.ts',
      'src/features/site/index.ts is listed: the bundler would keep the whole feature',
      'src/extra/setup.ts is not listed in sideEffects',
    ]);
  });
});
