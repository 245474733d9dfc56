import { lazy, Suspense } from 'react';
import { LoadingList } from '@/components/ui/loading-list';

// Only the owner of a pending listing sees it: its code loads on his listing's page alone.
const TrucksNearListing = lazy(() =>
  import('./trucks-near-listing').then((module) => ({ default: module.TrucksNearListing })),
);

export function LazyTrucksNearListing({ listingId }: { listingId: string }) {
  return (
    <Suspense fallback={<LoadingList label="Buscando camiones cerca…" rows={2} />}>
      <TrucksNearListing listingId={listingId} />
    </Suspense>
  );
}

// Only the carrier of a shipment in transit or delivered sees it, on that shipment's page.
const ReturnLoads = lazy(() =>
  import('./loads-for-availability').then((module) => ({ default: module.ReturnLoads })),
);

export function LazyReturnLoads({ listingId }: { listingId: string }) {
  return (
    <Suspense fallback={<LoadingList label="Buscando cargas de regreso…" rows={2} />}>
      <ReturnLoads listingId={listingId} />
    </Suspense>
  );
}
