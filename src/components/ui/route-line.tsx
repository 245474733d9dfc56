import { ArrowRight, MapPin } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * A listing's origin → destination, the arrow read as "hacia". Renders inline parts, so the
 * caller's line can carry more (the pickup date, the price) after them.
 */
export function RouteLine({
  origin,
  destination,
  compact = false,
}: {
  origin: string;
  destination: string;
  /**
   * A row of the compact lists (Mis Envíos, Mis Propuestas, Mis Fletes): no map pin in front, and
   * smaller icons in the text's colour.
   */
  compact?: boolean;
}) {
  const iconClassName = compact ? 'h-3.5 w-3.5' : 'h-4 w-4 text-slate-400';
  return (
    <>
      {compact ? null : <MapPin aria-hidden="true" className={cn('shrink-0', iconClassName)} />}
      <span>{origin}</span>
      <ArrowRight aria-label="hacia" role="img" className={cn('shrink-0', iconClassName)} />
      <span>{destination}</span>
    </>
  );
}
