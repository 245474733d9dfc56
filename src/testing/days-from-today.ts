import { addDays, argentineCalendarDate } from '@/lib/calendar-date';

/**
 * The YYYY-MM-DD `days` from today in Argentina, the day the database's today_in_argentina()
 * counts from. Test data dated from it stays in the future as the calendar moves on: a fixed date
 * expires the listing it is on once it has passed (issue 36's note: '2026-12-10' in the browser
 * suite's listings).
 */
export function daysFromToday(days: number): string {
  return addDays(argentineCalendarDate(), days);
}
