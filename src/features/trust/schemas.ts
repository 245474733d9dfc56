/**
 * The rating form: 1 to 5 stars (required) and an optional comment of up to 500 characters, as
 * the `ratings` table's CHECK constraints allow. The stars arrive as the chosen radio's string.
 */
import { z } from 'zod';
import { trimmedText } from '@/lib/trimmed-text';

export const MAX_RATING_COMMENT = 500;
export const STAR_VALUES = [1, 2, 3, 4, 5] as const;

export const ratingMessages = {
  starsRequired: 'Elegí una calificación de 1 a 5 estrellas',
  commentTooLong: 'El comentario no puede superar los 500 caracteres',
} as const;

export const ratingFormSchema = z.object({
  stars: z
    .string()
    .refine((value) => /^[1-5]$/.test(value), ratingMessages.starsRequired)
    .transform(Number),
  comment: z
    .string()
    .trim()
    .max(MAX_RATING_COMMENT, ratingMessages.commentTooLong)
    .transform((value) => (value === '' ? null : value)),
});

export type RatingInput = z.output<typeof ratingFormSchema>;

/** 'Cancelar asignación' and a payment dispute: a reason of 10 to 500 characters, as the database asks. */
export const reasonSchema = z.object({
  reason: trimmedText(
    10,
    500,
    'Contanos el motivo en al menos 10 caracteres.',
    'El motivo puede tener hasta 500 caracteres.',
  ),
});
export type ReasonFormValues = z.input<typeof reasonSchema>;
export type ReasonInput = z.output<typeof reasonSchema>;

/** 'Cobrado': the day the money arrived (the database checks it is between conformity and today). */
export const paidOnSchema = z.object({
  paidOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Elegí la fecha en que cobraste.'),
});
export type PaidOnFormValues = z.input<typeof paidOnSchema>;
