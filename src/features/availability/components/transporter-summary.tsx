import { BadgeCheck, Star } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { VERIFIED_TRANSPORTER } from '@/domain/documents';
import { formatRatingSummary } from '@/features/trust';
import type { TransporterSummary as Transporter } from '../types';

/**
 * The carrier behind a truck: his name (as `Name`, a heading or a paragraph), the verified badge
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
        {transporter.transporterName}
      </Name>
      <div className="flex flex-wrap items-center gap-2">
        {transporter.verified ? (
          <Badge tone="green" className="gap-1">
            <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" />
            {VERIFIED_TRANSPORTER}
          </Badge>
        ) : null}
        <span className="inline-flex items-center gap-1 text-sm text-slate-600">
          <Star aria-hidden="true" className="h-4 w-4 fill-yellow-400 text-yellow-500" />
          <span>
            <span className="sr-only">Calificación: </span>
            {formatRatingSummary({
              average: transporter.ratingAverage,
              count: transporter.ratingCount,
            })}
          </span>
        </span>
      </div>
    </div>
  );
}
