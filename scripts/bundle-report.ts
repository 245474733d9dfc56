/**
 * `npm run bundle-report`: what the home page's first load is made of. Builds with source maps
 * into node_modules/.cache/bundle-report, follows the manifest from index.html through its
 * static imports (everything that runs before the page hydrates), and attributes each chunk's
 * minified bytes to the package or source file they came from; gzip is that chunk's gzip size
 * shared out in proportion. Prints the table and writes it to dist-report.json there (an
 * artifact, not committed).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { build } from 'vite';
import { ROOT } from './preview';

const OUT = path.join(ROOT, 'node_modules/.cache/bundle-report');

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/** The package a source belongs to (`react-dom`, `@supabase/auth-js`), or its path in the repo. */
function owner(source: string): string {
  const packagePath = source.split('node_modules/').at(-1) ?? source;
  if (packagePath !== source) {
    const [scope, name] = packagePath.split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  return source.replace(/^(\.\.\/)+/, '');
}

/** Minified bytes of `code` per source of its source map. */
function bytesBySource(code: string, map: RawSourceMap): Map<string, number> {
  const lines = code.split('\n');
  const consumer = new SourceMapConsumer(map);
  const bytes = new Map<string, number>();
  let previous: { line: number; column: number; source: string | null } | null = null;
  const credit = (until: { line: number; column: number } | null) => {
    if (!previous?.source) return;
    const line = lines[previous.line - 1] ?? '';
    const end = until && until.line === previous.line ? until.column : line.length;
    bytes.set(
      previous.source,
      (bytes.get(previous.source) ?? 0) + Math.max(0, end - previous.column),
    );
  };
  consumer.eachMapping((mapping) => {
    const here = { line: mapping.generatedLine, column: mapping.generatedColumn };
    credit(here);
    previous = { ...here, source: mapping.source };
  });
  credit(null);
  return bytes;
}

async function main(modules: string[]) {
  await build({
    root: ROOT,
    logLevel: 'warn',
    build: { outDir: OUT, emptyOutDir: true, sourcemap: true, manifest: true },
  });
  const manifest = JSON.parse(
    await readFile(path.join(OUT, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find(
    (key) => manifest[key].isEntry && key.endsWith('index.html'),
  );
  if (!entry) throw new Error('El manifiesto no tiene la entrada index.html');
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`El manifiesto no tiene el módulo ${module}`);
  }

  const seen = new Set<string>();
  const queue = [entry, ...modules];
  while (queue.length > 0) {
    const key = queue.shift() as string;
    if (seen.has(key)) continue;
    seen.add(key);
    queue.push(...(manifest[key].imports ?? []));
  }

  const byOwner = new Map<string, number>();
  let totalGzip = 0;
  for (const key of seen) {
    const file = path.join(OUT, manifest[key].file);
    const code = await readFile(file, 'utf8');
    const gzip = gzipSync(code).length;
    totalGzip += gzip;
    // Rolldown's own runtime chunk comes without a map.
    const map = await readFile(`${file}.map`, 'utf8').catch(() => null);
    const bytes = map
      ? bytesBySource(code, JSON.parse(map) as RawSourceMap)
      : new Map([[`(${path.basename(file)})`, code.length]]);
    const mapped = [...bytes.values()].reduce((sum, value) => sum + value, 0) || 1;
    for (const [source, count] of bytes) {
      // Map sources are relative to the map, which sits inside node_modules/.cache here.
      const name = owner(path.relative(ROOT, path.resolve(path.dirname(file), source)));
      byOwner.set(name, (byOwner.get(name) ?? 0) + (gzip * count) / mapped);
    }
  }

  const rows = [...byOwner.entries()].sort((a, b) => b[1] - a[1]);
  console.log(
    modules.length === 0
      ? `\nLo que la página de inicio carga antes de hidratar (${seen.size} archivos), gzip estimado:`
      : `\nLo que cargan la aplicación y ${modules.join(', ')} (${seen.size} archivos), gzip estimado:`,
  );
  for (const [name, gzip] of rows.slice(0, 25)) {
    console.log(`${(gzip / 1024).toFixed(1).padStart(7)} KB  ${name}`);
  }
  const rest = rows.slice(25).reduce((sum, [, gzip]) => sum + gzip, 0);
  if (rest > 0)
    console.log(`${(rest / 1024).toFixed(1).padStart(7)} KB  (${rows.length - 25} más)`);
  console.log(`${(totalGzip / 1024).toFixed(1).padStart(7)} KB  total`);
  const report = path.join(OUT, 'dist-report.json');
  await writeFile(
    report,
    JSON.stringify(
      {
        files: [...seen].map((key) => manifest[key].file),
        gzipBytesByOwner: Object.fromEntries(rows),
      },
      null,
      2,
    ),
  );
  console.log(`\nInforme: ${path.relative(ROOT, report)}`);
}

// Modules the page loads lazily, named as in the manifest (`src/app/layouts/…tsx`): a signed-in
// page's weight is the app's entry with its layout and page.
await main(process.argv.slice(2));
