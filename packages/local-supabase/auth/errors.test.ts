import { describe, expect, it } from 'vitest';
import { AuthApiError, authErrorResponse, requestApiVersion } from './errors.ts';

describe('requestApiVersion', () => {
  it('accepts dates from 2024-01-01 on and ignores anything else', () => {
    expect(requestApiVersion({ 'x-supabase-api-version': '2024-01-01' })).toBe('2024-01-01');
    expect(requestApiVersion({ 'x-supabase-api-version': '2025-06-30' })).toBe('2025-06-30');
    expect(requestApiVersion({ 'x-supabase-api-version': '2023-12-31' })).toBeNull();
    expect(requestApiVersion({ 'x-supabase-api-version': 'latest' })).toBeNull();
    expect(requestApiVersion({})).toBeNull();
  });
});

describe('authErrorResponse', () => {
  const error = new AuthApiError(400, 'invalid_credentials', 'Invalid login credentials');

  it('answers { code, message } and echoes a dated API version', () => {
    expect(authErrorResponse(error, { 'x-supabase-api-version': '2024-01-01' })).toEqual({
      status: 400,
      headers: { 'x-sb-error-code': 'invalid_credentials', 'X-Supabase-Api-Version': '2024-01-01' },
      body: { code: 'invalid_credentials', message: 'Invalid login credentials' },
    });
  });

  it('answers the legacy { code, error_code, msg } otherwise, with an error_id on 5xx', () => {
    expect(authErrorResponse(error, {}).body).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
    const failure = authErrorResponse(new AuthApiError(500, 'unexpected_failure', 'boom'), {});
    expect(failure.body).toMatchObject({
      code: 500,
      error_code: 'unexpected_failure',
      msg: 'boom',
    });
    expect((failure.body as { error_id: string }).error_id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
