import { BadgeCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { VERIFIED_CARRIER } from '@/domain/documents';
import { useVerifiedCarrier } from '../api/verified-carrier';

/** 'Transportista verificado', shown only when the database counts the carrier as verified. */
export function VerifiedCarrierBadge({ userId }: { userId: string | null | undefined }) {
  const verified = useVerifiedCarrier(userId);
  if (verified.data !== true) return null;
  return (
    <Badge tone="green" className="gap-1" data-testid="verified-carrier">
      <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" />
      {VERIFIED_CARRIER}
    </Badge>
  );
}
