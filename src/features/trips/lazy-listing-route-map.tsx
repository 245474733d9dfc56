import { lazy, Suspense } from 'react';
import type { ListingRouteMapProps } from './map/listing-route-map';
import { MapSkeleton } from './map/map-skeleton';

// The map and the provinces' outlines (tens of KB) load on the pages that show a map, never with
// the first page.
const ListingRouteMap = lazy(() =>
  import('./map/listing-route-map').then((module) => ({ default: module.ListingRouteMap })),
);

/**
 * ListingRouteMap, loaded on first use. A listing whose origin or destination cannot be placed
 * renders nothing and loads nothing.
 */
export function LazyListingRouteMap(props: ListingRouteMapProps) {
  const { locate } = props;
  if (
    !locate(props.origin, props.originProvince) ||
    !locate(props.destination, props.destinationProvince)
  ) {
    return null;
  }
  return (
    <Suspense fallback={<MapSkeleton />}>
      <ListingRouteMap {...props} />
    </Suspense>
  );
}
