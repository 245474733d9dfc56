/**
 * The PostgreSQL engine (LOCAL_SUPABASE_DB_URL): node-postgres with a pool of connections; a
 * transaction holds one connection from BEGIN to COMMIT. Values are parsed as PGlite parses them,
 * so the rest of the backend cannot tell the engines apart.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { templateKey } from '../template-cache.ts';
import type {
  QueryOptions,
  QueryResult,
  SessionSettings,
  SqlDatabase,
  SqlTransaction,
  TransactionOptions,
} from './types.ts';

const OID = { int8: 20, date: 1082, timestamp: 1114 } as const;

/** PGlite's parsing where node-postgres differs: bigint as a number, dates and timestamps in UTC. */
function getTypeParser(oid: number, format?: 'text' | 'binary') {
  if (oid === OID.int8) return (value: string) => Number(value);
  if (oid === OID.date) return (value: string) => new Date(`${value}T00:00:00Z`);
  if (oid === OID.timestamp) return (value: string) => new Date(`${value.replace(' ', 'T')}Z`);
  return pg.types.getTypeParser(oid, format);
}

/**
 * Pool size per database, PostgREST's default (db-pool 10): four anonymous requests held by the
 * statement timeout leave room for everyone else. Connections open on demand, so the many backends
 * of the test suites hold few.
 */
const POOL_SIZE = 10;

function prepare(params: unknown[], options?: QueryOptions): unknown[] {
  return options?.paramsAsText ? params.map((p) => (p === null ? null : String(p))) : params;
}

export class PostgresEngine implements SqlDatabase {
  readonly engine = 'postgres';
  readonly #pool: pg.Pool;
  readonly #onClose?: () => Promise<void>;
  readonly #url: string;
  /** One connection for every LISTEN of this engine, opened by the first. */
  #listener: Promise<pg.Client> | null = null;
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();

  constructor(url: string, session: SessionSettings, onClose?: () => Promise<void>) {
    this.#url = url;
    this.#pool = new pg.Pool({
      connectionString: url,
      max: POOL_SIZE,
      types: { getTypeParser } as pg.CustomTypesConfig,
      // Startup options, so each connection has them before its first query.
      options: Object.entries(session)
        .map(([name, value]) => `-c ${name}=${value.replace(/([\\ ])/g, '\\$1')}`)
        .join(' '),
    });
    // An idle connection the server ended (a dropped database, a restart) must not crash the process.
    this.#pool.on('error', () => undefined);
    this.#onClose = onClose;
  }

  async query<T>(
    sql: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<QueryResult<T>> {
    const { rows } = await this.#pool.query(sql, prepare(params, options));
    return { rows: rows as T[] };
  }

  async exec(sql: string): Promise<void> {
    await this.#pool.query(sql);
  }

  async transaction<T>(
    work: (tx: SqlTransaction) => Promise<T>,
    // The server enforces the statement_timeout set inside the transaction itself.
    options: TransactionOptions = {},
  ): Promise<T> {
    const client = await this.#pool.connect();
    let open = true;
    let broken: Error | undefined;
    try {
      await client.query(options.readOnly ? 'begin read only' : 'begin');
      const tx: SqlTransaction = {
        query: async <R>(sql: string, params: unknown[] = [], options?: QueryOptions) => {
          const { rows } = await client.query(sql, prepare(params, options));
          return { rows: rows as R[] };
        },
        exec: async (sql) => {
          await client.query(sql);
        },
        rollback: async () => {
          await client.query('rollback');
          open = false;
        },
      };
      const result = await work(tx);
      if (open) {
        open = false;
        await client.query('commit');
      }
      return result;
    } catch (error) {
      if (open) {
        await client.query('rollback').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
      }
      throw error;
    } finally {
      client.release(broken);
    }
  }

  #listenerClient(): Promise<pg.Client> {
    this.#listener ??= (async () => {
      const client = new pg.Client({ connectionString: this.#url });
      client.on('notification', ({ channel, payload }) => {
        for (const listener of this.#listeners.get(channel) ?? []) listener(payload ?? '');
      });
      // A server gone away ends the notifications; the pool's next query reports it.
      client.on('error', () => undefined);
      await client.connect();
      return client;
    })();
    return this.#listener;
  }

  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    const client = await this.#listenerClient();
    let listeners = this.#listeners.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.#listeners.set(channel, listeners);
      await client.query(`listen ${quoteIdent(channel)}`);
    }
    listeners.add(onNotify);
    return async () => {
      listeners.delete(onNotify);
      if (listeners.size > 0 || this.#listeners.get(channel) !== listeners) return;
      this.#listeners.delete(channel);
      await client.query(`unlisten ${quoteIdent(channel)}`).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    const listener = this.#listener;
    this.#listener = null;
    if (listener) await (await listener).end().catch(() => undefined);
    await this.#pool.end();
    await this.#onClose?.();
  }
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** The same server URL with another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

/** Serialises template builds and clones across processes (Vitest runs files in parallel). */
const TEMPLATE_LOCK = 5_432_001;

/**
 * Runs `work` holding the server's schema lock, taken on `admin` (a connection to the server's
 * maintenance database, where every builder takes it): the bootstrap grants to cluster-wide
 * roles, and two sessions doing so at once fail with 'tuple concurrently updated'.
 */
async function holdingSchemaLock<T>(admin: pg.Client, work: () => Promise<T>): Promise<T> {
  await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
  try {
    return await work();
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
  }
}

/** `work` with the schema lock of the server at `serverUrl` (its maintenance database). */
export async function withSchemaLock<T>(serverUrl: string, work: () => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await holdingSchemaLock(admin, work);
  } finally {
    await admin.end();
  }
}

export interface ThrowawayOptions {
  /** Everything that shapes the template (bootstrap, migrations); the server version is added. */
  templateParts: string[];
  /** Creates the schema in a new, empty database: bootstrap and migrations. */
  build(db: SqlDatabase): Promise<void>;
  session: SessionSettings;
}

/**
 * A new database on the server at `url`, cloned from a template built once per schema version
 * (CREATE DATABASE ... TEMPLATE copies it in well under a second), dropped again on close.
 */
export async function openThrowawayDatabase(
  url: string,
  options: ThrowawayOptions,
): Promise<SqlDatabase> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const name = `local_supabase_${randomUUID().replaceAll('-', '')}`;
  try {
    const { rows } = await admin.query<{ version: string }>('select version()');
    const template = `local_supabase_template_${templateKey([rows[0].version, ...options.templateParts]).slice(0, 16)}`;
    await holdingSchemaLock(admin, async () => {
      const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (found.rowCount === 0) {
        const building = `${template}_build`;
        await admin.query(`drop database if exists ${quoteIdent(building)} with (force)`);
        await admin.query(`create database ${quoteIdent(building)}`);
        const db = new PostgresEngine(withDatabase(url, building), options.session);
        try {
          await options.build(db);
        } finally {
          await db.close();
        }
        await admin.query(
          `alter database ${quoteIdent(building)} rename to ${quoteIdent(template)}`,
        );
      }
      await admin.query(`create database ${quoteIdent(name)} template ${quoteIdent(template)}`);
    });
  } finally {
    await admin.end();
  }
  return new PostgresEngine(withDatabase(url, name), options.session, async () => {
    const dropper = new pg.Client({ connectionString: url });
    await dropper.connect();
    try {
      await dropper.query(`drop database if exists ${quoteIdent(name)} with (force)`);
    } finally {
      await dropper.end();
    }
  });
}
