import { randomUUID } from 'node:crypto';
import { renderSVG } from 'uqr';
import type { LocalRequest, LocalResponse } from '../types.ts';
import { authenticate, type Authenticated } from './authenticate.ts';
import { type AuthContext, issuer as tokenIssuer } from './context.ts';
import { AuthApiError, badRequest, forbidden, unprocessable } from './errors.ts';
import { type FactorRow, findFactors, findOwnedFactor } from './factors.ts';
import { type IssueContext, insertRefreshToken, tokenResponse } from './sessions.ts';
import type { Queryable } from './users.ts';
import { generateTotpSecret, matchTotp, totpUri } from './totp.ts';
import { parseJsonObject, stringField } from './validation.ts';

/** GoTrue's `[auth.mfa]` defaults: challenge and unverified factor lifetimes, factor limits. */
const CHALLENGE_EXPIRY_SECONDS = 300;
const UNVERIFIED_FACTOR_EXPIRY_SECONDS = 300;
const MAX_ENROLLED_FACTORS = 10;
const MAX_VERIFIED_FACTORS = 10;
const MAX_FRIENDLY_NAME_LENGTH = 120;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const factorNotFound = () => new AuthApiError(404, 'mfa_factor_not_found', 'Factor not found');

/** `/factors/{id}` and `/factors/{id}/{action}` of a request path, or null. */
export function factorPath(path: string): { factorId: string; action: string } | null {
  const match = /^\/factors\/([^/]+)(?:\/(challenge|verify))?\/?$/.exec(path);
  return match ? { factorId: decodeURIComponent(match[1]), action: match[2] ?? '' } : null;
}

/** The request's address as stored in `inet` columns (a challenge is bound to it). */
function clientIp(req: LocalRequest): string {
  return req.ip || '0.0.0.0';
}

async function sessionAal(db: Queryable, sessionId: string | null): Promise<string | null> {
  if (!sessionId) return null;
  const { rows } = await db.query<{ aal: string | null }>(
    'select aal::text as aal from auth.sessions where id = $1',
    [sessionId],
  );
  return rows[0]?.aal ?? null;
}

async function requireSession(db: Queryable, req: LocalRequest, ctx: AuthContext) {
  const auth = await authenticate(db, req, ctx.now());
  if (!auth.sessionId) {
    throw forbidden('session_not_found', 'A valid session is required to manage factors');
  }
  return auth as Authenticated & { sessionId: string };
}

async function loadFactor(
  db: Queryable,
  auth: Authenticated,
  factorId: string,
  lock = false,
): Promise<FactorRow> {
  if (!UUID_PATTERN.test(factorId)) {
    throw new AuthApiError(404, 'validation_failed', 'factor_id must be an UUID');
  }
  const factor = await findOwnedFactor(db, auth.user.id, factorId, lock);
  if (!factor) throw factorNotFound();
  return factor;
}

/** GoTrue's validateFactors: expired unverified factors go, then the name and count limits. */
async function validateNewFactor(
  db: Queryable,
  userId: string,
  friendlyName: string,
  sessionIsAal2: boolean,
  now: Date,
): Promise<void> {
  await db.query(
    `delete from auth.mfa_factors where user_id = $1 and status = 'unverified'
       and created_at < $2`,
    [userId, new Date(now.getTime() - UNVERIFIED_FACTOR_EXPIRY_SECONDS * 1000)],
  );
  const factors = await findFactors(db, userId);
  if (friendlyName && factors.some((factor) => factor.friendly_name === friendlyName)) {
    throw unprocessable(
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${friendlyName}" for this user already exists`,
    );
  }
  const verified = factors.filter((factor) => factor.status === 'verified').length;
  if (factors.length >= MAX_ENROLLED_FACTORS || verified >= MAX_VERIFIED_FACTORS) {
    throw unprocessable(
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    );
  }
  if (verified > 0 && !sessionIsAal2) {
    throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor');
  }
}

/** POST /factors: enrolls an unverified TOTP factor and returns its secret, URI and QR code. */
export async function enrollFactor(ctx: AuthContext, req: LocalRequest): Promise<LocalResponse> {
  const body = parseJsonObject(req.body);
  const factorType = stringField(body, 'factor_type');
  const friendlyName = stringField(body, 'friendly_name');
  const requestedIssuer = stringField(body, 'issuer');
  if (factorType === 'phone') {
    throw unprocessable('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  }
  if (factorType === 'webauthn') {
    throw unprocessable('mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
  }
  if (factorType !== 'totp') {
    throw badRequest('validation_failed', 'factor_type needs to be totp, phone, or webauthn');
  }
  if (friendlyName.length > MAX_FRIENDLY_NAME_LENGTH || requestedIssuer.length > 255) {
    throw badRequest('validation_failed', 'friendly_name or issuer is too long');
  }
  let issuer = requestedIssuer;
  if (!issuer) {
    try {
      issuer = new URL(ctx.config.siteUrl).host;
    } catch {
      throw new AuthApiError(500, 'unexpected_failure', 'site url is improperly formatted');
    }
  }

  const enrolled = await ctx.db.transaction(async (tx) => {
    const auth = await requireSession(tx, req, ctx);
    const now = ctx.now();
    const aal = await sessionAal(tx, auth.sessionId);
    await validateNewFactor(tx, auth.user.id, friendlyName, aal === 'aal2', now);
    const id = randomUUID();
    const secret = generateTotpSecret();
    await tx.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at,
         updated_at, secret)
       values ($1, $2, $3, 'totp', 'unverified', $4, $4, $5)`,
      [id, auth.user.id, friendlyName, now, secret],
    );
    return { id, secret, uri: totpUri(secret, issuer, auth.user.email ?? '') };
  });
  return {
    status: 200,
    body: {
      id: enrolled.id,
      type: 'totp',
      friendly_name: friendlyName,
      totp: {
        // Raw SVG like GoTrue; supabase-js turns it into a data: URI.
        qr_code: renderSVG(enrolled.uri, { ecc: 'H' }),
        secret: enrolled.secret,
        uri: enrolled.uri,
      },
    },
  };
}

/** POST /factors/{id}/challenge: a challenge bound to the caller's address, valid 5 minutes. */
export async function challengeFactor(
  ctx: AuthContext,
  req: LocalRequest,
  factorId: string,
): Promise<LocalResponse> {
  const challenge = await ctx.db.transaction(async (tx) => {
    const auth = await requireSession(tx, req, ctx);
    const factor = await loadFactor(tx, auth, factorId);
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
      now,
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
  auth: Authenticated & { sessionId: string },
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
  req: LocalRequest,
  factorId: string,
): Promise<LocalResponse> {
  const body = parseJsonObject(req.body);
  const code = stringField(body, 'code');
  const challengeId = stringField(body, 'challenge_id');
  if (!code) throw badRequest('validation_failed', 'Code needs to be non-empty');

  const outcome = await ctx.db.transaction(async (tx) => {
    const auth = await requireSession(tx, req, ctx);
    const factor = await loadFactor(tx, auth, factorId, true);
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

/** DELETE /factors/{id}: a verified factor needs an aal2 session; its sessions fall to aal1. */
export async function unenrollFactor(
  ctx: AuthContext,
  req: LocalRequest,
  factorId: string,
): Promise<LocalResponse> {
  const id = await ctx.db.transaction(async (tx) => {
    const auth = await requireSession(tx, req, ctx);
    const factor = await loadFactor(tx, auth, factorId, true);
    if (factor.status === 'verified' && (await sessionAal(tx, auth.sessionId)) !== 'aal2') {
      throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
    }
    await tx.query(
      `delete from auth.mfa_amr_claims where authentication_method = 'totp'
         and session_id in (select id from auth.sessions where factor_id = $1)`,
      [factor.id],
    );
    await tx.query(`update auth.sessions set aal = 'aal1', factor_id = null where factor_id = $1`, [
      factor.id,
    ]);
    await tx.query('delete from auth.mfa_factors where id = $1', [factor.id]);
    return factor.id;
  });
  return { status: 200, body: { id } };
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
