import { describe, expect, it } from 'vitest';
import { bcryptCostFromEnv, DEFAULT_BCRYPT_COST, TEST_BCRYPT_COST_ENV } from './bcrypt.ts';

describe('bcryptCostFromEnv', () => {
  it('is GoTrue’s cost, 10, unless a test suite lowers it', () => {
    expect(DEFAULT_BCRYPT_COST).toBe(10);
    expect(bcryptCostFromEnv({})).toBe(10);
    expect(bcryptCostFromEnv({ VITEST: 'true', [TEST_BCRYPT_COST_ENV]: '4' })).toBe(4);
  });

  it('takes the lower cost outside Vitest only for a throwaway database (the browser suite)', () => {
    expect(bcryptCostFromEnv({ [TEST_BCRYPT_COST_ENV]: '4' }, 'memory')).toBe(4);
    expect(bcryptCostFromEnv({ [TEST_BCRYPT_COST_ENV]: '4' })).toBe(4);
  });

  it('refuses it for a database that is kept, so no developer database gets weak hashes', () => {
    expect(() => bcryptCostFromEnv({ [TEST_BCRYPT_COST_ENV]: '4' }, '.local-supabase')).toThrow(
      /test suites and throwaway databases/,
    );
    expect(bcryptCostFromEnv({ VITEST: 'true', [TEST_BCRYPT_COST_ENV]: '4' }, '/tmp/db')).toBe(4);
  });

  it('refuses a cost bcrypt does not take or above GoTrue’s', () => {
    for (const raw of ['3', '11', 'cuatro', '4.5']) {
      expect(() => bcryptCostFromEnv({ VITEST: 'true', [TEST_BCRYPT_COST_ENV]: raw })).toThrow(
        /from 4 to 10/,
      );
    }
  });
});
