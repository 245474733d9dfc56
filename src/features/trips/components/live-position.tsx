import { formatDateTime } from '@/lib/format';
import { formatRelativeTime } from '@/lib/relative-time';
import { useNow } from '@/lib/use-now';
import { useTrail, type Trip, type TripEvent } from '../api/trip';
import { LazyArgentinaMap } from '../lazy-argentina-map';
import { estimateEta, stayLines, tripEventLabels } from '../trip-logic';
import { Facts } from '@/components/ui/facts';
import { TripSection } from './trip-section';

/**
 * Where the truck is: the last position and its age, the route travelled, the ETA, the automatic
 * arrival and departure marks with the waiting time at each end. The map and this text say the
 * same, so a screen reader misses nothing.
 */
export function LivePosition({
  listingId,
  trip,
  events,
  origin,
  destination,
  deliveredAt,
}: {
  listingId: string;
  trip: Trip;
  events: readonly TripEvent[];
  origin: string;
  destination: string;
  deliveredAt: string | null;
}) {
  const trail = useTrail(listingId, true);
  // The position's age and a stay in progress move on between points.
  const now = useNow(30_000);
  const points = trail.data ?? [];
  const last = points.at(-1);
  const originPoint =
    trip.origin_lat !== null && trip.origin_lon !== null
      ? { lat: trip.origin_lat, lon: trip.origin_lon }
      : null;
  const destinationPoint =
    trip.destination_lat !== null && trip.destination_lon !== null
      ? { lat: trip.destination_lat, lon: trip.destination_lon }
      : null;
  const eta =
    last && destinationPoint && !deliveredAt
      ? estimateEta({ lat: last.lat, lon: last.lon, at: last.recorded_at }, destinationPoint)
      : null;
  const stays = stayLines(
    {
      arrivedOriginAt: trip.arrived_origin_at,
      leftOriginAt: trip.left_origin_at,
      arrivedDestinationAt: trip.arrived_destination_at,
      deliveredAt,
    },
    now,
  );
  const marks = events.filter(
    (e) =>
      e.kind in tripEventLabels && e.kind !== 'receipt_confirmed' && e.kind !== 'problem_reported',
  );

  return (
    <TripSection title="Ubicación del camión">
      <div className="grid gap-4 md:grid-cols-[3fr_2fr]">
        <LazyArgentinaMap
          title={`Recorrido de ${origin} a ${destination}`}
          origin={originPoint ? { point: originPoint, label: origin } : undefined}
          destination={
            destinationPoint ? { point: destinationPoint, label: destination } : undefined
          }
          trail={points.map((p) => ({ lat: p.lat, lon: p.lon }))}
          truck={
            last
              ? { point: { lat: last.lat, lon: last.lon }, label: 'Última posición del camión' }
              : undefined
          }
        />
        <div className="space-y-3" aria-live="polite">
          {trail.isPending ? (
            <p className="text-sm text-slate-600">Cargando el recorrido…</p>
          ) : last ? (
            <Facts
              items={[
                [
                  'Última posición',
                  <span key="last" data-testid="last-position">
                    {formatRelativeTime(last.recorded_at, now)} ({last.lat.toFixed(4)},{' '}
                    {last.lon.toFixed(4)}, ±{Math.round(last.accuracy_m)} m)
                  </span>,
                ],
                [
                  'Puntos registrados',
                  <span key="count" data-testid="trail-count">
                    {points.length}
                  </span>,
                ],
                ...(eta
                  ? ([
                      [
                        'Distancia restante',
                        `≈ ${Math.round(eta.remainingKm).toLocaleString('es-ES')} km por ruta`,
                      ],
                      ['Llegada estimada', formatDateTime(eta.arrivesAt)],
                    ] as const)
                  : []),
              ]}
            />
          ) : (
            <p className="text-sm text-slate-600">
              Todavía no hay posiciones: aparecerán cuando el transportista comparta su ubicación.
            </p>
          )}
          {marks.length > 0 || stays.length > 0 ? (
            <ul className="space-y-1 text-sm" aria-label="Paradas del viaje">
              {marks.map((e) => (
                <li key={e.kind}>
                  <span className="font-medium">{tripEventLabels[e.kind]}</span>:{' '}
                  {formatDateTime(e.at)}
                </li>
              ))}
              {stays.map((line) => (
                <li key={line} className="font-medium text-slate-900">
                  {line}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </TripSection>
  );
}
