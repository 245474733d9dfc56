/** Which exchange rate applies when: pure, for the back-office panel and its tests. */
import type { ExchangeRate } from './api/exchange-rates';
import { addDays } from '@/lib/calendar-date';
import { MAX_RATE_DAYS_AHEAD } from './schemas';

/** The rate in force on `day`: the latest set on or before it (rates come newest first). */
export function currentRate(rates: readonly ExchangeRate[], day: string): ExchangeRate | undefined {
  return rates.find((rate) => rate.effectiveOn <= day);
}

/** The last day a rate may be set for: 30 days after `today` (YYYY-MM-DD). */
export function lastRateDay(today: string): string {
  return addDays(today, MAX_RATE_DAYS_AHEAD);
}
