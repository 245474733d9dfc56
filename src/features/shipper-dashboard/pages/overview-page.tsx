import { PackagePlus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAuth } from '@/auth';
import { ActivityFeed } from '@/components/dashboard/activity-feed';
import { CounterGrid } from '@/components/dashboard/counter-grid';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { Spinner } from '@/components/ui/spinner';
import { statusLabel, statusTone } from '@/domain/catalog';
import { paths } from '@/lib/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { isNewShipper, useShipperDashboard, type ShipperDashboard } from '../api/dashboard';
import { shipperCounters } from '../counters';

function PublishButton() {
  return (
    <Button asChild variant="accent">
      <Link to={paths.postCargo}>
        <PackagePlus aria-hidden="true" className="h-4 w-4" />
        Publicar carga
      </Link>
    </Button>
  );
}

function RecentListings({ listings }: { listings: ShipperDashboard['recentListings'] }) {
  return (
    <ul className="divide-y divide-slate-200">
      {listings.map((listing) => (
        <li key={listing.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span className="min-w-0">
            <Link
              to={paths.listing(listing.id)}
              className="font-medium break-words text-brand-700 hover:underline"
            >
              {listing.title}
            </Link>
            <span className="block text-sm text-slate-600">
              {listing.origin} → {listing.destination}
            </span>
          </span>
          <Badge tone={statusTone(listing.status)}>{statusLabel(listing.status)}</Badge>
        </li>
      ))}
    </ul>
  );
}

function Overview({ dashboard }: { dashboard: ShipperDashboard }) {
  return (
    <>
      <CounterGrid counters={shipperCounters(dashboard.counts)} />
      {isNewShipper(dashboard) ? (
        <EmptyState
          icon={PackagePlus}
          title="Publica tu primera carga"
          description="Cuando publiques una carga, los transportistas te enviarán propuestas y aquí verás tus envíos y su actividad."
        >
          <div className="mt-4">
            <PublishButton />
          </div>
        </EmptyState>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle>Últimas cargas</CardTitle>
            </CardHeader>
            <CardContent>
              <RecentListings listings={dashboard.recentListings} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Actividad reciente</CardTitle>
            </CardHeader>
            <CardContent>
              <ActivityFeed
                items={dashboard.activity}
                emptyText="Todavía no hay actividad: las propuestas que recibas aparecerán aquí."
              />
            </CardContent>
          </Card>
        </div>
      )}
    </>
  );
}

/** The shipper's Resumen: counters, latest listings and recent activity, from one query. */
export function ShipperOverviewPage() {
  usePageTitle('Resumen');
  const { user } = useAuth();
  const dashboard = useShipperDashboard(user?.id ?? '');
  return (
    <section className="space-y-6 px-4 py-8 md:px-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Resumen</h1>
        <PublishButton />
      </div>
      {dashboard.isPending ? (
        <Spinner label="Cargando resumen…" />
      ) : dashboard.isError ? (
        <QueryErrorState
          title="No se pudo cargar el resumen"
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
        />
      ) : (
        <Overview dashboard={dashboard.data} />
      )}
    </section>
  );
}
