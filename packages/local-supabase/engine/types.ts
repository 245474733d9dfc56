/**
 * What the embedded backend needs from a database, whichever engine runs it: PGlite (in a worker
 * thread, the default) or a real PostgreSQL server (LOCAL_SUPABASE_DB_URL). Results are parsed
 * the same way on both (timestamps, dates and bigints included), so no caller can tell them apart.
 */

export interface QueryResult<T> {
  rows: T[];
}

export interface QueryOptions {
  /**
   * Send every parameter as text exactly as given, whatever type Postgres infers for it (PGlite
   * would otherwise reformat or reject some, e.g. booleans).
   */
  paramsAsText?: boolean;
}

/** Anything that runs a parameterised statement: a database or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<T>>;
}

export interface SqlTransaction extends Queryable {
  /** One or more statements without parameters. */
  exec(sql: string): Promise<void>;
  /** Ends the transaction without its changes; `transaction` then returns normally. */
  rollback(): Promise<void>;
}

export interface TransactionOptions {
  /** BEGIN READ ONLY. */
  readOnly?: boolean;
  /**
   * The statement timeout of the role the transaction runs as, in milliseconds (0: none). A
   * PostgreSQL server enforces the `statement_timeout` set inside the transaction by itself;
   * PGlite cannot interrupt a running statement, so its engine enforces this value from outside.
   */
  statementTimeoutMs?: number;
}

export interface SqlDatabase extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  exec(sql: string): Promise<void>;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(
    work: (tx: SqlTransaction) => Promise<T>,
    options?: TransactionOptions,
  ): Promise<T>;
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel`, from any session, once its
   * transaction commits. Resolves when listening; the returned function stops it.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Settings of every session (connection), e.g. `{ search_path: '"$user", public' }`. */
export type SessionSettings = Record<string, string>;

/** Postgres's own error for a statement cut by `statement_timeout` (SQLSTATE 57014). */
export class StatementTimeoutError extends Error {
  readonly code = '57014';
  readonly severity = 'ERROR';

  constructor() {
    super('canceling statement due to statement timeout');
    this.name = 'StatementTimeoutError';
  }
}

const DURATION_UNITS: Record<string, number> = {
  us: 0.001,
  ms: 1,
  s: 1000,
  min: 60_000,
  h: 3_600_000,
  d: 86_400_000,
};

/**
 * Milliseconds of a `statement_timeout` value as `ALTER ROLE ... SET` stores it (`3s`, `8000`,
 * `1min`; a bare number is milliseconds). 0 when unset or unreadable, which Postgres reads as
 * "no timeout".
 */
export function durationMs(value: string | undefined): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(us|ms|s|min|h|d)?\s*$/.exec(value ?? '');
  if (!match) return 0;
  return Math.round(Number(match[1]) * DURATION_UNITS[match[2] ?? 'ms']);
}
