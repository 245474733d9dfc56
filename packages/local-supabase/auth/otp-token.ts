import { createHash, randomInt } from 'node:crypto';

/** GoTrue stores (and mails, in links) the SHA-224 of e-mail + OTP, never the OTP itself. */
export function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex');
}

/** A six-digit one-time code, as GoTrue mails beside each link. */
export function newOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
