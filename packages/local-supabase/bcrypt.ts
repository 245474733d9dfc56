/** bcrypt cost of password hashes: GoTrue's 10, lowered only for the test suites. */

export const DEFAULT_BCRYPT_COST = 10;

/**
 * Set by the Vitest config and the browser suite so their many sign-ups and sign-ins stay fast:
 * the embedded engine runs bcrypt as WebAssembly on its one connection (a sign-in ~90 ms at cost
 * 10, ~25 ms at 4, on a 2-core machine).
 */
export const TEST_BCRYPT_COST_ENV = 'LOCAL_SUPABASE_TEST_BCRYPT_COST';

/**
 * The cost in force: 10, or LOCAL_SUPABASE_TEST_BCRYPT_COST (4 to 10) inside Vitest or for a
 * throwaway database (`dataDir` 'memory', which the browser suite's server uses). Set anywhere
 * else it is refused, so a weak cost never reaches a database that is kept.
 */
export function bcryptCostFromEnv(
  env: Record<string, string | undefined> = process.env,
  dataDir = 'memory',
): number {
  const raw = env[TEST_BCRYPT_COST_ENV]?.trim();
  if (!raw) return DEFAULT_BCRYPT_COST;
  if (!env.VITEST && dataDir !== 'memory') {
    throw new Error(
      `[local-supabase] ${TEST_BCRYPT_COST_ENV} is for the test suites and throwaway databases only`,
    );
  }
  const cost = Number(raw);
  if (!Number.isInteger(cost) || cost < 4 || cost > DEFAULT_BCRYPT_COST) {
    throw new Error(`[local-supabase] ${TEST_BCRYPT_COST_ENV} must be an integer from 4 to 10`);
  }
  return cost;
}
