import { describe, expect, it } from 'vitest';
import { ALREADY_RATED, ratingError } from './api/errors';
import { formatRatingSummary, NO_RATINGS, starsLabel } from './rating-format';
import { ratingFormSchema, ratingMessages } from './schemas';
import { onlyVerified } from './verified-filter';

describe('ratingFormSchema', () => {
  it('turns the chosen radio into 1–5 stars and an empty comment into null', () => {
    expect(ratingFormSchema.parse({ stars: '4', comment: '  ' })).toEqual({
      stars: 4,
      comment: null,
    });
    expect(ratingFormSchema.parse({ stars: '1', comment: ' Muy puntual ' })).toEqual({
      stars: 1,
      comment: 'Muy puntual',
    });
  });

  it.each(['', '0', '6', '3.5', 'x'])('refuses stars %j', (stars) => {
    const result = ratingFormSchema.safeParse({ stars, comment: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      ratingMessages.starsRequired,
    ]);
  });

  it('accepts a 500-character comment and refuses 501', () => {
    expect(ratingFormSchema.safeParse({ stars: '5', comment: 'a'.repeat(500) }).success).toBe(true);
    const result = ratingFormSchema.safeParse({ stars: '5', comment: 'a'.repeat(501) });
    expect(result.error?.issues[0].message).toBe(ratingMessages.commentTooLong);
  });
});

describe('formatRatingSummary', () => {
  it('reads the average with one decimal and the count', () => {
    expect(formatRatingSummary({ average: 4.5, count: 3 })).toBe('4,5 de 5 (3 calificaciones)');
    expect(formatRatingSummary({ average: 4.67, count: 3 })).toBe('4,7 de 5 (3 calificaciones)');
    expect(formatRatingSummary({ average: 5, count: 1 })).toBe('5,0 de 5 (1 calificación)');
  });

  it('says there are none yet', () => {
    expect(formatRatingSummary({ average: null, count: 0 })).toBe(NO_RATINGS);
  });

  it('names a star choice', () => {
    expect(starsLabel(1)).toBe('1 estrella de 5');
    expect(starsLabel(4)).toBe('4 estrellas de 5');
  });
});

describe('onlyVerified', () => {
  const proposals = [{ transporterId: 'a' }, { transporterId: 'b' }, { transporterId: 'c' }];

  it('keeps every proposal when the toggle is off', () => {
    expect(onlyVerified(proposals, {}, false)).toBe(proposals);
  });

  it('keeps only transporters known to be verified (unknown counts as not verified)', () => {
    expect(onlyVerified(proposals, { a: true, b: false }, true)).toEqual([{ transporterId: 'a' }]);
  });
});

const ratingErrorMessage = (error: unknown) => ratingError(error).message;

describe('ratingError', () => {
  it('says the shipment was already rated on the unique constraint', () => {
    expect(
      ratingErrorMessage({
        code: '23505',
        message:
          'duplicate key value violates unique constraint "ratings_one_per_listing_and_rater"',
      }),
    ).toBe(ALREADY_RATED);
  });

  it('reads a refusal by RLS as a permission error', () => {
    expect(
      ratingErrorMessage({
        code: '42501',
        message: 'new row violates row-level security policy for table "ratings"',
      }),
    ).toBe('No tienes permiso para realizar esta acción.');
  });
});
