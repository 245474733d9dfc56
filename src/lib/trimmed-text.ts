import { z } from 'zod';

/**
 * A text typed in a form, trimmed, from `min` to `max` characters: the length a column's CHECK
 * allows (a note, a reason, a description). `tooShort` is said below `min`, `tooLong` above
 * `max`; the same message for both when the product states one.
 */
export function trimmedText(min: number, max: number, tooShort: string, tooLong = tooShort) {
  return z.string().trim().min(min, tooShort).max(max, tooLong);
}
