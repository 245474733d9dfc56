/** The message protocol with one PGlite worker thread (engine/pglite-worker.mjs). */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import v8 from 'node:v8';
import { Worker } from 'node:worker_threads';
import { PACKAGE_DIR } from '../paths.ts';

const WORKER_FILE = path.join(PACKAGE_DIR, 'engine', 'pglite-worker.mjs');

// Node has the WebAssembly global; this project's Node types (no DOM lib) name only its types.
declare const WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> };

let compiledPglite: Promise<WebAssembly.Module> | undefined;

/**
 * The V8 flag that keeps this V8 from compiling WebAssembly-to-JavaScript call wrappers, or null
 * where none is needed. From V8 13 (Node 24) a call from WebAssembly into JavaScript starts on a
 * generic wrapper and, after this many calls, gets a compiled one from a cache the whole process
 * shares; with PGlite in several worker threads, one thread can free a wrapper another has just
 * taken, and the process aborts ("Check failed: jit_page_->allocations_.erase(addr) == 1" in
 * WasmImportWrapperCache::Free, from Runtime_TierUpWasmToJSWrapper; once in CI's Node 24 pass).
 * A budget no call reaches keeps the cache empty; PGlite runs as fast on the generic wrapper.
 */
export function wasmWrapperFlag(v8Version: string): string | null {
  return Number.parseInt(v8Version, 10) >= 13 ? '--wasm-wrapper-tiering-budget=2147483647' : null;
}

/**
 * PGlite's WebAssembly, compiled once per process and given to every worker: each compiling its
 * own copy cost every backend's start ~0.1 s, and V8's optimising tier compiled it again.
 */
export function pgliteWasmModule(): Promise<WebAssembly.Module> {
  compiledPglite ??= (async () => {
    // V8's flags are the process's: set before any worker instantiates the module.
    const flag = wasmWrapperFlag(process.versions.v8);
    if (flag) v8.setFlagsFromString(flag);
    const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    return WebAssembly.compile(await readFile(path.join(path.dirname(pglite), 'pglite.wasm')));
  })();
  return compiledPglite;
}

export type Operation =
  | { op: 'query'; sql: string; params: unknown[]; paramsAsText: boolean }
  | { op: 'exec'; sql: string }
  | { op: 'dump' }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; channel: string }
  | { op: 'close' };

interface Reply {
  id?: number;
  /** A notification: the channel and payload of a NOTIFY (no id). */
  channel?: string;
  payload?: string;
  ready?: boolean;
  ok?: boolean;
  result?: unknown;
  error?: Record<string, unknown>;
}

/** What a worker starts PGlite with. */
export interface ThreadSetup {
  wasmModule: WebAssembly.Module;
  dataDir: string;
  /** Run when the database has started, again after a restart. */
  sessionSql: string;
  /** Postgres's shared_buffers; PGlite's default (128MB) when undefined. */
  sharedBuffers?: string;
}

/** The error a worker reported, with Postgres's fields (code, detail, hint...) as PGlite gave them. */
function revive(fields: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(String(fields.message ?? 'PGlite worker error')), fields);
}

/** One worker thread running PGlite on `dataDir`. */
export class PgliteThread {
  readonly ready: Promise<void>;
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve(value: unknown): void; reject(e: Error): void }>();
  #nextId = 0;
  #exit: Error | null = null;

  constructor(
    setup: ThreadSetup & {
      /** A `dumpDataDir` tarball to start from (transferred to the worker). */
      template?: ArrayBuffer;
    },
    onNotify: (channel: string, payload: string) => void = () => undefined,
  ) {
    const { template, ...data } = setup;
    this.#worker = new Worker(WORKER_FILE, {
      workerData: { ...data, loadDataDir: template },
      transferList: template ? [template] : [],
    });
    this.ready = new Promise((resolve, reject) => {
      this.#worker.once('message', (reply: Reply) =>
        reply.ready ? resolve() : reject(revive(reply.error)),
      );
      this.#worker.once('error', reject);
      this.#worker.once('exit', (code) => reject(new Error(`PGlite worker exited (${code})`)));
    });
    this.#worker.on('message', (reply: Reply) => {
      if (reply.channel !== undefined) onNotify(reply.channel, reply.payload ?? '');
      if (reply.id === undefined) return;
      const pending = this.#pending.get(reply.id);
      this.#pending.delete(reply.id);
      if (reply.ok) pending?.resolve(reply.result);
      else pending?.reject(revive(reply.error));
    });
    this.#worker.on('exit', (code) => {
      this.#exit = new Error(`PGlite worker exited (${code})`);
      for (const pending of this.#pending.values()) pending.reject(this.#exit);
      this.#pending.clear();
    });
  }

  call(operation: Operation): Promise<unknown> {
    if (this.#exit) return Promise.reject(this.#exit);
    const id = (this.#nextId += 1);
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...operation, id });
    });
  }

  async terminate(): Promise<void> {
    await this.#worker.terminate();
  }
}
