/** GET/HEAD, POST, PATCH and DELETE on a table or view. */
import type { LocalResponse } from '../types.ts';
import { queryParamError, RestError } from './errors.ts';
import { inRequestTransaction, type StatementResult } from './execute.ts';
import { closest } from './fuzzy.ts';
import { contentRange, resolveRange } from './headers.ts';
import { parseObject, parseRows, payloadColumns } from './payload.ts';
import {
  baseHeaders,
  bodilessHeaders,
  checkMaxAffected,
  outOfRange,
  type RequestContext,
  singularityError,
} from './response.ts';
import { EXPOSED_SCHEMA, type ColumnInfo, type TableInfo } from './schema-cache.ts';
import { SqlParams } from './sql.ts';
import {
  deleteStatement,
  insertStatement,
  type MutationOptions,
  readStatement,
  type Returning,
  updateStatement,
} from './statements.ts';

function tableNotFound(name: string, ctx: RequestContext): RestError {
  const suggestion = closest(name, ctx.cache.tables.keys());
  return new RestError(
    404,
    'PGRST205',
    `Could not find the table '${EXPOSED_SCHEMA}.${name}' in the schema cache`,
    null,
    suggestion ? `Perhaps you meant the table '${EXPOSED_SCHEMA}.${suggestion}'` : null,
  );
}

/** PGRST204: a payload key or `columns=` entry that is not a column. */
function payloadColumn(table: TableInfo, name: string): ColumnInfo {
  const found = table.columns.find((c) => c.name === name);
  if (!found) {
    throw new RestError(
      400,
      'PGRST204',
      `Could not find the '${name}' column of '${table.name}' in the schema cache`,
    );
  }
  return found;
}

/** Supabase loads pg-safeupdate for API requests: UPDATE and DELETE need a filter. */
function requireFilter(ctx: RequestContext, command: 'UPDATE' | 'DELETE'): void {
  if (ctx.qp.where.length === 0) {
    throw new RestError(400, '21000', `${command} requires a WHERE clause`);
  }
}

function mutationOptions(ctx: RequestContext, fallback: Returning): MutationOptions {
  return {
    returning: ctx.prefs.return ?? fallback,
    singular: ctx.media.singular,
    stripNulls: ctx.media.stripNulls,
    scope: ctx.cache,
  };
}

function transactionInput(ctx: RequestContext, readOnly: boolean) {
  return { db: ctx.db, cache: ctx.cache, claims: ctx.claims, req: ctx.req, readOnly };
}

async function read(ctx: RequestContext, table: TableInfo): Promise<LocalResponse> {
  const range = resolveRange(ctx.req.headers.range, ctx.qp.limit, ctx.qp.offset);
  const params = new SqlParams();
  const sql = readStatement(
    table,
    ctx.qp,
    range,
    {
      count: ctx.prefs.count !== undefined,
      scope: ctx.cache,
      singular: ctx.media.singular,
      stripNulls: ctx.media.stripNulls,
    },
    params,
  );
  const result = await inRequestTransaction(transactionInput(ctx, true), (run) =>
    run(sql, params.values),
  );
  return readResponse(ctx, result, range.offset);
}

/** The response of a read (a table, or an RPC's rows). */
export function readResponse(
  ctx: RequestContext,
  result: StatementResult,
  offset: number,
): LocalResponse {
  const total = result.total ?? undefined;
  if (total !== undefined && offset > total) throw outOfRange(offset, total);
  if (ctx.media.singular && result.page_count !== 1) throw singularityError(result.page_count);
  const headers = baseHeaders(ctx);
  headers['content-range'] = contentRange(offset, result.page_count, total);
  const status = total !== undefined && result.page_count < total ? 206 : 200;
  return { status, headers, ...(ctx.method === 'HEAD' ? {} : { body: result.body ?? '' }) };
}

/** Checks of a mutation's result that must roll it back when they fail. */
function checkMutation(ctx: RequestContext, result: StatementResult): void {
  if (ctx.media.singular && result.page_count !== 1) throw singularityError(result.page_count);
  checkMaxAffected(ctx.prefs, result.page_count);
}

function locationHeader(table: TableInfo, location: string | null): string | undefined {
  if (!location) return undefined;
  const key = JSON.parse(location) as Record<string, unknown>;
  const query = Object.entries(key)
    .map(([name, value]) => `${encodeURIComponent(name)}=eq.${encodeURIComponent(String(value))}`)
    .join('&');
  return `/${table.name}?${query}`;
}

async function insert(ctx: RequestContext, table: TableInfo): Promise<LocalResponse> {
  const rows = parseRows(ctx.req.body);
  const columns = payloadColumns(rows, ctx.qp.columns).map((name) => payloadColumn(table, name));
  let onConflict: { columns: string[]; action: 'merge' | 'ignore' } | undefined;
  if (ctx.prefs.resolution) {
    const conflictColumns = ctx.qp.onConflict ?? table.primaryKey;
    conflictColumns.forEach((name) => payloadColumn(table, name));
    if (conflictColumns.length === 0) {
      throw new RestError(
        400,
        '42P10',
        'there is no unique or exclusion constraint matching the ON CONFLICT specification',
      );
    }
    onConflict = {
      columns: conflictColumns,
      action: ctx.prefs.resolution === 'ignore-duplicates' ? 'ignore' : 'merge',
    };
  }
  const options = {
    ...mutationOptions(ctx, 'minimal'),
    columns,
    missingDefault: ctx.prefs.missing === 'default',
    onConflict,
  };
  const params = new SqlParams();
  // The body's own text is inserted (no JSON round trip), wrapped in an array when it is one object.
  const body = (ctx.req.body ?? '').trim();
  const rowsParam = params.add(body.startsWith('[') ? body : `[${body}]`);
  const sql = insertStatement(table, rowsParam, ctx.qp, options);
  return inRequestTransaction(transactionInput(ctx, false), async (run, tx) => {
    const result = await run(sql, params.values);
    checkMutation(ctx, result);
    const headers = baseHeaders(ctx);
    headers['content-range'] = `*/${ctx.prefs.count ? result.page_count : '*'}`;
    const location =
      options.returning === 'headers-only' ? locationHeader(table, result.location) : undefined;
    if (location) headers.location = location;
    if (ctx.prefs.tx === 'rollback') await tx.rollback();
    if (options.returning !== 'representation')
      return { status: 201, headers: bodilessHeaders(headers) };
    return { status: 201, headers, body: result.body ?? '[]' };
  });
}

function mutationResponse(
  ctx: RequestContext,
  result: StatementResult,
  returning: Returning,
): LocalResponse {
  const headers = baseHeaders(ctx);
  headers['content-range'] = contentRange(
    0,
    result.page_count,
    ctx.prefs.count ? result.page_count : undefined,
  );
  if (returning !== 'representation') return { status: 204, headers: bodilessHeaders(headers) };
  return { status: 200, headers, body: result.body ?? '[]' };
}

async function update(ctx: RequestContext, table: TableInfo): Promise<LocalResponse> {
  const payload = parseObject(ctx.req.body);
  const columns = (ctx.qp.columns ?? Object.keys(payload)).map((name) =>
    payloadColumn(table, name),
  );
  requireFilter(ctx, 'UPDATE');
  const options = mutationOptions(ctx, 'minimal');
  if (columns.length === 0) {
    // PostgREST answers an empty PATCH without touching the table.
    const empty = { total: null, page_count: 0, body: '[]', location: null };
    checkMutation(ctx, empty);
    return mutationResponse(ctx, empty, options.returning);
  }
  const params = new SqlParams();
  const bodyParam = params.add((ctx.req.body ?? '').trim());
  const sql = updateStatement(table, bodyParam, columns, ctx.qp, options, params);
  return inRequestTransaction(transactionInput(ctx, false), async (run, tx) => {
    const result = await run(sql, params.values);
    checkMutation(ctx, result);
    if (ctx.prefs.tx === 'rollback') await tx.rollback();
    return mutationResponse(ctx, result, options.returning);
  });
}

async function remove(ctx: RequestContext, table: TableInfo): Promise<LocalResponse> {
  requireFilter(ctx, 'DELETE');
  const options = mutationOptions(ctx, 'minimal');
  const params = new SqlParams();
  const sql = deleteStatement(table, ctx.qp, options, params);
  return inRequestTransaction(transactionInput(ctx, false), async (run, tx) => {
    const result = await run(sql, params.values);
    checkMutation(ctx, result);
    if (ctx.prefs.tx === 'rollback') await tx.rollback();
    return mutationResponse(ctx, result, options.returning);
  });
}

export async function handleTable(ctx: RequestContext, name: string): Promise<LocalResponse> {
  const table = ctx.cache.tables.get(name);
  if (!table) throw tableNotFound(name, ctx);
  const [stray] = ctx.qp.rpcArgs;
  if (stray) {
    throw queryParamError(
      'filter',
      stray[1],
      1,
      'unexpected value expecting operator (eq, gt, ...)',
    );
  }
  switch (ctx.method) {
    case 'GET':
    case 'HEAD':
      return read(ctx, table);
    case 'POST':
      return insert(ctx, table);
    case 'PATCH':
      return update(ctx, table);
    case 'DELETE':
      return remove(ctx, table);
    default:
      throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${ctx.method}`);
  }
}
