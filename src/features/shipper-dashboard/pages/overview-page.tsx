import { PackagePlus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAuth } from '@/auth';
import { ActivityFeed } from '@/components/dashboard/activity-feed';
import { CounterGrid } from '@/components/dashboard/counter-grid';
import { DashboardCard } from '@/components/dashboard/dashboard-card';
import { ListingRow } from '@/components/dashboard/listing-row';
import { OverviewFrame } from '@/components/dashboard/overview-frame';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { statusLabel, statusTone } from '@/domain/catalog';
import { paths } from '@/lib/paths';
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
        <ListingRow
          key={listing.id}
          listing={listing}
          aside={<Badge tone={statusTone(listing.status)}>{statusLabel(listing.status)}</Badge>}
        />
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
          <DashboardCard title="Últimas cargas">
            <RecentListings listings={dashboard.recentListings} />
          </DashboardCard>
          <DashboardCard title="Actividad reciente">
            <ActivityFeed
              items={dashboard.activity}
              emptyText="Todavía no hay actividad: las propuestas que recibas aparecerán aquí."
            />
          </DashboardCard>
        </div>
      )}
    </>
  );
}

/** The shipper's Resumen: counters, latest listings and recent activity, from one query. */
export function ShipperOverviewPage() {
  const { user } = useAuth();
  const dashboard = useShipperDashboard(user?.id ?? '');
  return (
    <OverviewFrame action={<PublishButton />} query={dashboard}>
      {(data) => <Overview dashboard={data} />}
    </OverviewFrame>
  );
}
