import { DetailItem } from '@/components/ui/detail-item';
import { DistanceFacts } from './distance-facts';
import { Badge } from '@/components/ui/badge';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { formatDate, formatDimensions, formatPrice, formatWeight } from '@/lib/format';
import { cargoTypeLabel, loadTypeLabel, vehicleTypeLabel } from '@/domain/catalog';
import { paymentTermLabel } from '@/domain/payment-terms';
import type { Listing, ListingShipper } from '../types';
import { ListingStatusBadge } from './listing-status-badge';
import { ListingRoute } from './listing-route';
import { VERIFIED_SHIPPER } from '@/domain/documents';
import { CompanyLink } from '@/features/trust';

/** Everything about a listing, for its page. */
export function ListingDetails({
  listing,
  shipper,
  shipperVerified = false,
  shipperRating,
  actions,
}: {
  listing: Listing;
  /** undefined while loading, null when not available. */
  shipper: ListingShipper | null | undefined;
  /** The shipper saved a shipper registration: 'Dador verificado' beside their name. */
  shipperVerified?: boolean;
  /** The shipper's average stars and rating count, under their name. */
  shipperRating?: ReactNode;
  actions?: ReactNode;
}) {
  const dimensions = formatDimensions(listing.lengthCm, listing.widthCm, listing.heightCm);
  return (
    <article className="space-y-6">
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{listing.title}</h1>
          <ListingStatusBadge status={listing.status} />
        </div>
        <ListingRoute listing={listing} />
        <p className="text-2xl font-semibold text-brand-700">{formatPrice(listing.price)}</p>
        <DistanceFacts listing={listing} className="text-sm text-slate-600" />
      </header>

      {actions}

      <Card>
        <CardContent className="space-y-6">
          <section aria-labelledby="listing-description-title">
            <h2 id="listing-description-title" className="text-lg font-semibold text-slate-900">
              Descripción
            </h2>
            <p className="mt-1 whitespace-pre-line text-slate-700">{listing.description}</p>
          </section>
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <DetailItem label="Fecha de recogida">{formatDate(listing.pickupDate)}</DetailItem>
            <DetailItem label="Fecha de entrega">{formatDate(listing.deliveryDate)}</DetailItem>
            <DetailItem label="Peso">{formatWeight(listing.weightKg)}</DetailItem>
            {dimensions ? <DetailItem label="Dimensiones">{dimensions}</DetailItem> : null}
            <DetailItem label="Tipo de vehículo">
              {vehicleTypeLabel(listing.vehicleType)}
            </DetailItem>
            <DetailItem label="Tipo de mercadería">{cargoTypeLabel(listing.cargoType)}</DetailItem>
            <DetailItem label="Tipo de carga">{loadTypeLabel(listing.loadType)}</DetailItem>
            {listing.declaredValue !== null ? (
              <DetailItem label="Valor declarado de la carga">
                {formatPrice(listing.declaredValue)}
              </DetailItem>
            ) : null}
            <DetailItem label="Seguro de la carga">
              {listing.insuredBy === 'transporter'
                ? 'Seguro a cargo del transportista'
                : 'Seguro a cargo del dador'}
            </DetailItem>
            {listing.paymentTermDays !== null ? (
              <DetailItem label="Plazo de pago">
                {paymentTermLabel(listing.paymentTermDays)}
              </DetailItem>
            ) : null}
            <DetailItem label="Publicado">{formatDate(listing.createdAt)}</DetailItem>
            <DetailItem label="Dador de carga">
              {shipper === undefined ? (
                'Cargando…'
              ) : shipper ? (
                <CompanyLink userId={listing.shipperId}>
                  {[shipper.name, shipper.company].filter(Boolean).join(' · ')}
                </CompanyLink>
              ) : (
                'No disponible'
              )}
              {shipper && shipperVerified ? (
                <Badge tone="green" className="ml-2">
                  {VERIFIED_SHIPPER}
                </Badge>
              ) : null}
              {shipperRating ? <span className="block">{shipperRating}</span> : null}
            </DetailItem>
          </dl>
        </CardContent>
      </Card>
    </article>
  );
}
