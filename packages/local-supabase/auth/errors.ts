import { randomUUID } from 'node:crypto';
import type { LocalResponse } from '../types.ts';

/** The API version supabase-js announces; GoTrue switches to `{ code, message }` errors from it on. */
export const API_VERSION_2024_01_01 = '2024-01-01';
const API_VERSION_HEADER = 'x-supabase-api-version';
const API_VERSION_PATTERN = /^2[0-9]{3}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/;

/** An error GoTrue would answer with: HTTP status, `error_code` and message. */
export class AuthApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Only for `weak_password`. */
    readonly reasons?: string[],
  ) {
    super(message);
    this.name = 'AuthApiError';
  }
}

export const badRequest = (code: string, message: string) => new AuthApiError(400, code, message);
export const unprocessable = (code: string, message: string) =>
  new AuthApiError(422, code, message);
export const forbidden = (code: string, message: string) => new AuthApiError(403, code, message);
export const internalError = (message: string) =>
  new AuthApiError(500, 'unexpected_failure', message);

/** The request's API version when it is a valid date at or after 2024-01-01, else null. */
export function requestApiVersion(headers: Record<string, string | undefined>): string | null {
  const value = headers[API_VERSION_HEADER]?.trim();
  if (!value || !API_VERSION_PATTERN.test(value)) return null;
  return value >= API_VERSION_2024_01_01 ? value : null;
}

/**
 * GoTrue's error body: `{ code, message }` (+ `weak_password.reasons`) for clients that send
 * `X-Supabase-Api-Version` >= 2024-01-01 (echoed back), otherwise the legacy
 * `{ code: <status>, error_code, msg }` (+ `error_id` on 5xx).
 */
export function authErrorResponse(
  error: AuthApiError,
  headers: Record<string, string | undefined>,
): LocalResponse {
  const version = requestApiVersion(headers);
  const responseHeaders: Record<string, string> = { 'x-sb-error-code': error.code };
  const weakPassword = error.reasons ? { weak_password: { reasons: error.reasons } } : {};
  if (version) {
    responseHeaders['X-Supabase-Api-Version'] = version;
    return {
      status: error.status,
      headers: responseHeaders,
      body: { code: error.code, message: error.message, ...weakPassword },
    };
  }
  return {
    status: error.status,
    headers: responseHeaders,
    body: {
      code: error.status,
      error_code: error.code,
      msg: error.message,
      ...(error.status >= 500 ? { error_id: randomUUID() } : {}),
      ...weakPassword,
    },
  };
}
