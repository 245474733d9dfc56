import type { ReactNode } from 'react';
import { ListingLink } from '@/components/ui/listing-link';

export interface ListingRowData {
  id: string;
  title: string;
  origin: string;
  destination: string;
}

/** A listing in a dashboard list: its title (a link to its page), its route, and `aside` at the end. */
export function ListingRow({ listing, aside }: { listing: ListingRowData; aside: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <span className="min-w-0">
        <ListingLink id={listing.id} title={listing.title} tone="row" />
        <span className="block text-sm text-slate-600">
          {listing.origin} → {listing.destination}
        </span>
      </span>
      {aside}
    </li>
  );
}
