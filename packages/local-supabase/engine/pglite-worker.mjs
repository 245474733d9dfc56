// @ts-check
/**
 * The PGlite engine's worker thread. PGlite runs Postgres synchronously on the thread that calls
 * it, so a runaway statement would stall everything else on that thread and no timer could cut
 * it: here it stalls only this worker, which the main thread terminates when the statement
 * overruns its timeout (local-supabase/engine/pglite.ts). Plain JavaScript: worker threads load
 * their file without the TypeScript loaders of Vite, Vitest or tsx.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Every parameter as the text the caller gave (QueryOptions.paramsAsText). */
const AS_TEXT = new Proxy({}, { get: () => (/** @type {unknown} */ value) => String(value) });

/** @param {unknown} error */
function serializeError(error) {
  const source = /** @type {Record<string, unknown>} */ (
    typeof error === 'object' && error !== null ? error : { message: String(error) }
  );
  const copy = { name: source.name, message: source.message };
  for (const key of [
    'code',
    'detail',
    'hint',
    'severity',
    'position',
    'where',
    'schema',
    'table',
    'column',
    'constraint',
  ]) {
    if (source[key] !== undefined) copy[key] = source[key];
  }
  return copy;
}

/**
 * The snapshot as PGlite reads it (it only awaits arrayBuffer()): a Blob's arrayBuffer() on Node
 * 20 copies a 45 MB snapshot chunk by chunk, a quarter of a second of every test backend's start.
 * @param {ArrayBuffer} buffer
 * @returns {Blob}
 */
function snapshot(buffer) {
  return /** @type {Blob} */ (
    /** @type {unknown} */ ({ type: 'application/x-tar', arrayBuffer: async () => buffer })
  );
}

const port = parentPort;
if (!port) throw new Error('pglite-worker.mjs runs only as a worker thread');
const { wasmModule, dataDir, sessionSql, sharedBuffers, loadDataDir } = workerData;

/** @type {PGlite} */
let db;
try {
  db = await PGlite.create({
    dataDir,
    startParams: [
      ...PGlite.defaultStartParams,
      ...(sharedBuffers ? ['-c', `shared_buffers=${sharedBuffers}`] : []),
    ],
    pgliteWasmModule: wasmModule,
    extensions: { pgcrypto, uuid_ossp, pg_trgm },
    ...(loadDataDir ? { loadDataDir: snapshot(loadDataDir) } : {}),
  });
  await db.exec(sessionSql);
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ ready: false, error: serializeError(error) });
  throw error;
}

/** Stops of the channels listened to, by channel. */
const listening = new Map();

port.on('message', async (/** @type {Record<string, any>} */ message) => {
  const { id, op } = message;
  try {
    if (op === 'listen') {
      const channel = String(message.channel);
      if (!listening.has(channel)) {
        const stop = await db.listen(channel, (payload) => port.postMessage({ channel, payload }));
        listening.set(channel, stop);
      }
      port.postMessage({ id, ok: true });
      return;
    }
    if (op === 'unlisten') {
      await listening.get(message.channel)?.();
      listening.delete(message.channel);
      port.postMessage({ id, ok: true });
      return;
    }
    if (op === 'query') {
      const options = message.paramsAsText ? { serializers: AS_TEXT } : undefined;
      const { rows } = await db.query(message.sql, message.params ?? [], options);
      port.postMessage({ id, ok: true, result: { rows } });
    } else if (op === 'exec') {
      await db.exec(message.sql);
      port.postMessage({ id, ok: true });
    } else if (op === 'dump') {
      const file = await db.dumpDataDir('none');
      const buffer = await file.arrayBuffer();
      port.postMessage({ id, ok: true, result: buffer }, [buffer]);
    } else if (op === 'close') {
      await db.close();
      port.postMessage({ id, ok: true });
    } else {
      throw new Error(`unknown operation ${op}`);
    }
  } catch (error) {
    port.postMessage({ id, ok: false, error: serializeError(error) });
  }
});
