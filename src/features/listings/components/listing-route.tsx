import { RouteLine } from '@/components/ui/route-line';
import { placeWithProvince } from '@/domain/places/provinces';
import { cn } from '@/lib/cn';
import type { Listing } from '../types';

/** A listing's origin → destination with each place's province, as its card and its page show it. */
export function ListingRoute({
  listing,
  className,
}: {
  listing: Pick<Listing, 'origin' | 'originProvince' | 'destination' | 'destinationProvince'>;
  className?: string;
}) {
  return (
    <p className={cn('flex flex-wrap items-center gap-1 text-slate-700', className)}>
      <RouteLine
        origin={placeWithProvince(listing.origin, listing.originProvince)}
        destination={placeWithProvince(listing.destination, listing.destinationProvince)}
      />
    </p>
  );
}
