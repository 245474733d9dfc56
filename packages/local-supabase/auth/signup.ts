import { randomUUID } from 'node:crypto';
import type { LocalRequest, LocalResponse } from '../types.ts';
import { type AuthContext, issuer } from './context.ts';
import { AuthApiError, badRequest, internalError, unprocessable } from './errors.ts';
import { issueSession } from './sessions.ts';
import { findUserByEmail } from './users.ts';
import {
  assertStrongPassword,
  assertMetadataSize,
  objectField,
  parseJsonObject,
  stringField,
  validateEmail,
} from './validation.ts';

/**
 * POST /signup. With confirmations off (config.toml) the user is confirmed at once and the answer
 * is a session. The insert fires the project's `on_auth_user_created` trigger; if it raises, the
 * whole sign-up rolls back and the answer is GoTrue's 500 "Database error saving new user".
 */
export async function signUp(ctx: AuthContext, req: LocalRequest): Promise<LocalResponse> {
  if (!ctx.config.enableSignup) {
    throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
  }
  const body = parseJsonObject(req.body);
  const rawEmail = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  const password = stringField(body, 'password');
  const data = objectField(body, 'data') ?? {};
  assertMetadataSize(data);

  if (password === '') throw badRequest('validation_failed', 'Signup requires a valid password');
  assertStrongPassword(password, ctx.config.minimumPasswordLength);
  if (rawEmail && phone) {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on signup.',
    );
  }
  if (phone) throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
  if (!rawEmail) {
    throw badRequest('validation_failed', 'Sign up only available with email provider');
  }
  const email = validateEmail(rawEmail);
  const now = ctx.now();

  const session = await ctx.db.transaction(async (tx) => {
    if (await findUserByEmail(tx, email)) {
      throw unprocessable('user_already_exists', 'User already registered');
    }
    const userId = randomUUID();
    try {
      await tx.query(
        `insert into auth.users (
           instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data,
           raw_user_meta_data, created_at, updated_at, confirmation_token, recovery_token,
           email_change_token_new, email_change, is_anonymous
         ) values (
           '00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2,
           extensions.crypt($3, extensions.gen_salt('bf', $7)), $4, $5, $6, $6, '', '', '', '', false
         )`,
        [
          userId,
          email,
          password,
          { provider: 'email', providers: ['email'] },
          data,
          now,
          ctx.config.bcryptCost,
        ],
      );
    } catch (error) {
      if (error instanceof AuthApiError) throw error;
      throw internalError('Database error saving new user');
    }
    await tx.query(
      `insert into auth.identities (
         id, user_id, provider_id, provider, identity_data, last_sign_in_at, created_at, updated_at
       ) values ($1, $2, $5, 'email', $3, $4, $4, $4)`,
      [
        randomUUID(),
        userId,
        { ...data, sub: userId, email, email_verified: false, phone_verified: false },
        now,
        userId,
      ],
    );
    // GoTrue's user.Confirm (mailer_autoconfirm): confirmed now, and says so in the metadata.
    await tx.query(
      `update auth.users set email_confirmed_at = $2,
         raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb
       where id = $1`,
      [userId, now],
    );
    return issueSession(tx, userId, 'password', {
      now,
      issuer: issuer(ctx),
      ip: req.ip,
      userAgent: req.headers['user-agent'],
    });
  });
  return { status: 200, body: session };
}
