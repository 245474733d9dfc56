import type { Queryable } from '../engine/types.ts';

/** A row of `auth.mfa_factors` (GoTrue's models.Factor), secret included. */
export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: 'totp' | 'webauthn' | 'phone';
  status: 'unverified' | 'verified';
  created_at: Date;
  updated_at: Date;
  secret: string | null;
  phone: string | null;
  last_challenged_at: Date | null;
}

const FACTOR_COLUMNS = `id, user_id, friendly_name, factor_type::text as factor_type,
  status::text as status, created_at, updated_at, secret, phone, last_challenged_at`;

export async function findFactors(db: Queryable, userId: string): Promise<FactorRow[]> {
  const { rows } = await db.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = $1 order by created_at, id`,
    [userId],
  );
  return rows;
}

/** GoTrue's user.FindOwnedFactorByID: another user's factor is simply not found. */
export async function findOwnedFactor(
  db: Queryable,
  userId: string,
  factorId: string,
  lock = false,
): Promise<FactorRow | null> {
  const { rows } = await db.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where id = $1 and user_id = $2
     ${lock ? 'for update' : ''}`,
    [factorId, userId],
  );
  return rows[0] ?? null;
}

/** A factor as GoTrue serialises it in the user's `factors` (never its secret). */
export function factorJson(row: FactorRow): Record<string, unknown> {
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    status: row.status,
    ...(row.friendly_name ? { friendly_name: row.friendly_name } : {}),
    factor_type: row.factor_type,
    phone: row.phone,
    last_challenged_at: row.last_challenged_at ? row.last_challenged_at.toISOString() : null,
  };
}
