import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The repository's root, where the paths below start. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** The TypeScript files under `dirs`, as paths from the root, node_modules left out. */
export function typeScriptFilesUnder(dirs: readonly string[]): string[] {
  return dirs
    .flatMap((dir) =>
      readdirSync(path.join(REPO_ROOT, dir), { recursive: true, encoding: 'utf8' }).map((file) =>
        path.join(dir, file),
      ),
    )
    .filter((file) => /\.tsx?$/.test(file) && !file.split(path.sep).includes('node_modules'));
}
