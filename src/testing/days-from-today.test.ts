import { afterEach, describe, expect, it, vi } from 'vitest';
import { daysFromToday } from './days-from-today';

afterEach(() => {
  vi.useRealTimers();
});

describe('daysFromToday', () => {
  it("counts from Argentina's day, not UTC's", () => {
    // 01:30 UTC on 1 December is still 30 November, 22:30, in Buenos Aires.
    vi.useFakeTimers({ now: new Date('2026-12-01T01:30:00Z') });
    expect(daysFromToday(0)).toBe('2026-11-30');
    expect(daysFromToday(9)).toBe('2026-12-09');
    expect(daysFromToday(-1)).toBe('2026-11-29');
  });

  it('crosses months and years', () => {
    vi.useFakeTimers({ now: new Date('2026-12-31T15:00:00Z') });
    expect(daysFromToday(1)).toBe('2027-01-01');
    expect(daysFromToday(90)).toBe('2027-03-31');
  });
});
