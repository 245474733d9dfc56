/** What the factor endpoints share: the session they act for and the factor they name. */
import type { LocalRequest } from '../types.ts';
import { type AccessToken, type Authenticated, authenticatedUser } from './authenticate.ts';
import type { AuthContext } from './context.ts';
import { AuthApiError, forbidden } from './errors.ts';
import { type FactorRow, findFactors, findOwnedFactor } from './factors.ts';
import type { Queryable } from './users.ts';

/** GoTrue's `[auth.mfa]` default lifetime of a challenge. */
export const CHALLENGE_EXPIRY_SECONDS = 300;
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The request's address as stored in `inet` columns (a challenge is bound to it). */
export function clientIp(req: LocalRequest): string {
  return req.ip || '0.0.0.0';
}

export async function sessionAal(db: Queryable, sessionId: string | null): Promise<string | null> {
  if (!sessionId) return null;
  const { rows } = await db.query<{ aal: string | null }>(
    'select aal::text as aal from auth.sessions where id = $1',
    [sessionId],
  );
  return rows[0]?.aal ?? null;
}

export type SessionAuth = Authenticated & { sessionId: string };

/** The token's user, in a session: factors are managed for a session, not for a bare token. */
export async function requireSession(
  db: Queryable,
  token: AccessToken,
  ctx: AuthContext,
): Promise<SessionAuth> {
  const auth = await authenticatedUser(db, token, ctx.now());
  if (!auth.sessionId) {
    throw forbidden('session_not_found', 'A valid session is required to manage factors');
  }
  return auth as SessionAuth;
}

/** The user's own factor of the route's id, optionally locked for the transaction. */
export async function loadFactor(
  db: Queryable,
  auth: Authenticated,
  factorId: string,
  lock = false,
): Promise<FactorRow> {
  if (!UUID_PATTERN.test(factorId)) {
    throw new AuthApiError(404, 'validation_failed', 'factor_id must be an UUID');
  }
  const factor = await findOwnedFactor(db, auth.user.id, factorId, lock);
  if (!factor) throw new AuthApiError(404, 'mfa_factor_not_found', 'Factor not found');
  return factor;
}

/** Whether the user has a verified factor and the session has not reached aal2 (GoTrue's check). */
export async function needsAal2(
  db: Queryable,
  userId: string,
  sessionId: string | null,
): Promise<boolean> {
  const factors = await findFactors(db, userId);
  if (!factors.some((factor) => factor.status === 'verified')) return false;
  return (await sessionAal(db, sessionId)) !== 'aal2';
}
