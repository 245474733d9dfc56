/**
 * Supabase Storage's errors (src/internal/errors/codes.ts of supabase/storage): the HTTP status is
 * 400 for every client error and 500 for server errors, while the body carries the real status as
 * a string: `{ statusCode: '404', code: 'NoSuchKey', error: 'not_found', message: 'Object not found' }`.
 */
import { isPgDatabaseError } from '../rest/errors.ts';
import type { LocalResponse } from '../types.ts';

export class StorageApiError extends Error {
  constructor(
    /** The status Storage reports in the body (`statusCode`). */
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** The legacy `error` field; defaults to the code. */
    readonly error: string = code,
    /** The HTTP status Storage answers with (it overrides it only for a few errors). */
    readonly httpStatus: number = statusCode === 500 ? 500 : 400,
  ) {
    super(message);
    this.name = 'StorageApiError';
  }
}

export const storageErrors = {
  noSuchBucket: () =>
    new StorageApiError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageApiError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  invalidKey: (key: string) => new StorageApiError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidRequest: (message: string) => new StorageApiError(400, 'InvalidRequest', message),
  invalidParameter: (name: string) =>
    new StorageApiError(400, 'InvalidParameter', `Invalid Parameter ${name}`),
  invalidJwt: (message: string) => new StorageApiError(400, 'InvalidJWT', message),
  invalidSignature: (message = 'Invalid signature') =>
    new StorageApiError(400, 'InvalidSignature', message),
  expiredSignature: () =>
    new StorageApiError(400, 'ExpiredToken', 'The provided token has expired.'),
  accessDenied: (message: string) =>
    new StorageApiError(403, 'AccessDenied', message || 'Access denied', 'Unauthorized'),
  keyAlreadyExists: () =>
    new StorageApiError(409, 'KeyAlreadyExists', 'The resource already exists', 'Duplicate'),
  invalidMimeType: (mimeType: string) =>
    new StorageApiError(
      415,
      'InvalidMimeType',
      `mime type ${mimeType} is not supported`,
      'invalid_mime_type',
    ),
  entityTooLarge: () =>
    new StorageApiError(
      413,
      'EntityTooLarge',
      'The object exceeded the maximum allowed size',
      'Payload too large',
    ),
  noContent: () => new StorageApiError(400, 'InvalidRequest', 'No content provided'),
  notFoundRoute: (method: string, url: string) =>
    new StorageApiError(
      404,
      'InvalidRequest',
      `Route ${method}:${url} not found`,
      'Not Found',
      404,
    ),
};

/** Storage's DBError.fromDBError: what a Postgres error becomes. */
export function storageErrorFromPg(error: { code: string; message: string }): StorageApiError {
  switch (error.code) {
    case '42501':
      return storageErrors.accessDenied(
        error.message.includes('row-level security')
          ? 'new row violates row-level security policy'
          : error.message,
      );
    case '23505':
      return new StorageApiError(
        409,
        'ResourceAlreadyExists',
        'The resource already exists',
        'Duplicate',
      );
    case '57014':
      return new StorageApiError(
        544,
        'DatabaseTimeout',
        'The connection to the database timed out',
        'DatabaseTimeout',
        544,
      );
    case '22P02':
      return new StorageApiError(400, 'InvalidParameter', error.message);
    default:
      return new StorageApiError(500, 'DatabaseError', `database error, code: ${error.code}`);
  }
}

export function toStorageError(error: unknown): StorageApiError {
  if (error instanceof StorageApiError) return error;
  if (isPgDatabaseError(error)) return storageErrorFromPg(error);
  console.error('[local-supabase] unexpected /storage/v1 error', error);
  return new StorageApiError(
    500,
    'InternalError',
    error instanceof Error ? error.message : 'Internal server error',
    error instanceof Error ? error.name : 'Internal server error',
  );
}

export function storageErrorResponse(error: StorageApiError): LocalResponse {
  return {
    status: error.httpStatus,
    body: {
      statusCode: String(error.statusCode),
      code: error.code,
      error: error.error,
      message: error.message,
    },
  };
}
