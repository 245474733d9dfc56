/** 'Compartir por WhatsApp' on a listing page: the chat text and link, built purely. */
import { formatDate, formatPrice } from '@/lib/format';
import { whatsappLink } from '@/lib/site-config';
import { placeWithProvince } from '@/domain/places/provinces';
import type { Listing } from './types';

type SharedListing = Pick<
  Listing,
  | 'title'
  | 'origin'
  | 'originProvince'
  | 'destination'
  | 'destinationProvince'
  | 'pickupDate'
  | 'price'
>;

/** The message: what, where from and to, when, for how much, and the link to the listing. */
export function listingShareText(listing: SharedListing, listingUrl: string): string {
  const origin = placeWithProvince(listing.origin, listing.originProvince);
  const destination = placeWithProvince(listing.destination, listing.destinationProvince);
  return [
    `Carga en ConectaCargas: ${listing.title}`,
    `Ruta: ${origin} → ${destination}`,
    `Recogida: ${formatDate(listing.pickupDate)}`,
    `Precio: ${formatPrice(listing.price)}`,
    listingUrl,
  ].join('\n');
}

/** A wa.me link with no number: WhatsApp lets the person choose whom to send it to. */
export function listingShareLink(listing: SharedListing, listingUrl: string): string {
  return whatsappLink('', listingShareText(listing, listingUrl));
}
