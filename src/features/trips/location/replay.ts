/**
 * Development mode: a truck driving a recorded route at a chosen speed, one fix a second, so a
 * whole trip can be watched on one machine. It waits a while at the first point (to show the
 * arrival at and departure from the origin) and stops at the last.
 */
import { greatCircleKm, type LatLon } from '@/domain/geo';
import type { PositionSource } from './position-source';

/** The point `km` along the route (clamped to its ends). */
export function pointAlong(route: readonly LatLon[], km: number): LatLon {
  let left = Math.max(0, km);
  for (let i = 1; i < route.length; i++) {
    const leg = greatCircleKm(route[i - 1], route[i]);
    if (left <= leg) {
      const t = leg === 0 ? 0 : left / leg;
      return {
        lat: route[i - 1].lat + (route[i].lat - route[i - 1].lat) * t,
        lon: route[i - 1].lon + (route[i].lon - route[i - 1].lon) * t,
      };
    }
    left -= leg;
  }
  return route[route.length - 1];
}

export function routeLengthKm(route: readonly LatLon[]): number {
  let total = 0;
  for (let i = 1; i < route.length; i++) total += greatCircleKm(route[i - 1], route[i]);
  return total;
}

export interface ReplayOptions {
  /** How many km the simulated truck advances per real second. */
  kmPerSecond: number;
  /** Seconds spent at the first point before driving. */
  dwellSeconds?: number;
  tickMs?: number;
}

export function replaySource(
  route: readonly LatLon[],
  { kmPerSecond, dwellSeconds = 5, tickMs = 1000 }: ReplayOptions,
): PositionSource {
  return {
    watch(onFix) {
      const total = routeLengthKm(route);
      let tick = 0;
      const emit = () => {
        const driving = Math.max(0, tick - dwellSeconds) * (tickMs / 1000);
        const km = Math.min(total, driving * kmPerSecond);
        onFix({ ...pointAlong(route, km), accuracy: 8, at: new Date().toISOString() });
        tick += 1;
        if (km >= total) window.clearInterval(timer);
      };
      const timer = window.setInterval(emit, tickMs);
      emit();
      return () => window.clearInterval(timer);
    },
  };
}
