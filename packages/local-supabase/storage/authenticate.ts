/** Storage's JWT plugin, run before a route as the route declares (`StorageRoute.auth`). */
import { jwtVerify } from 'jose';
import { secretKey } from '../jwt.ts';
import type { JwtClaims, LocalRequest } from '../types.ts';
import type { RouteAuth } from './context.ts';
import { storageErrors } from './errors.ts';

const API_ROLES: ReadonlySet<string> = new Set(['anon', 'authenticated', 'service_role']);

/** The bearer token of `Authorization`, verified with the project secret. */
async function verifiedClaims(req: LocalRequest): Promise<JwtClaims> {
  const token = (req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, secretKey, { algorithms: ['HS256'] }));
  } catch (error) {
    throw storageErrors.accessDenied(error instanceof Error ? error.message : 'Invalid JWT');
  }
  if (typeof payload.role !== 'string' || !API_ROLES.has(payload.role)) {
    throw storageErrors.accessDenied(`role "${String(payload.role)}" does not exist`);
  }
  return payload as JwtClaims;
}

/** The claims a route runs with; null when it reads no token or the optional one is unusable. */
export async function authenticate(auth: RouteAuth, req: LocalRequest): Promise<JwtClaims | null> {
  if (auth === 'none') return null;
  if (auth === 'required') return verifiedClaims(req);
  try {
    return await verifiedClaims(req);
  } catch {
    return null;
  }
}
