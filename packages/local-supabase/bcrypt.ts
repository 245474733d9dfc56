/** bcrypt cost of password hashes: GoTrue's 10, lowered only for the test suites. */

export const DEFAULT_BCRYPT_COST = 10;

/** Set by the Vitest config so the suites' many sign-ups and sign-ins stay fast. */
export const TEST_BCRYPT_COST_ENV = 'LOCAL_SUPABASE_TEST_BCRYPT_COST';

/**
 * The cost in force: 10, or LOCAL_SUPABASE_TEST_BCRYPT_COST (4 to 10) inside Vitest. Set
 * anywhere else it is refused, so a weak cost never reaches a developer's database.
 */
export function bcryptCostFromEnv(env: Record<string, string | undefined> = process.env): number {
  const raw = env[TEST_BCRYPT_COST_ENV]?.trim();
  if (!raw) return DEFAULT_BCRYPT_COST;
  if (!env.VITEST) {
    throw new Error(
      `[local-supabase] ${TEST_BCRYPT_COST_ENV} is for the test suites (Vitest) only`,
    );
  }
  const cost = Number(raw);
  if (!Number.isInteger(cost) || cost < 4 || cost > DEFAULT_BCRYPT_COST) {
    throw new Error(`[local-supabase] ${TEST_BCRYPT_COST_ENV} must be an integer from 4 to 10`);
  }
  return cost;
}
