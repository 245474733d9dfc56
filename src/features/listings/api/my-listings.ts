import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextPageParam } from '@/lib/keyset';
import { supabase } from '@/lib/supabase';
import { listingKeys } from './keys';
import {
  fetchMyListingsPage,
  MY_LISTINGS_PAGE_SIZE,
  type MyListingsCursor,
} from './my-listings-fetch';

export function myListingsOptions(shipperId: string) {
  return infiniteQueryOptions({
    queryKey: listingKeys.mine(shipperId),
    queryFn: ({ pageParam }) =>
      fetchMyListingsPage(shipperId, pageParam, MY_LISTINGS_PAGE_SIZE, supabase),
    initialPageParam: null as MyListingsCursor | null,
    getNextPageParam: nextPageParam,
  });
}

export function useMyListings(shipperId: string | undefined) {
  return useInfiniteQuery({ ...myListingsOptions(shipperId ?? ''), enabled: Boolean(shipperId) });
}
