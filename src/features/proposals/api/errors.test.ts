import { describe, expect, it } from 'vitest';
import { dataErrorMessages } from '@/lib/data-errors';
import { proposalError } from './errors';

const proposalErrorMessage = (error: unknown) => proposalError(error).message;

describe('proposalError', () => {
  it.each([
    [{ code: 'P0001', message: 'listing_not_pending' }, 'Esta carga ya fue asignada'],
    [{ code: 'P0001', message: 'proposal_not_pending' }, 'La propuesta ya no está disponible'],
    [{ code: 'P0001', message: 'invalid_transition' }, 'El envío no puede pasar a ese estado.'],
    [{ code: '42501', message: 'not_listing_owner' }, dataErrorMessages.permission],
    [{ code: '42501', message: 'not_assigned_transporter' }, dataErrorMessages.permission],
    [{ code: '42501', message: 'not_proposal_owner' }, dataErrorMessages.permission],
    [{ code: '42501', message: 'not_negotiation_party' }, dataErrorMessages.permission],
    [
      { code: 'P0001', message: 'proposal_expired' },
      'La propuesta venció: ya no se puede aceptar ni contraofertar.',
    ],
    [
      { code: 'P0001', message: 'listing_expired' },
      'La carga venció: su fecha de recogida ya pasó.',
    ],
    [
      { code: 'P0001', message: 'not_your_turn' },
      'No es tu turno: espera la respuesta de la otra parte.',
    ],
    [
      { code: 'P0001', message: 'counter_limit_reached' },
      'Ya hiciste las 5 contraofertas permitidas.',
    ],
    [
      { code: '22023', message: 'counter_price_invalid' },
      'El precio debe ser mayor que 0, con dos decimales como máximo, y no superar 100.000.000 €.',
    ],
    [
      { code: 'P0001', message: 'counter_price_unchanged' },
      'La contraoferta debe tener un precio distinto del actual.',
    ],
    [
      { code: '22023', message: 'proposal_validity_out_of_range' },
      'La validez de la propuesta debe terminar después de ahora y dentro de los próximos 7 días.',
    ],
    [
      { code: 'P0001', message: 'instant_booking_disabled' },
      'Esta carga no admite reserva inmediata.',
    ],
    [
      { code: 'P0001', message: 'listing_changed' },
      'La carga cambió: revisa el precio y los datos antes de tomarla.',
    ],
    [
      { code: '42501', message: 'transporter_not_verified' },
      'Solo un transportista verificado puede tomar una carga al precio.',
    ],
  ])('maps the RPC code of %j', (error, message) => {
    expect(proposalErrorMessage(error)).toBe(message);
  });

  it('explains the constraints of proposals', () => {
    expect(
      proposalErrorMessage({
        code: '23505',
        message:
          'duplicate key value violates unique constraint "proposals_one_live_per_transporter"',
      }),
    ).toBe('Ya tienes una propuesta en esta carga.');
    expect(
      proposalErrorMessage({
        code: '23514',
        message:
          'new row for relation "proposals" violates check constraint "proposals_price_range"',
      }),
    ).toBe('El precio debe ser mayor que 0 y no superar 100.000.000 €.');
    expect(
      proposalErrorMessage({
        code: '23514',
        message: 'violates check constraint "proposals_message_length"',
      }),
    ).toBe('El mensaje no puede superar los 1000 caracteres.');
    expect(
      proposalErrorMessage({
        code: '23514',
        message: 'violates check constraint "proposals_shipper_counters_range"',
      }),
    ).toBe('Ya hiciste las 5 contraofertas permitidas.');
  });

  it('falls back to the app-wide messages, never to a code a person cannot read', () => {
    expect(
      proposalErrorMessage({ code: '42501', message: 'permission denied for table proposals' }),
    ).toBe(dataErrorMessages.permission);
    expect(proposalErrorMessage({ message: 'toString' })).toBe(dataErrorMessages.generic);
    expect(proposalErrorMessage(new TypeError('Failed to fetch'))).toBe(dataErrorMessages.network);
  });
});
