import { AuthApiError } from './errors.ts';

/**
 * GoTrue's per-user e-mail frequency (`[auth.email] max_frequency`): a second recovery or e-mail
 * change mail within the interval answers 429 `over_email_send_rate_limit` with the seconds left.
 */
export function assertMailFrequency(
  lastSentAt: Date | null | undefined,
  now: Date,
  maxFrequencySeconds: number,
): void {
  const waitMs = lastSentAt ? lastSentAt.getTime() + maxFrequencySeconds * 1000 - now.getTime() : 0;
  if (waitMs > 0) {
    throw new AuthApiError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${Math.ceil(waitMs / 1000)} seconds.`,
    );
  }
}
