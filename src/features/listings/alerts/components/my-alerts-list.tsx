import { BellOff, BellRing, Search, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '@/auth';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmTargetDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingList } from '@/components/ui/loading-list';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useDeleteAlert, useMyAlerts, useSetAlertActive, type SavedAlert } from '../api/alerts';
import { criteriaBrowserPath, describeCriteria } from '../criteria';
import { toastFailure } from '@/lib/mutation-toast';

export const ALERT_DELETED = 'Alerta eliminada';
export const ALERT_PAUSED = 'Alerta pausada';
export const ALERT_RESUMED = 'Alerta reanudada';

const showError = (error: unknown) => toastFailure(error);

function AlertItem({ alert, onDelete }: { alert: SavedAlert; onDelete: () => void }) {
  const setActive = useSetAlertActive();
  const toggle = () =>
    setActive.mutate(
      { id: alert.id, active: !alert.active },
      {
        onSuccess: () => toast.success(alert.active ? ALERT_PAUSED : ALERT_RESUMED),
        onError: showError,
      },
    );

  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="break-words font-semibold text-slate-900">{alert.name}</h2>
          <Badge tone={alert.active ? 'green' : 'grey'}>
            {alert.active ? 'Activa' : 'En pausa'}
          </Badge>
        </div>
        <p className="break-words text-sm text-slate-600">
          {describeCriteria(alert.criteria).join(' · ')}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={criteriaBrowserPath(alert.criteria)} aria-label={`Ver cargas: ${alert.name}`}>
            <Search aria-hidden="true" className="h-4 w-4" />
            Ver cargas
          </Link>
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={setActive.isPending}
          aria-label={`${alert.active ? 'Pausar' : 'Reanudar'}: ${alert.name}`}
          onClick={toggle}
        >
          {alert.active ? (
            <BellOff aria-hidden="true" className="h-4 w-4" />
          ) : (
            <BellRing aria-hidden="true" className="h-4 w-4" />
          )}
          {alert.active ? 'Pausar' : 'Reanudar'}
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="text-red-700"
          aria-label={`Eliminar: ${alert.name}`}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          Eliminar
        </Button>
      </div>
    </Card>
  );
}

/** Mis Alertas: the transporter's saved searches, with Pausar/Reanudar and Eliminar. */
export function MyAlertsList() {
  const { user } = useAuth();
  const query = useMyAlerts(user?.id);
  const remove = useDeleteAlert();
  const [deleting, setDeleting] = useState<SavedAlert | null>(null);

  if (query.isPending) return <LoadingList label="Cargando tus alertas…" />;
  if (query.data === undefined) {
    return <QueryErrorState title="No se pudieron cargar tus alertas" query={query} />;
  }
  if (query.data.length === 0) {
    return (
      <EmptyState
        icon={BellRing}
        title="Todavía no guardaste alertas"
        description="Busca y filtra las cargas que te interesan y toca «Guardar alerta»: te avisaremos cuando se publique una que coincida."
      >
        <Button asChild className="mt-4">
          <Link to={paths.transporterAvailable}>
            <Search aria-hidden="true" className="h-4 w-4" />
            Buscar cargas
          </Link>
        </Button>
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="space-y-3" aria-label="Mis Alertas">
        {query.data.map((alert) => (
          <li key={alert.id}>
            <AlertItem alert={alert} onDelete={() => setDeleting(alert)} />
          </li>
        ))}
      </ul>
      <ConfirmTargetDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        title="¿Eliminar esta alerta?"
        describe={(alert) => `Dejarás de recibir avisos de «${alert.name}».`}
        confirmLabel="Eliminar"
        confirmVariant="destructive"
        pending={remove.isPending}
        onConfirm={(alert) =>
          remove.mutate(alert.id, {
            onSuccess: () => toast.success(ALERT_DELETED),
            onError: showError,
            onSettled: () => setDeleting(null),
          })
        }
      />
    </>
  );
}
