/**
 * The trip map's projection: equirectangular, a degree of longitude drawn cos(φ₀) as wide as a
 * degree of latitude, φ₀ the middle latitude of Argentina, so shapes look right without a tile
 * server or a projection library. North is up; y grows southwards, as in SVG.
 */
import type { LatLon } from '@/domain/geo';

export interface Bounds {
  west: number;
  east: number;
  south: number;
  north: number;
}

export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Mainland Argentina and Tierra del Fuego, with a little margin. */
export const COUNTRY_BOUNDS: Bounds = { west: -73.8, east: -53.4, south: -55.3, north: -21.5 };

const MID_LATITUDE = (COUNTRY_BOUNDS.south + COUNTRY_BOUNDS.north) / 2;
const LONGITUDE_SCALE = Math.cos((MID_LATITUDE * Math.PI) / 180);
/** viewBox units per degree of latitude: the country is 1000 units tall. */
export const UNITS_PER_DEGREE = 1000 / (COUNTRY_BOUNDS.north - COUNTRY_BOUNDS.south);

/** A point in viewBox units. */
export interface XY {
  x: number;
  y: number;
}

export function project(p: LatLon): XY {
  return {
    x: (p.lon - COUNTRY_BOUNDS.west) * LONGITUDE_SCALE * UNITS_PER_DEGREE,
    y: (COUNTRY_BOUNDS.north - p.lat) * UNITS_PER_DEGREE,
  };
}

/** The whole country's viewBox. */
export const COUNTRY_VIEW_BOX: ViewBox = (() => {
  const corner = project({ lat: COUNTRY_BOUNDS.south, lon: COUNTRY_BOUNDS.east });
  return { x: 0, y: 0, width: corner.x, height: corner.y };
})();

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * An SVG path for one ring given as flat lon/lat pairs (lon0, lat0, lon1, lat1, …), closed:
 * `M12.3 45.6L…Z`. An empty string for fewer than two points.
 */
export function ringToPath(ring: readonly number[]): string {
  if (ring.length < 4) return '';
  let path = '';
  for (let i = 0; i + 1 < ring.length; i += 2) {
    const { x, y } = project({ lon: ring[i], lat: ring[i + 1] });
    path += `${i === 0 ? 'M' : 'L'}${round(x)} ${round(y)}`;
  }
  return `${path}Z`;
}

/** The points of a polyline, for `<polyline points>`: `x,y x,y …`. */
export function polylinePoints(points: readonly LatLon[]): string {
  return points
    .map((p) => {
      const { x, y } = project(p);
      return `${round(x)},${round(y)}`;
    })
    .join(' ');
}

export interface FitOptions {
  /** Added around the points, as a fraction of their extent (each side). */
  padding?: number;
  /** The smallest extent shown, in degrees of latitude, so there is always context around. */
  minSpanDegrees?: number;
  /** Width ÷ height of the box; the shorter side grows to match. */
  aspect?: number;
}

/**
 * The viewBox that shows these points with room around them: their bounding box, padded, never
 * smaller than `minSpanDegrees` on either side, widened or heightened to `aspect`. The whole
 * country when there is no point.
 */
export function fitViewBox(
  points: readonly LatLon[],
  { padding = 0.15, minSpanDegrees = 4, aspect = 4 / 3 }: FitOptions = {},
): ViewBox {
  if (points.length === 0) return COUNTRY_VIEW_BOX;
  const xy = points.map(project);
  const xs = xy.map((p) => p.x);
  const ys = xy.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  const minSpan = minSpanDegrees * UNITS_PER_DEGREE;
  let width = Math.max((maxX - minX) * (1 + 2 * padding), minSpan);
  let height = Math.max((maxY - minY) * (1 + 2 * padding), minSpan);
  if (width / height < aspect) width = height * aspect;
  else height = width / aspect;
  const centreX = (minX + maxX) / 2;
  const centreY = (minY + maxY) / 2;
  return { x: centreX - width / 2, y: centreY - height / 2, width, height };
}

/** `x y width height`, rounded, for the viewBox attribute. */
export function viewBoxAttribute({ x, y, width, height }: ViewBox): string {
  return [x, y, width, height].map(round).join(' ');
}
