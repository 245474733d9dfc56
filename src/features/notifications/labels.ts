/** The badge's text: the count, or '9+' above 9 so the badge keeps its size. */
export function unreadBadgeText(count: number): string {
  return count > 9 ? '9+' : String(count);
}

/** The bell's accessible name: 'Notificaciones (3 sin leer)', or 'Notificaciones' when none. */
export function bellLabel(count: number): string {
  return count > 0 ? `Notificaciones (${count} sin leer)` : 'Notificaciones';
}
