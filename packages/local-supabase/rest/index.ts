/**
 * PostgREST-compatible `/rest/v1` over the embedded Postgres. Every request runs in one
 * transaction under the role of its verified JWT with `request.jwt.claims` set, so the RLS
 * policies of the migrations decide what it may see and change.
 */
import type { SqlDatabase } from '../engine/types.ts';
import type { JwtClaims, LocalRequest, LocalResponse } from '../types.ts';
import { isPgDatabaseError, RestError, restErrorFromPg } from './errors.ts';
import { negotiateAccept, parsePrefer } from './headers.ts';
import { parseQueryParams } from './query-params.ts';
import { assertNoBacktrackingPatterns } from './regex-guard.ts';
import { errorResponse, type RequestContext } from './response.ts';
import { handleRpc } from './rpc.ts';
import { EXPOSED_SCHEMA, getSchemaCache } from './schema-cache.ts';
import { handleTable } from './table.ts';

export interface RestContext {
  db: SqlDatabase;
}

type Route = { kind: 'table'; name: string } | { kind: 'rpc'; name: string };

function route(path: string): Route {
  const segments = path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
      }
    });
  if (segments.length === 0) {
    throw new RestError(404, 'PGRST126', 'Root endpoint metadata is disabled');
  }
  if (segments.length === 1) return { kind: 'table', name: segments[0] };
  if (segments.length === 2 && segments[0] === 'rpc') return { kind: 'rpc', name: segments[1] };
  throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
}

/** `Accept-Profile` (reads) / `Content-Profile` (writes) may only name the exposed schema. */
function checkProfile(req: LocalRequest, method: string): void {
  const header =
    method === 'GET' || method === 'HEAD'
      ? req.headers['accept-profile']
      : req.headers['content-profile'];
  if (header !== undefined && header !== EXPOSED_SCHEMA) {
    throw new RestError(
      406,
      'PGRST106',
      `Invalid schema: ${header}`,
      null,
      `Only the following schemas are exposed: ${EXPOSED_SCHEMA}`,
    );
  }
}

function toRestError(error: unknown, authed: boolean): RestError {
  if (error instanceof RestError) return error;
  if (isPgDatabaseError(error)) return restErrorFromPg(error, authed);
  console.error('[local-supabase] unexpected /rest/v1 error', error);
  const message = error instanceof Error ? error.message : String(error);
  return new RestError(500, 'PGRSTX00', message);
}

export async function handleRest(
  ctx: RestContext,
  req: LocalRequest,
  claims: JwtClaims,
): Promise<LocalResponse> {
  // PostgREST answers 401 rather than 403 to a permission error when the request is anonymous.
  const authed = claims.role !== 'anon';
  try {
    const method = req.method.toUpperCase();
    const target = route(req.path);
    if (method === 'OPTIONS') {
      const allow =
        target.kind === 'rpc' ? 'OPTIONS,GET,HEAD,POST' : 'OPTIONS,GET,HEAD,POST,PATCH,DELETE';
      return { status: 200, headers: { allow } };
    }
    checkProfile(req, method);
    const prefs = parsePrefer(req.headers.prefer);
    if (prefs.handling === 'strict' && prefs.invalid.length > 0) {
      throw new RestError(
        400,
        'PGRST122',
        'Invalid preferences given with handling=strict',
        `Invalid preferences: ${prefs.invalid.join(', ')}`,
      );
    }
    const qp = parseQueryParams(req.rawQuery);
    if (ctx.db.engine === 'pglite') assertNoBacktrackingPatterns(qp.where);
    const requestContext: RequestContext = {
      db: ctx.db,
      req,
      claims,
      method,
      qp,
      prefs,
      media: negotiateAccept(req.headers.accept),
      cache: await getSchemaCache(ctx.db),
    };
    return target.kind === 'rpc'
      ? await handleRpc(requestContext, target.name)
      : await handleTable(requestContext, target.name);
  } catch (error) {
    return errorResponse(toRestError(error, authed));
  }
}
