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
