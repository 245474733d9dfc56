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

/** Cancellations and payment entries. */
export const paymentError = errorMapper({
  raised: {
    reason_length: 'El motivo debe tener entre 10 y 500 caracteres.',
    not_allowed: 'No podés hacer esto sobre este envío.',
    assignment_not_cancellable: 'Solo se puede cancelar una asignación antes de retirar la carga.',
    payment_not_open: 'El cobro se registra después de la conformidad de la entrega.',
    paid_on_invalid: 'La fecha de cobro va desde la conformidad hasta hoy.',
    unpaid_too_early: '«No cobrado» se puede marcar 30 días después de la conformidad.',
    unpaid_before_term: '«No cobrado» se puede marcar cuando vence el plazo de pago acordado.',
    payment_disputed: 'El dador disputó este registro: lo resuelve un administrador.',
  },
});
