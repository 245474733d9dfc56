/**
 * The token a socket connects and a channel joins with, checked as upstream checks it, and how
 * long it holds the channel.
 */
import { JwtError, verifyJwt } from '../jwt.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../keys.ts';
import type { JwtClaims } from '../types.ts';

/** setTimeout holds at most 2^31-1 ms; a token that outlives that is re-armed when it fires. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

export function tokenIsApiKey(token: string): boolean {
  return token === LOCAL_ANON_KEY || token === LOCAL_SERVICE_ROLE_KEY;
}

/**
 * A user's token from a join or an `access_token` message; null for anything else, including a
 * new-style key (`sb_…`), which is a project's key and not a user's JWT.
 */
export function userToken(value: unknown): string | null {
  return typeof value === 'string' && !value.startsWith('sb_') ? value : null;
}

/** Upstream's words for a token it will not take, seconds since expiry included. */
export async function verifyChannelToken(token: string): Promise<JwtClaims> {
  try {
    const claims = await verifyJwt(token);
    if (typeof claims.exp !== 'number') {
      throw new JwtError('Fields `role` and `exp` are required in JWT');
    }
    return claims;
  } catch (error) {
    if (error instanceof JwtError && error.expired) {
      const [, payload] = token.split('.');
      const exp = Number(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')).exp);
      const ago = Math.max(0, Math.floor(Date.now() / 1000) - exp);
      throw new JwtError(`Token has expired ${ago} seconds ago`, true);
    }
    throw error;
  }
}

/** How long to wait, from `now` (ms), before looking at a token that expires at `exp` (s). */
export function expiryWait(exp: number, now: number): number {
  return Math.min(Math.max(0, exp * 1000 - now), MAX_TIMEOUT_MS);
}
