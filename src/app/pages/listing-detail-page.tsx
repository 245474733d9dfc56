import { ArrowLeft, SearchX } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useAuth } from '@/auth';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingPage } from '@/components/ui/loading-page';
import { OpenConversationButton } from '@/features/messages';
import { ListingOffersPanel } from '@/features/proposals';
import { TrackingLinkCard } from '@/features/tracking';
import { LazyListingRouteMap } from '@/features/trips';
import { RatingSummary, ReputationFacts } from '@/features/trust';
import { EDIT_PARAM, paths } from '@/lib/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { useListing } from '@/features/listings/api/get-listing';
import { useListingShipper, useShipperVerified } from '@/features/listings/api/get-listing-shipper';
import { useListingLive } from '@/features/listings/api/live-listings';
import { EditListingPanel } from '@/features/listings/components/edit-listing-panel';
import { ListingDetails } from '@/features/listings/components/listing-details';
import { ListingRoleActions } from '@/features/listings/components/listing-role-actions';
import { ShareOnWhatsApp } from '@/features/listings/components/share-on-whatsapp';
import { QueryErrorState, StaleDataNotice } from '@/components/ui/query-error-state';
import { listingActionFor } from '@/features/listings/permissions';
import { placeCoordinates } from '@/domain/places/coordinates';
import { placeWithProvince } from '@/domain/places/provinces';
import type { Listing } from '@/features/listings/types';

function NotFound() {
  return (
    <EmptyState
      icon={SearchX}
      titleAs="h1"
      title="Carga no encontrada"
      description="El listado de carga que buscas no existe o no tienes permiso para verlo."
    />
  );
}

function LoadedListing({ listing }: { listing: Listing }) {
  const { user, userRole, loading, roleLoading } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const shipper = useListingShipper(listing.id);
  const verified = useShipperVerified(listing.shipperId);
  const wantsEdit = searchParams.get(EDIT_PARAM) === '1';
  const canEdit = listingActionFor(listing, user?.id, userRole) === 'edit';
  // A carrier asks before offering, and keeps the conversation once the load is his.
  const canAsk =
    userRole === 'transporter' &&
    user?.id !== listing.shipperId &&
    (listing.status === 'pending' || listing.transporterId === user?.id);
  // 'Seguimiento': shared once the load has a transporter, by its shipper, or by its
  // transporter when the shipper allows it.
  const trackingParty =
    listing.status === 'pending' || listing.transporterId === null || !user
      ? null
      : user.id === listing.shipperId
        ? 'shipper'
        : user.id === listing.transporterId
          ? 'transporter'
          : null;
  useListingLive(listing);

  function leaveEdit() {
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(EDIT_PARAM);
      return next;
    });
  }

  return (
    <div className="space-y-6">
      <ListingDetails
        listing={listing}
        shipper={shipper.isPending ? undefined : (shipper.data ?? null)}
        shipperVerified={verified.data === true}
        shipperRating={
          <>
            <RatingSummary userId={listing.shipperId} />
            <ReputationFacts userId={listing.shipperId} role="shipper" />
          </>
        }
        actions={
          <div className="flex flex-wrap items-center gap-3">
            {wantsEdit && canEdit ? null : (
              <ListingRoleActions listing={listing} placement="page" />
            )}
            {canAsk ? <OpenConversationButton listingId={listing.id} label="Preguntar" /> : null}
            <ShareOnWhatsApp listing={listing} />
          </div>
        }
      />
      <LazyListingRouteMap
        origin={listing.origin}
        originProvince={listing.originProvince}
        destination={listing.destination}
        destinationProvince={listing.destinationProvince}
        locate={placeCoordinates}
      />
      {wantsEdit && !loading && !roleLoading ? (
        canEdit ? (
          <EditListingPanel key={listing.id} listing={listing} onDone={leaveEdit} />
        ) : (
          <p role="status" className="rounded-md bg-yellow-50 px-3 py-2 text-sm text-yellow-900">
            Solo el dador de carga que publicó este anuncio puede editarlo, y solo mientras está
            pendiente.
          </p>
        )
      ) : null}
      <ListingOffersPanel listing={listing} />
      {trackingParty ? (
        <TrackingLinkCard
          party={trackingParty}
          listingId={listing.id}
          origin={placeWithProvince(listing.origin, listing.originProvince)}
          destination={placeWithProvince(listing.destination, listing.destinationProvince)}
        />
      ) : null}
    </div>
  );
}

/** /listings/:id — one listing, its shipper, its actions, and the owner's edit mode (?edit=1). */
export function ListingDetailPage() {
  const { id = '' } = useParams();
  const query = useListing(id);
  usePageTitle(query.data?.title ?? 'Detalle de la carga');

  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <Link
        to={paths.listings}
        className="mb-6 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Volver a los listados
      </Link>
      {query.isPending ? (
        <LoadingPage label="Cargando la carga…" blocks={['h-5 w-1/2', 'h-8 w-32', 'h-48 w-full']} />
      ) : query.data === undefined ? (
        <QueryErrorState title="No se pudo cargar la carga" query={query} />
      ) : query.data ? (
        <>
          <StaleDataNotice query={query} />
          <LoadedListing listing={query.data} />
        </>
      ) : (
        <NotFound />
      )}
    </section>
  );
}
