import { useRatingSummary } from '../api/rating-summary';
import { RatingStars } from './trust-marks';

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
  return <RatingStars rating={summary.data} className={className} testId="rating-summary" />;
}
