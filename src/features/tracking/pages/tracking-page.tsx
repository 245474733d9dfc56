import { LinkIcon } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Facts } from '@/components/ui/facts';
import { LoadingPage } from '@/components/ui/loading-page';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { RouteLine } from '@/components/ui/route-line';
import { estimateEta, LazyArgentinaMap } from '@/features/trips';
import { formatDate, formatDateTime, formatKm } from '@/lib/format';
import { formatRelativeTime } from '@/lib/relative-time';
import { useNow } from '@/lib/use-now';
import { usePageTitle } from '@/lib/use-page-title';
import { LINK_UNAVAILABLE } from '../api/errors';
import { useTracking } from '../api/tracking-view';
import { ReceiptActions } from '../components/receipt-actions';
import { trackingStatus } from '../tracking-logic';
import type { Tracking } from '../types';

const NO_COMPANY = 'Sin razón social indicada';

function TrackedShipment({ token, tracking }: { token: string; tracking: Tracking }) {
  // The position's age moves on between refreshes.
  const now = useNow(30_000);
  const status = trackingStatus(tracking);
  const eta =
    tracking.last && tracking.destinationPoint && tracking.status === 'in-transit'
      ? estimateEta(tracking.last, tracking.destinationPoint)
      : null;
  const facts: [string, string][] = [
    ['Dador de carga', tracking.shipperCompany ?? NO_COMPANY],
    ['Transportista', tracking.transporterCompany ?? NO_COMPANY],
    ['Recogida', formatDate(tracking.pickupDate)],
    ['Entrega prevista', formatDate(tracking.deliveryDate)],
  ];
  if (tracking.deliveredAt) {
    facts.push(['Entregado', formatDateTime(tracking.deliveredAt)]);
    if (tracking.confirmedByName) {
      facts.push(['Confirmó la recepción', tracking.confirmedByName]);
    }
  } else {
    facts.push([
      'Última posición',
      tracking.last
        ? formatRelativeTime(tracking.last.at, now)
        : 'Todavía no hay posiciones del camión.',
    ]);
    if (eta) {
      facts.push([
        'Llegada estimada',
        `${formatDateTime(eta.arrivesAt)} (faltan ${formatKm(eta.remainingKm)} por ruta)`,
      ]);
    }
  }
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">Seguimiento del envío</h1>
        <p className="flex flex-wrap items-center gap-1 text-slate-700">
          <RouteLine origin={tracking.origin} destination={tracking.destination} />
        </p>
        <p className="flex flex-wrap items-center gap-2" aria-live="polite">
          <Badge tone={status.tone}>{status.label}</Badge>
          <span className="text-sm text-slate-700">{status.text}</span>
        </p>
      </header>
      {tracking.status === 'delivered' && tracking.conformity === 'pending' ? (
        <ReceiptActions token={token} />
      ) : null}
      <Card>
        <CardContent className="pt-6">
          <Facts items={facts} />
        </CardContent>
      </Card>
      <LazyArgentinaMap
        title={`Recorrido de ${tracking.origin} a ${tracking.destination}`}
        fit="route"
        origin={
          tracking.originPoint ? { point: tracking.originPoint, label: tracking.origin } : undefined
        }
        destination={
          tracking.destinationPoint
            ? { point: tracking.destinationPoint, label: tracking.destination }
            : undefined
        }
        truck={
          tracking.last && !tracking.deliveredAt
            ? { point: tracking.last, label: 'Última posición del camión' }
            : undefined
        }
      />
    </div>
  );
}

/** /tracking/:token: the shipment a 'Seguimiento' link shows, to anyone holding it. */
export function TrackingPage() {
  const { token = '' } = useParams();
  const tracking = useTracking(token);
  usePageTitle('Seguimiento del envío');

  if (tracking.isPending) {
    return <LoadingPage label="Cargando el seguimiento…" blocks={['h-8 w-1/2', 'h-48 w-full']} />;
  }
  if (tracking.data === undefined) {
    return <QueryErrorState title="No se pudo cargar el seguimiento" query={tracking} />;
  }
  if (!tracking.data) {
    return (
      <EmptyState
        icon={LinkIcon}
        titleAs="h1"
        title={LINK_UNAVAILABLE}
        description="El enlace de seguimiento fue revocado, venció o no es correcto. Pedile uno nuevo a quien te lo envió."
      />
    );
  }
  return <TrackedShipment token={token} tracking={tracking.data} />;
}
