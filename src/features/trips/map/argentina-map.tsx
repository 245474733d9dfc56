import { useId } from 'react';
import type { LatLon } from '@/domain/geo';
import { cn } from '@/lib/cn';
import { ATTRIBUTION, PROVINCE_OUTLINES } from './argentina-provinces';
import {
  COUNTRY_VIEW_BOX,
  fitViewBox,
  polylinePoints,
  project,
  ringToPath,
  viewBoxAttribute,
} from './project';

export interface MapPlace {
  point: LatLon;
  /** How the place reads in text: 'Rosario, Santa Fe'. */
  label: string;
}

export interface ArgentinaMapProps {
  origin?: MapPlace;
  destination?: MapPlace;
  /** Where the truck has been, oldest first: drawn as a line. */
  trail?: readonly LatLon[];
  /** Where the truck is now. */
  truck?: MapPlace;
  /** The map's accessible name. */
  title: string;
  /** 'route' (default) zooms to the places shown, with context around; 'country' shows it all. */
  fit?: 'country' | 'route';
  className?: string;
}

/** The provinces' outlines as SVG paths, built once (they never change). */
let provincePaths: { name: string; d: string }[] | undefined;

function provinces() {
  provincePaths ??= Object.entries(PROVINCE_OUTLINES).map(([name, rings]) => ({
    name,
    d: rings.map(ringToPath).join(''),
  }));
  return provincePaths;
}

const COLORS = {
  origin: '#15803d', // green-700
  destination: '#b91c1c', // red-700
  truck: '#1d4ed8', // blue-700
  route: '#475569', // slate-600
} as const;

function Marker({
  kind,
  place,
  size,
}: {
  kind: 'origin' | 'destination';
  place: MapPlace;
  size: number;
}) {
  const { x, y } = project(place.point);
  const name = kind === 'origin' ? 'Origen' : 'Destino';
  return (
    <g data-marker={kind}>
      <title>{`${name}: ${place.label}`}</title>
      <circle cx={x} cy={y} r={size} fill={COLORS[kind]} stroke="#fff" strokeWidth={size / 3} />
    </g>
  );
}

/** A rounded square with a smaller one inside: the truck, unlike the round places. */
function TruckMarker({ place, size }: { place: MapPlace; size: number }) {
  const { x, y } = project(place.point);
  const half = size * 1.2;
  return (
    <g data-marker="truck">
      <title>{`Última posición: ${place.label}`}</title>
      <rect
        x={x - half}
        y={y - half}
        width={half * 2}
        height={half * 2}
        rx={half / 3}
        fill={COLORS.truck}
        stroke="#fff"
        strokeWidth={size / 3}
      />
      <rect x={x - half / 3} y={y - half / 3} width={half / 1.5} height={half / 1.5} fill="#fff" />
    </g>
  );
}

function Swatch({ color, square = false }: { color: string; square?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block h-3 w-3 shrink-0 border-2 border-white shadow',
        square ? 'rounded-sm' : 'rounded-full',
      )}
      style={{ backgroundColor: color }}
    />
  );
}

/**
 * Argentina with its provinces, and a trip on it: origin and destination, the straight line
 * between them (or the truck's trail), and the truck. Drawn from outlines shipped with the app
 * (no tile server). The same facts follow as text, for screen readers and keyboard users.
 */
export function ArgentinaMap({
  origin,
  destination,
  trail,
  truck,
  title,
  fit = 'route',
  className,
}: ArgentinaMapProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  const shown = [origin?.point, destination?.point, ...(trail ?? []), truck?.point].filter(
    (p): p is LatLon => p !== undefined,
  );
  const box = fit === 'country' || shown.length === 0 ? COUNTRY_VIEW_BOX : fitViewBox(shown);
  // Markers keep about the same size on screen whatever the zoom: a share of the box's width.
  const size = Math.max(box.width, box.height * 0.75) * 0.016;
  const hasTrail = trail !== undefined && trail.length > 1;
  // Without a trail, a dashed straight line says "from here to there", not the road taken.
  const straight =
    origin && destination && !hasTrail
      ? { from: project(origin.point), to: project(destination.point) }
      : null;

  const facts = [
    origin && { term: 'Origen', value: origin.label, color: COLORS.origin, square: false },
    destination && {
      term: 'Destino',
      value: destination.label,
      color: COLORS.destination,
      square: false,
    },
    truck && { term: 'Última posición', value: truck.label, color: COLORS.truck, square: true },
  ].filter((fact) => !!fact);
  const description =
    facts.length > 0
      ? `Mapa de Argentina. ${facts.map((f) => `${f.term}: ${f.value}.`).join(' ')}`
      : 'Mapa de Argentina con sus provincias.';

  return (
    <div className={cn('space-y-3', className)}>
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        viewBox={viewBoxAttribute(box)}
        className={cn(
          'block h-auto w-full overflow-hidden rounded-md bg-sky-50',
          fit === 'country' ? 'max-h-[32rem]' : 'max-h-[28rem]',
        )}
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{description}</desc>
        <g fill="#e2e8f0" stroke="#fff" strokeLinejoin="round">
          {provinces().map((province) => (
            <path
              key={province.name}
              d={province.d}
              strokeWidth={1}
              vectorEffect="non-scaling-stroke"
            />
          ))}
        </g>
        {straight ? (
          <line
            data-line="straight"
            x1={straight.from.x}
            y1={straight.from.y}
            x2={straight.to.x}
            y2={straight.to.y}
            stroke={COLORS.route}
            strokeWidth={2}
            strokeDasharray="6 4"
            strokeLinecap="round"
            vectorEffect="non-scaling-stroke"
          />
        ) : null}
        {hasTrail ? (
          <polyline
            data-line="trail"
            points={polylinePoints(trail)}
            fill="none"
            stroke={COLORS.truck}
            strokeWidth={3}
            strokeLinejoin="round"
            strokeLinecap="round"
            vectorEffect="non-scaling-stroke"
          />
        ) : null}
        {origin ? <Marker kind="origin" place={origin} size={size} /> : null}
        {destination ? <Marker kind="destination" place={destination} size={size} /> : null}
        {truck ? <TruckMarker place={truck} size={size} /> : null}
      </svg>
      {facts.length > 0 ? (
        <dl className="grid gap-2 text-sm sm:grid-cols-3">
          {facts.map((fact) => (
            <div key={fact.term} className="min-w-0">
              <dt className="flex items-center gap-2 font-medium text-slate-500">
                <Swatch color={fact.color} square={fact.square} />
                {fact.term}
              </dt>
              <dd className="break-words pl-5 text-slate-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p className="text-xs text-slate-500">{ATTRIBUTION}</p>
    </div>
  );
}
