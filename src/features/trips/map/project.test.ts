import { describe, expect, it } from 'vitest';
import {
  COUNTRY_BOUNDS,
  COUNTRY_VIEW_BOX,
  UNITS_PER_DEGREE,
  fitViewBox,
  polylinePoints,
  project,
  ringToPath,
  viewBoxAttribute,
} from './project';

const MENDOZA = { lat: -32.8895, lon: -68.8458 };
const OBELISCO = { lat: -34.6037, lon: -58.3816 };

describe('project', () => {
  it('puts the north-west corner at the origin and the country 1000 units tall', () => {
    expect(project({ lat: COUNTRY_BOUNDS.north, lon: COUNTRY_BOUNDS.west })).toEqual({
      x: 0,
      y: 0,
    });
    expect(COUNTRY_VIEW_BOX.height).toBeCloseTo(1000, 9);
    expect(UNITS_PER_DEGREE).toBeCloseTo(1000 / 33.8, 9);
  });

  it('draws a degree of longitude cos(mid-latitude) as wide as a degree of latitude', () => {
    const a = project({ lat: -40, lon: -65 });
    const east = project({ lat: -40, lon: -64 });
    const south = project({ lat: -41, lon: -65 });
    expect((east.x - a.x) / (south.y - a.y)).toBeCloseTo(Math.cos((38.4 * Math.PI) / 180), 9);
  });

  it('has north up and east to the right', () => {
    expect(project(OBELISCO).x).toBeGreaterThan(project(MENDOZA).x);
    expect(project(OBELISCO).y).toBeGreaterThan(project(MENDOZA).y);
  });

  it('keeps the country inside its viewBox', () => {
    const corner = project({ lat: COUNTRY_BOUNDS.south, lon: COUNTRY_BOUNDS.east });
    expect(corner.x).toBeCloseTo(COUNTRY_VIEW_BOX.width, 9);
    expect(COUNTRY_VIEW_BOX.width).toBeGreaterThan(400);
    expect(COUNTRY_VIEW_BOX.width).toBeLessThan(500);
  });
});

describe('ringToPath', () => {
  it('draws a closed path through the projected points, one decimal', () => {
    const ring = [COUNTRY_BOUNDS.west, COUNTRY_BOUNDS.north, -63.8, -21.5, -63.8, -31.5];
    const east = project({ lon: -63.8, lat: -31.5 });
    expect(ringToPath(ring)).toBe(
      `M0 0L${Math.round(east.x * 10) / 10} 0L${Math.round(east.x * 10) / 10} ${Math.round(east.y * 10) / 10}Z`,
    );
  });

  it('draws nothing for less than two points', () => {
    expect(ringToPath([])).toBe('');
    expect(ringToPath([-60, -30])).toBe('');
  });
});

describe('polylinePoints', () => {
  it('lists projected x,y pairs', () => {
    expect(polylinePoints([{ lat: COUNTRY_BOUNDS.north, lon: COUNTRY_BOUNDS.west }])).toBe('0,0');
    expect(polylinePoints([MENDOZA, OBELISCO]).split(' ')).toHaveLength(2);
  });
});

describe('fitViewBox', () => {
  it('is the whole country without points', () => {
    expect(fitViewBox([])).toEqual(COUNTRY_VIEW_BOX);
  });

  it('contains every point with padding, at the requested aspect', () => {
    const box = fitViewBox([MENDOZA, OBELISCO], { padding: 0.1, aspect: 2 });
    for (const p of [MENDOZA, OBELISCO].map(project)) {
      expect(p.x).toBeGreaterThan(box.x);
      expect(p.x).toBeLessThan(box.x + box.width);
      expect(p.y).toBeGreaterThan(box.y);
      expect(p.y).toBeLessThan(box.y + box.height);
    }
    expect(box.width / box.height).toBeCloseTo(2, 9);
    const span = project(OBELISCO).x - project(MENDOZA).x;
    expect(box.width).toBeCloseTo(span * 1.2, 6);
  });

  it('never shows less than the minimum span, centred on the points', () => {
    const rosario = { lat: -32.9468, lon: -60.6393 };
    const box = fitViewBox([rosario], { minSpanDegrees: 4, aspect: 1 });
    expect(box.width).toBeCloseTo(4 * UNITS_PER_DEGREE, 9);
    expect(box.height).toBeCloseTo(4 * UNITS_PER_DEGREE, 9);
    const centre = project(rosario);
    expect(box.x + box.width / 2).toBeCloseTo(centre.x, 9);
    expect(box.y + box.height / 2).toBeCloseTo(centre.y, 9);
  });
});

describe('viewBoxAttribute', () => {
  it('joins the rounded numbers', () => {
    expect(viewBoxAttribute({ x: 1.234, y: -5.06, width: 100, height: 75.55 })).toBe(
      '1.2 -5.1 100 75.6',
    );
  });
});
