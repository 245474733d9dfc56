import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Snapshots of a database right after bootstrap and migrations (before the seed, whose dates
 * are relative to today), keyed by everything that shaped them. Starting from a snapshot takes
 * well under a second instead of several: tests start many backends. Kept in memory and under
 * node_modules/.cache; a cache that cannot be written is simply not used.
 */
export class TemplateCache {
  // Bytes, not a Blob: reading a 45 MB Blob back costs Node 20 a third of a second per backend.
  readonly #memory = new Map<string, Uint8Array>();

  constructor(private readonly dir: string) {}

  async get(key: string): Promise<Uint8Array | null> {
    const cached = this.#memory.get(key);
    if (cached) return cached;
    try {
      const snapshot = await readFile(this.#file(key));
      this.#memory.set(key, snapshot);
      return snapshot;
    } catch {
      return null;
    }
  }

  async put(key: string, snapshot: Uint8Array): Promise<void> {
    this.#memory.set(key, snapshot);
    try {
      await mkdir(this.dir, { recursive: true });
      // Write then rename: parallel test workers may store the same snapshot at once.
      const partial = path.join(this.dir, `${key}.${randomUUID()}.partial`);
      await writeFile(partial, snapshot);
      await rename(partial, this.#file(key));
      for (const name of await readdir(this.dir)) {
        if (name.endsWith('.tar') && name !== `${key}.tar`) {
          await rm(path.join(this.dir, name), { force: true });
        }
      }
    } catch {
      // Best effort: without a disk cache every process builds its first database itself.
    }
  }

  #file(key: string): string {
    return path.join(this.dir, `${key}.tar`);
  }
}

/** A key that changes whenever the engine, the bootstrap or any migration changes. */
export function templateKey(parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 32);
}
