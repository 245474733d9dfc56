import { lazy, Suspense } from 'react';
import type { ArgentinaMapProps } from './map/argentina-map';
import { MapSkeleton } from './map/map-skeleton';

// The outlines of the provinces (tens of KB) load with the map, never with the first page.
const ArgentinaMap = lazy(() =>
  import('./map/argentina-map').then((module) => ({ default: module.ArgentinaMap })),
);

/** ArgentinaMap, loaded on first use; a skeleton of its size holds the place until then. */
export function LazyArgentinaMap(props: ArgentinaMapProps) {
  return (
    <Suspense fallback={<MapSkeleton className={props.className} />}>
      <ArgentinaMap {...props} />
    </Suspense>
  );
}
