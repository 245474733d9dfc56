import { Badge } from '@/components/ui/badge';
import { proposalCountLabel, shipmentLabel, type CargoStatus } from '../lifecycle';
import { negotiationStatusLabel, type Negotiation } from '../negotiation';

/** A proposal's status, or 'Vencida' when it is pending past its validity. */
export function NegotiationStatusBadge({
  negotiation,
}: {
  negotiation: Pick<Negotiation, 'status' | 'validUntil'>;
}) {
  const { label, tone } = negotiationStatusLabel(negotiation);
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
