import { describe, expect, it } from 'vitest';
import { dataErrorMessage, dataErrorMessages } from '@/lib/data-errors';
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

  it('says why Republicar was refused, and an infinite date', () => {
    const message = (error: object) => listingError(error).message;
    expect(message({ code: '42501', message: 'not_listing_owner' })).toBe(
      dataErrorMessages.permission,
    );
    expect(message({ code: 'P0001', message: 'listing_not_expired' })).toBe(
      'La carga todavía no venció: edítala para cambiar sus fechas.',
    );
    expect(message({ code: '22023', message: 'pickup_date_past' })).toBe(
      'La fecha de recogida no puede ser anterior a hoy.',
    );
    expect(message({ code: '22023', message: 'listing_dates_required' })).toBe(
      'Indica la fecha de recogida y la de entrega.',
    );
    expect(message({ code: 'P0001', message: 'listing_not_pending' })).toBe(
      'Esta carga ya fue asignada',
    );
    expect(
      message({
        code: '23514',
        message: 'violates check constraint "cargo_listings_dates_finite"',
      }),
    ).toBe('Fecha inválida.');
  });
});
