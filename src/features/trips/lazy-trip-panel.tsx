import { lazy, Suspense } from 'react';
import { LoadingList } from '@/components/ui/loading-list';
import type { TripListing } from './types';

// The trip's code (forms, signature, location) loads only on an assigned shipment's page.
const TripPanel = lazy(() =>
  import('./components/trip-panel').then((module) => ({ default: module.TripPanel })),
);

export function LazyTripPanel({ listing }: { listing: TripListing }) {
  return (
    <Suspense fallback={<LoadingList label="Cargando el viaje…" rows={2} />}>
      <TripPanel listing={listing} />
    </Suspense>
  );
}
