import type { ActivityItem } from '@/domain/activity';
import { paths } from '@/lib/paths';

/**
 * Where an entry of the transporter's 'Actividad reciente' leads. A proposal's listing may have gone
 * to another transporter, and then the transporter can no longer open it: proposal entries lead to Mis
 * Fletes, whose Mis Propuestas lists each one with its state. Shipment steps lead to the listing.
 */
export function transporterActivityHref(item: Pick<ActivityItem, 'kind' | 'listingId'>): string {
  return item.kind.startsWith('proposal_')
    ? paths.transporterFreights
    : paths.listing(item.listingId);
}
