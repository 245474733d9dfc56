import { Truck } from 'lucide-react';
import { ListingLink } from '@/components/ui/listing-link';
import { useAuth } from '@/auth';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { LoadingList } from '@/components/ui/loading-list';
import { QueryErrorState, StaleDataNotice } from '@/components/ui/query-error-state';
import { RouteLine } from '@/components/ui/route-line';
import { formatDate, formatPrice, formatWeight } from '@/lib/format';
import { loadedRows } from '@/lib/keyset';
import { statusLabel, statusTone } from '@/domain/catalog';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { RatingSummary } from '@/features/trust';
import { paths } from '@/lib/paths';
import { useMyFreights } from '../api/shipments';
import type { Freight } from '../types';
import { ShipmentContactCard } from './shipment-contact-card';

// The trip is run from the shipment's page: vehicle and driver, insurance, location, delivery.
const freightActionLabels: Record<Freight['status'], string> = {
  pending: 'Ver carga',
  assigned: 'Preparar viaje',
  'in-transit': 'Seguir el viaje',
  delivered: 'Ver entrega y calificar',
};

function FreightCard({ freight }: { freight: Freight }) {
  return (
    <Card className="space-y-3 p-4" data-testid="freight">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2>
            <ListingLink id={freight.id} title={freight.title} />
          </h2>
          <p className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
            <RouteLine origin={freight.origin} destination={freight.destination} compact />
          </p>
          <p className="text-sm text-slate-600">
            Recogida {formatDate(freight.pickupDate)} · Entrega {formatDate(freight.deliveryDate)} ·{' '}
            {formatWeight(freight.weightKg)} ·{' '}
            <span className="font-medium text-slate-900">{formatPrice(freight.price)}</span>
          </p>
        </div>
        <Badge tone={statusTone(freight.status)}>{statusLabel(freight.status)}</Badge>
      </div>
      <ShipmentContactCard
        listingId={freight.id}
        listingTitle={freight.title}
        heading="Dador de carga"
      >
        <RatingSummary userId={freight.shipperId} />
      </ShipmentContactCard>
      <Button asChild variant={freight.status === 'delivered' ? 'outline' : 'default'}>
        <Link to={paths.listing(freight.id)}>{freightActionLabels[freight.status]}</Link>
      </Button>
    </Card>
  );
}

/** Mis Fletes: the transporter's assigned, in-transit and delivered loads, a page at a time. */
export function MyFreights() {
  const { user } = useAuth();
  const query = useMyFreights(user?.id);
  const freights = loadedRows(query.data?.pages);
  if (query.isPending) {
    return <LoadingList label="Cargando tus fletes…" rows={1} rowClassName="h-32" />;
  }
  if (query.data === undefined) {
    return <QueryErrorState title="No se pudieron cargar tus fletes" query={query} />;
  }
  if (freights.length === 0) {
    return (
      <EmptyState
        icon={Truck}
        title="Todavía no tienes fletes asignados"
        description="Cuando un dador de carga acepte tu propuesta, el flete aparecerá aquí."
      />
    );
  }
  return (
    <>
      <StaleDataNotice query={query} />
      <ul className="space-y-3">
        {freights.map((freight) => (
          <li key={freight.id}>
            <FreightCard freight={freight} />
          </li>
        ))}
      </ul>
      <LoadMore query={query} errorTitle="No se pudieron cargar más fletes" />
    </>
  );
}
