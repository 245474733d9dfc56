import { PackagePlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { ListingLink } from '@/components/ui/listing-link';
import { useAuth } from '@/auth';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingList } from '@/components/ui/loading-list';
import { LoadMore } from '@/components/ui/load-more';
import { loadedRows } from '@/lib/keyset';
import { formatDate, formatPrice } from '@/lib/format';
import { paths } from '@/lib/paths';
import { ShipmentStatusBadge, useProposalCounts } from '@/features/proposals';
import { useMyListings } from '../api/my-listings';
import { isListingExpired } from '../listing-expiry';
import type { Listing } from '../types';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { RouteLine } from '@/components/ui/route-line';

// Only an expired listing needs it: its form (dialog, fields, zod rules) loads on first use.
const RepublishDialog = lazy(() =>
  import('./republish-dialog').then((module) => ({ default: module.RepublishDialog })),
);

/**
 * The signed-in shipper's listings in every status (Sin propuestas, Con propuestas (N),
 * Confirmado, En tránsito, Entregado, and Vencida for a pending one whose pickup date passed),
 * with Editar on the pending ones and Republicar on the expired ones, a page at a time
 * (Cargar más): the offers are counted for the pending listings on screen only.
 */
export function MyListingsList() {
  const { user } = useAuth();
  const query = useMyListings(user?.id);
  const [republishing, setRepublishing] = useState<Listing | null>(null);
  const listings = loadedRows(query.data?.pages);
  const pendingIds = listings.filter((l) => l.status === 'pending').map((l) => l.id);
  const counts = useProposalCounts(pendingIds);

  if (query.isPending) return <LoadingList label="Cargando tus envíos…" />;
  if (query.data === undefined) {
    return <QueryErrorState title="No se pudieron cargar tus envíos" query={query} />;
  }
  if (listings.length === 0) {
    return (
      <EmptyState title="Todavía no publicaste cargas">
        <Button asChild className="mt-4">
          <Link to={paths.postCargo}>
            <PackagePlus aria-hidden="true" className="h-4 w-4" />
            Publicar una carga
          </Link>
        </Button>
      </EmptyState>
    );
  }
  return (
    <div className="space-y-4">
      <ul className="space-y-3">
        {listings.map((listing) => (
          <li key={listing.id}>
            <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0 space-y-1">
                <div className="flex flex-wrap items-center gap-2">
                  <ListingLink id={listing.id} title={listing.title} />
                  {isListingExpired(listing) ? (
                    <Badge tone="red">Vencida</Badge>
                  ) : (
                    <ShipmentStatusBadge
                      status={listing.status}
                      liveProposals={counts.data?.[listing.id] ?? 0}
                    />
                  )}
                </div>
                <p className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
                  <RouteLine origin={listing.origin} destination={listing.destination} compact />
                  <span aria-hidden="true">·</span>
                  <span>Recogida {formatDate(listing.pickupDate)}</span>
                  <span aria-hidden="true">·</span>
                  <span className="font-medium text-slate-900">{formatPrice(listing.price)}</span>
                </p>
              </div>
              {listing.status === 'pending' ? (
                <div className="flex shrink-0 flex-wrap gap-2">
                  {isListingExpired(listing) ? (
                    <Button
                      size="sm"
                      aria-label={`Republicar: ${listing.title}`}
                      onClick={() => setRepublishing(listing)}
                    >
                      Republicar
                    </Button>
                  ) : null}
                  <Button asChild variant="outline" size="sm">
                    <Link
                      to={paths.listingEdit(listing.id)}
                      aria-label={`Editar Anuncio: ${listing.title}`}
                    >
                      Editar Anuncio
                    </Link>
                  </Button>
                </div>
              ) : null}
            </Card>
          </li>
        ))}
      </ul>
      <LoadMore query={query} errorTitle="No se pudieron cargar más envíos" />
      {republishing ? (
        <Suspense fallback={null}>
          <RepublishDialog listing={republishing} onClose={() => setRepublishing(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
