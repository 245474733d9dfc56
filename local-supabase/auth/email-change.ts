import type { MailDraft } from '../mail.ts';
import type { LocalRequest } from '../types.ts';
import { type AuthContext, issuer, queryParam } from './context.ts';
import { unprocessable } from './errors.ts';
import { assertMailFrequency } from './mail-frequency.ts';
import { newOtp, tokenHash } from './otp-token.ts';
import { issueSession, type TokenResponse } from './sessions.ts';
import { findUserByEmail, type Queryable, type UserRow } from './users.ts';
import { resolveRedirect } from './validation.ts';

/**
 * GoTrue's e-mail change with `double_confirm_changes = false`: PUT /user with a new `email`
 * mails a link to the new address; following it (`/verify?type=email_change`) makes it the
 * login e-mail. Until then the user shows it as `new_email`.
 */

/**
 * The link of an e-mail-change mail, built like the recovery link: the configured API URL, never
 * a request header (a forged X-Forwarded-Host must not take the token to another host).
 */
export function emailChangeLink(ctx: AuthContext, hash: string, redirectTo: string): string {
  return `${ctx.config.apiExternalUrl}/auth/v1/verify?token=${hash}&type=email_change&redirect_to=${encodeURIComponent(redirectTo)}`;
}

/**
 * Records the pending change and returns the mail to send once the transaction commits. The
 * caller has checked that `newEmail` (validated, lower case) differs from the current one.
 */
export async function requestEmailChange(
  ctx: AuthContext,
  tx: Queryable,
  req: LocalRequest,
  user: UserRow,
  newEmail: string,
): Promise<MailDraft> {
  const taken = await findUserByEmail(tx, newEmail);
  if (taken && taken.id !== user.id) {
    throw unprocessable(
      'email_exists',
      'A user with this email address has already been registered',
    );
  }
  const now = ctx.now();
  const sentAt = user.email_change_sent_at;
  assertMailFrequency(sentAt, now, ctx.config.emailMaxFrequency);
  const otp = newOtp();
  const hash = tokenHash(newEmail, otp);
  await tx.query(
    `update auth.users set email_change = $2, email_change_token_new = $3,
       email_change_token_current = '', email_change_confirm_status = 0,
       email_change_sent_at = $4, updated_at = $4
     where id = $1`,
    [user.id, newEmail, hash, now],
  );
  const redirectTo = resolveRedirect(
    [queryParam(req, 'redirect_to'), req.headers.referer],
    ctx.config.siteUrl,
    ctx.config.additionalRedirectUrls,
  );
  const link = emailChangeLink(ctx, hash, redirectTo);
  return {
    to: newEmail,
    subject: 'Confirm Email Change',
    text: `Follow this link to confirm the update of your email from ${user.email ?? ''} to ${newEmail}:\n${link}\nAlternatively, enter the code: ${otp}`,
    link,
    type: 'email_change',
  };
}

/**
 * Consumes an e-mail-change token hash: the new address becomes the login e-mail (a trigger
 * copies it to profiles.email) and a session opens, as GoTrue's emailChangeVerify. Null when the
 * token is unknown, expired, or the address was taken meanwhile.
 */
export async function redeemEmailChange(
  ctx: AuthContext,
  tx: Queryable,
  hash: string,
  req: LocalRequest,
): Promise<TokenResponse | null> {
  if (!hash) return null;
  const now = ctx.now();
  const { rows } = await tx.query<{ id: string; email_change: string; sent_at: Date | null }>(
    `select id, email_change, email_change_sent_at as sent_at from auth.users
     where email_change_token_new = $1 and email_change_token_new <> ''
       and coalesce(email_change, '') <> '' and deleted_at is null
     for update`,
    [hash],
  );
  const pending = rows[0];
  const expiresAt = (pending?.sent_at?.getTime() ?? 0) + ctx.config.otpExpiry * 1000;
  if (!pending || expiresAt < now.getTime()) return null;
  const taken = await findUserByEmail(tx, pending.email_change);
  if (taken && taken.id !== pending.id) return null;
  await tx.query(
    `update auth.users set email = email_change, email_change = '', email_change_token_new = '',
       email_change_token_current = '', email_change_confirm_status = 0,
       email_confirmed_at = coalesce(email_confirmed_at, $2), updated_at = $2
     where id = $1`,
    [pending.id, now],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text),
       updated_at = $3
     where user_id = $1 and provider = 'email'`,
    [pending.id, pending.email_change, now],
  );
  return issueSession(tx, pending.id, 'otp', {
    now,
    issuer: issuer(ctx),
    ip: req.ip,
    userAgent: req.headers['user-agent'],
  });
}
