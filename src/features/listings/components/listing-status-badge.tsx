import { Badge } from '@/components/ui/badge';
import { statusLabel, statusTone } from '@/domain/catalog';

export function ListingStatusBadge({ status }: { status: string }) {
  return <Badge tone={statusTone(status)}>{statusLabel(status)}</Badge>;
}
