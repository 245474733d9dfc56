/**
 * Authorization beyond join: platform.sql's triggers NOTIFY `s<user id>` when one of a person's
 * sessions ends (sign-out, revocation) or the person is suspended or deleted. The service then
 * asks here which of that person's channels no longer stand: all of them for a suspended or
 * deleted person, else those whose token names a session that is gone. A token without a
 * session (a service's own JWT) stands until it expires, as it does on hosted.
 */
import type { Queryable } from '../engine/types.ts';
import type { JwtClaims } from '../types.ts';

export const SESSION_ENDED_REASON = 'Session has ended, please sign in again';
export const USER_SUSPENDED_REASON = 'User is banned or deleted';

export interface UserStanding {
  /** False when the user is gone, deleted or banned now. */
  active: boolean;
  liveSessions: ReadonlySet<string>;
}

export async function userStanding(db: Queryable, userId: string): Promise<UserStanding> {
  const { rows } = await db.query<{ active: boolean | null; sessions: string[] | null }>(
    `select (u.deleted_at is null and (u.banned_until is null or u.banned_until <= now())) as active,
       array(select s.id::text from auth.sessions s where s.user_id = u.id) as sessions
     from auth.users u where u.id = $1::uuid`,
    [userId],
    { paramsAsText: true },
  );
  const row = rows[0];
  return { active: row?.active === true, liveSessions: new Set(row?.sessions ?? []) };
}

/** Why a channel joined with these claims must close, or null while it stands. */
export function revocationReason(claims: JwtClaims, standing: UserStanding): string | null {
  if (!standing.active) return USER_SUSPENDED_REASON;
  const sessionId = claims.session_id;
  if (typeof sessionId === 'string' && !standing.liveSessions.has(sessionId)) {
    return SESSION_ENDED_REASON;
  }
  return null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUserId(value: string): boolean {
  return UUID.test(value);
}
