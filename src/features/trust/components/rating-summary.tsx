import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useRatingSummary } from '../api/rating-summary';
import { formatRatingSummary } from '../rating-format';

/** A user's average stars and count, e.g. '4,5 de 5 (3 calificaciones)'; nothing while loading. */
export function RatingSummary({
  userId,
  className,
}: {
  userId: string | null | undefined;
  className?: string;
}) {
  const summary = useRatingSummary(userId);
  if (!summary.data) return null;
  return (
    <span
      className={cn('inline-flex items-center gap-1 text-sm text-slate-600', className)}
      data-testid="rating-summary"
    >
      <Star aria-hidden="true" className="h-4 w-4 fill-yellow-400 text-yellow-500" />
      <span>
        <span className="sr-only">Calificación: </span>
        {formatRatingSummary(summary.data)}
      </span>
    </span>
  );
}
