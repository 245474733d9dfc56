/**
 * The PGlite engine: PGlite in a worker thread, on a data directory (a temporary one for a
 * throwaway database). A statement that overruns its transaction's timeout is cut by terminating
 * the worker; a new worker then reopens the same directory, where Postgres's crash recovery keeps
 * every committed transaction and drops the cut one. Calls are serialised, as PGlite's own are:
 * one session, one statement at a time.
 */
import { constants, cpSync, rmSync } from 'node:fs';
import { access, mkdtemp, readdir, rename, rm, statfs } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  type Operation,
  PgliteThread,
  pgliteWasmModule,
  type ThreadSetup,
} from './pglite-thread.ts';
import {
  type QueryOptions,
  type QueryResult,
  type SessionSettings,
  type SqlDatabase,
  type SqlTransaction,
  StatementTimeoutError,
  type TransactionOptions,
} from './types.ts';

/** Temporary data directories: `<prefix><pid>-<random>`, removed on close. */
const TEMPORARY_PREFIX = 'local-supabase-pglite-';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Room a memory file system must have left to take throwaway databases (~60 MB each). */
const MEMORY_FS_MIN_FREE_BYTES = 1024 ** 3;

/**
 * Where throwaway databases go: a memory file system (Linux's /dev/shm) when it is writable and
 * has room (a container's is often 64 MB), else the system's temporary directory. PGlite writes
 * every page through the file system: on /dev/shm a test backend's database opens in 0.6 s, on
 * ext4 in 1 s.
 */
export async function temporaryBase(
  memoryFs = '/dev/shm',
  fallback = os.tmpdir(),
): Promise<string> {
  try {
    await access(memoryFs, constants.W_OK);
    const { bavail, bsize } = await statfs(memoryFs);
    if (bavail * bsize >= MEMORY_FS_MIN_FREE_BYTES) return memoryFs;
  } catch {
    // Not on this system: the temporary directory.
  }
  return fallback;
}

/**
 * Removes the temporary data directories (templates included) of processes that died without
 * closing their databases: killed, a test run cut short, or a test worker stopped without its
 * exit handlers.
 */
export async function removeOrphanedDataDirs(tmp?: string): Promise<void> {
  tmp ??= await temporaryBase();
  for (const name of await readdir(tmp)) {
    const owner = Number(
      name.startsWith(TEMPORARY_PREFIX) && name.slice(TEMPORARY_PREFIX.length).split('-')[0],
    );
    if (owner && !isAlive(owner)) await rm(path.join(tmp, name), { recursive: true, force: true });
  }
}

/** A new temporary data directory, after removing those dead processes left behind. */
export async function temporaryDataDir(tmp?: string): Promise<string> {
  tmp ??= await temporaryBase();
  await removeOrphanedDataDirs(tmp);
  return mkdtemp(path.join(tmp, `${TEMPORARY_PREFIX}${process.pid}-`));
}

/** Whether `dataDir` holds a database (Postgres writes PG_VERSION first). */
export async function hasDatabase(dataDir: string): Promise<boolean> {
  return access(path.join(dataDir, 'PG_VERSION')).then(
    () => true,
    () => false,
  );
}

/**
 * A closed database this process keeps to copy new ones from (PgliteEngineOptions.copyOf), made
 * once by `build` in an empty directory. Copying it on /dev/shm (0.15 s) and opening the copy in
 * its worker (0.7 s) is a test backend's start; restoring a tarball took 2.3 s, then the seed
 * 1.4 s. Named like the temporary directories, so it goes with the process, or after it with the
 * next one.
 */
export async function templateDataDir(
  key: string,
  build: (dataDir: string) => Promise<void>,
  base?: string,
): Promise<string> {
  base ??= await temporaryBase();
  const dir = path.join(base, `${TEMPORARY_PREFIX}${process.pid}-template-${key}`);
  if (await hasDatabase(dir)) return dir;
  const partial = await temporaryDataDir(base);
  try {
    await build(partial);
    await rename(partial, dir);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    // Another backend of this process made it meanwhile.
    if (await hasDatabase(dir)) return dir;
    throw error;
  }
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * Postgres sets up its whole buffer pool at every start: PGlite's default 128 MB took ~0.4 s of a
 * test backend's 1.4 s start. A throwaway database (the tests', the browser suite's) is a few MB;
 * kept ones (npm run dev, the load test's) keep the default.
 */
const THROWAWAY_SHARED_BUFFERS = '32MB';

/** Runs calls one after another, each after the previous one settled. */
class Mutex {
  #tail: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(work);
    this.#tail = result.catch(() => undefined);
    return result;
  }
}

export interface PgliteEngineOptions {
  /** Where the database lives; a new temporary directory (removed on close) when undefined. */
  dataDir?: string;
  /** A `dumpDataDir` tarball to start a new database from. */
  template?: Uint8Array | null;
  /** A closed data directory to start a new database from, copied (templateDataDir). */
  copyOf?: string;
  /** Set at the start of each session, including after a restart. */
  session: SessionSettings;
}

type Listeners = Map<string, Set<(payload: string) => void>>;

function notify(listeners: Listeners, channel: string, payload: string): void {
  for (const listener of listeners.get(channel) ?? []) listener(payload);
}

export class PgliteEngine implements SqlDatabase {
  readonly engine = 'pglite';
  /** How its worker starts, again after a restart. */
  readonly #setup: ThreadSetup;
  /** Removes a temporary data directory; nothing for a kept one. */
  readonly #discard: () => Promise<void>;
  readonly #lock = new Mutex();
  /** The worker in service; replaced (a new promise) when a timeout restarts it. */
  #thread: Promise<PgliteThread>;
  #generation = 0;
  /** Listeners by channel; a restarted worker listens to these channels again. */
  readonly #listeners: Listeners;

  private constructor(
    setup: ThreadSetup,
    discard: () => Promise<void>,
    thread: PgliteThread,
    listeners: Listeners,
  ) {
    this.#listeners = listeners;
    this.#setup = setup;
    this.#discard = discard;
    this.#thread = Promise.resolve(thread);
  }

  static async open(options: PgliteEngineOptions): Promise<PgliteEngine> {
    const temporary = options.dataDir === undefined;
    const dataDir = options.dataDir ?? (await temporaryDataDir());
    // A process may exit without closing its databases (vite preview on SIGTERM, the browser
    // suite's server): the directory goes with it rather than wait for the next backend's start.
    const removeOnExit = () => rmSync(dataDir, { recursive: true, force: true });
    if (temporary) process.once('exit', removeOnExit);
    const discard = async () => {
      if (!temporary) return;
      process.off('exit', removeOnExit);
      await rm(dataDir, { recursive: true, force: true });
    };
    if (options.copyOf) {
      try {
        // Synchronous: 0.15 s for a database's ~5,000 files, fs.promises.cp takes 0.5 s.
        cpSync(options.copyOf, dataDir, { recursive: true });
      } catch (error) {
        await discard();
        throw error;
      }
    }
    // A copy of its own: the worker takes the bytes (transferred, not copied again).
    const template = options.template ? new Uint8Array(options.template).buffer : undefined;
    const sessionSql = Object.entries(options.session)
      .map(
        ([name, value]) =>
          `select pg_catalog.set_config('${name}', '${value.replaceAll("'", "''")}', false);`,
      )
      .join('\n');
    const listeners: Listeners = new Map();
    const setup = {
      wasmModule: await pgliteWasmModule(),
      dataDir,
      sessionSql,
      sharedBuffers: temporary ? THROWAWAY_SHARED_BUFFERS : undefined,
    };
    const thread = new PgliteThread({ ...setup, template }, (channel, payload) =>
      notify(listeners, channel, payload),
    );
    try {
      await thread.ready;
    } catch (error) {
      await thread.terminate();
      await discard();
      throw error;
    }
    return new PgliteEngine(setup, discard, thread, listeners);
  }

  /** Sends one operation; past `timeoutMs` the statement is cut and the worker restarted. */
  async #call(operation: Operation, timeoutMs = 0): Promise<unknown> {
    const thread = await this.#thread;
    if (timeoutMs <= 0) return thread.call(operation);
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new StatementTimeoutError()), timeoutMs);
    });
    try {
      return await Promise.race([thread.call(operation), deadline]);
    } catch (error) {
      if (error instanceof StatementTimeoutError) this.#restart(thread);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  #restart(stale: PgliteThread): void {
    this.#generation += 1;
    this.#thread = (async () => {
      await stale.terminate();
      const fresh = new PgliteThread(this.#setup, (channel, payload) =>
        notify(this.#listeners, channel, payload),
      );
      await fresh.ready;
      for (const channel of this.#listeners.keys()) await fresh.call({ op: 'listen', channel });
      return fresh;
    })();
    // Callers see a failed restart through #call; do not also report it as unhandled.
    this.#thread.catch(() => undefined);
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<QueryResult<T>> {
    return this.#lock.run(
      async () =>
        (await this.#call({
          op: 'query',
          sql,
          params,
          paramsAsText: options?.paramsAsText === true,
        })) as QueryResult<T>,
    );
  }

  exec(sql: string): Promise<void> {
    return this.#lock.run(async () => {
      await this.#call({ op: 'exec', sql });
    });
  }

  transaction<T>(
    work: (tx: SqlTransaction) => Promise<T>,
    options: TransactionOptions = {},
  ): Promise<T> {
    return this.#lock.run(async () => {
      const timeoutMs = options.statementTimeoutMs ?? 0;
      const generation = this.#generation;
      let open = true;
      const run = (operation: Operation) => {
        if (!open) return Promise.reject(new Error('The transaction has already ended'));
        return this.#call(operation, timeoutMs);
      };
      await this.#call({ op: 'exec', sql: options.readOnly ? 'begin read only' : 'begin' });
      const tx: SqlTransaction = {
        query: async <R>(sql: string, params: unknown[] = [], queryOptions?: QueryOptions) =>
          (await run({
            op: 'query',
            sql,
            params,
            paramsAsText: queryOptions?.paramsAsText === true,
          })) as QueryResult<R>,
        exec: async (sql) => {
          await run({ op: 'exec', sql });
        },
        rollback: async () => {
          await run({ op: 'exec', sql: 'rollback' });
          open = false;
        },
      };
      try {
        const result = await work(tx);
        if (open) {
          open = false;
          await this.#call({ op: 'exec', sql: 'commit' });
        }
        return result;
      } catch (error) {
        // After a restart the cut transaction is already gone with the old worker.
        if (open && this.#generation === generation) {
          open = false;
          await this.#call({ op: 'exec', sql: 'rollback' }).catch(() => undefined);
        }
        throw error;
      }
    });
  }

  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    let listeners = this.#listeners.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.#listeners.set(channel, listeners);
      // Under the lock: a LISTEN inside another caller's open transaction would wait for its end.
      await this.#lock.run(() => this.#call({ op: 'listen', channel }));
    }
    listeners.add(onNotify);
    return async () => {
      listeners.delete(onNotify);
      if (listeners.size > 0 || this.#listeners.get(channel) !== listeners) return;
      this.#listeners.delete(channel);
      await this.#lock.run(() => this.#call({ op: 'unlisten', channel })).catch(() => undefined);
    };
  }

  /** A tarball of the data directory, for PgliteEngineOptions.template. */
  dump(): Promise<Uint8Array> {
    return this.#lock.run(
      async () => new Uint8Array((await this.#call({ op: 'dump' })) as ArrayBuffer),
    );
  }

  close(): Promise<void> {
    return this.#lock.run(async () => {
      const thread = await this.#thread.catch(() => null);
      if (thread) {
        await thread.call({ op: 'close' }).catch(() => undefined);
        await thread.terminate();
      }
      await this.#discard();
    });
  }
}
