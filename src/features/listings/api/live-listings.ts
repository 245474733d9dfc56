import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/auth';
import type { LiveState } from '@/lib/live-state';
import { type LivePayload, useLiveChannel } from '@/lib/use-live-channel';
import type { Listing } from '../types';
import { listingKeys } from './keys';
import type { ListingsPage } from './search-listings';
import { invalidateRoots, SHIPMENT_QUERY_ROOTS } from '@/lib/use-invalidating-mutation';

/**
 * The topic on which the database says a listing left (or re-entered) the market: private, read
 * by every signed-in person, written by no client (a forged event would empty their pages).
 */
export const MARKET_TOPIC = 'listings';

const browseKey = [...listingKeys.all, 'browse'] as const;

/** The browser's loaded pages without one listing, its total one less when it was exact. */
export function withoutListing(
  data: InfiniteData<ListingsPage> | undefined,
  id: string,
  countLimit: number,
): InfiniteData<ListingsPage> | undefined {
  if (!data || !data.pages.some((page) => page.listings.some((l) => l.id === id))) return data;
  return {
    ...data,
    pages: data.pages.map((page, index) => ({
      ...page,
      listings: page.listings.filter((listing) => listing.id !== id),
      total:
        index === 0 && page.total !== null && page.total <= countLimit
          ? Math.max(0, page.total - 1)
          : page.total,
    })),
  };
}

function marketEvent(payload: LivePayload): { id: string; status: string } | null {
  const { id, status } = payload;
  return typeof id === 'string' && typeof status === 'string' ? { id, status } : null;
}

/**
 * Cargas Disponibles for a signed-in carrier: a listing taken or removed leaves the loaded pages
 * the moment the database says so; one back on the market shows at the next refetch.
 */
export function useMarketLive(countLimit: number): LiveState {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  // The handlers are read at each event (useLiveChannel keeps the latest): no memo needed.
  const handlers = {
    listing: (payload: LivePayload) => {
      const event = marketEvent(payload);
      if (!event) return;
      if (event.status === 'pending') {
        void queryClient.invalidateQueries({ queryKey: browseKey, refetchType: 'none' });
        return;
      }
      queryClient.setQueriesData<InfiniteData<ListingsPage>>({ queryKey: browseKey }, (data) =>
        withoutListing(data, event.id, countLimit),
      );
    },
  };
  return useLiveChannel(user ? MARKET_TOPIC : null, handlers, {
    onResume: () => void queryClient.invalidateQueries({ queryKey: browseKey }),
  }).state;
}

/**
 * One listing's page, live: its parties (the shipper, the assigned carrier) follow its offers,
 * status and timeline on the listing's private topic, polling while it is down; anyone else
 * signed in learns from the market topic when it is taken. Visitors stay off Realtime.
 */
export function useListingLive(listing: Pick<Listing, 'id' | 'shipperId' | 'transporterId'>) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const party = user !== null && [listing.shipperId, listing.transporterId].includes(user.id);
  const refresh = () => void invalidateRoots(queryClient, SHIPMENT_QUERY_ROOTS);
  useLiveChannel(
    party ? `listing:${listing.id}` : null,
    { changed: refresh },
    { onResume: refresh, poll: refresh },
  );
  useLiveChannel(user && !party ? MARKET_TOPIC : null, {
    listing: (payload) => {
      if (marketEvent(payload)?.id === listing.id) refresh();
    },
  });
}
