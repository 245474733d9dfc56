import type { LocalRequest, LocalResponse } from '../types.ts';
import { type AuthContext, queryParam } from './context.ts';
import { authenticate } from './authenticate.ts';
import { badRequest, forbidden, unprocessable } from './errors.ts';
import { endSessions, type LogoutScope } from './sessions.ts';
import { findUserById, type JsonObject, passwordMatches, userJson } from './users.ts';
import {
  assertStrongPassword,
  objectField,
  parseJsonObject,
  stringField,
  validateEmail,
} from './validation.ts';

/** GET /user. */
export async function getUser(ctx: AuthContext, req: LocalRequest): Promise<LocalResponse> {
  const body = await ctx.db.transaction(async (tx) => {
    const { user } = await authenticate(tx, req, ctx.now());
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
 * PUT /user: password and `data` (user_metadata). A new password ends the user's other sessions,
 * as in GoTrue. Role changes through `data` only touch metadata: roles live in user_roles.
 */
export async function updateUser(ctx: AuthContext, req: LocalRequest): Promise<LocalResponse> {
  const body = parseJsonObject(req.body);
  const hasPassword = typeof body.password === 'string';
  const password = stringField(body, 'password');
  const email = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  const data = objectField(body, 'data');
  const appMetadata = objectField(body, 'app_metadata');

  const result = await ctx.db.transaction(async (tx) => {
    const { user, sessionId } = await authenticate(tx, req, ctx.now());
    if (email && validateEmail(email) !== (user.email ?? '').toLowerCase()) {
      throw badRequest('validation_failed', 'Changing the e-mail address is not supported here');
    }
    if (phone) throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
    if (hasPassword) assertStrongPassword(password, ctx.config.minimumPasswordLength);
    if (appMetadata) {
      throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
    }
    const now = ctx.now();
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
      await tx.query(
        'update auth.users set raw_user_meta_data = $2, updated_at = $3 where id = $1',
        [user.id, mergeMetadata(user.raw_user_meta_data ?? {}, data), now],
      );
    }
    const updated = await findUserById(tx, user.id);
    return userJson(tx, updated ?? user);
  });
  return { status: 200, body: result };
}

const LOGOUT_SCOPES: readonly LogoutScope[] = ['global', 'local', 'others'];

/** POST /logout?scope=global|local|others: 204, no body. */
export async function logout(ctx: AuthContext, req: LocalRequest): Promise<LocalResponse> {
  const scope = queryParam(req, 'scope') || 'global';
  if (!(LOGOUT_SCOPES as readonly string[]).includes(scope)) {
    throw badRequest('validation_failed', `Unsupported logout scope "${scope}"`);
  }
  await ctx.db.transaction(async (tx) => {
    const { user, sessionId } = await authenticate(tx, req, ctx.now());
    await endSessions(tx, user.id, sessionId, scope as LogoutScope);
  });
  return { status: 204 };
}
