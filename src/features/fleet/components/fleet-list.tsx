import type { LucideIcon } from 'lucide-react';
import { Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmTargetDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingList } from '@/components/ui/loading-list';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { toast } from '@/lib/toast';
import type { UseQueryResult } from '@tanstack/react-query';
import { useRemoveFleetItem } from '../api/fleet';
import { toastFailure } from '@/lib/mutation-toast';

export interface FleetListProps<T extends { id: string }> {
  table: 'vehicles' | 'drivers';
  query: UseQueryResult<T[]>;
  /** 'tus vehículos' / 'tus choferes', for the loading and error texts. */
  noun: string;
  empty: { icon: LucideIcon; title: string; description: string };
  title: (item: T) => string;
  details: (item: T) => ReactNode;
  removedToast: string;
}

/** A carrier's vehicles or drivers: loading, error, empty, and each with 'Eliminar'. */
export function FleetList<T extends { id: string }>({
  table,
  query,
  noun,
  empty,
  title,
  details,
  removedToast,
}: FleetListProps<T>) {
  const remove = useRemoveFleetItem();
  const [deleting, setDeleting] = useState<T | null>(null);

  if (query.isPending) return <LoadingList label={`Cargando ${noun}…`} rows={2} />;
  if (query.data === undefined)
    return <QueryErrorState title={`No se pudieron cargar ${noun}`} query={query} />;
  if (query.data.length === 0) return <EmptyState {...empty} />;
  return (
    <>
      <ul className="space-y-3" aria-label={noun.replace(/^tus/, 'Tus')}>
        {query.data.map((item) => (
          <li key={item.id}>
            <Card className="flex flex-wrap items-start justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">{title(item)}</p>
                <div className="text-sm text-slate-600">{details(item)}</div>
              </div>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setDeleting(item)}
                aria-label={`Eliminar ${title(item)}`}
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
                Eliminar
              </Button>
            </Card>
          </li>
        ))}
      </ul>
      <ConfirmTargetDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        title={`¿Eliminar ${deleting ? title(deleting) : ''}?`}
        describe={() => 'Los viajes ya asignados conservan sus datos.'}
        confirmLabel="Eliminar"
        confirmVariant="destructive"
        pending={remove.isPending}
        onConfirm={(item) =>
          remove.mutate(
            { table, id: item.id },
            {
              onSuccess: () => toast.success(removedToast),
              onError: (error) => toastFailure(error),
              onSettled: () => setDeleting(null),
            },
          )
        }
      />
    </>
  );
}
