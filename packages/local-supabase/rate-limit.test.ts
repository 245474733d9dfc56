import { describe, expect, it } from 'vitest';
import {
  GOTRUE_RATE_LIMITS,
  RateLimiter,
  rateLimitsFromEnv,
  resolveRateLimits,
  scaleRateLimits,
} from './rate-limit.ts';

describe('RateLimiter', () => {
  it('lets max requests through per IP, then refills at max per window', () => {
    let nowMs = 0;
    const limiter = new RateLimiter(
      { ...GOTRUE_RATE_LIMITS, recover: { max: 2, windowSeconds: 60 } },
      () => new Date(nowMs),
    );
    expect([1, 2, 3].map(() => limiter.take('recover', '10.0.0.1'))).toEqual([true, true, false]);
    expect(limiter.take('recover', '10.0.0.2')).toBe(true);
    expect(limiter.take('signInSignUps', '10.0.0.1')).toBe(true);
    nowMs = 29_000;
    expect(limiter.take('recover', '10.0.0.1')).toBe(false);
    nowMs = 30_000;
    expect(limiter.take('recover', '10.0.0.1')).toBe(true);
  });

  it('keeps its requests when the clock steps back', () => {
    let nowMs = 3_600_000;
    const limiter = new RateLimiter(
      { ...GOTRUE_RATE_LIMITS, recover: { max: 2, windowSeconds: 60 } },
      () => new Date(nowMs),
    );
    expect(limiter.take('recover', '10.0.0.1')).toBe(true);
    nowMs = 0;
    expect(limiter.take('recover', '10.0.0.1')).toBe(true);
    expect(limiter.take('recover', '10.0.0.1')).toBe(false);
  });

  it('lets everything through when turned off', () => {
    const limiter = new RateLimiter(resolveRateLimits(false), () => new Date(0));
    expect(Array.from({ length: 500 }, () => limiter.take('recover', 'ip')).every(Boolean)).toBe(
      true,
    );
  });
});

describe('configuration', () => {
  it("fills missing buckets with GoTrue's defaults", () => {
    expect(resolveRateLimits({ recover: { max: 1, windowSeconds: 1 } })).toEqual({
      ...GOTRUE_RATE_LIMITS,
      recover: { max: 1, windowSeconds: 1 },
    });
  });

  it('reads LOCAL_SUPABASE_RATE_LIMITS: unset ×10, gotrue, off', () => {
    expect(rateLimitsFromEnv(undefined)).toEqual(scaleRateLimits(GOTRUE_RATE_LIMITS, 10));
    expect(rateLimitsFromEnv(undefined)).toMatchObject({
      signInSignUps: { max: 300, windowSeconds: 300 },
    });
    expect(rateLimitsFromEnv('gotrue')).toEqual(GOTRUE_RATE_LIMITS);
    expect(rateLimitsFromEnv('off')).toBe(false);
  });
});
