import { describe, expect, it } from 'vitest';
import { assertMailFrequency } from './mail-frequency.ts';

describe('assertMailFrequency', () => {
  const sent = new Date('2026-11-23T12:00:00Z');

  it('lets the first mail and one after the interval through', () => {
    expect(() => assertMailFrequency(null, sent, 60)).not.toThrow();
    expect(() => assertMailFrequency(sent, new Date('2026-11-23T12:01:00Z'), 60)).not.toThrow();
  });

  it('answers 429 with the seconds left within the interval', () => {
    expect(() => assertMailFrequency(sent, new Date('2026-11-23T12:00:20.500Z'), 60)).toThrow(
      expect.objectContaining({
        status: 429,
        code: 'over_email_send_rate_limit',
        message: 'For security purposes, you can only request this after 40 seconds.',
      }),
    );
  });
});
