import { CompanyLink, RatingStars, VerifiedBadge } from '@/features/trust';
import type { TransporterSummary as Transporter } from '../types';

/**
 * The transporter behind a truck: his name (as `Name`, a heading or a paragraph), the verified badge
 * and his stars, from the row the list already has (no request per truck).
 */
export function TransporterSummary({
  transporter,
  as: Name = 'p',
}: {
  transporter: Transporter;
  as?: 'h2' | 'h3' | 'p';
}) {
  return (
    <div className="min-w-0 space-y-1">
      <Name className="font-semibold break-words text-slate-900">
        <CompanyLink userId={transporter.transporterId}>{transporter.transporterName}</CompanyLink>
      </Name>
      <div className="flex flex-wrap items-center gap-2">
        {transporter.verified ? <VerifiedBadge /> : null}
        <RatingStars
          rating={{ average: transporter.ratingAverage, count: transporter.ratingCount }}
        />
      </div>
    </div>
  );
}
