import { BadgeCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { VERIFIED_TRANSPORTER } from '@/domain/documents';
import { useVerifiedTransporter } from '../api/verified-transporter';

/** 'Transportista verificado', shown only when the database counts the transporter as verified. */
export function VerifiedTransporterBadge({ userId }: { userId: string | null | undefined }) {
  const verified = useVerifiedTransporter(userId);
  if (verified.data !== true) return null;
  return (
    <Badge tone="green" className="gap-1" data-testid="verified-transporter">
      <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" />
      {VERIFIED_TRANSPORTER}
    </Badge>
  );
}
