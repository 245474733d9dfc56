import { MessageCircle } from 'lucide-react';
import { paths } from '@/lib/paths';
import { listingShareLink } from '../share';
import type { Listing } from '../types';

/** 'Compartir por WhatsApp': a chat link, in a new tab, with the listing's summary and URL. */
export function ShareOnWhatsApp({ listing }: { listing: Listing }) {
  const listingUrl = new URL(paths.listing(listing.id), window.location.origin).href;
  return (
    <a
      href={listingShareLink(listing, listingUrl)}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-2 rounded-md border border-green-600 px-3 py-2 text-sm font-medium text-green-700 hover:bg-green-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-green-600/40"
    >
      <MessageCircle aria-hidden="true" className="h-4 w-4" />
      Compartir por WhatsApp
    </a>
  );
}
