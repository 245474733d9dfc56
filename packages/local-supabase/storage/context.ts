/** What every /storage/v1 route is given, and how routes are declared. */
import type { SqlDatabase } from '../engine/types.ts';
import type { RouteSpec } from '../http/router.ts';
import type { JwtClaims, LocalRequest, LocalResponse } from '../types.ts';
import type { BlobStore } from './blob-store.ts';

export interface StorageContext {
  db: SqlDatabase;
  blobs: BlobStore;
}

export interface StorageRequest {
  ctx: StorageContext;
  req: LocalRequest;
  /** Verified claims, or null for a request without a usable token (signed URLs, info, head). */
  claims: JwtClaims | null;
  /** The route's `:bucket`, decoded. */
  bucketId: string;
  /** The route's `*` (the object's name), decoded; '' on a route without one. */
  objectName: string;
}

/**
 * The JWT a route needs, as Storage's jwt plugin: `required` refuses a missing or bad token,
 * `optional` (its `allowInvalidJwt`) makes such a request anonymous, `none` reads no header
 * (a signed URL's token is its credential).
 */
export type RouteAuth = 'required' | 'optional' | 'none';

export interface StorageRoute extends RouteSpec {
  auth: RouteAuth;
  handler: (request: StorageRequest) => Promise<LocalResponse>;
}

/** `authenticated` and `public` name an access mode where a bucket name could stand. */
export const ACCESS_MODES = ['authenticated', 'public'] as const;
