import { unwrap } from '@/lib/query-result';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import type { ListingShipper } from '../types';
import { listingKeys } from './keys';

/** The shipper's public name and company (RPC `listing_shipper`), or null if not visible. */
export async function fetchListingShipper(
  listingId: string,
  client: AppSupabaseClient = supabase,
): Promise<ListingShipper | null> {
  const data = unwrap(await client.rpc('listing_shipper', { p_listing_id: listingId }));
  const row = data?.[0];
  return row ? { name: row.name, company: row.company ?? null } : null;
}

export function listingShipperOptions(listingId: string) {
  return queryOptions({
    queryKey: listingKeys.shipper(listingId),
    queryFn: () => fetchListingShipper(listingId),
  });
}

export function useListingShipper(listingId: string, enabled = true) {
  return useQuery({ ...listingShipperOptions(listingId), enabled });
}

/** Whether the shipper has saved a shipper registration ('Dador verificado'; RPC `is_verified_shipper`). */
export async function fetchShipperVerified(
  shipperId: string,
  client: AppSupabaseClient = supabase,
): Promise<boolean> {
  const data = unwrap(await client.rpc('is_verified_shipper', { p_shipper_id: shipperId }));
  return data === true;
}

export function useShipperVerified(shipperId: string) {
  return useQuery({
    queryKey: listingKeys.shipperVerified(shipperId),
    queryFn: () => fetchShipperVerified(shipperId),
  });
}
