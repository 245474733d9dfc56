import type { LocalRequest, LocalResponse } from '../types.ts';
import { type AuthContext, queryParam } from './context.ts';
import { type AccessToken, authenticatedUser } from './authenticate.ts';
import { requestEmailChange } from './email-change.ts';
import { AuthApiError, badRequest, forbidden, unprocessable } from './errors.ts';
import { needsAal2 } from './mfa.ts';
import { endSessions, type LogoutScope } from './sessions.ts';
import {
  findUserById,
  type JsonObject,
  passwordMatches,
  type Queryable,
  userJson,
} from './users.ts';
import {
  assertMetadataSize,
  assertStrongPassword,
  objectField,
  parseJsonObject,
  stringField,
  validateEmail,
} from './validation.ts';

/** GET /user. */
export async function getUser(
  ctx: AuthContext,
  _req: LocalRequest,
  token: AccessToken,
): Promise<LocalResponse> {
  const body = await ctx.db.transaction(async (tx) => {
    const { user } = await authenticatedUser(tx, token, ctx.now());
    return userJson(tx, user);
  });
  return { status: 200, body };
}

/** GoTrue's UpdateUserMetaData: keys are set one by one, a null value removes its key. */
export function mergeMetadata(current: JsonObject, updates: JsonObject): JsonObject {
  const merged = { ...current };
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/**
 * The session was opened by a password-recovery link or code, and by nothing else: the session
 * an e-mail-change link opens proves the new inbox, not knowledge of the password.
 */
async function isRecoverySession(tx: Queryable, sessionId: string | null): Promise<boolean> {
  if (!sessionId) return false;
  const { rows } = await tx.query(
    `select 1 from auth.mfa_amr_claims where session_id = $1 and authentication_method = 'recovery'`,
    [sessionId],
  );
  return rows.length > 0;
}

/**
 * PUT /user: password, e-mail and `data` (user_metadata). A new password ends the user's other
 * sessions, as in GoTrue, and needs `current_password` unless the session came from a recovery
 * link (GoTrue's update_password_require_current_password). A new e-mail is only mailed a
 * confirmation link. With a verified second factor both need an aal2 session. Role changes
 * through `data` only touch metadata: roles live in user_roles.
 */
export async function updateUser(
  ctx: AuthContext,
  req: LocalRequest,
  token: AccessToken,
): Promise<LocalResponse> {
  const body = parseJsonObject(req.body);
  const hasPassword = typeof body.password === 'string';
  const password = stringField(body, 'password');
  const email = stringField(body, 'email');
  const currentPassword = stringField(body, 'current_password');
  const phone = stringField(body, 'phone');
  const data = objectField(body, 'data');
  const appMetadata = objectField(body, 'app_metadata');

  const result = await ctx.db.transaction(async (tx) => {
    const { user, sessionId } = await authenticatedUser(tx, token, ctx.now());
    const newEmail = email ? validateEmail(email) : '';
    const changesEmail = newEmail !== '' && newEmail !== (user.email ?? '').toLowerCase();
    if (phone) throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
    if ((hasPassword || changesEmail) && (await needsAal2(tx, user.id, sessionId))) {
      throw new AuthApiError(
        401,
        'insufficient_aal',
        'AAL2 session is required to update email or password when MFA is enabled.',
      );
    }
    if (hasPassword) assertStrongPassword(password, ctx.config.minimumPasswordLength);
    if (appMetadata) {
      throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
    }
    const now = ctx.now();
    if (
      hasPassword &&
      ctx.config.updatePasswordRequireCurrentPassword &&
      !(await isRecoverySession(tx, sessionId))
    ) {
      if (!currentPassword) {
        throw badRequest(
          'current_password_required',
          'Current password required when setting new password.',
        );
      }
      if (!(await passwordMatches(tx, user.id, currentPassword))) {
        throw badRequest(
          'current_password_mismatch',
          'Current password required when setting new password.',
        );
      }
    }
    if (hasPassword) {
      if (await passwordMatches(tx, user.id, password)) {
        throw unprocessable(
          'same_password',
          'New password should be different from the old password.',
        );
      }
      await tx.query(
        `update auth.users set encrypted_password = extensions.crypt($2, extensions.gen_salt('bf', $4)),
           updated_at = $3 where id = $1`,
        [user.id, password, now, ctx.config.bcryptCost],
      );
      await endSessions(tx, user.id, sessionId, 'others');
    }
    if (data) {
      const metadata = mergeMetadata(user.raw_user_meta_data ?? {}, data);
      assertMetadataSize(metadata);
      await tx.query(
        'update auth.users set raw_user_meta_data = $2, updated_at = $3 where id = $1',
        [user.id, metadata, now],
      );
    }
    const mails = changesEmail ? await requestEmailChange(ctx, tx, req, user, newEmail) : [];
    const updated = await findUserById(tx, user.id);
    return { user: await userJson(tx, updated ?? user), mails };
  });
  for (const mail of result.mails) ctx.outbox.send(mail);
  return { status: 200, body: result.user };
}

const LOGOUT_SCOPES: readonly LogoutScope[] = ['global', 'local', 'others'];

/** POST /logout?scope=global|local|others: 204, no body. */
export async function logout(
  ctx: AuthContext,
  req: LocalRequest,
  token: AccessToken,
): Promise<LocalResponse> {
  const scope = queryParam(req, 'scope') || 'global';
  if (!(LOGOUT_SCOPES as readonly string[]).includes(scope)) {
    throw badRequest('validation_failed', `Unsupported logout scope "${scope}"`);
  }
  await ctx.db.transaction(async (tx) => {
    const { user, sessionId } = await authenticatedUser(tx, token, ctx.now());
    await endSessions(tx, user.id, sessionId, scope as LogoutScope);
  });
  return { status: 204 };
}
