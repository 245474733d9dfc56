/** Precio sugerido: the price range of similar delivered loads (`public.suggested_price`). */
import { skipToken, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { DataError } from '@/lib/data-errors';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { SuggestedPrice, SuggestedPriceQuery } from '../types';
import { listingKeys } from './keys';

// numeric arrives as a number from PostgREST and may arrive as a string elsewhere.
const answer = z.array(
  z.object({
    low_price: z.coerce.number(),
    high_price: z.coerce.number(),
    sample_floor: z.coerce.number().int(),
  }),
);

export async function fetchSuggestedPrice(
  { originProvince, destinationProvince, weightKg }: SuggestedPriceQuery,
  client: AppSupabaseClient = supabase,
): Promise<SuggestedPrice | null> {
  const { data, error } = await client.rpc('suggested_price', {
    p_origin_province: originProvince,
    p_destination_province: destinationProvince,
    p_weight_kg: weightKg,
  });
  if (error) throw new DataError(error);
  // No row: too few delivered loads to say anything without disclosing someone's price.
  const row = answer.parse(data)[0];
  return row ? { low: row.low_price, high: row.high_price, sampleFloor: row.sample_floor } : null;
}

/** Debounced: asks once the three values have settled for 400 ms; idle while any is missing. */
export function useSuggestedPrice(query: SuggestedPriceQuery | null) {
  const settled = useDebouncedValue(query, 400);
  return useQuery({
    queryKey: listingKeys.suggestedPrice(settled),
    queryFn: settled ? () => fetchSuggestedPrice(settled) : skipToken,
    staleTime: 5 * 60_000,
  });
}
