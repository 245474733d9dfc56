/** Proving a factor: POST /factors/{id}/challenge, then /factors/{id}/verify with the code. */
import { randomUUID } from 'node:crypto';
import type { RouteRequest } from '../http/router.ts';
import type { LocalRequest, LocalResponse } from '../types.ts';
import type { AccessToken } from './authenticate.ts';
import { type AuthContext, issuer as tokenIssuer } from './context.ts';
import { badRequest, unprocessable } from './errors.ts';
import type { FactorRow } from './factors.ts';
import {
  CHALLENGE_EXPIRY_SECONDS,
  clientIp,
  loadFactor,
  requireSession,
  type SessionAuth,
  UUID_PATTERN,
} from './mfa.ts';
import { type IssueContext, insertRefreshToken, tokenResponse } from './sessions.ts';
import type { Queryable } from './users.ts';
import { matchTotp } from './totp.ts';
import { parseJsonObject, stringField } from './validation.ts';

let challengesThisMillisecond = 0;

/**
 * `now` with a microsecond of its own. GoTrue's mfa_factors.last_challenged_at is unique, and
 * GoTrue writes it from a nanosecond clock; from a millisecond Date, two factors challenged in one
 * millisecond collided (23505, answered as a 500). Still `now` to the millisecond.
 */
function challengedAt(now: Date): string {
  challengesThisMillisecond = (challengesThisMillisecond + 1) % 1000;
  const micros = String(challengesThisMillisecond).padStart(3, '0');
  return now.toISOString().replace(/Z$/, `${micros}Z`);
}

/** POST /factors/{id}/challenge: a challenge bound to the caller's address, valid 5 minutes. */
export async function challengeFactor(
  ctx: AuthContext,
  req: RouteRequest,
  token: AccessToken,
): Promise<LocalResponse> {
  const challenge = await ctx.db.transaction(async (tx) => {
    const auth = await requireSession(tx, token, ctx);
    const factor = await loadFactor(tx, auth, req.params.factorId);
    if (factor.factor_type !== 'totp') {
      throw unprocessable('mfa_factor_not_found', 'Only TOTP factors can be challenged here');
    }
    const now = ctx.now();
    const id = randomUUID();
    await tx.query(
      `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
       values ($1, $2, $3, $4)`,
      [id, factor.id, now, clientIp(req)],
    );
    await tx.query('update auth.mfa_factors set last_challenged_at = $2 where id = $1', [
      factor.id,
      challengedAt(now),
    ]);
    return { id, expiresAt: Math.floor(now.getTime() / 1000) + CHALLENGE_EXPIRY_SECONDS };
  });
  return { status: 200, body: { id: challenge.id, type: 'totp', expires_at: challenge.expiresAt } };
}

interface ChallengeRow {
  id: string;
  created_at: Date;
  verified_at: Date | null;
  ip_address: string;
}

/** GoTrue's validateChallenge: the factor's own, unused, from the same address, not expired. */
async function openChallenge(
  db: Queryable,
  factor: FactorRow,
  challengeId: string,
  req: LocalRequest,
  now: Date,
): Promise<ChallengeRow> {
  const { rows } = UUID_PATTERN.test(challengeId)
    ? await db.query<ChallengeRow>(
        `select id, created_at, verified_at, host(ip_address) as ip_address
         from auth.mfa_challenges where id = $1 and factor_id = $2 for update`,
        [challengeId, factor.id],
      )
    : { rows: [] };
  const challenge = rows[0];
  if (!challenge) {
    throw unprocessable(
      'mfa_factor_not_found',
      'MFA factor with the provided challenge ID not found',
    );
  }
  const { rows: ip } = await db.query<{ ip: string }>('select host($1::inet) as ip', [
    clientIp(req),
  ]);
  if (challenge.verified_at || challenge.ip_address !== ip[0].ip) {
    throw unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
  }
  if (challenge.created_at.getTime() + CHALLENGE_EXPIRY_SECONDS * 1000 < now.getTime()) {
    await db.query('delete from auth.mfa_challenges where id = $1', [challenge.id]);
    throw unprocessable(
      'mfa_challenge_expired',
      `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
    );
  }
  return challenge;
}

/**
 * The time step of `code` when it is valid and newer than every step this factor has accepted:
 * RFC 6238 §5.2, a code is used once (GoTrue itself only makes each challenge single use).
 */
async function acceptedStep(
  db: Queryable,
  factor: FactorRow,
  code: string,
  now: Date,
): Promise<number | null> {
  const step = matchTotp(code, factor.secret ?? '', Math.floor(now.getTime() / 1000));
  if (step === null) return null;
  const { rows } = await db.query<{ last: string | null }>(
    `select max(otp_code::bigint)::text as last from auth.mfa_challenges
     where factor_id = $1 and verified_at is not null and otp_code ~ '^[0-9]+$'`,
    [factor.id],
  );
  const last = rows[0]?.last;
  return last !== null && last !== undefined && step <= Number(last) ? null : step;
}

/**
 * Adds the `totp` claim to the session (aal2), replaces its refresh tokens and answers a new
 * session, like GoTrue's updateMFASessionAndClaims. Other sessions below aal2 are ended.
 */
async function upgradeSession(
  db: Queryable,
  auth: SessionAuth,
  factorId: string,
  issue: IssueContext,
  reuseIntervalSeconds: number,
) {
  await db.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values ($1, $2, $3, $3, 'totp')
     on conflict on constraint mfa_amr_claims_session_id_authentication_method_pkey
     do update set updated_at = excluded.updated_at`,
    [randomUUID(), auth.sessionId, issue.now],
  );
  await db.query(
    `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = $3 where id = $1`,
    [auth.sessionId, factorId, issue.now],
  );
  // The aal1 refresh tokens must never yield the aal2 session (GoTrue moves its counter by two):
  // they are revoked as if used before the reuse window, and the new token has no parent, so
  // presenting an old one counts as reuse and ends the session.
  await db.query(
    `update auth.refresh_tokens set revoked = true, updated_at = $2
     where session_id = $1 and revoked = false`,
    [auth.sessionId, new Date(issue.now.getTime() - (reuseIntervalSeconds + 1) * 1000)],
  );
  const refreshToken = await insertRefreshToken(db, auth.user.id, auth.sessionId, null, issue.now);
  await db.query(`delete from auth.sessions where user_id = $1 and (aal is null or aal < 'aal2')`, [
    auth.user.id,
  ]);
  return tokenResponse(db, auth.user.id, auth.sessionId, refreshToken, issue);
}

/** POST /factors/{id}/verify: checks the code; verifies the factor and answers an aal2 session. */
export async function verifyFactor(
  ctx: AuthContext,
  req: RouteRequest,
  token: AccessToken,
): Promise<LocalResponse> {
  const body = parseJsonObject(req.body);
  const code = stringField(body, 'code');
  const challengeId = stringField(body, 'challenge_id');
  if (!code) throw badRequest('validation_failed', 'Code needs to be non-empty');

  const outcome = await ctx.db.transaction(async (tx) => {
    const auth = await requireSession(tx, token, ctx);
    const factor = await loadFactor(tx, auth, req.params.factorId, true);
    const now = ctx.now();
    const challenge = await openChallenge(tx, factor, challengeId, req, now);
    const step = await acceptedStep(tx, factor, code, now);
    if (step === null) return null;
    await tx.query('update auth.mfa_challenges set verified_at = $2, otp_code = $3 where id = $1', [
      challenge.id,
      now,
      String(step),
    ]);
    await tx.query(
      `update auth.mfa_factors set status = 'verified', updated_at = $2 where id = $1`,
      [factor.id, now],
    );
    // GoTrue's DeleteUnverifiedFactors: abandoned enrolments of the same type go.
    await tx.query(
      `delete from auth.mfa_factors where user_id = $1 and factor_type = 'totp'
         and status = 'unverified'`,
      [auth.user.id],
    );
    const issue = {
      now,
      issuer: tokenIssuer(ctx),
      ip: req.ip,
      userAgent: req.headers['user-agent'],
    };
    return upgradeSession(tx, auth, factor.id, issue, ctx.config.refreshTokenReuseInterval);
  });
  if (!outcome) throw unprocessable('mfa_verification_failed', 'Invalid TOTP code entered');
  return { status: 200, body: outcome };
}
