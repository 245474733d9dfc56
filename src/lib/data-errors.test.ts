import { describe, expect, it } from 'vitest';
import { DataError, dataErrorMessage, dataErrorMessages, errorMessage } from './data-errors';

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
