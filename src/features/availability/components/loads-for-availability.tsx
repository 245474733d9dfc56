import { Calendar, Euro, MapPin, Route } from 'lucide-react';
import { ListingLink } from '@/components/ui/listing-link';
import { LoadingList } from '@/components/ui/loading-list';
import { InlineQueryError } from '@/components/ui/query-error-state';
import { RouteLine } from '@/components/ui/route-line';
import {
  formatDate,
  formatKm,
  formatPickupDistance,
  formatPrice,
  formatPricePerKm,
} from '@/lib/format';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useLoadsForAvailability, useReturnLoads } from '../api/matches';
import type { LoadMatch } from '../types';

/** Matched loads under a heading: pickup date, price, km, €/km and how far the pickup is. */
function LoadMatches({
  loads,
  heading,
  headingId,
  empty,
}: {
  loads: UseQueryResult<LoadMatch[]>;
  heading: string;
  headingId: string;
  empty: string;
}) {
  return (
    <section aria-labelledby={headingId} className="space-y-2 border-t border-slate-100 pt-3">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {heading}
      </h3>
      {loads.isPending ? (
        <LoadingList label={`Buscando ${heading.toLowerCase()}…`} rows={2} rowClassName="h-14" />
      ) : loads.data === undefined ? (
        <InlineQueryError query={loads} />
      ) : loads.data.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label={heading}>
          {loads.data.map((load) => (
            <li key={load.id} className="space-y-1 py-2 text-sm" data-testid="load-match">
              <ListingLink id={load.id} title={load.title} tone="row" />
              <p className="flex flex-wrap items-center gap-1 text-slate-700">
                <RouteLine origin={load.origin} destination={load.destination} />
              </p>
              <ul className="flex flex-wrap gap-x-4 gap-y-1 text-slate-600">
                <li className="flex items-center gap-1">
                  <Calendar aria-hidden="true" className="h-4 w-4 text-slate-400" />
                  <span className="sr-only">Recogida: </span>
                  {formatDate(load.pickupDate)}
                </li>
                <li className="flex items-center gap-1 font-semibold text-slate-900">
                  <Euro aria-hidden="true" className="h-4 w-4 text-slate-400" />
                  {formatPrice(load.price)}
                </li>
                {load.distanceKm !== null ? (
                  <li className="flex items-center gap-1">
                    <Route aria-hidden="true" className="h-4 w-4 text-slate-400" />
                    <span className="sr-only">Distancia: </span>
                    {formatKm(load.distanceKm)}
                  </li>
                ) : null}
                {load.pricePerKm !== null ? <li>{formatPricePerKm(load.pricePerKm)}</li> : null}
                <li className="flex items-center gap-1">
                  <MapPin aria-hidden="true" className="h-4 w-4 text-slate-400" />
                  <span className="sr-only">Recogida </span>
                  {formatPickupDistance(load.pickupDistanceKm)}
                </li>
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * 'Cargas para tu camión': pending listings picked up within 100 km of the truck while it is free,
 * nearest first, as the database matches them.
 */
export function LoadsForAvailability({
  availabilityId,
  headingId,
}: {
  availabilityId: string;
  headingId: string;
}) {
  return (
    <LoadMatches
      loads={useLoadsForAvailability(availabilityId)}
      heading="Cargas para tu camión"
      headingId={headingId}
      empty="Todavía no hay cargas cerca en esas fechas. Te avisamos cuando se publique una."
    />
  );
}

/**
 * 'Cargas de regreso': pending listings picked up within 100 km of a shipment's destination on or
 * after its delivery date, nearest first, then best paid per km.
 */
export function ReturnLoads({ listingId }: { listingId: string }) {
  return (
    <LoadMatches
      loads={useReturnLoads(listingId)}
      heading="Cargas de regreso"
      headingId={useId()}
      empty="Todavía no hay cargas que salgan cerca del destino después de la entrega."
    />
  );
}
