import { describe, expect, it } from 'vitest';
import { LOCALITY_COORDINATES } from '@/domain/places/coordinates';
import type { Province } from '@/domain/places/provinces';
import { ARGENTINA_BOUNDS, ATTRIBUTION, PROVINCE_OUTLINES } from './argentina-provinces';

/** How far outside its outline a town may lie, in degrees: the outlines are simplified (≈ 2 km). */
const TOLERANCE = 0.15;

/** Even–odd rule on a flat lon/lat ring. */
function insideRing(lon: number, lat: number, ring: readonly number[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 2; i < ring.length; j = i, i += 2) {
    const [xi, yi, xj, yj] = [ring[i], ring[i + 1], ring[j], ring[j + 1]];
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Distance in degrees from a point to the nearest edge of a ring. */
function distanceToRing(lon: number, lat: number, ring: readonly number[]): number {
  let best = Infinity;
  for (let i = 0, j = ring.length - 2; i < ring.length; j = i, i += 2) {
    const [ax, ay, bx, by] = [ring[j], ring[j + 1], ring[i], ring[i + 1]];
    const [dx, dy] = [bx - ax, by - ay];
    const t = Math.max(0, Math.min(1, ((lon - ax) * dx + (lat - ay) * dy) / (dx * dx + dy * dy)));
    best = Math.min(best, Math.hypot(lon - (ax + t * dx), lat - (ay + t * dy)));
  }
  return best;
}

function inProvince(province: Province, lat: number, lon: number): boolean {
  const rings = PROVINCE_OUTLINES[province];
  return (
    rings.some((ring) => insideRing(lon, lat, ring)) ||
    rings.some((ring) => distanceToRing(lon, lat, ring) <= TOLERANCE)
  );
}

const provinces = Object.keys(PROVINCE_OUTLINES) as Province[];

describe('PROVINCE_OUTLINES', () => {
  it('has the 24 jurisdictions, each with at least one ring of lon/lat pairs', () => {
    expect(provinces.sort()).toEqual(Object.keys(LOCALITY_COORDINATES).sort());
    for (const province of provinces) {
      const rings = PROVINCE_OUTLINES[province];
      expect(rings.length, province).toBeGreaterThan(0);
      for (const ring of rings) {
        expect(ring.length % 2, province).toBe(0);
        expect(ring.length, province).toBeGreaterThanOrEqual(6);
      }
    }
  });

  it('stays within Argentina, Malvinas and the Antarctic sector left out', () => {
    expect(ARGENTINA_BOUNDS.south).toBeGreaterThan(-55.2);
    expect(ARGENTINA_BOUNDS.north).toBeLessThan(-21.7);
    expect(ARGENTINA_BOUNDS.west).toBeGreaterThan(-73.7);
    expect(ARGENTINA_BOUNDS.east).toBeLessThan(-53.5);
  });

  it('credits its source', () => {
    expect(ATTRIBUTION).toBe('Límites: Natural Earth (dominio público)');
  });

  it('puts every locality inside its own province (so no coordinate is swapped or misplaced)', () => {
    const outside: string[] = [];
    for (const province of provinces) {
      for (const [name, [lat, lon]] of Object.entries(LOCALITY_COORDINATES[province])) {
        if (!inProvince(province, lat, lon)) outside.push(`${name}, ${province} (${lat}, ${lon})`);
      }
    }
    expect(outside).toEqual([]);
  });

  it('would notice a swapped or misplaced coordinate', () => {
    expect(inProvince('Santa Fe', -32.9468, -60.6393)).toBe(true);
    expect(inProvince('Santa Fe', -60.6393, -32.9468)).toBe(false);
    expect(inProvince('Mendoza', -32.9468, -60.6393)).toBe(false);
    expect(inProvince('Ciudad Autónoma de Buenos Aires', -34.9214, -57.9545)).toBe(false);
  });
});
