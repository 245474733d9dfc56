/** The badge's text: the count, or '99+' above 99 so the badge stays a small pill. */
export function unreadBadgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * The bell's accessible name: 'Notificaciones: 3 sin leer', or 'Notificaciones' when none. It
 * holds the badge's number as a word of its own, not in parentheses (which name-matching, as
 * in speech control, sets aside), so the name includes what the bell shows.
 */
export function bellLabel(count: number): string {
  return count > 0 ? `Notificaciones: ${count} sin leer` : 'Notificaciones';
}
