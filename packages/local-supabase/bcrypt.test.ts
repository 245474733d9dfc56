import { describe, expect, it } from 'vitest';
import { bcryptCostFromEnv, DEFAULT_BCRYPT_COST, TEST_BCRYPT_COST_ENV } from './bcrypt.ts';

describe('bcryptCostFromEnv', () => {
  it('is GoTrue’s cost, 10, unless a test suite lowers it', () => {
    expect(DEFAULT_BCRYPT_COST).toBe(10);
    expect(bcryptCostFromEnv({})).toBe(10);
    expect(bcryptCostFromEnv({ VITEST: 'true', [TEST_BCRYPT_COST_ENV]: '4' })).toBe(4);
  });

  it('refuses the lower cost outside Vitest, so no developer database gets weak hashes', () => {
    expect(() => bcryptCostFromEnv({ [TEST_BCRYPT_COST_ENV]: '4' })).toThrow(/test suites/);
  });

  it('refuses a cost bcrypt does not take or above GoTrue’s', () => {
    for (const raw of ['3', '11', 'cuatro', '4.5']) {
      expect(() => bcryptCostFromEnv({ VITEST: 'true', [TEST_BCRYPT_COST_ENV]: raw })).toThrow(
        /from 4 to 10/,
      );
    }
  });
});
