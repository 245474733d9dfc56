/** Reading and validating what a route is sent, answered like Storage's Fastify schemas. */
import type { LocalRequest } from '../types.ts';
import { StorageApiError, storageErrors } from './errors.ts';

/** Storage's `VALID_OBJECT_KEY`: S3-safe characters only. */
const VALID_OBJECT_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;

export function mustBeValidKey(name: string): void {
  if (!name || !VALID_OBJECT_KEY.test(name)) throw storageErrors.invalidKey(name);
}

export function badBody(message: string): StorageApiError {
  return new StorageApiError(400, 'FST_ERR_VALIDATION', message, 'Bad Request', 400);
}

export function jsonBody(req: LocalRequest): Record<string, unknown> {
  if (!req.bytes || req.bytes.length === 0) return {};
  try {
    const value: unknown = JSON.parse(req.bytes.toString('utf8'));
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
  } catch {
    // Answered below, like Fastify's body parser.
  }
  throw badBody("Body is not valid JSON but content-type is set to 'application/json'");
}
