import { ArrowRight, PackagePlus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAuth } from '@/auth';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatPrice } from '@/lib/format';
import { paths } from '@/lib/paths';
import { ShipmentStatusBadge, useProposalCounts } from '@/features/proposals';
import { useMyListings } from '../api/my-listings';
import { listingEditPath } from '../listing-paths';
import { QueryErrorState } from './query-error-state';

/**
 * The signed-in shipper's listings in every status (Sin propuestas, Con propuestas (N),
 * Confirmado, En tránsito, Entregado), with Editar on the pending ones.
 */
export function MyListingsList() {
  const { user } = useAuth();
  const query = useMyListings(user?.id);
  const pendingIds = (query.data ?? []).filter((l) => l.status === 'pending').map((l) => l.id);
  const counts = useProposalCounts(pendingIds);

  if (query.isPending) {
    return (
      <div role="status" className="space-y-3">
        <span className="sr-only">Cargando tus envíos…</span>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-20 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <QueryErrorState
        title="No se pudieron cargar tus envíos"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-12 text-center">
        <p className="text-lg font-semibold text-slate-900">Todavía no publicaste cargas</p>
        <Link to={paths.postCargo} className={buttonClasses('default', 'md', 'mt-4')}>
          <PackagePlus aria-hidden="true" className="h-4 w-4" />
          Publicar una carga
        </Link>
      </div>
    );
  }
  return (
    <ul className="space-y-3">
      {query.data.map((listing) => (
        <li key={listing.id}>
          <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0 space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                <Link
                  to={paths.listing(listing.id)}
                  className="font-semibold text-slate-900 hover:text-brand-700 hover:underline"
                >
                  {listing.title}
                </Link>
                <ShipmentStatusBadge
                  status={listing.status}
                  liveProposals={counts.data?.[listing.id] ?? 0}
                />
              </div>
              <p className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
                <span>{listing.origin}</span>
                <ArrowRight aria-label="hacia" role="img" className="h-3.5 w-3.5" />
                <span>{listing.destination}</span>
                <span aria-hidden="true">·</span>
                <span>Recogida {formatDate(listing.pickupDate)}</span>
                <span aria-hidden="true">·</span>
                <span className="font-medium text-slate-900">{formatPrice(listing.price)}</span>
              </p>
            </div>
            {listing.status === 'pending' ? (
              <Link
                to={listingEditPath(listing.id)}
                className={buttonClasses('outline', 'sm', 'shrink-0')}
                aria-label={`Editar Anuncio: ${listing.title}`}
              >
                Editar Anuncio
              </Link>
            ) : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}
