export type { Queryable } from '../engine/types.ts';
import type { Queryable } from '../engine/types.ts';
import { factorJson, findFactors } from './factors.ts';

export type JsonObject = Record<string, unknown>;

/** The columns of `auth.users` this backend reads. */
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  phone: string | null;
  email_confirmed_at: Date | null;
  phone_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_sent_at: Date | null;
  confirmed_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: JsonObject | null;
  raw_user_meta_data: JsonObject | null;
  created_at: Date;
  updated_at: Date;
  banned_until: Date | null;
  is_anonymous: boolean;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: JsonObject;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  email: string | null;
}

/** A user with its identities, as GoTrue's JSON. */
export type UserJson = JsonObject & { id: string };

const USER_COLUMNS = `id, aud, role, email, phone, email_confirmed_at, phone_confirmed_at, invited_at,
  confirmation_sent_at, confirmed_at, recovery_sent_at, email_change, email_change_sent_at,
  last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, banned_until,
  is_anonymous`;

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users
     where lower(email) = lower($1) and is_sso_user = false and deleted_at is null`,
    [email],
  );
  return rows[0] ?? null;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null`,
    [id],
  );
  return rows[0] ?? null;
}

export async function passwordMatches(
  db: Queryable,
  userId: string,
  password: string,
): Promise<boolean> {
  const { rows } = await db.query<{ ok: boolean }>(
    `select coalesce(encrypted_password <> ''
       and encrypted_password = extensions.crypt($2, encrypted_password), false) as ok
     from auth.users where id = $1`,
    [userId, password],
  );
  return rows[0]?.ok === true;
}

const iso = (date: Date | null) => (date ? date.toISOString() : undefined);

/** Drops keys whose value is undefined, like Go's `omitempty`. */
function compact(object: JsonObject): JsonObject {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));
}

function identityJson(row: IdentityRow): JsonObject {
  return compact({
    identity_id: row.id,
    id: row.provider_id,
    user_id: row.user_id,
    identity_data: row.identity_data,
    provider: row.provider,
    last_sign_in_at: iso(row.last_sign_in_at),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    email: row.email ?? undefined,
  });
}

export function isBanned(user: UserRow, now: Date): boolean {
  return user.banned_until !== null && user.banned_until.getTime() > now.getTime();
}

/** The user as GoTrue serialises it (models.User), identities included. */
export async function userJson(db: Queryable, user: UserRow): Promise<UserJson> {
  const { rows } = await db.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at,
       updated_at, email
     from auth.identities where user_id = $1 order by created_at`,
    [user.id],
  );
  const factors = await findFactors(db, user.id);
  return {
    ...compact({
      id: user.id,
      aud: user.aud ?? '',
      role: user.role ?? '',
      email: user.email ?? '',
      email_confirmed_at: iso(user.email_confirmed_at),
      invited_at: iso(user.invited_at),
      phone: user.phone ?? '',
      phone_confirmed_at: iso(user.phone_confirmed_at),
      confirmation_sent_at: iso(user.confirmation_sent_at),
      confirmed_at: iso(user.confirmed_at),
      recovery_sent_at: iso(user.recovery_sent_at),
      new_email: user.email_change || undefined,
      email_change_sent_at: iso(user.email_change_sent_at),
      last_sign_in_at: iso(user.last_sign_in_at),
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      identities: rows.map(identityJson),
      // Like Go's omitempty: no key for a user without factors.
      factors: factors.length > 0 ? factors.map(factorJson) : undefined,
      created_at: user.created_at.toISOString(),
      updated_at: user.updated_at.toISOString(),
      banned_until: iso(user.banned_until),
      is_anonymous: user.is_anonymous,
    }),
    id: user.id,
  };
}
