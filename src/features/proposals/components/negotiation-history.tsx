import { formatDateTime, formatPrice } from '@/lib/format';
import { describeHistory, isExpired, type Negotiation } from '../negotiation';

/**
 * The prices put on the table, oldest first (who, how much, when), and until when the proposal is
 * valid while it is open. A single offer is the proposal itself: the list starts at the first
 * counter or edit.
 */
export function NegotiationHistory({
  negotiation,
}: {
  negotiation: Pick<Negotiation, 'status' | 'validUntil' | 'history'>;
}) {
  const open = negotiation.status === 'pending' && !isExpired(negotiation);
  return (
    <div className="space-y-1 text-sm">
      {negotiation.history.length > 1 ? (
        <ol aria-label="Historial de la negociación" className="space-y-0.5 text-slate-700">
          {describeHistory(negotiation.history).map((offer) => (
            <li key={`${offer.createdAt}-${offer.side}-${offer.price}`}>
              <span className="font-medium">{offer.label}:</span> {formatPrice(offer.price)}
              <span className="text-slate-500"> · {formatDateTime(offer.createdAt)}</span>
            </li>
          ))}
        </ol>
      ) : null}
      {open ? (
        <p className="text-xs text-slate-500">
          Válida hasta {formatDateTime(negotiation.validUntil)}
        </p>
      ) : null}
    </div>
  );
}
