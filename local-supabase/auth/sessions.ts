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
export type AuthenticationMethod = 'password' | 'recovery' | 'otp' | 'totp';

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
  updated_at: Date;
  session_id: string | null;
  session_exists: boolean;
  not_after: Date | null;
}

/** A refresh whose answer is an error, but whose writes (a revoked family) must be kept. */
export type RefreshOutcome = { ok: TokenResponse } | { error: ReturnType<typeof badRequest> };

/**
 * GoTrue's refresh-token grant with rotation: a used (revoked) token is accepted again only
 * when it is the parent of the session's active token, or within the reuse interval;
 * otherwise the whole family is revoked and the answer is `refresh_token_already_used`.
 */
export async function refreshSession(
  db: Queryable,
  presented: string,
  reuseIntervalSeconds: number,
  ctx: IssueContext,
): Promise<RefreshOutcome> {
  const { rows } = await db.query<RefreshTokenRow>(
    `select rt.id::text as id, rt.token, rt.user_id, coalesce(rt.revoked, false) as revoked,
       rt.updated_at, rt.session_id, s.id is not null as session_exists, s.not_after
     from auth.refresh_tokens rt
     left join auth.sessions s on s.id = rt.session_id
     where rt.token = $1`,
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
    const active = await db.query<{ token: string; parent: string | null }>(
      `select token, parent from auth.refresh_tokens
       where session_id = $1 and revoked = false order by id desc limit 1`,
      [token.session_id],
    );
    if (active.rows[0]?.parent === token.token) {
      // The client lost the answer of its last refresh: hand back the active token.
      issued = active.rows[0].token;
    } else if (ctx.now.getTime() > token.updated_at.getTime() + reuseIntervalSeconds * 1000) {
      // Revoking the family leaves updated_at alone, so no revoked token reopens the window.
      await db.query(
        'update auth.refresh_tokens set revoked = true where session_id = $1 and revoked = false',
        [token.session_id],
      );
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
