/** How a rating summary reads: '4,5 de 5 (3 calificaciones)', or that there are none yet. */
export interface RatingSummaryValue {
  /** Average stars, rounded to two decimals by the database; null without ratings. */
  average: number | null;
  count: number;
}

const averageFormat = new Intl.NumberFormat('es-AR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

export const NO_RATINGS = 'Sin calificaciones';

export function formatRatingSummary({ average, count }: RatingSummaryValue): string {
  if (count === 0 || average === null) return NO_RATINGS;
  const noun = count === 1 ? 'calificación' : 'calificaciones';
  return `${averageFormat.format(average)} de 5 (${count} ${noun})`;
}

/** '3 de 5 estrellas' (the accessible name of a star choice, and of a given rating). */
export function starsLabel(stars: number): string {
  return stars === 1 ? '1 estrella de 5' : `${stars} estrellas de 5`;
}
