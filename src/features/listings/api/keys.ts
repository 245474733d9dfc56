import type { ListingFilters } from '../listing-filters';
import type { SuggestedPriceQuery } from '../types';

/** TanStack Query keys; every listing query starts with 'listings' so one invalidation covers all. */
export const listingKeys = {
  all: ['listings'] as const,
  browse: (filters: ListingFilters) => ['listings', 'browse', filters] as const,
  detail: (id: string) => ['listings', 'detail', id] as const,
  shipper: (id: string) => ['listings', 'shipper', id] as const,
  shipperVerified: (shipperId: string) => ['listings', 'shipper-verified', shipperId] as const,
  mine: (userId: string) => ['listings', 'mine', userId] as const,
  suggestedPrice: (query: SuggestedPriceQuery | null) =>
    ['listings', 'suggested-price', query] as const,
};
