/** PostgREST's error body: `{ code, message, details, hint }`. */
export interface PgrstErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

/** An error answered with a PostgREST-shaped body; anything thrown before or inside the transaction. */
export class RestError extends Error {
  readonly status: number;
  readonly body: PgrstErrorBody;

  constructor(
    status: number,
    code: string,
    message: string,
    details: string | null = null,
    hint: string | null = null,
  ) {
    super(message);
    this.name = 'RestError';
    this.status = status;
    this.body = { code, message, details, hint };
  }
}

/** PGRST100: a query parameter that does not parse (filter, order, select, logic tree...). */
export function queryParamError(
  what: string,
  input: string,
  column: number,
  details: string,
): RestError {
  const message = `"failed to parse ${what} (${input})" (line 1, column ${column})`;
  return new RestError(400, 'PGRST100', message, details);
}

export function columnNotFound(table: string, column: string): RestError {
  return new RestError(400, '42703', `column ${table}.${column} does not exist`);
}

/** Shape of the errors PGlite raises for a failed statement (pg-protocol's DatabaseError). */
export interface PgDatabaseError {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function isPgDatabaseError(error: unknown): error is PgDatabaseError {
  if (typeof error !== 'object' || error === null) return false;
  const record = error as Record<string, unknown>;
  return (
    typeof record.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(record.code) &&
    typeof record.message === 'string'
  );
}

/**
 * PostgREST's SQLSTATE → HTTP status table (PostgREST.Error.mapSQLtoHTTP). `authed` is false
 * for the anon role: an insufficient privilege is then 401 (log in) rather than 403.
 */
export function httpStatusForSqlState(code: string, message: string, authed: boolean): number {
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '53400': 500,
    '57P01': 503,
    P0001: 400,
    '42P01': 404,
    '42P17': 500,
  };
  if (code === '42501') return authed ? 403 : 401;
  // RAISE ... USING errcode = 'PT429': a function chooses its HTTP status.
  if (/^PT[0-9]{3}$/.test(code)) return Number(code.slice(2));
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '22023') return /^role .* does not exist$/.test(message) ? 401 : 400;
  if (code === '42883') return message.startsWith('function xmlagg(') ? 406 : 404;
  if (exact[code] !== undefined) return exact[code];
  const byPrefix: [string, number][] = [
    ['08', 503],
    ['09', 500],
    ['0L', 403],
    ['0P', 403],
    ['25', 500],
    ['28', 403],
    ['2D', 500],
    ['38', 500],
    ['39', 500],
    ['3B', 500],
    ['40', 500],
    ['53', 503],
    ['54', 500],
    ['55', 500],
    ['57', 500],
    ['58', 500],
    ['F0', 500],
    ['HV', 500],
    ['P0', 500],
    ['XX', 500],
  ];
  for (const [prefix, status] of byPrefix) if (code.startsWith(prefix)) return status;
  return 400;
}

export function restErrorFromPg(error: PgDatabaseError, authed: boolean): RestError {
  return new RestError(
    httpStatusForSqlState(error.code, error.message, authed),
    error.code,
    error.message,
    error.detail ?? null,
    error.hint ?? null,
  );
}
