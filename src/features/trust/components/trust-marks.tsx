import { BadgeCheck, Star } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { VERIFIED_SHIPPER, VERIFIED_TRANSPORTER } from '@/domain/documents';
import { cn } from '@/lib/cn';
import { formatRatingSummary, type RatingSummaryValue } from '../rating-format';

/**
 * The two trust marks as every list and card draws them, from data the caller already has: the
 * 'Transportista verificado' (or 'Dador verificado') badge and the stars with their summary. The components that fetch
 * them per person (VerifiedTransporterBadge, RatingSummary) draw these too.
 */
export function VerifiedBadge({
  role = 'transporter',
  testId,
}: {
  role?: 'transporter' | 'shipper';
  testId?: string;
}) {
  return (
    <Badge tone="green" className="gap-1" data-testid={testId}>
      <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" />
      {role === 'transporter' ? VERIFIED_TRANSPORTER : VERIFIED_SHIPPER}
    </Badge>
  );
}

/** Average stars and count, e.g. '4,5 de 5 (3 calificaciones)', read as a 'Calificación'. */
export function RatingStars({
  rating,
  className,
  testId,
}: {
  rating: RatingSummaryValue;
  className?: string;
  testId?: string;
}) {
  return (
    <span
      className={cn('inline-flex items-center gap-1 text-sm text-slate-600', className)}
      data-testid={testId}
    >
      <Star aria-hidden="true" className="h-4 w-4 fill-yellow-400 text-yellow-500" />
      <span>
        <span className="sr-only">Calificación: </span>
        {formatRatingSummary(rating)}
      </span>
    </span>
  );
}
