import { useAuth } from '@/auth';
import { ReturnLoads, TrucksNearListing } from '@/features/availability';
import { AddToNetworkButton } from '@/features/network';
import { ProtectedPaymentPanel, releaseIfReserved } from '@/features/payments';
import {
  CancelAssignmentButton,
  PaymentPanel,
  RateShipmentForm,
  RatingSummary,
  CompanyLink,
  ReputationFacts,
  VerifiedTransporterBadge,
} from '@/features/trust';
import { LazyTripPanel, useDeliveryConformed, type TripListing } from '@/features/trips';
import { ListingProposalsSection } from './listing-proposals-section';
import { ShipmentContactCard } from './shipment-contact-card';
import { ShipmentTimeline } from './shipment-timeline';

export interface ListingOffersPanelProps {
  listing: TripListing;
}

/**
 * The offers and tracking part of /listings/:id, for the two parties only: the owner sees the
 * timeline, the assigned transporter's contact and 'Propuestas (N)'; the assigned transporter sees the
 * timeline and the shipper's contact; both see the trip once it is assigned, and rate each other
 * after the shipper's conformity. Anyone else sees nothing here.
 */
export function ListingOffersPanel({ listing }: ListingOffersPanelProps) {
  const { user } = useAuth();
  const isOwner = user !== null && user.id === listing.shipperId;
  const isTransporter = user !== null && user.id === listing.transporterId;
  const conformed = useDeliveryConformed(
    listing.id,
    (isOwner || isTransporter) && listing.status === 'delivered',
  );
  if (!isOwner && !isTransporter) return null;
  const assigned = listing.status !== 'pending';
  const counterpart = isOwner ? listing.transporterId : listing.shipperId;

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
          <ReputationFacts
            userId={isOwner ? listing.transporterId : listing.shipperId}
            role={isOwner ? 'transporter' : 'shipper'}
          />
          {counterpart ? <CompanyLink userId={counterpart}>Ver perfil público</CompanyLink> : null}
          {isOwner && listing.transporterId ? (
            <AddToNetworkButton transporterId={listing.transporterId} />
          ) : null}
          {isTransporter && listing.status === 'assigned' ? (
            <CancelAssignmentButton
              listingId={listing.id}
              onCancelled={() => releaseIfReserved(listing.id)}
            />
          ) : null}
        </ShipmentContactCard>
      ) : null}
      {assigned ? (
        <ProtectedPaymentPanel
          listingId={listing.id}
          role={isOwner ? 'shipper' : 'transporter'}
          open={listing.status === 'assigned' || listing.status === 'in-transit'}
          conformed={conformed}
        />
      ) : null}
      {assigned ? <LazyTripPanel listing={listing} /> : null}
      {listing.status === 'delivered' ? (
        <PaymentPanel
          listingId={listing.id}
          role={isOwner ? 'shipper' : 'transporter'}
          conformed={conformed}
        />
      ) : null}
      {isTransporter && (listing.status === 'in-transit' || listing.status === 'delivered') ? (
        <ReturnLoads listingId={listing.id} />
      ) : null}
      {isOwner && !assigned ? <TrucksNearListing listingId={listing.id} /> : null}
      {conformed && listing.transporterId ? (
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
