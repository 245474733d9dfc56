import type { LocalRequest, LocalResponse } from '../types.ts';
import { type AuthContext, issuer, queryParam } from './context.ts';
import { AuthApiError, badRequest } from './errors.ts';
import { type IssueContext, issueSession, refreshSession } from './sessions.ts';
import { findUserByEmail, isBanned, passwordMatches } from './users.ts';
import { parseJsonObject, passwordWeakness, stringField } from './validation.ts';

const INVALID_LOGIN = 'Invalid login credentials';

function issueContext(ctx: AuthContext, req: LocalRequest): IssueContext {
  return {
    now: ctx.now(),
    issuer: issuer(ctx),
    ip: req.ip,
    userAgent: req.headers['user-agent'],
  };
}

/** The grant type of POST /token; it picks the rate-limit bucket too. */
export function grantType(req: LocalRequest): string {
  return queryParam(req, 'grant_type') ?? '';
}

async function passwordGrant(ctx: AuthContext, req: LocalRequest): Promise<LocalResponse> {
  const body = parseJsonObject(req.body);
  const email = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  const password = stringField(body, 'password');
  if (email && phone) {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on login.',
    );
  }
  if (phone) {
    throw new AuthApiError(422, 'phone_provider_disabled', 'Phone logins are disabled');
  }
  if (!email) throw badRequest('validation_failed', 'missing email or phone');

  const session = await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) {
      // The same bcrypt work as checking a real hash, so the answer's timing does not tell
      // whether the address has an account.
      await tx.query(`select extensions.crypt($1, extensions.gen_salt('bf', $2))`, [
        password,
        ctx.config.bcryptCost,
      ]);
      throw badRequest('invalid_credentials', INVALID_LOGIN);
    }
    if (!(await passwordMatches(tx, user.id, password))) {
      throw badRequest('invalid_credentials', INVALID_LOGIN);
    }
    // After the password, as GoTrue does: only someone who knows it learns of the ban.
    if (isBanned(user, ctx.now())) throw badRequest('user_banned', 'User is banned');
    if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
    return issueSession(tx, user.id, 'password', issueContext(ctx, req));
  });
  // Like GoTrue: a correct password that no longer meets the policy still signs in, with a warning.
  const weakness = passwordWeakness(password, ctx.config.minimumPasswordLength);
  return { status: 200, body: weakness ? { ...session, weak_password: weakness } : session };
}

async function refreshTokenGrant(ctx: AuthContext, req: LocalRequest): Promise<LocalResponse> {
  const body = parseJsonObject(req.body);
  const refreshToken = stringField(body, 'refresh_token');
  if (!refreshToken) throw badRequest('validation_failed', 'refresh_token required');
  // The outcome is committed either way: a detected reuse revokes the token family for good.
  const outcome = await ctx.db.transaction((tx) =>
    refreshSession(tx, refreshToken, ctx.config.refreshTokenReuseInterval, issueContext(ctx, req)),
  );
  if ('error' in outcome) throw outcome.error;
  return { status: 200, body: outcome.ok };
}

/** POST /token?grant_type=password|refresh_token. */
export async function token(ctx: AuthContext, req: LocalRequest): Promise<LocalResponse> {
  switch (grantType(req)) {
    case 'password':
      return passwordGrant(ctx, req);
    case 'refresh_token':
      return refreshTokenGrant(ctx, req);
    default:
      throw badRequest('invalid_credentials', 'unsupported_grant_type');
  }
}
