import { batchPerClient } from '@/lib/batch-by-tick';
import { nullableNumber } from '@/lib/nullable-number';
import { unwrap } from '@/lib/query-result';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import type { RatingSummaryValue } from '../rating-format';

/** What a person's trust marks show: the 'Transportista verificado' badge and the stars. */
export interface TrustMark {
  verifiedTransporter: boolean;
  rating: RatingSummaryValue;
}

const NO_MARKS: TrustMark = { verifiedTransporter: false, rating: { average: null, count: 0 } };

/**
 * The marks of the people the rows of a list ask for in one task, in one call of trust_marks (at
 * most 50, the RPC's `p_user_ids[1:50]`): a listing's offers, 'Mis Fletes'.
 */
const trustMarksOf = batchPerClient(
  50,
  async (userIds: readonly string[], client: AppSupabaseClient) => {
    const rows = unwrap(await client.rpc('trust_marks', { p_user_ids: [...userIds] }));
    return new Map(
      rows.map((row): [string, TrustMark] => [
        row.user_id,
        {
          verifiedTransporter: row.verified_transporter === true,
          rating: {
            // avg() of no rows is null, whatever the generated type says.
            average: nullableNumber((row.rating_average as number | null) ?? null),
            count: row.rating_count,
          },
        },
      ]),
    );
  },
);

/** A person's trust marks (RPC trust_marks; public, as the badge and the stars are). */
export async function fetchTrustMark(
  userId: string,
  client: AppSupabaseClient = supabase,
): Promise<TrustMark> {
  return (await trustMarksOf(userId, client)) ?? NO_MARKS;
}
