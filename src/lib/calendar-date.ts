/**
 * Whether a string is a real day as `YYYY-MM-DD`: what a date input holds. Postgres would also
 * take 'infinity' or '2026-02-30'-like input in other forms, so forms accept this shape only.
 */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The local calendar day of a moment as `YYYY-MM-DD` (what a date input holds): today for a
 * person in Argentina is not the UTC day after 21:00.
 */
export function localCalendarDate(moment: Date = new Date()): string {
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/**
 * The calendar day of a moment in Argentina as `YYYY-MM-DD`, whatever the machine's time zone:
 * the day the database decides by (today_in_argentina()).
 */
export function argentineCalendarDate(moment: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(
    moment,
  );
}

/** A moment as a `datetime-local` input holds it, `YYYY-MM-DDTHH:mm` in local time. */
export function dateTimeInputValue(moment: Date): string {
  return `${localCalendarDate(moment)}T${pad(moment.getHours())}:${pad(moment.getMinutes())}`;
}

/** A YYYY-MM-DD as UTC midnight, so day arithmetic never meets a daylight-saving change. */
function utcDay(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}

/** Days from one YYYY-MM-DD to another (calendar days, whatever the time zone). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcDay(to) - utcDay(from)) / 86_400_000);
}

/** The YYYY-MM-DD `days` after (or before, if negative) another. */
export function addDays(date: string, days: number): string {
  return new Date(utcDay(date) + days * 86_400_000).toISOString().slice(0, 10);
}
