/** Spanish for refusals of the `ratings` table (its named constraints), else the app-wide text. */
import { errorMapper } from '@/lib/data-errors';

export const ALREADY_RATED = 'Ya calificaste este envío.';

export const ratingError = errorMapper({
  constraints: {
    ratings_one_per_listing_and_rater: ALREADY_RATED,
    ratings_stars_check: 'La calificación debe ser de 1 a 5 estrellas.',
    ratings_comment_check: 'El comentario no puede superar los 500 caracteres.',
  },
});
