import { describe, expect, it } from 'vitest';
import { httpStatusForSqlState, isPgDatabaseError, restErrorFromPg } from './errors.ts';

describe('SQLSTATE → HTTP status (PostgREST table)', () => {
  it.each([
    ['23505', 409],
    ['23503', 409],
    ['23514', 400],
    ['23502', 400],
    ['22P02', 400],
    ['22007', 400],
    ['22023', 400],
    ['P0001', 400],
    ['42P01', 404],
    ['42883', 404],
    ['42703', 400],
    ['25006', 405],
    ['40001', 500],
    ['53300', 503],
    ['XX000', 500],
  ])('%s → %i', (code, status) => {
    expect(httpStatusForSqlState(code, 'x', true)).toBe(status);
  });

  it('maps 42501 to 403 for a user and 401 for anon', () => {
    expect(httpStatusForSqlState('42501', 'permission denied for table x', true)).toBe(403);
    expect(httpStatusForSqlState('42501', 'permission denied for table x', false)).toBe(401);
  });

  it("lets a function choose its status with PostgREST's PTxyz codes", () => {
    expect(httpStatusForSqlState('PT429', 'x', false)).toBe(429);
    expect(httpStatusForSqlState('PT402', 'x', true)).toBe(402);
    expect(httpStatusForSqlState('PTA29', 'x', true)).toBe(400);
  });

  it('treats pg-safeupdate refusals as client errors', () => {
    expect(httpStatusForSqlState('21000', 'DELETE requires a WHERE clause', true)).toBe(400);
    expect(httpStatusForSqlState('21000', 'more than one row returned by a subquery', true)).toBe(
      500,
    );
  });

  it('builds the PostgREST body from a database error', () => {
    const dbError = {
      code: '23505',
      message: 'duplicate key',
      detail: 'Key (id)=(1) already exists.',
    };
    expect(isPgDatabaseError(dbError)).toBe(true);
    expect(isPgDatabaseError(new Error('x'))).toBe(false);
    const error = restErrorFromPg(dbError, true);
    expect(error.status).toBe(409);
    expect(error.body).toEqual({
      code: '23505',
      message: 'duplicate key',
      details: 'Key (id)=(1) already exists.',
      hint: null,
    });
  });
});
