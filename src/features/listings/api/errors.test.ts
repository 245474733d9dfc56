import { describe, expect, it } from 'vitest';
import { dataErrorMessage } from '@/lib/data-errors';
import { listingConstraintMessages, listingError } from './errors';

describe('listingConstraintMessages', () => {
  it('names the rule a check violation broke', () => {
    expect(
      dataErrorMessage(
        {
          code: '23514',
          message:
            'new row for relation "cargo_listings" violates check constraint "cargo_listings_delivery_not_before_pickup"',
        },
        listingConstraintMessages,
      ),
    ).toBe('La fecha de entrega no puede ser anterior a la fecha de recogida.');
    expect(
      dataErrorMessage(
        {
          code: '23514',
          message:
            'new row for relation "cargo_listings" violates check constraint "cargo_listings_weight_kg_check"',
        },
        listingConstraintMessages,
      ),
    ).toBe('El peso debe ser mayor que cero.');
  });

  it('gives a failed listing write the message of its constraint', () => {
    const error = listingError({
      code: '23514',
      message: 'violates check constraint "cargo_listings_title_check"',
    });
    expect(error.message).toBe('El título debe tener entre 1 y 120 caracteres.');
    expect(error.code).toBe('23514');
  });
});
