import { describe, expect, it } from 'vitest';
import { fakeSupabase } from '@/testing/fake-supabase';
import { fetchRatingSummary } from './rating-summary';
import { fetchVerifiedTransporter } from './verified-transporter';

describe('the trust marks of a list', () => {
  it('come from one trust_marks call for every row’s badge and stars', async () => {
    const fake = fakeSupabase({
      rpc: {
        trust_marks: ({ p_user_ids }) => ({
          data: p_user_ids
            .filter((id) => id !== 'nadie')
            .map((id) => ({
              user_id: id,
              verified_transporter: id === 'ana',
              rating_average: id === 'ana' ? 4.5 : null,
              rating_count: id === 'ana' ? 2 : 0,
            })),
          error: null,
        }),
      },
    });
    const [anaVerified, anaStars, brunoVerified, brunoStars, nobodyStars] = await Promise.all([
      fetchVerifiedTransporter('ana', fake.client),
      fetchRatingSummary('ana', fake.client),
      fetchVerifiedTransporter('bruno', fake.client),
      fetchRatingSummary('bruno', fake.client),
      fetchRatingSummary('nadie', fake.client),
    ]);
    expect(anaVerified).toBe(true);
    expect(anaStars).toEqual({ average: 4.5, count: 2 });
    expect(brunoVerified).toBe(false);
    expect(brunoStars).toEqual({ average: null, count: 0 });
    expect(nobodyStars).toEqual({ average: null, count: 0 });
    expect(fake.rpc).toHaveBeenCalledTimes(1);
    expect(fake.rpc).toHaveBeenCalledWith('trust_marks', { p_user_ids: ['ana', 'bruno', 'nadie'] });
  });
});
