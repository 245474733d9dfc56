import { Search } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAuth } from '@/auth';
import { ActivityFeed } from '@/components/dashboard/activity-feed';
import { CounterGrid } from '@/components/dashboard/counter-grid';
import { DashboardCard } from '@/components/dashboard/dashboard-card';
import { ListingRow } from '@/components/dashboard/listing-row';
import { OverviewFrame } from '@/components/dashboard/overview-frame';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { transporterActivityHref } from '../activity-links';
import { useTransporterDashboard, type TransporterDashboard } from '../api/dashboard';
import { transporterCounters } from '../counters';

function UpcomingPickups({ loads }: { loads: TransporterDashboard['upcomingPickups'] }) {
  if (loads.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        No tienes retiros pendientes. Cuando un dador acepte tu propuesta, la carga aparecerá aquí.
      </p>
    );
  }
  return (
    <ol className="divide-y divide-slate-200">
      {loads.map((load) => (
        <ListingRow
          key={load.id}
          listing={load}
          aside={
            <time dateTime={load.pickupDate} className="shrink-0 text-sm text-slate-700">
              {formatDate(load.pickupDate)}
            </time>
          }
        />
      ))}
    </ol>
  );
}

function Overview({ dashboard }: { dashboard: TransporterDashboard }) {
  return (
    <>
      <CounterGrid counters={transporterCounters(dashboard.counts)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <DashboardCard title="Próximos retiros">
          <UpcomingPickups loads={dashboard.upcomingPickups} />
        </DashboardCard>
        <DashboardCard title="Actividad reciente">
          <ActivityFeed
            items={dashboard.activity}
            linkFor={transporterActivityHref}
            emptyText="Todavía no hay actividad: busca una carga disponible y envía tu primera propuesta."
          />
        </DashboardCard>
      </div>
    </>
  );
}

/** The transporter's Resumen: counters, upcoming pickups and recent activity, from one query. */
export function TransporterOverviewPage() {
  const { user } = useAuth();
  const dashboard = useTransporterDashboard(user?.id ?? '');
  return (
    <OverviewFrame
      action={
        <Button asChild variant="accent">
          <Link to={paths.transporterAvailable}>
            <Search aria-hidden="true" className="h-4 w-4" />
            Buscar cargas
          </Link>
        </Button>
      }
      query={dashboard}
    >
      {(data) => <Overview dashboard={data} />}
    </OverviewFrame>
  );
}
