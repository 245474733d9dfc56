import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateDataDir, temporaryBase, temporaryDataDir } from './pglite.ts';
import { wasmWrapperFlag } from './pglite-thread.ts';

describe('wasmWrapperFlag', () => {
  it('stops the wrappers V8 13 and later (Node 24) share between threads, and leaves older V8 alone', () => {
    const never = '--wasm-wrapper-tiering-budget=2147483647';
    expect(wasmWrapperFlag('13.6.233.17-node.33')).toBe(never);
    expect(wasmWrapperFlag('14.2.231.9-node.12')).toBe(never);
    // V8 12 (Node 22) keeps its wrappers for the module's life and frees none.
    expect(wasmWrapperFlag('12.4.254.21-node.57')).toBeNull();
    expect(wasmWrapperFlag('11.3.244.8-node.30')).toBeNull();
  });

  it('is a flag this Node’s V8 takes, where it sets one', async () => {
    const flag = wasmWrapperFlag(process.versions.v8);
    const { stdout } = await promisify(execFile)(process.execPath, ['--v8-options']);
    const name = flag?.split('=')[0];
    expect(name === undefined || stdout.includes(`  ${name} (`)).toBe(true);
  });
});

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

describe('a temporary data directory', () => {
  it('goes with a process that exits without closing its database', async () => {
    const base = await temporaryBase();
    // A process opens a database and exits once its directory exists, as vite preview does on
    // SIGTERM (the browser suite's server).
    const { stdout: prefix } = await promisify(execFile)(process.execPath, [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `import { readdir } from 'node:fs/promises';
      import { PgliteEngine } from ${JSON.stringify(new URL('./pglite.ts', import.meta.url).href)};
      const prefix = 'local-supabase-pglite-' + process.pid + '-';
      void PgliteEngine.open({ session: {} }).catch(() => undefined);
      while (!(await readdir(${JSON.stringify(base)})).some((name) => name.startsWith(prefix)))
        await new Promise((resolve) => setTimeout(resolve, 10));
      process.stdout.write(prefix);
      process.exit(0);`,
    ]);
    expect(prefix).toMatch(/^local-supabase-pglite-\d+-$/);
    expect((await readdir(base)).filter((name) => name.startsWith(prefix))).toEqual([]);
  }, 30_000);
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

describe('templateDataDir', () => {
  let tmp: string;

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(tmpdir(), 'local-supabase-template-test-'));
  });

  afterAll(async () => {
    await rm(tmp, { recursive: true, force: true });
  });

  /** A stand-in for a closed database: PG_VERSION names a data directory. */
  const fakeDatabase = (label: string) => async (dataDir: string) => {
    await writeFile(path.join(dataDir, 'PG_VERSION'), label);
  };

  it('is made once per key and process, also when asked for twice at once', async () => {
    let builds = 0;
    const build = async (dataDir: string) => {
      builds += 1;
      await fakeDatabase(`build ${builds}`)(dataDir);
    };
    const [first, second] = await Promise.all([
      templateDataDir('k1', build, tmp),
      templateDataDir('k1', build, tmp),
    ]);
    expect(second).toBe(first);
    expect(path.basename(first)).toBe(`local-supabase-pglite-${process.pid}-template-k1`);
    const label = await readFile(path.join(first, 'PG_VERSION'), 'utf8');
    expect(await templateDataDir('k1', build, tmp)).toBe(first);
    expect(await readFile(path.join(first, 'PG_VERSION'), 'utf8')).toBe(label);
    expect(builds).toBeLessThanOrEqual(2);
    const other = await templateDataDir('k2', fakeDatabase('other'), tmp);
    expect(other).not.toBe(first);
    // No half-made directory is left behind by the build that lost the race.
    expect((await readdir(tmp)).sort()).toEqual(
      [path.basename(first), path.basename(other)].sort(),
    );
  });

  it('keeps nothing of a build that failed, and says why', async () => {
    const failing = async (dataDir: string) => {
      await writeFile(path.join(dataDir, 'half'), '');
      throw new Error('migration failed');
    };
    await expect(templateDataDir('k3', failing, tmp)).rejects.toThrow('migration failed');
    expect((await readdir(tmp)).some((name) => name.endsWith('k3'))).toBe(false);
    expect(await templateDataDir('k3', fakeDatabase('k3'), tmp)).toMatch(/template-k3$/);
  });
});
