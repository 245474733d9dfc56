/**
 * GoTrue's requireAuthentication, in two steps: the middleware verifies the bearer token before
 * the endpoint runs (`auth: 'user'` on its route); the endpoint then loads the token's user and
 * session inside its own transaction, so both are read with what it changes.
 */
import { JwtError, verifyJwt } from '../jwt.ts';
import type { JwtClaims, LocalRequest } from '../types.ts';
import { AuthApiError, badRequest, forbidden } from './errors.ts';
import { findUserById, isBanned, type Queryable, type UserRow } from './users.ts';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A user's access token, verified: its claims name the user by UUID. */
export interface AccessToken {
  claims: JwtClaims;
  userId: string;
}

export interface Authenticated {
  user: UserRow;
  sessionId: string | null;
}

/** The request's bearer token, signed with the project secret and naming a user. */
export async function requireAuthentication(req: LocalRequest): Promise<AccessToken> {
  const match = /^bearer\s+(\S+)$/i.exec(req.headers.authorization?.trim() ?? '');
  if (!match) {
    throw new AuthApiError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  }
  let claims: JwtClaims;
  try {
    claims = await verifyJwt(match[1]);
  } catch (error) {
    if (!(error instanceof JwtError)) throw error;
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${error.detail}`);
  }
  if (!claims.sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!UUID_PATTERN.test(claims.sub)) {
    throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  }
  return { claims, userId: claims.sub };
}

/** The token's user and session, which must still exist, and the user not be banned. */
export async function authenticatedUser(
  db: Queryable,
  token: AccessToken,
  now: Date,
): Promise<Authenticated> {
  const user = await findUserById(db, token.userId);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');

  const sessionId = typeof token.claims.session_id === 'string' ? token.claims.session_id : null;
  if (sessionId && sessionId !== '00000000-0000-0000-0000-000000000000') {
    if (!UUID_PATTERN.test(sessionId)) {
      throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
    }
    const { rows } = await db.query('select 1 from auth.sessions where id = $1', [sessionId]);
    if (rows.length === 0) {
      throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
    }
  }
  if (isBanned(user, now)) throw forbidden('user_banned', 'User is banned');
  return { user, sessionId };
}
