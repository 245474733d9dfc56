import { describe, expect, it } from 'vitest';
import {
  HOSTED_FREE_REALTIME_LIMITS,
  NO_REALTIME_LIMITS,
  RateCounter,
  realtimeLimitsFromEnv,
  resolveRealtimeLimits,
  WindowLimit,
} from './limits.ts';

describe('RateCounter (upstream averages over a minute of 5 s ticks)', () => {
  it('triggers when the average per second goes over the limit, and releases as it falls back', () => {
    let now = 0;
    const counter = new RateCounter(100, () => now);
    counter.add(500);
    expect(counter.triggered).toBe(false);
    now = 5000;
    expect(counter.average).toBe(100);
    expect(counter.triggered).toBe(false);
    counter.add(510);
    now = 10_000;
    // (500 + 510) over two ticks of 5 s.
    expect(counter.average).toBe(101);
    expect(counter.triggered).toBe(true);
    now = 15_000;
    expect(counter.triggered).toBe(false);
  });

  it('forgets what is older than a minute', () => {
    let now = 0;
    const counter = new RateCounter(10, () => now);
    counter.add(1000);
    now = 5000;
    expect(counter.triggered).toBe(true);
    now = 5000 * 13;
    expect(counter.average).toBe(0);
    expect(counter.triggered).toBe(false);
  });
});

describe('WindowLimit (the client presence limit)', () => {
  it('takes max calls per window, then none until the window ends', () => {
    let now = 1000;
    const limit = new WindowLimit(5, 30_000, () => now);
    expect([1, 2, 3, 4, 5, 6].map(() => limit.take())).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
    now += 30_001;
    expect(limit.take()).toBe(true);
  });
});

describe('the setting', () => {
  it("is hosted Free's unless turned off, and a test may lower one quota", () => {
    expect(realtimeLimitsFromEnv(undefined)).toBe(HOSTED_FREE_REALTIME_LIMITS);
    expect(realtimeLimitsFromEnv(' OFF ')).toBe(false);
    expect(resolveRealtimeLimits(false)).toBe(NO_REALTIME_LIMITS);
    expect(resolveRealtimeLimits({ maxConnections: 2 })).toEqual({
      ...HOSTED_FREE_REALTIME_LIMITS,
      maxConnections: 2,
    });
  });
});
