import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blobStoreFor, fileBlobStore, memoryBlobStore } from './blob-store.ts';

describe.each([
  ['memory', async () => ({ store: memoryBlobStore(), cleanup: async () => {} })],
  [
    'files',
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'blob-store-'));
      return { store: fileBlobStore(dir), cleanup: () => rm(dir, { recursive: true }) };
    },
  ],
])('%s blob store', (_kind, make) => {
  it('puts, gets and removes bytes by version', async () => {
    const { store, cleanup } = await make();
    try {
      const version = randomUUID();
      await store.put(version, Buffer.from([1, 2, 3]));
      expect(await store.get(version)).toEqual(Buffer.from([1, 2, 3]));
      await store.remove([version]);
      expect(await store.get(version)).toBeNull();
    } finally {
      await cleanup();
    }
  });

  it('refuses a version that is not a UUID (no path can be smuggled in)', async () => {
    const { store, cleanup } = await make();
    try {
      await expect(store.put('../../etc/passwd', Buffer.from('x'))).rejects.toThrow(/invalid/);
    } finally {
      await cleanup();
    }
  });
});

it('keeps files under <dataDir>/storage-objects, or in memory for `memory`', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'blob-store-'));
  try {
    const version = randomUUID();
    await blobStoreFor(dir).put(version, Buffer.from('x'));
    expect(await readdir(path.join(dir, 'storage-objects'))).toEqual([version]);
    const memory = blobStoreFor('memory');
    await memory.put(version, Buffer.from('y'));
    expect(await memory.get(version)).toEqual(Buffer.from('y'));
  } finally {
    await rm(dir, { recursive: true });
  }
});
