import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/query-result';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import type { ExchangeRateInput } from '../schemas';
import { adminError } from './errors';
import { adminKeys } from './keys';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

/** One day's rate: pesos per euro from that day on, until the next one. */
export interface ExchangeRate {
  effectiveOn: string;
  arsPerEur: number;
  setAt: string;
}

/** How many of the latest rates the back-office lists. */
export const EXCHANGE_RATES_SHOWN = 10;

/** The latest rates, scheduled ones first (public read, like a price). */
export async function fetchExchangeRates(
  client: AppSupabaseClient = supabase,
): Promise<ExchangeRate[]> {
  const rows = unwrap(
    await client
      .from('exchange_rates')
      .select('effective_on, ars_per_eur, set_at')
      .order('effective_on', { ascending: false })
      .limit(EXCHANGE_RATES_SHOWN),
    adminError,
  );
  return rows.map((row) => ({
    effectiveOn: row.effective_on,
    arsPerEur: Number(row.ars_per_eur),
    setAt: row.set_at,
  }));
}

export async function setExchangeRate(
  { arsPerEur, effectiveOn }: ExchangeRateInput,
  client: AppSupabaseClient = supabase,
): Promise<void> {
  unwrap(
    await client.rpc('admin_set_exchange_rate', {
      p_ars_per_eur: arsPerEur,
      p_effective_on: effectiveOn,
    }),
    adminError,
  );
}

export function useExchangeRates() {
  return useQuery({ queryKey: adminKeys.exchangeRates, queryFn: () => fetchExchangeRates() });
}

export function useSetExchangeRate() {
  return useInvalidatingMutation(
    (input: ExchangeRateInput) => setExchangeRate(input),
    [adminKeys.exchangeRates],
  );
}
