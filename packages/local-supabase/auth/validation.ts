import { AuthApiError, badRequest } from './errors.ts';

/** bcrypt only reads 72 bytes; GoTrue refuses longer passwords. */
const MAX_PASSWORD_BYTES = 72;
// The format check GoTrue applies (badoux/checkmail).
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Returns the e-mail lower-cased, or throws GoTrue's `validation_failed`. */
export function validateEmail(email: string): string {
  if (email === '') throw badRequest('validation_failed', 'An email address is required');
  if (email.length > 255) throw badRequest('validation_failed', 'An email address is too long');
  if (!EMAIL_PATTERN.test(email)) {
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  }
  return email.toLowerCase();
}

export interface WeakPassword {
  message: string;
  reasons: string[];
}

/** GoTrue's strength check (lengths in bytes, like Go's `len`); null when the password passes. */
export function passwordWeakness(password: string, minLength: number): WeakPassword | null {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw badRequest(
      'validation_failed',
      `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`,
    );
  }
  if (Buffer.byteLength(password, 'utf8') < minLength) {
    return { message: `Password should be at least ${minLength} characters.`, reasons: ['length'] };
  }
  return null;
}

/** Throws `weak_password` (422, with reasons) when the password is too weak. */
export function assertStrongPassword(password: string, minLength: number): void {
  const weakness = passwordWeakness(password, minLength);
  if (weakness) throw new AuthApiError(422, 'weak_password', weakness.message, weakness.reasons);
}

/** A JSON object body, like GoTrue's `retrieveRequestParams`; anything else is `bad_json`. */
export function parseJsonObject(body: string | undefined): Record<string, unknown> {
  if (body === undefined || body.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch (error) {
    throw badRequest(
      'bad_json',
      `Could not parse request body as JSON: ${(error as Error).message}`,
    );
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw badRequest(
      'bad_json',
      'Could not parse request body as JSON: json: cannot unmarshal into an object',
    );
  }
  return parsed as Record<string, unknown>;
}

/** A string field of a parsed body: missing or null is '', any other type is `bad_json`. */
export function stringField(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') {
    throw badRequest(
      'bad_json',
      `Could not parse request body as JSON: json: cannot unmarshal ${typeof value} into Go struct field .${key} of type string`,
    );
  }
  return value;
}

/** An object field of a parsed body (metadata): missing or null is undefined. */
/**
 * The most user_metadata a user may keep, serialized: ample for a profile's sign-up fields, far
 * from the megabytes a script could otherwise store on every request (and in every JWT).
 */
export const MAX_USER_METADATA_BYTES = 16 * 1024;

/** Refuses user_metadata larger than MAX_USER_METADATA_BYTES, with a 400 like GoTrue's. */
export function assertMetadataSize(metadata: Record<string, unknown>): void {
  if (Buffer.byteLength(JSON.stringify(metadata), 'utf8') > MAX_USER_METADATA_BYTES) {
    throw badRequest(
      'validation_failed',
      `user_metadata must be at most ${MAX_USER_METADATA_BYTES} bytes`,
    );
  }
}

export function objectField(
  body: Record<string, unknown>,
  key: string,
): Record<string, unknown> | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest(
      'bad_json',
      `Could not parse request body as JSON: json: cannot unmarshal ${Array.isArray(value) ? 'array' : typeof value} into Go struct field .${key} of type map[string]interface {}`,
    );
  }
  return value as Record<string, unknown>;
}

/**
 * GoTrue's redirect check: a URL is allowed when its host name is the site URL's (any port), or
 * when it matches an allowed redirect URL (a trailing `**` matches any path below it).
 */
export function isRedirectAllowed(
  redirectTo: string,
  siteUrl: string,
  allowList: readonly string[],
): boolean {
  if (!redirectTo) return false;
  let target: URL;
  try {
    target = new URL(redirectTo);
  } catch {
    return false;
  }
  try {
    if (new URL(siteUrl).hostname === target.hostname) return true;
  } catch {
    // An unparsable site URL only disables the host rule.
  }
  return allowList.some((pattern) =>
    pattern.endsWith('**') ? redirectTo.startsWith(pattern.slice(0, -2)) : redirectTo === pattern,
  );
}

/** GoTrue's `GetReferrer`: the requested redirect when allowed, else the Referer, else the site URL. */
export function resolveRedirect(
  candidates: (string | undefined)[],
  siteUrl: string,
  allowList: readonly string[],
): string {
  for (const candidate of candidates) {
    if (candidate && isRedirectAllowed(candidate, siteUrl, allowList)) return candidate;
  }
  return siteUrl;
}
