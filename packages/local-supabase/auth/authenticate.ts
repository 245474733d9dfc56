import { JwtError, verifyJwt } from '../jwt.ts';
import type { JwtClaims, LocalRequest } from '../types.ts';
import { AuthApiError, badRequest, forbidden } from './errors.ts';
import { findUserById, isBanned, type Queryable, type UserRow } from './users.ts';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Authenticated {
  user: UserRow;
  sessionId: string | null;
  claims: JwtClaims;
}

/** GoTrue's `requireAuthentication`: a valid user access token whose user and session exist. */
export async function authenticate(
  db: Queryable,
  req: LocalRequest,
  now: Date,
): Promise<Authenticated> {
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
  const user = await findUserById(db, claims.sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');

  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : null;
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
  return { user, sessionId, claims };
}
