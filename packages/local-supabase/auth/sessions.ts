import { randomBytes, randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from '../jwt.ts';
import { badRequest } from './errors.ts';
import { findUserById, isBanned, userJson, type Queryable, type UserRow } from './users.ts';
import type { WeakPassword } from './validation.ts';

/** The session GoTrue returns from /token, /signup and (in the URL fragment) /verify. */
export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
  weak_password?: WeakPassword;
}

/** Who asks and when: the request data a session records. */
export interface IssueContext {
  now: Date;
  /** The `iss` claim: `<origin>/auth/v1`. */
  issuer: string;
  ip: string;
  userAgent?: string;
}

/** GoTrue's `amr` methods this backend issues: `otp` is an e-mailed link, `totp` a second factor. */
export type AuthenticationMethod = 'password' | 'recovery' | 'otp' | 'totp' | 'email_change';

/** GoTrue's AMRClaim.IsAAL2Claim: methods that prove a second factor. */
const AAL2_METHODS: ReadonlySet<string> = new Set(['totp', 'mfa/phone', 'mfa/webauthn']);

const INSTANCE_ID = '00000000-0000-0000-0000-000000000000';
const TOKEN_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A refresh token like GoTrue's: 12 random lower-case alphanumerics. */
function newRefreshToken(): string {
  return Array.from(randomBytes(12), (byte) => TOKEN_ALPHABET[byte % TOKEN_ALPHABET.length]).join(
    '',
  );
}

export async function insertRefreshToken(
  db: Queryable,
  userId: string,
  sessionId: string,
  parent: string | null,
  now: Date,
): Promise<string> {
  const token = newRefreshToken();
  await db.query(
    `insert into auth.refresh_tokens
       (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, $3, false, $4, $4, $5, $6)`,
    [INSTANCE_ID, token, userId, now, parent, sessionId],
  );
  return token;
}

async function accessTokenFor(
  db: Queryable,
  user: UserRow,
  sessionId: string,
  ctx: IssueContext,
): Promise<{ token: string; expiresAt: number }> {
  const { rows } = await db.query<{ authentication_method: string; updated_at: Date }>(
    `select authentication_method, updated_at from auth.mfa_amr_claims
     where session_id = $1 order by updated_at desc`,
    [sessionId],
  );
  return signAccessToken({
    userId: user.id,
    email: user.email ?? '',
    phone: user.phone ?? '',
    sessionId,
    appMetadata: user.raw_app_meta_data ?? {},
    userMetadata: user.raw_user_meta_data ?? {},
    isAnonymous: user.is_anonymous,
    issuedAt: Math.floor(ctx.now.getTime() / 1000),
    amr: rows.map((row) => ({
      method: row.authentication_method,
      timestamp: Math.floor(row.updated_at.getTime() / 1000),
    })),
    aal: rows.some((row) => AAL2_METHODS.has(row.authentication_method)) ? 'aal2' : 'aal1',
    issuer: ctx.issuer,
  });
}

export async function tokenResponse(
  db: Queryable,
  userId: string,
  sessionId: string,
  refreshToken: string,
  ctx: IssueContext,
): Promise<TokenResponse> {
  const user = await findUserById(db, userId);
  if (!user) throw badRequest('user_not_found', 'User not found');
  const { token, expiresAt } = await accessTokenFor(db, user, sessionId, ctx);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: await userJson(db, user),
  };
}

/** GoTrue's `issueRefreshToken`: a new session, its first refresh token and an access token. */
export async function issueSession(
  db: Queryable,
  userId: string,
  method: AuthenticationMethod,
  ctx: IssueContext,
): Promise<TokenResponse> {
  const sessionId = randomUUID();
  await db.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1, $2, $3, $3, 'aal1', $4, $5)`,
    [sessionId, userId, ctx.now, ctx.userAgent ?? null, ctx.ip || null],
  );
  await db.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
     values ($1, $2, $2, $3, $4)`,
    [sessionId, ctx.now, method, randomUUID()],
  );
  const refreshToken = await insertRefreshToken(db, userId, sessionId, null, ctx.now);
  await db.query('update auth.users set last_sign_in_at = $2 where id = $1', [userId, ctx.now]);
  return tokenResponse(db, userId, sessionId, refreshToken, ctx);
}

interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  session_id: string | null;
  session_exists: boolean;
  not_after: Date | null;
  /** When the token was last written: for a revoked one, when it was used (or revoked). */
  updated_at: Date | null;
}

/** A refresh whose answer is an error, but whose writes (an ended session) must be kept. */
export type RefreshOutcome = { ok: TokenResponse } | { error: ReturnType<typeof badRequest> };

/** The session's active refresh token: the newest one not revoked. */
async function activeToken(
  db: Queryable,
  sessionId: string,
): Promise<{ token: string; parent: string | null } | null> {
  const { rows } = await db.query<{ token: string; parent: string | null }>(
    `select token, parent from auth.refresh_tokens
     where session_id = $1 and revoked = false order by id desc limit 1`,
    [sessionId],
  );
  return rows[0] ?? null;
}

/**
 * GoTrue's refresh-token grant with rotation. A used (revoked) token never forks the session:
 * when it is the parent of the active token (the client lost the last answer) or the session was
 * refreshed within the reuse interval (concurrent refreshes), the answer carries the session's
 * active token; any other reuse ends the whole session and answers `refresh_token_already_used`.
 * (GoTrue's session-counter refresh tokens, internal/tokens/service.go.)
 */
export async function refreshSession(
  db: Queryable,
  presented: string,
  reuseIntervalSeconds: number,
  ctx: IssueContext,
): Promise<RefreshOutcome> {
  const { rows } = await db.query<RefreshTokenRow>(
    `select rt.id::text as id, rt.token, rt.user_id, coalesce(rt.revoked, false) as revoked,
       rt.session_id, s.id is not null as session_exists, s.not_after, rt.updated_at
     from auth.refresh_tokens rt
     left join auth.sessions s on s.id = rt.session_id
     where rt.token = $1
     for update of rt`,
    [presented],
  );
  const token = rows[0];
  const user = token ? await findUserById(db, token.user_id) : null;
  if (!token || !user) {
    return {
      error: badRequest(
        'refresh_token_not_found',
        'Invalid Refresh Token: Refresh Token Not Found',
      ),
    };
  }
  if (isBanned(user, ctx.now)) {
    return { error: badRequest('user_banned', 'Invalid Refresh Token: User Banned') };
  }
  if (!token.session_id || !token.session_exists) {
    return {
      error: badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found'),
    };
  }
  if (token.not_after && ctx.now.getTime() > token.not_after.getTime()) {
    return { error: badRequest('session_expired', 'Invalid Refresh Token: Session Expired') };
  }

  let issued: string | null = null;
  if (token.revoked) {
    const active = await activeToken(db, token.session_id);
    // GoTrue's window runs from the moment this token was used (its updated_at), so a token that
    // was revoked without being used (an MFA upgrade backdates it) never falls inside it.
    const usedAt = token.updated_at?.getTime() ?? 0;
    const concurrent = ctx.now.getTime() - usedAt < reuseIntervalSeconds * 1000;
    if (active && (active.parent === token.token || concurrent)) {
      issued = active.token;
    } else {
      // A replayed old token: whoever holds the session's tokens may be an attacker. GoTrue's
      // LogoutSession: the session goes, with every refresh token of it.
      await db.query('delete from auth.sessions where id = $1', [token.session_id]);
      return {
        error: badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
      };
    }
  }
  if (!issued) {
    await db.query(
      'update auth.refresh_tokens set revoked = true, updated_at = $2 where id = $1::bigint',
      [token.id, ctx.now],
    );
    issued = await insertRefreshToken(db, user.id, token.session_id, token.token, ctx.now);
  }
  await db.query(
    `update auth.sessions set refreshed_at = $2::timestamptz at time zone 'UTC', updated_at = $2,
       user_agent = $3, ip = $4 where id = $1`,
    [token.session_id, ctx.now, ctx.userAgent ?? null, ctx.ip || null],
  );
  return { ok: await tokenResponse(db, user.id, token.session_id, issued, ctx) };
}

export type LogoutScope = 'global' | 'local' | 'others';

/** GoTrue's /logout: ends this session, the others, or all of the user's sessions. */
export async function endSessions(
  db: Queryable,
  userId: string,
  sessionId: string | null,
  scope: LogoutScope,
): Promise<void> {
  if (sessionId && scope === 'local') {
    await db.query('delete from auth.sessions where id = $1', [sessionId]);
  } else if (sessionId && scope === 'others') {
    await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [
      userId,
      sessionId,
    ]);
  } else {
    await db.query('delete from auth.sessions where user_id = $1', [userId]);
  }
}
