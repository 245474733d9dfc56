import { errors, jwtVerify, SignJWT } from 'jose';
import type { JwtClaims } from './types.ts';
import { LOCAL_JWT_SECRET } from './keys.ts';

// Bytes from Buffer rather than TextEncoder: under jsdom TextEncoder returns another realm's
// Uint8Array, which jose refuses.
export const secretKey = new Uint8Array(Buffer.from(LOCAL_JWT_SECRET, 'utf8'));

/** GoTrue's `jwt_expiry` (config.toml). */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;

const API_ROLES: ReadonlySet<string> = new Set(['anon', 'authenticated', 'service_role']);

export class JwtError extends Error {
  constructor(
    /** Why verification failed, worded like GoTrue's JWT library (golang-jwt). */
    readonly detail: string,
    readonly expired = false,
  ) {
    super(detail);
    this.name = 'JwtError';
  }
}

function jwtErrorFrom(error: unknown): JwtError {
  if (error instanceof errors.JWTExpired) {
    return new JwtError('token has invalid claims: token is expired', true);
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) {
    return new JwtError('token signature is invalid: signature is invalid');
  }
  if (error instanceof errors.JOSEAlgNotAllowed) {
    return new JwtError('token is unverifiable: signing method is invalid');
  }
  if (error instanceof errors.JWTClaimValidationFailed) {
    return new JwtError(`token has invalid claims: ${error.message}`);
  }
  return new JwtError('token is malformed: could not base64 decode or parse the token');
}

/** Verifies an HS256 token signed with the local secret; throws `JwtError` when it is not valid. */
export async function verifyJwt(token: string): Promise<JwtClaims> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, secretKey, { algorithms: ['HS256'] }));
  } catch (error) {
    throw jwtErrorFrom(error);
  }
  const role = payload.role;
  if (typeof role !== 'string' || !API_ROLES.has(role)) {
    throw new JwtError('token has invalid claims: role is not an API role');
  }
  return payload as JwtClaims;
}

export interface AccessTokenInput {
  userId: string;
  email: string;
  phone: string;
  sessionId: string;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  isAnonymous: boolean;
  /** Seconds since the epoch. */
  issuedAt: number;
  /** Authentication methods reference of the session: [{ method, timestamp }], newest first. */
  amr: { method: string; timestamp: number }[];
  /** Authenticator assurance level: aal2 once a second factor was verified in the session. */
  aal: 'aal1' | 'aal2';
  issuer: string;
}

/** An access token with GoTrue's claims; returns it with its `exp`. */
export async function signAccessToken(
  input: AccessTokenInput,
): Promise<{ token: string; expiresAt: number }> {
  const expiresAt = input.issuedAt + ACCESS_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({
    aud: 'authenticated',
    email: input.email,
    phone: input.phone,
    app_metadata: input.appMetadata,
    user_metadata: input.userMetadata,
    role: 'authenticated',
    aal: input.aal,
    amr: input.amr,
    session_id: input.sessionId,
    is_anonymous: input.isAnonymous,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(input.issuer)
    .setSubject(input.userId)
    .setIssuedAt(input.issuedAt)
    .setExpirationTime(expiresAt)
    .sign(secretKey);
  return { token, expiresAt };
}
