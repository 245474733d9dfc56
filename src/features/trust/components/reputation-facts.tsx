import { cn } from '@/lib/cn';
import { useReputation } from '../api/reputation';
import { reputationLines } from '../reputation';

/**
 * What a carrier's or a shipper's history says (on time, cancellations, answer time, days to
 * pay), each with its sample; 'Historial insuficiente' until a figure has 3 events.
 */
export function ReputationFacts({
  userId,
  role,
  className,
}: {
  userId: string | null | undefined;
  role: 'transporter' | 'shipper';
  className?: string;
}) {
  const reputation = useReputation(userId);
  if (!reputation.data) return null;
  const lines = reputationLines(reputation.data, role);
  return (
    <ul
      className={cn('space-y-0.5 text-sm text-slate-600', className)}
      aria-label="Historial"
      data-testid="reputation"
    >
      {lines.length > 0 ? (
        lines.map((line) => <li key={line}>{line}</li>)
      ) : (
        <li>Historial insuficiente: se muestra desde 3 viajes</li>
      )}
    </ul>
  );
}
