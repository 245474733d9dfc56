/** Signed download URLs: a JWT of the object's path, scoped to downloads, with its own expiry. */
import { SignJWT } from 'jose';
import { secretKey } from '../jwt.ts';
import { storageErrors } from './errors.ts';

export const SIGNED_URL_SCOPE = 'download';

/** The body's `expiresIn`, whole seconds from 1 s to 10 years. */
export function expiresInFrom(body: Record<string, unknown>): number {
  const expiresIn = body.expiresIn;
  if (typeof expiresIn !== 'number' || !Number.isFinite(expiresIn)) {
    throw storageErrors.invalidParameter('expiresIn');
  }
  const seconds = Math.floor(expiresIn);
  if (seconds < 1 || seconds > 10 * 365 * 24 * 3600) {
    throw storageErrors.invalidParameter('expiresIn');
  }
  return seconds;
}

/** The signed URL of `{bucket}/{name}`, below /storage/v1 as Storage answers it. */
export async function signUrl(url: string, expiresIn: number): Promise<string> {
  const token = await new SignJWT({ url, scope: SIGNED_URL_SCOPE })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn)
    .sign(secretKey);
  return `/object/sign/${url}?token=${token}`;
}
