import type { CounterCard } from '@/components/dashboard/counter-grid';
import { paths } from '@/lib/paths';

/**
 * The market is counted up to one past this, as the listings browser counts it: beyond it, the
 * counter says '+1000'.
 */
export const AVAILABLE_COUNT_LIMIT = 1000;

/** What the transporter's dashboard query counts. */
export interface TransporterCounts {
  available: number;
  assigned: number;
  inTransit: number;
  delivered: number;
  liveProposals: number;
}

/** The four counters of the transporter's Resumen. */
export function transporterCounters(counts: TransporterCounts): CounterCard[] {
  return [
    {
      label: 'Cargas disponibles',
      value:
        counts.available > AVAILABLE_COUNT_LIMIT ? `+${AVAILABLE_COUNT_LIMIT}` : counts.available,
      href: paths.transporterAvailable,
    },
    {
      label: 'Fletes activos',
      value: counts.assigned + counts.inTransit,
      href: paths.transporterFreights,
    },
    { label: 'Completados', value: counts.delivered, href: paths.transporterFreights },
    { label: 'Propuestas enviadas', value: counts.liveProposals, href: paths.transporterFreights },
  ];
}
