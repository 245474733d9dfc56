import { useAuth } from '@/auth';
import { RateShipmentForm, RatingSummary, VerifiedTransporterBadge } from '@/features/trust';
import type { CargoStatus } from '../lifecycle';
import { ListingProposalsSection } from './listing-proposals-section';
import { ShipmentContactCard } from './shipment-contact-card';
import { ShipmentStepButton } from './shipment-step-button';
import { ShipmentTimeline } from './shipment-timeline';

export interface ListingOffersPanelProps {
  listing: {
    id: string;
    title: string;
    status: CargoStatus;
    shipperId: string;
    transporterId: string | null;
  };
}

/**
 * The offers and tracking part of /listings/:id, for the two parties only: the owner sees the
 * timeline, the assigned transporter's contact and 'Propuestas (N)'; the assigned transporter sees the
 * timeline, the shipper's contact and its next step. Anyone else sees nothing here.
 */
export function ListingOffersPanel({ listing }: ListingOffersPanelProps) {
  const { user } = useAuth();
  const isOwner = user !== null && user.id === listing.shipperId;
  const isTransporter = user !== null && user.id === listing.transporterId;
  if (!isOwner && !isTransporter) return null;
  const assigned = listing.status !== 'pending';

  return (
    <div className="space-y-6">
      <ShipmentTimeline listingId={listing.id} />
      {assigned ? (
        <ShipmentContactCard
          listingId={listing.id}
          listingTitle={listing.title}
          heading={isOwner ? 'Transportista asignado' : 'Dador de carga'}
        >
          {isOwner ? <VerifiedTransporterBadge userId={listing.transporterId} /> : null}
          <RatingSummary userId={isOwner ? listing.transporterId : listing.shipperId} />
        </ShipmentContactCard>
      ) : null}
      {isTransporter ? <ShipmentStepButton listingId={listing.id} status={listing.status} /> : null}
      {listing.status === 'delivered' && listing.transporterId ? (
        <RateShipmentForm
          listingId={listing.id}
          rateeId={isOwner ? listing.transporterId : listing.shipperId}
          rateeLabel={isOwner ? 'al transportista' : 'al dador de carga'}
        />
      ) : null}
      {isOwner ? (
        <ListingProposalsSection listingId={listing.id} listingPending={!assigned} />
      ) : null}
    </div>
  );
}
