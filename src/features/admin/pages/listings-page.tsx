import { Package, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ListingLink } from '@/components/ui/listing-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmTargetDialog } from '@/components/ui/confirm-dialog';
import { statusLabel, statusTone } from '@/domain/catalog';
import { formatDate, formatPrice } from '@/lib/format';
import { useAdminListings, useRemoveListing, type AdminListing } from '../api/listings';
import { AdminList, AdminPage } from '../components/admin-page';
import { AdminProtectedPayments } from '../components/protected-payments';
import { TripIncidents } from '../components/trip-incidents';
import { toastOutcome } from '@/lib/mutation-toast';

export const LISTING_REMOVED = 'Anuncio eliminado';

/**
 * 'Cargas': the incidents reported on deliveries and the payment disputes, the protected
 * payments, then every listing in any status; an abusive pending one can be removed.
 */
export function AdminListingsPage() {
  const listings = useAdminListings();
  const remove = useRemoveListing();
  const [removing, setRemoving] = useState<AdminListing | null>(null);

  return (
    <AdminPage title="Cargas" description="Todos los anuncios de carga, en cualquier estado.">
      <TripIncidents />
      <AdminProtectedPayments />
      <h2 className="text-lg font-semibold text-slate-900">Anuncios</h2>
      <AdminList
        query={listings}
        label="Cargas"
        loadingLabel="Cargando cargas…"
        errorTitle="No se pudieron cargar las cargas"
        emptyIcon={Package}
        emptyTitle="Todavía no hay cargas publicadas"
        renderItem={(listing) => (
          <Card
            className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start"
            data-testid="admin-listing"
          >
            <div className="min-w-0 flex-1 space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                <ListingLink id={listing.id} title={listing.title} />
                <Badge tone={statusTone(listing.status)}>{statusLabel(listing.status)}</Badge>
              </div>
              <p className="break-words text-sm text-slate-600">
                {listing.origin} → {listing.destination} · {formatPrice(listing.price)}
              </p>
              <p className="break-words text-sm text-slate-600">
                {listing.shipper
                  ? `${listing.shipper.name} · ${listing.shipper.email}`
                  : 'Dador desconocido'}{' '}
                · publicado el {formatDate(listing.created_at)}
              </p>
            </div>
            {listing.status === 'pending' ? (
              <Button
                variant="outline"
                size="sm"
                className="text-red-700"
                aria-label={`Eliminar ${listing.title}`}
                onClick={() => setRemoving(listing)}
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
                Eliminar
              </Button>
            ) : null}
          </Card>
        )}
      />
      <ConfirmTargetDialog
        target={removing}
        onClose={() => setRemoving(null)}
        title="¿Eliminar este anuncio?"
        describe={(listing) =>
          `«${listing.title}» y sus propuestas se borrarán. Esta acción no se puede deshacer.`
        }
        confirmLabel="Eliminar"
        confirmVariant="destructive"
        pending={remove.isPending}
        onConfirm={(listing) =>
          toastOutcome(remove.mutateAsync(listing.id), LISTING_REMOVED, () => setRemoving(null))
        }
      />
    </AdminPage>
  );
}
