/**
 * How availability reads: the window ('Disponible del 3 al 5 dic') and the destination
 * ('Cualquier destino' when open). Distances and €/km are in lib/format.ts.
 */
import { formatDate, parseDate } from '@/lib/format';

export const ANY_DESTINATION = 'Cualquier destino';

const dayMonth = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short' });

export function destinationLabel(province: string | null): string {
  return province ?? ANY_DESTINATION;
}

/**
 * `Disponible el 3 dic`, `Disponible del 3 al 5 dic`, `Disponible del 30 nov al 2 dic`, and with
 * the years when the window crosses one. Both days are YYYY-MM-DD, both included.
 */
export function availabilityWindow(from: string, to: string): string {
  const start = parseDate(from);
  const end = parseDate(to);
  if (from === to) return `Disponible el ${dayMonth.format(start)}`;
  if (start.getFullYear() !== end.getFullYear()) {
    return `Disponible del ${formatDate(start)} al ${formatDate(end)}`;
  }
  const first =
    start.getMonth() === end.getMonth() ? String(start.getDate()) : dayMonth.format(start);
  return `Disponible del ${first} al ${dayMonth.format(end)}`;
}
