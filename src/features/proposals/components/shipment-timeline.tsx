import { Check, Circle } from 'lucide-react';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/cn';
import { useShipmentEvents } from '../api/shipments';
import { buildTimeline } from '../lifecycle';

/** Publicado, Asignado, En tránsito, Entregado, each dated once reached. */
export function ShipmentTimeline({ listingId }: { listingId: string }) {
  const events = useShipmentEvents(listingId);
  if (events.isPending) return <p className="text-sm text-slate-500">Cargando el seguimiento…</p>;
  if (events.data === undefined) {
    return (
      <p role="alert" className="text-sm text-red-700">
        No se pudo cargar el seguimiento.
      </p>
    );
  }
  const steps = buildTimeline(events.data);
  return (
    <section aria-labelledby={`timeline-${listingId}`}>
      <h2 id={`timeline-${listingId}`} className="text-lg font-semibold text-slate-900">
        Seguimiento
      </h2>
      <ol className="mt-3 grid gap-3 sm:grid-cols-4" data-testid="shipment-timeline">
        {steps.map((step) => {
          const reached = step.reachedAt !== null;
          return (
            <li
              key={step.status}
              className={cn(
                'flex items-start gap-2 rounded-md border p-3 text-sm',
                reached ? 'border-green-200 bg-green-50' : 'border-slate-200 bg-white',
              )}
            >
              {reached ? (
                <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />
              ) : (
                <Circle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" />
              )}
              <div>
                <p className={cn('font-medium', reached ? 'text-slate-900' : 'text-slate-500')}>
                  {step.label}
                </p>
                <p className="text-xs text-slate-600">
                  {step.reachedAt ? formatDate(step.reachedAt) : 'Pendiente'}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
