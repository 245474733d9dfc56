import { WhatsAppLink } from '@/components/ui/whatsapp-link';
import { paths } from '@/lib/paths';
import { listingShareLink } from '../share';
import type { Listing } from '../types';

/** 'Compartir por WhatsApp': a chat link, in a new tab, with the listing's summary and URL. */
export function ShareOnWhatsApp({ listing }: { listing: Listing }) {
  const listingUrl = new URL(paths.listing(listing.id), window.location.origin).href;
  return (
    <WhatsAppLink href={listingShareLink(listing, listingUrl)}>Compartir por WhatsApp</WhatsAppLink>
  );
}
