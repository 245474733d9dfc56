import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { temporaryBase, temporaryDataDir } from './pglite.ts';

describe('temporaryDataDir', () => {
  let tmp: string;

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(tmpdir(), 'local-supabase-tmp-test-'));
  });

  afterAll(async () => {
    await rm(tmp, { recursive: true, force: true });
  });

  it('removes the directories of dead processes and keeps the live ones’', async () => {
    // No process has pid 2^22 + 1 (above Linux's pid_max).
    const dead = 'local-supabase-pglite-4194305-abc123';
    const live = `local-supabase-pglite-${process.pid}-def456`;
    const other = 'something-else';
    for (const name of [dead, live, other])
      await mkdir(path.join(tmp, name, 'base'), { recursive: true });
    const created = await temporaryDataDir(tmp);
    expect(path.basename(created)).toMatch(new RegExp(`^local-supabase-pglite-${process.pid}-`));
    expect((await readdir(tmp)).sort()).toEqual([live, path.basename(created), other].sort());
  });
});

describe('temporaryBase', () => {
  it('takes the memory file system when it is there with room, else the temporary directory', async () => {
    const roomy = tmpdir();
    expect(await temporaryBase(roomy, '/fallback')).toBe(roomy);
    expect(await temporaryBase(path.join(roomy, 'no-such-file-system'), '/fallback')).toBe(
      '/fallback',
    );
  });
});
