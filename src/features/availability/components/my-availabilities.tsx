import { Truck } from 'lucide-react';
import { useState } from 'react';
import { useAuth } from '@/auth';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmTargetDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingList } from '@/components/ui/loading-list';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { vehicleTypeLabel } from '@/domain/catalog';
import { formatPlate, useMyVehicles } from '@/features/fleet';
import { localCalendarDate } from '@/lib/calendar-date';
import { toastOutcome } from '@/lib/mutation-toast';
import { isActive, useMyAvailabilities, useWithdrawAvailability } from '../api/availability';
import { availabilityWindow } from '../format';
import type { Availability } from '../types';
import { LoadsForAvailability } from './loads-for-availability';
import { TruckFacts } from './truck-facts';

/**
 * The carrier's availabilities, newest first: the active ones with 'Retirar' and their
 * 'Cargas para tu camión', the past and withdrawn ones marked as such.
 */
export function MyAvailabilities() {
  const { user } = useAuth();
  const query = useMyAvailabilities(user?.id);
  const vehicles = useMyVehicles(user?.id);
  const withdraw = useWithdrawAvailability();
  const [withdrawing, setWithdrawing] = useState<Availability | null>(null);
  const today = localCalendarDate();

  /** His own vehicle by its plate, when it is still in his fleet; otherwise the type. */
  function vehicleOf(availability: Availability): string {
    const type = vehicleTypeLabel(availability.vehicleType);
    const own = vehicles.data?.find((v) => v.id === availability.vehicleId);
    return own ? `${formatPlate(own.plate)} · ${type}` : type;
  }

  if (query.isPending) return <LoadingList label="Cargando tus camiones disponibles…" rows={2} />;
  if (query.data === undefined) {
    return <QueryErrorState title="No se pudieron cargar tus camiones disponibles" query={query} />;
  }
  if (query.data.length === 0) {
    return (
      <EmptyState
        icon={Truck}
        title="Todavía no publicaste tu camión"
        description="Indica dónde y cuándo está libre y te mostramos las cargas que le quedan cerca."
      />
    );
  }
  return (
    <>
      <ul className="space-y-4" aria-label="Tus camiones disponibles">
        {query.data.map((availability) => {
          const active = isActive(availability, today);
          const headingId = `loads-${availability.id}`;
          return (
            <li key={availability.id}>
              <Card className="space-y-3 p-4" data-testid="my-availability">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0 space-y-2">
                    <div className="flex flex-wrap items-center gap-2">
                      <h3 className="font-semibold text-slate-900">{availability.place}</h3>
                      {active ? (
                        <Badge tone="green">Activo</Badge>
                      ) : (
                        <Badge tone="grey">
                          {availability.withdrawnAt ? 'Retirado' : 'Finalizado'}
                        </Badge>
                      )}
                    </div>
                    <TruckFacts truck={availability} vehicle={vehicleOf(availability)} />
                    {availability.note ? (
                      <p className="text-sm break-words whitespace-pre-line text-slate-600">
                        {availability.note}
                      </p>
                    ) : null}
                  </div>
                  {active ? (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setWithdrawing(availability)}
                      aria-label={`Retirar camión en ${availability.place}`}
                    >
                      Retirar
                    </Button>
                  ) : null}
                </div>
                {active ? (
                  <LoadsForAvailability availabilityId={availability.id} headingId={headingId} />
                ) : null}
              </Card>
            </li>
          );
        })}
      </ul>
      <ConfirmTargetDialog
        target={withdrawing}
        onClose={() => setWithdrawing(null)}
        title="¿Retirar este camión?"
        describe={(a) =>
          `${a.place}, ${availabilityWindow(a.availableFrom, a.availableTo).toLowerCase()}: los dadores de carga dejarán de verlo y no te llegarán más cargas para él.`
        }
        confirmLabel="Retirar"
        confirmVariant="destructive"
        pending={withdraw.isPending}
        onConfirm={(a) =>
          void toastOutcome(withdraw.mutateAsync(a.id), 'Camión retirado', () =>
            setWithdrawing(null),
          )
        }
      />
    </>
  );
}
