/** Enrolling a TOTP factor (POST /factors) and removing one (DELETE /factors/{id}). */
import { randomUUID } from 'node:crypto';
import { renderSVG } from 'uqr';
import type { RouteRequest } from '../http/router.ts';
import type { LocalRequest, LocalResponse } from '../types.ts';
import type { AccessToken } from './authenticate.ts';
import type { AuthContext } from './context.ts';
import { AuthApiError, badRequest, forbidden, unprocessable } from './errors.ts';
import { findFactors } from './factors.ts';
import { loadFactor, requireSession, sessionAal } from './mfa.ts';
import type { Queryable } from './users.ts';
import { generateTotpSecret, totpUri } from './totp.ts';
import { parseJsonObject, stringField } from './validation.ts';

/** GoTrue's `[auth.mfa]` defaults: unverified factor lifetime, factor limits. */
const UNVERIFIED_FACTOR_EXPIRY_SECONDS = 300;
const MAX_ENROLLED_FACTORS = 10;
const MAX_VERIFIED_FACTORS = 10;
const MAX_FRIENDLY_NAME_LENGTH = 120;

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
export async function enrollFactor(
  ctx: AuthContext,
  req: LocalRequest,
  token: AccessToken,
): Promise<LocalResponse> {
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
    const auth = await requireSession(tx, token, ctx);
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

/** DELETE /factors/{id}: a verified factor needs an aal2 session; its sessions fall to aal1. */
export async function unenrollFactor(
  ctx: AuthContext,
  req: RouteRequest,
  token: AccessToken,
): Promise<LocalResponse> {
  const id = await ctx.db.transaction(async (tx) => {
    const auth = await requireSession(tx, token, ctx);
    const factor = await loadFactor(tx, auth, req.params.factorId, true);
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
