/**
 * PostgREST-compatible `/rest/v1` over the embedded Postgres. Every request runs in one
 * transaction under the role of its verified JWT with `request.jwt.claims` set, so the RLS
 * policies of the migrations decide what it may see and change.
 */
import type { SqlDatabase } from '../engine/types.ts';
import { type PathParams, Router, type RouteSpec } from '../http/router.ts';
import type { JwtClaims, LocalRequest, LocalResponse, Service } from '../types.ts';
import { withJwtClaims } from './authenticate.ts';
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

/** The request as a route receives it: headers and query not read yet. */
interface RouteInput {
  ctx: RestContext;
  req: LocalRequest;
  claims: JwtClaims;
  method: string;
}

interface RestRoute extends RouteSpec {
  handler: (input: RouteInput, params: PathParams) => Promise<LocalResponse>;
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

/** PostgREST's ApiRequest: the profile, Prefer, Accept and query read before a table or RPC runs. */
function withRequestContext(
  handler: (context: RequestContext, params: PathParams) => Promise<LocalResponse>,
): RestRoute['handler'] {
  return async ({ ctx, req, claims, method }, params) => {
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
    const context: RequestContext = {
      db: ctx.db,
      req,
      claims,
      method,
      qp,
      prefs,
      media: negotiateAccept(req.headers.accept),
      cache: await getSchemaCache(ctx.db),
    };
    return handler(context, params);
  };
}

const allow =
  (methods: string): RestRoute['handler'] =>
  async () => ({ status: 200, headers: { allow: methods } });

// A `*` route takes every method: PostgREST checks it once the table or function is found
// (PGRST117, PGRST101). OPTIONS is declared first, so it wins over `*` on the same pattern.
const router = new Router<RestRoute>([
  { method: 'OPTIONS', pattern: '/rpc/:name', handler: allow('OPTIONS,GET,HEAD,POST') },
  {
    method: '*',
    pattern: '/rpc/:name',
    handler: withRequestContext((context, { name }) => handleRpc(context, name)),
  },
  { method: 'OPTIONS', pattern: '/:table', handler: allow('OPTIONS,GET,HEAD,POST,PATCH,DELETE') },
  {
    method: '*',
    pattern: '/:table',
    handler: withRequestContext((context, { table }) => handleTable(context, table)),
  },
]);

/** The path's non-empty segments, decoded: PostgREST reads `/t/` and `//t` as `/t`. */
function resourceSegments(path: string): string[] {
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
  return segments;
}

function toRestError(error: unknown, authed: boolean): RestError {
  if (error instanceof RestError) return error;
  if (isPgDatabaseError(error)) return restErrorFromPg(error, authed);
  console.error('[local-supabase] unexpected /rest/v1 error', error);
  const message = error instanceof Error ? error.message : String(error);
  return new RestError(500, 'PGRSTX00', message);
}

/** A request whose JWT is verified already (`withJwtClaims`). */
export async function handleRest(
  ctx: RestContext,
  req: LocalRequest,
  claims: JwtClaims,
): Promise<LocalResponse> {
  // PostgREST answers 401 rather than 403 to a permission error when the request is anonymous.
  const authed = claims.role !== 'anon';
  try {
    const method = req.method.toUpperCase();
    const found = router.match(method, resourceSegments(req.path));
    if (!found.route) throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
    return await found.route.handler({ ctx, req, claims, method }, found.params);
  } catch (error) {
    return errorResponse(toRestError(error, authed));
  }
}

export function restService(ctx: RestContext): Service {
  return withJwtClaims((req, claims) => handleRest(ctx, req, claims));
}
