/**
 * Where object bytes live: one file per stored version under `<dataDir>/storage-objects/`, or a
 * Map for an in-memory backend. Files are named by the version (a random UUID the server picks),
 * never by the object's name, so no name can reach outside the folder.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface BlobStore {
  put(version: string, data: Buffer): Promise<void>;
  get(version: string): Promise<Buffer | null>;
  remove(versions: string[]): Promise<void>;
}

const VERSION_PATTERN = /^[0-9a-f-]{36}$/;

function checkVersion(version: string): string {
  if (!VERSION_PATTERN.test(version)) throw new Error(`invalid object version ${version}`);
  return version;
}

export function memoryBlobStore(): BlobStore {
  const blobs = new Map<string, Buffer>();
  return {
    put: async (version, data) => {
      blobs.set(checkVersion(version), Buffer.from(data));
    },
    get: async (version) => blobs.get(version) ?? null,
    remove: async (versions) => {
      for (const version of versions) blobs.delete(version);
    },
  };
}

export function fileBlobStore(dataDir: string): BlobStore {
  const root = path.join(path.resolve(dataDir), 'storage-objects');
  const fileOf = (version: string) => path.join(root, checkVersion(version));
  return {
    put: async (version, data) => {
      await mkdir(root, { recursive: true });
      await writeFile(fileOf(version), data);
    },
    get: async (version) => {
      try {
        return await readFile(fileOf(version));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    remove: async (versions) => {
      await Promise.all(versions.map((version) => rm(fileOf(version), { force: true })));
    },
  };
}

/** `memory` keeps blobs in the process, like the database; any other value is a folder. */
export function blobStoreFor(dataDir: string | undefined): BlobStore {
  return !dataDir || dataDir === 'memory' ? memoryBlobStore() : fileBlobStore(dataDir);
}
