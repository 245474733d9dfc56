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

/**
 * When a mail was last "sent" to an address with no account, per backend. Recovery answers such
 * a request as if it mailed, and applies the same frequency to it: a 429 on the second request
 * must not tell that the address has an account. Entries older than an hour are dropped as new
 * ones come, so the map stays small.
 */
const phantomSends = new WeakMap<object, Map<string, Date>>();

export function assertPhantomMailFrequency(
  owner: object,
  email: string,
  now: Date,
  maxFrequencySeconds: number,
): void {
  const sends = phantomSends.get(owner) ?? new Map<string, Date>();
  phantomSends.set(owner, sends);
  assertMailFrequency(sends.get(email), now, maxFrequencySeconds);
  const horizon = now.getTime() - Math.max(3600, maxFrequencySeconds) * 1000;
  for (const [address, at] of sends) if (at.getTime() < horizon) sends.delete(address);
  sends.set(email, now);
}
