import type { CounterCard } from '@/components/dashboard/counter-grid';
import { paths } from '@/lib/paths';

/** The shipper's listings by status and the live proposals on them, as the dashboard query counts them. */
export interface ShipperCounts {
  pending: number;
  assigned: number;
  inTransit: number;
  delivered: number;
  liveProposals: number;
}

/** The four counters of the shipper's Resumen. */
export function shipperCounters(counts: ShipperCounts): CounterCard[] {
  return [
    {
      label: 'Envíos activos',
      value: counts.pending + counts.assigned,
      href: paths.shipperShipments,
    },
    { label: 'En tránsito', value: counts.inTransit, href: paths.shipperShipments },
    { label: 'Completados', value: counts.delivered, href: paths.shipperHistory },
    { label: 'Propuestas', value: counts.liveProposals, href: paths.shipperShipments },
  ];
}
