import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { greatCircleKm, type LatLon } from '@/domain/geo';
import { ArgentinaMap } from './argentina-map';

export interface ListingRouteMapProps {
  /** The places as the listing stores them: 'Rosario, Santa Fe'. */
  origin: string;
  originProvince: string | null;
  destination: string;
  destinationProvince: string | null;
  /**
   * Where a stored place is: the listings feature's placeCoordinates, which reads the locality
   * before the first comma ('Rosario, Santa Fe') and puts an unknown place of the autonomous city
   * at its centre. Passed in, as trips cannot import listings (listings reaches trips through
   * proposals).
   */
  locate: (place: string, province: string | null) => LatLon | null;
}

const kmFormat = new Intl.NumberFormat('es-ES', {
  maximumFractionDigits: 0,
  useGrouping: 'always',
});

/** `985 km`, `1.250 km` (es-ES grouping, a non-breaking space before the unit, as format.ts). */
export function formatKm(km: number): string {
  return `${kmFormat.format(Math.round(km))}\u00a0km`;
}

/**
 * A listing's route on the map of Argentina, with the straight-line distance. Nothing when
 * either place cannot be placed (free text without a known locality and province).
 */
export function ListingRouteMap({
  origin,
  originProvince,
  destination,
  destinationProvince,
  locate,
}: ListingRouteMapProps) {
  const from = locate(origin, originProvince);
  const to = locate(destination, destinationProvince);
  if (!from || !to) return null;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Recorrido</CardTitle>
        <p className="text-sm text-slate-700">
          Distancia en línea recta: {formatKm(greatCircleKm(from, to))}
        </p>
      </CardHeader>
      <CardContent>
        <ArgentinaMap
          title={`Mapa del recorrido de ${origin} a ${destination}`}
          origin={{ point: from, label: origin }}
          destination={{ point: to, label: destination }}
        />
      </CardContent>
    </Card>
  );
}
