import { ArrowRight, MapPin } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * A listing's origin → destination, the arrow read as "hacia". Renders inline parts, so the
 * caller's line can carry more (the pickup date, the price) after them.
 */
export function RouteLine({
  origin,
  destination,
  withPin = true,
  iconClassName = 'h-4 w-4 text-slate-400',
}: {
  origin: string;
  destination: string;
  /** The map pin in front (the card and the listing page); the compact list leaves it out. */
  withPin?: boolean;
  iconClassName?: string;
}) {
  return (
    <>
      {withPin ? <MapPin aria-hidden="true" className={cn('shrink-0', iconClassName)} /> : null}
      <span>{origin}</span>
      <ArrowRight aria-label="hacia" role="img" className={cn('shrink-0', iconClassName)} />
      <span>{destination}</span>
    </>
  );
}
