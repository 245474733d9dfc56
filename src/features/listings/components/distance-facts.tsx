import { formatDateTime, formatKm, formatPricePerKm } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import type { Listing } from '../types';

/**
 * '1.084 km por ruta · ≈ 2,00 €/km' when both places are known localities (the database's
 * estimate), and, during 'Primero a mis transportistas', until when the listing is only theirs.
 */
export function DistanceFacts({
  listing,
  className,
}: {
  listing: Pick<Listing, 'distanceKm' | 'pricePerKm' | 'publicAt'>;
  className?: string;
}) {
  // The window ends by itself (the database compares with its clock); the badge follows by the minute.
  const now = useNow(60_000);
  const exclusive = listing.publicAt !== null && Date.parse(listing.publicAt) > now.getTime();
  if (listing.distanceKm === null && !exclusive) return null;
  return (
    <p className={className} data-testid="listing-distance">
      {listing.distanceKm !== null ? (
        <span>
          {formatKm(listing.distanceKm)} por ruta
          {listing.pricePerKm !== null ? ` · ${formatPricePerKm(listing.pricePerKm)}` : null}
        </span>
      ) : null}
      {exclusive ? (
        <span className="ml-2 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
          Solo transportistas de confianza hasta el {formatDateTime(listing.publicAt!)}
        </span>
      ) : null}
    </p>
  );
}
