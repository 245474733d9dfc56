import { parseDate } from '@/lib/format';

/** Within this many days an expiry date is announced. */
export const EXPIRY_WARNING_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole calendar days from `today` to `expiresOn` (negative once past). */
export function daysUntil(expiresOn: string, today: Date): number {
  const end = parseDate(expiresOn);
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  // Rounding absorbs a daylight-saving hour between the two midnights.
  return Math.round((end.getTime() - start.getTime()) / DAY_MS);
}

/**
 * 'Vence en N días' within 30 days, 'Vencido' after (a document is valid through its expiry
 * day, as the database counts it); null when there is nothing to announce.
 */
export function expiryLabel(expiresOn: string | null, today: Date): string | null {
  if (!expiresOn) return null;
  const days = daysUntil(expiresOn, today);
  if (days < 0) return 'Vencido';
  if (days === 0) return 'Vence hoy';
  if (days === 1) return 'Vence en 1 día';
  if (days <= EXPIRY_WARNING_DAYS) return `Vence en ${days} días`;
  return null;
}
