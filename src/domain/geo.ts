/**
 * Points on the Earth and the distance between them. Coordinates are WGS84 degrees (south and
 * west negative, as all of Argentina is). The database computes the same distance
 * (`public.great_circle_km`), with the same radius, so the app and SQL agree to the metre.
 */

/** A point in WGS84 degrees. */
export interface LatLon {
  lat: number;
  lon: number;
}

/** The IUGG mean Earth radius (R1), in km. */
export const EARTH_RADIUS_KM = 6371.0088;

const RADIANS = Math.PI / 180;

/**
 * The great-circle distance between two points in km (haversine formula on a sphere of radius
 * EARTH_RADIUS_KM): the straight-line distance a map shows, not the distance by road.
 */
export function greatCircleKm(a: LatLon, b: LatLon): number {
  const dLat = (b.lat - a.lat) * RADIANS;
  const dLon = (b.lon - a.lon) * RADIANS;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * RADIANS) * Math.cos(b.lat * RADIANS) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Road km per great-circle km in Argentina. Calibrated on nine routes with published road
 * distances (geo.test.ts lists them): 1.10 keeps each within 6% (mean error 3.5%), where the
 * least-squares fit (1.117) and the median ratio (1.098) bracket it. The database's
 * `public.road_distance_km` uses the same factor.
 */
export const ROAD_FACTOR = 1.1;

/** The estimated road distance in whole km, as the database stores it on a listing. */
export function roadDistanceKm(a: LatLon, b: LatLon): number {
  return Math.round(greatCircleKm(a, b) * ROAD_FACTOR);
}
