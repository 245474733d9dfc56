/**
 * The offers and shipment vocabulary: proposal status labels, the labels of Mis Envíos, the
 * tracking timeline and the transporter's next step. Pure functions, tested directly.
 */
import type { BadgeTone } from '@/components/ui/badge';
import type { Enums } from '@/lib/database.types';

export type CargoStatus = Enums<'cargo_status'>;
export type ProposalStatus = Enums<'proposal_status'>;

export interface StatusLabel {
  label: string;
  tone: BadgeTone;
}

export const proposalStatusLabels: Record<ProposalStatus, StatusLabel> = {
  pending: { label: 'Pendiente', tone: 'yellow' },
  accepted: { label: 'Aceptada', tone: 'green' },
  rejected: { label: 'Rechazada', tone: 'red' },
  withdrawn: { label: 'Retirada', tone: 'grey' },
};

/**
 * The label of a listing in Mis Envíos: a pending listing says whether transporters offered (and how
 * many), a later one where the shipment stands.
 */
export function shipmentLabel(status: CargoStatus, liveProposals: number): StatusLabel {
  switch (status) {
    case 'pending':
      return liveProposals > 0
        ? { label: `Con propuestas (${liveProposals})`, tone: 'yellow' }
        : { label: 'Sin propuestas', tone: 'grey' };
    case 'assigned':
      return { label: 'Confirmado', tone: 'blue' };
    case 'in-transit':
      return { label: 'En tránsito', tone: 'purple' };
    case 'delivered':
      return { label: 'Entregado', tone: 'green' };
  }
}

/** 'N propuestas' on a pending card; nothing when no transporter offered yet. */
export function proposalCountLabel(count: number): string | null {
  if (count <= 0) return null;
  return count === 1 ? '1 propuesta' : `${count} propuestas`;
}

export const timelineSteps: readonly { status: CargoStatus; label: string }[] = [
  { status: 'pending', label: 'Publicado' },
  { status: 'assigned', label: 'Asignado' },
  { status: 'in-transit', label: 'En tránsito' },
  { status: 'delivered', label: 'Entregado' },
];

export interface TimelineStep {
  status: CargoStatus;
  label: string;
  /** When the step was reached (an ISO timestamp), or null while it is ahead. */
  reachedAt: string | null;
}

/** The four steps in order, each dated by its shipment event when there is one. */
export function buildTimeline(
  events: readonly { status: CargoStatus; createdAt: string }[],
): TimelineStep[] {
  return timelineSteps.map((step) => ({
    ...step,
    reachedAt: events.find((e) => e.status === step.status)?.createdAt ?? null,
  }));
}
