import { Badge } from '@/components/ui/badge';
import {
  proposalCountLabel,
  proposalStatusLabels,
  shipmentLabel,
  type CargoStatus,
  type ProposalStatus,
} from '../lifecycle';

export function ProposalStatusBadge({ status }: { status: ProposalStatus }) {
  const { label, tone } = proposalStatusLabels[status];
  return <Badge tone={tone}>{label}</Badge>;
}

/** Mis Envíos: where a listing stands, counting the offers of a pending one. */
export function ShipmentStatusBadge({
  status,
  liveProposals,
}: {
  status: CargoStatus;
  liveProposals: number;
}) {
  const { label, tone } = shipmentLabel(status, liveProposals);
  return <Badge tone={tone}>{label}</Badge>;
}

/** 'N propuestas' on a pending card; nothing when there are none. */
export function ProposalCountBadge({ count }: { count: number }) {
  const label = proposalCountLabel(count);
  if (!label) return null;
  return (
    <span className="text-sm font-medium text-brand-700" data-testid="proposal-count">
      {label}
    </span>
  );
}
