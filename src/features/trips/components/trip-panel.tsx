import { useAuth } from '@/auth';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { ShipmentInvoice } from '@/features/invoices';
import { LoadingList } from '@/components/ui/loading-list';
import { useTripLive } from '../api/live-trip';
import { useTripState } from '../api/trip';
import { useTripOutbox, useTripOutboxSending } from '../api/trip-outbox';
import { conformityOf, startBlockers, tripAsShown } from '../trip-logic';
import type { TripListing } from '../types';
import { ConformityActions } from './conformity-actions';
import { DeliveryForm } from './delivery-form';
import { DeliverySummary } from './delivery-summary';
import { LivePosition } from './live-position';
import { OutboxStatus } from './outbox-status';
import { RoadIncidents } from './road-incidents';
import { ShareLocation } from './share-location';
import { StartTripButton } from './start-trip-button';
import { TripDocuments } from './trip-documents';
import { TripInsurance } from './trip-insurance';
import { TripPaperwork } from './trip-paperwork';
import { TripResources } from './trip-resources';

/**
 * The trip of an assigned shipment, for its two parties: vehicle and driver, insurance, remito
 * and COT, 'Iniciar Viaje', live location, incidents on the road, proof of delivery, conformity
 * and the trip's PDFs. Live through the private `trip:<id>` topic, polling while Realtime is away.
 */
export function TripPanel({ listing }: { listing: TripListing }) {
  const { user } = useAuth();
  const state = useTripState(listing.id);
  useTripLive(listing.id);
  useTripOutboxSending(listing.id, user?.id === listing.transporterId);
  const outbox = useTripOutbox(listing.id).state;

  if (state.isPending) return <LoadingList label="Cargando el viaje…" rows={2} />;
  if (state.data === undefined) {
    return <QueryErrorState title="No se pudo cargar el viaje" query={state} />;
  }

  const { trip, events, delivery, paperwork, roadIncidents } = state.data;
  const isTransporter = user?.id === listing.transporterId;
  const isShipper = user?.id === listing.shipperId;
  const insurer = listing.insuredBy === 'shipper' ? isShipper : isTransporter;
  const { status, showsOutbox } = tripAsShown(listing.status, isTransporter, outbox);
  const assigned = status === 'assigned';
  const inTransit = status === 'in-transit';
  const conformity = delivery ? conformityOf(delivery.conformity, delivery.delivered_at) : null;

  return (
    <div className="space-y-4" data-testid="trip-panel">
      <h2 className="text-xl font-semibold text-slate-900">Viaje</h2>
      <TripResources
        listingId={listing.id}
        trip={trip}
        canAssign={isTransporter && assigned}
        started={inTransit || status === 'delivered'}
      />
      <TripInsurance
        listingId={listing.id}
        trip={trip}
        insuredBy={listing.insuredBy}
        declaredValue={listing.declaredValue}
        deliveryDate={listing.deliveryDate}
        canAttach={insurer && assigned}
      />
      <TripPaperwork
        listingId={listing.id}
        paperwork={paperwork}
        provinces={[listing.originProvince, listing.destinationProvince]}
        canEdit={isShipper && assigned}
        isShipper={isShipper}
      />
      {isTransporter && assigned ? (
        <StartTripButton
          listingId={listing.id}
          blockers={startBlockers({
            hasResources: trip !== null,
            hasInsurance: Boolean(trip?.insurance_path),
            insuredBy: listing.insuredBy,
          })}
        />
      ) : null}
      {isTransporter && inTransit ? <ShareLocation listingId={listing.id} /> : null}
      {showsOutbox ? <OutboxStatus listingId={listing.id} /> : null}
      {trip && (inTransit || status === 'delivered') ? (
        <LivePosition
          listingId={listing.id}
          trip={trip}
          events={events}
          origin={listing.origin}
          destination={listing.destination}
          deliveredAt={delivery?.delivered_at ?? null}
        />
      ) : null}
      <RoadIncidents
        listingId={listing.id}
        incidents={roadIncidents}
        canReport={isTransporter && (assigned || inTransit)}
      />
      {isTransporter && inTransit ? (
        <DeliveryForm listingId={listing.id} remitoNumbers={paperwork?.remito_numbers ?? []} />
      ) : null}
      {delivery ? <DeliverySummary delivery={delivery} /> : null}
      {isShipper && conformity === 'pending' ? <ConformityActions listingId={listing.id} /> : null}
      {delivery && (isShipper || isTransporter) ? (
        <ShipmentInvoice listingId={listing.id} canIssue={isTransporter} />
      ) : null}
      {trip ? (
        <TripDocuments listing={listing} trip={trip} delivery={delivery} paperwork={paperwork} />
      ) : null}
    </div>
  );
}
