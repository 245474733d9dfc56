import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LISTINGS_PAGE_SIZE } from '../api/search-args';
import { listingGridClassName } from './listing-grid';

/** Placeholder with a card's shape while listings load. */
export function ListingCardSkeleton() {
  return (
    <Card className="p-5">
      <div className="flex items-start justify-between gap-3">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-5 w-20 rounded-full" />
      </div>
      <Skeleton className="mt-3 h-4 w-3/4" />
      <div className="mt-4 grid grid-cols-2 gap-2">
        <Skeleton className="h-4 w-20" />
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-4 w-20" />
      </div>
      <Skeleton className="mt-6 h-8 w-28" />
    </Card>
  );
}

/** A page's worth of placeholders: a full first page takes their place without moving the page. */
export function ListingCardSkeletonGrid() {
  return (
    <div role="status" className={listingGridClassName}>
      <span className="sr-only">Cargando listados de carga…</span>
      {Array.from({ length: LISTINGS_PAGE_SIZE }, (_, index) => (
        <ListingCardSkeleton key={index} />
      ))}
    </div>
  );
}
