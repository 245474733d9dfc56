import { afterEach, describe, expect, it, vi } from 'vitest';
import { greatCircleKm } from '@/domain/geo';
import type { Fix } from '../trip-logic';
import { pointAlong, replaySource, routeLengthKm } from './replay';

const route = [
  { lat: -32.89, lon: -68.85 },
  { lat: -32.89, lon: -68.6 },
  { lat: -33.1, lon: -68.4 },
];

afterEach(() => vi.useRealTimers());

describe('the development replay', () => {
  it('walks the route by distance and stops at its ends', () => {
    const first = greatCircleKm(route[0], route[1]);
    expect(pointAlong(route, 0)).toEqual(route[0]);
    expect(pointAlong(route, first)).toEqual(route[1]);
    const half = pointAlong(route, first / 2);
    expect(half.lon).toBeCloseTo(-68.725, 3);
    expect(pointAlong(route, 10_000)).toEqual(route[2]);
    expect(pointAlong(route, -5)).toEqual(route[0]);
    expect(routeLengthKm(route)).toBeCloseTo(first + greatCircleKm(route[1], route[2]), 6);
  });

  it('waits at the origin, drives at the chosen speed, and stops at the destination', () => {
    vi.useFakeTimers();
    const fixes: Fix[] = [];
    const stop = replaySource(route, { kmPerSecond: 10, dwellSeconds: 2 }).watch(
      (fix) => fixes.push(fix),
      () => {},
    );
    vi.advanceTimersByTime(2000);
    expect(fixes.slice(0, 3).map((f) => f.lon)).toEqual([-68.85, -68.85, -68.85]);
    vi.advanceTimersByTime(1000);
    expect(greatCircleKm(route[0], fixes[3])).toBeCloseTo(10, 5);
    vi.advanceTimersByTime(60_000);
    const last = fixes[fixes.length - 1];
    expect(last).toMatchObject(route[2]);
    const count = fixes.length;
    vi.advanceTimersByTime(5000);
    expect(fixes.length).toBe(count);
    stop();
  });
});
