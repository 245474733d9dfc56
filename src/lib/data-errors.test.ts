import { describe, expect, it } from 'vitest';
import {
  DataError,
  dataErrorMessage,
  dataErrorMessages,
  errorMapper,
  errorMessage,
} from './data-errors';

describe('dataErrorMessage', () => {
  it('reports RLS and privilege refusals as no permission', () => {
    expect(
      dataErrorMessage({
        code: '42501',
        message: 'new row violates row-level security policy for table "cargo_listings"',
      }),
    ).toBe(dataErrorMessages.permission);
    expect(dataErrorMessage({ message: 'permission denied for table cargo_listings' })).toBe(
      dataErrorMessages.permission,
    );
  });

  it('falls back to a general rule message for an unknown constraint', () => {
    expect(
      dataErrorMessage({ code: '23514', message: 'violates check constraint "other_check"' }),
    ).toBe(dataErrorMessages.checkViolation);
  });

  it('reports PGRST116 as not found', () => {
    expect(
      dataErrorMessage({
        code: 'PGRST116',
        message: 'JSON object requested, multiple (or no) rows returned',
      }),
    ).toBe(dataErrorMessages.notFound);
  });

  it('reports a failed fetch as a network problem', () => {
    expect(dataErrorMessage({ code: '', message: 'TypeError: Failed to fetch' })).toBe(
      dataErrorMessages.network,
    );
    expect(dataErrorMessage(new TypeError('fetch failed'))).toBe(dataErrorMessages.network);
  });

  it('reports an expired session', () => {
    expect(dataErrorMessage({ code: 'PGRST303', message: 'JWT expired' })).toBe(
      dataErrorMessages.session,
    );
  });

  it('gives a generic message for anything else', () => {
    expect(dataErrorMessage({ code: 'XX000', message: 'boom' })).toBe(dataErrorMessages.generic);
    expect(dataErrorMessage(null)).toBe(dataErrorMessages.generic);
    expect(dataErrorMessage('oops')).toBe(dataErrorMessages.generic);
  });
});

describe('DataError', () => {
  it('carries the Spanish message and the original code', () => {
    const error = new DataError({ code: '42501', message: 'permission denied' });
    expect(error.message).toBe(dataErrorMessages.permission);
    expect(error.code).toBe('42501');
    expect(errorMessage(error)).toBe(dataErrorMessages.permission);
  });

  it('accepts a more specific message', () => {
    expect(errorMessage(new DataError({ code: 'PGRST116' }, 'No editable.'))).toBe('No editable.');
  });
});

describe('errorMapper', () => {
  const mapper = errorMapper({
    raised: {
      not_owner: 'No sos el dueño.',
      invalid_transition: { reason: true, otherwise: 'El envío no puede pasar a ese estado.' },
      invalid_points: { reason: true },
    },
    constraints: { trips_insurer_length: 'Indica la aseguradora.' },
  });
  const raised = (message: string) => ({ code: 'P0001', message, details: '', hint: '' });

  it('says a raised code with its fixed message', () => {
    expect(mapper(raised('not_owner')).message).toBe('No sos el dueño.');
  });

  it("says the function's own reason, capitalised, and `otherwise` for the bare code", () => {
    expect(mapper(raised('invalid_transition: el viaje ya comenzó')).message).toBe(
      'El viaje ya comenzó.',
    );
    expect(mapper(raised('invalid_transition')).message).toBe(
      'El envío no puede pasar a ese estado.',
    );
  });

  it('falls back to the app-wide message for a bare code without `otherwise`', () => {
    expect(mapper(raised('invalid_points')).message).toBe(
      dataErrorMessage(raised('invalid_points')),
    );
  });
});
