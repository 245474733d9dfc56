import { Search } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAuth } from '@/auth';
import { ActivityFeed } from '@/components/dashboard/activity-feed';
import { CounterGrid } from '@/components/dashboard/counter-grid';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { usePageTitle } from '@/lib/use-page-title';
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
        <li key={load.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span className="min-w-0">
            <Link
              to={paths.listing(load.id)}
              className="font-medium break-words text-brand-700 hover:underline"
            >
              {load.title}
            </Link>
            <span className="block text-sm text-slate-600">
              {load.origin} → {load.destination}
            </span>
          </span>
          <time dateTime={load.pickupDate} className="shrink-0 text-sm text-slate-700">
            {formatDate(load.pickupDate)}
          </time>
        </li>
      ))}
    </ol>
  );
}

function Overview({ dashboard }: { dashboard: TransporterDashboard }) {
  return (
    <>
      <CounterGrid counters={transporterCounters(dashboard.counts)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Próximos retiros</CardTitle>
          </CardHeader>
          <CardContent>
            <UpcomingPickups loads={dashboard.upcomingPickups} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Actividad reciente</CardTitle>
          </CardHeader>
          <CardContent>
            <ActivityFeed
              items={dashboard.activity}
              linkFor={transporterActivityHref}
              emptyText="Todavía no hay actividad: busca una carga disponible y envía tu primera propuesta."
            />
          </CardContent>
        </Card>
      </div>
    </>
  );
}

/** The carrier's Resumen: counters, upcoming pickups and recent activity, from one query. */
export function TransporterOverviewPage() {
  usePageTitle('Resumen');
  const { user } = useAuth();
  const dashboard = useTransporterDashboard(user?.id ?? '');
  return (
    <section className="space-y-6 px-4 py-8 md:px-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Resumen</h1>
        <Button asChild variant="accent">
          <Link to={paths.transporterAvailable}>
            <Search aria-hidden="true" className="h-4 w-4" />
            Buscar cargas
          </Link>
        </Button>
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
