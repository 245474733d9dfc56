/** Building PostgREST responses from statement results. */
import type { LocalResponse } from '../types.ts';
import type { QueryParams } from './ast.ts';
import { RestError } from './errors.ts';
import type { AcceptedMedia, Preferences } from './headers.ts';
import type { SqlDatabase } from '../engine/types.ts';
import type { JwtClaims, LocalRequest } from '../types.ts';
import type { SchemaCache } from './schema-cache.ts';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
export const OBJECT_CONTENT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

/** Everything a table or RPC handler needs about the request. */
export interface RequestContext {
  db: SqlDatabase;
  req: LocalRequest;
  claims: JwtClaims;
  method: string;
  qp: QueryParams;
  prefs: Preferences;
  media: AcceptedMedia;
  cache: SchemaCache;
}

export function errorResponse(error: RestError): LocalResponse {
  const headers: Record<string, string> = { 'content-type': JSON_CONTENT_TYPE };
  if (error.status === 401) headers['www-authenticate'] = 'Bearer';
  return { status: error.status, headers, body: JSON.stringify(error.body) };
}

/** PGRST116: `application/vnd.pgrst.object+json` needs exactly one row. */
export function singularityError(rows: number): RestError {
  return new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );
}

/** PGRST124: more rows affected than `Prefer: max-affected=n` allows (with handling=strict). */
export function checkMaxAffected(prefs: Preferences, affected: number): void {
  if (
    prefs.handling === 'strict' &&
    prefs.maxAffected !== undefined &&
    affected > prefs.maxAffected
  ) {
    throw new RestError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${affected} rows`,
    );
  }
}

export function outOfRange(offset: number, total: number): RestError {
  return new RestError(
    416,
    'PGRST103',
    'Requested range not satisfiable',
    `An offset of ${offset} was requested, but there are only ${total} rows.`,
  );
}

/** Headers of a response without a body: PostgREST sends no Content-Type then. */
export function bodilessHeaders(headers: Record<string, string>): Record<string, string> {
  const rest = { ...headers };
  delete rest['content-type'];
  return rest;
}

export function baseHeaders(ctx: RequestContext): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': ctx.media.singular ? OBJECT_CONTENT_TYPE : JSON_CONTENT_TYPE,
  };
  if (ctx.prefs.applied.length > 0) headers['preference-applied'] = ctx.prefs.applied.join(', ');
  return headers;
}
