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
    [{ code: '42501', message: 'not_assigned_carrier' }, dataErrorMessages.permission],
    [{ code: '42501', message: 'not_proposal_owner' }, dataErrorMessages.permission],
  ])('maps the RPC code of %j', (error, message) => {
    expect(proposalErrorMessage(error)).toBe(message);
  });

  it('explains the constraints of proposals', () => {
    expect(
      proposalErrorMessage({
        code: '23505',
        message: 'duplicate key value violates unique constraint "proposals_one_live_per_carrier"',
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
  });

  it('falls back to the app-wide messages, never to a code a person cannot read', () => {
    expect(
      proposalErrorMessage({ code: '42501', message: 'permission denied for table proposals' }),
    ).toBe(dataErrorMessages.permission);
    expect(proposalErrorMessage({ message: 'toString' })).toBe(dataErrorMessages.generic);
    expect(proposalErrorMessage(new TypeError('Failed to fetch'))).toBe(dataErrorMessages.network);
  });
});
