import type { LocalRequest, LocalResponse } from '../types.ts';
import { type AuthContext, issuer, queryParam } from './context.ts';
import { FIRST_CONFIRMATION_MESSAGE, redeemEmailChange } from './email-change.ts';
import { badRequest, forbidden } from './errors.ts';
import { assertMailFrequency, assertPhantomMailFrequency } from './mail-frequency.ts';
import { newOtp, tokenHash } from './otp-token.ts';
import { issueSession, type TokenResponse } from './sessions.ts';
import { findUserByEmail, type Queryable } from './users.ts';
import { parseJsonObject, resolveRedirect, stringField, validateEmail } from './validation.ts';

export { tokenHash } from './otp-token.ts';

/**
 * GoTrue's redirect: the requested URL or the Referer when site_url or additional_redirect_urls
 * allow it, else site_url. Request headers never widen the list (a forged X-Forwarded-Host once
 * sent recovery links to an attacker's host).
 */
function redirectFor(ctx: AuthContext, req: LocalRequest, requested: string | undefined): string {
  return resolveRedirect(
    [requested, req.headers.referer],
    ctx.config.siteUrl,
    ctx.config.additionalRedirectUrls,
  );
}

/** POST /recover: always `{}` with 200 (no account enumeration); mails a link when the user exists. */
export async function recover(ctx: AuthContext, req: LocalRequest): Promise<LocalResponse> {
  const body = parseJsonObject(req.body);
  const email = validateEmail(stringField(body, 'email'));
  const redirectTo = redirectFor(ctx, req, queryParam(req, 'redirect_to'));
  const now = ctx.now();

  const mail = await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) {
      assertPhantomMailFrequency(ctx, email, now, ctx.config.emailMaxFrequency);
      return null;
    }
    const { rows } = await tx.query<{ recovery_sent_at: Date | null }>(
      'select recovery_sent_at from auth.users where id = $1',
      [user.id],
    );
    const sentAt = rows[0]?.recovery_sent_at;
    assertMailFrequency(sentAt, now, ctx.config.emailMaxFrequency);
    const otp = newOtp();
    const hash = tokenHash(user.email ?? email, otp);
    await tx.query(
      'update auth.users set recovery_token = $2, recovery_sent_at = $3 where id = $1',
      [user.id, hash, now],
    );
    const link = `${ctx.config.apiExternalUrl}/auth/v1/verify?token=${hash}&type=recovery&redirect_to=${encodeURIComponent(redirectTo)}`;
    return { to: user.email ?? email, otp, link };
  });
  if (mail) {
    ctx.outbox.send({
      to: mail.to,
      subject: 'Reset Your Password',
      text: `Follow this link to reset the password for your user:\n${mail.link}\nAlternatively, enter the code: ${mail.otp}`,
      link: mail.link,
      type: 'recovery',
    });
  }
  return { status: 200, body: {} };
}

const EMAIL_VERIFICATION_TYPES = [
  'signup',
  'invite',
  'recovery',
  'magiclink',
  'email_change',
  'email',
];

/** Consumes a recovery token hash and opens a `recovery` session; null when invalid or expired. */
async function redeemRecovery(
  ctx: AuthContext,
  tx: Queryable,
  hash: string,
  req: LocalRequest,
): Promise<TokenResponse | null> {
  if (!hash) return null;
  const now = ctx.now();
  const { rows } = await tx.query<{ id: string; recovery_sent_at: Date | null }>(
    `select id, recovery_sent_at from auth.users
     where recovery_token = $1 and recovery_token <> '' and deleted_at is null`,
    [hash],
  );
  const user = rows[0];
  const expiresAt = (user?.recovery_sent_at?.getTime() ?? 0) + ctx.config.otpExpiry * 1000;
  if (!user || expiresAt < now.getTime()) return null;
  // GoTrue's user.Recover: the token is single use, and following it proves the address.
  await tx.query(
    `update auth.users set recovery_token = '',
       email_confirmed_at = coalesce(email_confirmed_at, $2) where id = $1`,
    [user.id, now],
  );
  return issueSession(tx, user.id, 'recovery', {
    now,
    issuer: issuer(ctx),
    ip: req.ip,
    userAgent: req.headers['user-agent'],
  });
}

/**
 * The session a verified link or code opens; 'first' for the first of an e-mail change's two
 * links (nothing opens yet); null when invalid, expired or its type is not served here.
 */
function redeem(
  ctx: AuthContext,
  tx: Queryable,
  type: string,
  hash: string,
  req: LocalRequest,
): Promise<TokenResponse | 'first' | null> {
  if (type === 'recovery') return redeemRecovery(ctx, tx, hash, req);
  if (type === 'email_change') return redeemEmailChange(ctx, tx, hash, req);
  return Promise.resolve(null);
}

function verifyParams(type: string, token: string): void {
  if (!type) throw badRequest('validation_failed', 'Verify requires a verification type');
  if (!EMAIL_VERIFICATION_TYPES.includes(type)) {
    throw badRequest('validation_failed', 'Unsupported verification type');
  }
  if (!token) throw badRequest('validation_failed', 'Verify requires a token or a token hash');
}

/** The implicit-flow fragment GoTrue appends to redirect_to (keys sorted, as Go's url.Values). */
export function sessionFragment(session: TokenResponse, type: string): string {
  const params = new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: session.token_type,
    type,
  });
  return params.toString();
}

/**
 * GET /verify (the link in the mail): 303 to redirect_to with the session in the fragment, so
 * supabase-js signals PASSWORD_RECOVERY; an invalid or expired link redirects with GoTrue's
 * `otp_expired` error in the fragment instead.
 */
export async function verifyLink(ctx: AuthContext, req: LocalRequest): Promise<LocalResponse> {
  const type = queryParam(req, 'type') ?? '';
  const token = queryParam(req, 'token') ?? '';
  verifyParams(type, token);
  const redirectTo = redirectFor(ctx, req, queryParam(req, 'redirect_to'));
  const session = await ctx.db.transaction((tx) => redeem(ctx, tx, type, token, req));
  const [base] = redirectTo.split('#');
  const fragment =
    session === 'first'
      ? new URLSearchParams({ message: FIRST_CONFIRMATION_MESSAGE }).toString()
      : session
        ? sessionFragment(session, type)
        : new URLSearchParams({
            error: 'access_denied',
            error_code: 'otp_expired',
            error_description: 'Email link is invalid or has expired',
          }).toString();
  return { status: 303, headers: { Location: `${base}#${fragment}` } };
}

/** POST /verify (supabase-js verifyOtp): `{ type, token_hash }` or `{ type, email, token }`. */
export async function verifyOtp(ctx: AuthContext, req: LocalRequest): Promise<LocalResponse> {
  const body = parseJsonObject(req.body);
  const type = stringField(body, 'type');
  const hashParam = stringField(body, 'token_hash');
  const otp = stringField(body, 'token');
  const email = stringField(body, 'email');
  verifyParams(type, hashParam || otp);
  const session = await ctx.db.transaction(async (tx) => {
    let hash = hashParam;
    if (!hash && email && type === 'recovery') {
      const user = await findUserByEmail(tx, validateEmail(email));
      hash = user?.email ? tokenHash(user.email, otp) : '';
    } else if (!hash && email && type === 'email_change') {
      // The code mailed to the new address is hashed with that address.
      hash = tokenHash(validateEmail(email), otp);
    }
    return redeem(ctx, tx, type, hash, req);
  });
  if (!session) throw forbidden('otp_expired', 'Token has expired or is invalid');
  if (session === 'first') {
    return { status: 200, body: { msg: FIRST_CONFIRMATION_MESSAGE, code: 200 } };
  }
  return { status: 200, body: session };
}
