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
 * GoTrue's secure e-mail change (`double_confirm_changes = true`, its default): PUT /user with a
 * new `email` mails a link to the new address and one to the current address, which so learns of
 * the change; the change applies once both are followed (`/verify?type=email_change`), in either
 * order. Until then the user shows the address as `new_email`. A stolen access token alone can so
 * never move the account to the thief's inbox.
 */

/**
 * The link of an e-mail-change mail, built like the recovery link: the configured API URL, never
 * a request header (a forged X-Forwarded-Host must not take the token to another host).
 */
export function emailChangeLink(ctx: AuthContext, hash: string, redirectTo: string): string {
  return `${ctx.config.apiExternalUrl}/auth/v1/verify?token=${hash}&type=email_change&redirect_to=${encodeURIComponent(redirectTo)}`;
}

/**
 * Records the pending change and returns the mails to send once the transaction commits. The
 * caller has checked that `newEmail` (validated, lower case) differs from the current one.
 */
export async function requestEmailChange(
  ctx: AuthContext,
  tx: Queryable,
  req: LocalRequest,
  user: UserRow,
  newEmail: string,
): Promise<MailDraft[]> {
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
  const currentEmail = user.email ?? '';
  const confirmBoth = ctx.config.doubleConfirmChanges && currentEmail !== '';
  const otpNew = newOtp();
  const otpCurrent = confirmBoth ? newOtp() : '';
  const hashNew = tokenHash(newEmail, otpNew);
  const hashCurrent = confirmBoth ? tokenHash(currentEmail, otpCurrent) : '';
  await tx.query(
    `update auth.users set email_change = $2, email_change_token_new = $3,
       email_change_token_current = $4, email_change_confirm_status = 0,
       email_change_sent_at = $5, updated_at = $5
     where id = $1`,
    [user.id, newEmail, hashNew, hashCurrent, now],
  );
  const redirectTo = resolveRedirect(
    [queryParam(req, 'redirect_to'), req.headers.referer],
    ctx.config.siteUrl,
    ctx.config.additionalRedirectUrls,
  );
  const mail = (to: string, hash: string, otp: string): MailDraft => {
    const link = emailChangeLink(ctx, hash, redirectTo);
    return {
      to,
      subject: 'Confirm Email Change',
      text: `Follow this link to confirm the update of your email from ${currentEmail} to ${newEmail}:\n${link}\nAlternatively, enter the code: ${otp}`,
      link,
      type: 'email_change',
    };
  };
  const mails = [mail(newEmail, hashNew, otpNew)];
  if (confirmBoth) mails.push(mail(currentEmail, hashCurrent, otpCurrent));
  return mails;
}

/** GoTrue's answer to the first of the two links: nothing changes yet, no session opens. */
export const FIRST_CONFIRMATION_MESSAGE =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/**
 * Consumes an e-mail-change token hash, as GoTrue's emailChangeVerify. The first of two links
 * only records that its address confirmed ('first'). The last one makes the new address the
 * login e-mail (a trigger copies it to profiles.email) and opens a session. Null when the token
 * is unknown, expired, or the address was taken meanwhile.
 */
export async function redeemEmailChange(
  ctx: AuthContext,
  tx: Queryable,
  hash: string,
  req: LocalRequest,
): Promise<TokenResponse | 'first' | null> {
  if (!hash) return null;
  const now = ctx.now();
  const { rows } = await tx.query<{
    id: string;
    email_change: string;
    sent_at: Date | null;
    token_new: string;
    token_current: string;
  }>(
    `select id, email_change, email_change_sent_at as sent_at,
       email_change_token_new as token_new, coalesce(email_change_token_current, '') as token_current
     from auth.users
     where $1 <> '' and (email_change_token_new = $1 or email_change_token_current = $1)
       and coalesce(email_change, '') <> '' and deleted_at is null
     for update`,
    [hash],
  );
  const pending = rows[0];
  const expiresAt = (pending?.sent_at?.getTime() ?? 0) + ctx.config.otpExpiry * 1000;
  if (!pending || expiresAt < now.getTime()) return null;
  const taken = await findUserByEmail(tx, pending.email_change);
  if (taken && taken.id !== pending.id) return null;
  const other = hash === pending.token_new ? pending.token_current : pending.token_new;
  if (other !== '') {
    const used =
      hash === pending.token_new ? 'email_change_token_new' : 'email_change_token_current';
    await tx.query(
      `update auth.users set ${used} = '', email_change_confirm_status = 1, updated_at = $2
       where id = $1`,
      [pending.id, now],
    );
    return 'first';
  }
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
  return issueSession(tx, pending.id, 'email_change', {
    now,
    issuer: issuer(ctx),
    ip: req.ip,
    userAgent: req.headers['user-agent'],
  });
}
