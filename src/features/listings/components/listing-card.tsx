import { DetailList } from '@/components/ui/detail-item';
import { Calendar, Euro, Truck, Weight } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDate, formatDimensions, formatPrice, formatWeight } from '@/lib/format';
import { paths } from '@/lib/paths';
import { vehicleTypeLabel } from '@/domain/catalog';
import type { Listing } from '../types';
import { ProposalCountBadge } from '@/features/proposals';
import { ListingRoleActions, type ApplyLabel } from './listing-role-actions';
import { ListingRoute } from './listing-route';
import { DistanceFacts } from './distance-facts';
import { ListingStatusBadge } from './listing-status-badge';

/**
 * A listing in the browser: title, status, route, weight, pickup date, vehicle and price, with
 * the details on demand, how many transporters offered on it and the role's action.
 */
export function ListingCard({
  listing,
  proposalCount = 0,
  applyLabel = 'Aplicar Ahora',
}: {
  listing: Listing;
  proposalCount?: number;
  applyLabel?: ApplyLabel;
}) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const dimensions = formatDimensions(listing.lengthCm, listing.widthCm, listing.heightCm);
  const vehicle = vehicleTypeLabel(listing.vehicleType);

  return (
    <Card className="flex w-full flex-col p-5" data-testid="listing-card">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">
          <Link to={paths.listing(listing.id)} className="hover:text-brand-700 hover:underline">
            {listing.title}
          </Link>
        </h2>
        <ListingStatusBadge status={listing.status} />
      </div>

      <ListingRoute listing={listing} className="mt-2 text-sm" />
      <DistanceFacts listing={listing} className="mt-1 text-sm text-slate-600" />

      <ul className="mt-3 grid grid-cols-2 gap-2 text-sm text-slate-600">
        <li className="flex items-center gap-1.5">
          <Weight aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-400" />
          {formatWeight(listing.weightKg)}
        </li>
        <li className="flex items-center gap-1.5">
          <Calendar aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-400" />
          {formatDate(listing.pickupDate)}
        </li>
        <li className="flex items-center gap-1.5">
          <Truck aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-400" />
          {vehicle}
        </li>
        <li
          className="flex items-center gap-1.5 font-semibold text-slate-900"
          data-testid="listing-price"
        >
          <Euro aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-400" />
          {formatPrice(listing.price)}
        </li>
      </ul>

      <div id={detailsId}>
        {expanded ? (
          <div className="mt-4 space-y-2 border-t border-slate-100 pt-4 text-sm">
            <DetailList
              tone="compact"
              items={[
                {
                  label: 'Descripción',
                  value: listing.description,
                  valueClassName: 'whitespace-pre-line',
                },
              ]}
            />
            <DetailList
              tone="compact"
              className="grid grid-cols-2 gap-2"
              items={[
                { label: 'Fecha de recogida', value: formatDate(listing.pickupDate) },
                { label: 'Fecha de entrega', value: formatDate(listing.deliveryDate) },
                { label: 'Peso', value: formatWeight(listing.weightKg) },
                { label: 'Dimensiones', value: dimensions },
                { label: 'Tipo de vehículo', value: vehicle },
              ]}
            />
          </div>
        ) : null}
      </div>

      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-4">
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'Ocultar Detalles' : 'Ver Detalles'}
        </Button>
        {listing.status === 'pending' ? <ProposalCountBadge count={proposalCount} /> : null}
        <ListingRoleActions listing={listing} placement="card" applyLabel={applyLabel} />
      </div>
    </Card>
  );
}
