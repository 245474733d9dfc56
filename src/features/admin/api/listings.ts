import { unwrap } from '@/lib/query-result';
import { useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { adminError } from './errors';
import { adminKeys } from './keys';
import { fetchProfileNames, type PersonName } from './profile-names';
import { SHIPMENT_QUERY_ROOTS, useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

export type AdminListing = Pick<
  Tables<'cargo_listings'>,
  'id' | 'title' | 'origin' | 'destination' | 'price' | 'status' | 'created_at' | 'shipper_id'
> & { shipper: PersonName | null };

/** How many listings the page shows, newest first (a back-office list, not an export). */
export const ADMIN_LISTINGS_LIMIT = 200;

/** Every listing in any status (an RLS policy lets admins read all), with its shipper. */
export async function fetchAdminListings(
  client: AppSupabaseClient = supabase,
): Promise<AdminListing[]> {
  const data = unwrap(
    await client
      .from('cargo_listings')
      .select('id, title, origin, destination, price, status, created_at, shipper_id')
      .order('created_at', { ascending: false })
      .order('id')
      .limit(ADMIN_LISTINGS_LIMIT),
    adminError,
  );
  const names = await fetchProfileNames(
    data.map((row) => row.shipper_id),
    client,
  );
  return data.map((row) => ({ ...row, shipper: names[row.shipper_id] ?? null }));
}

export function useAdminListings() {
  return useQuery({ queryKey: adminKeys.listings, queryFn: () => fetchAdminListings() });
}

/** Removes an abusive listing still pending (the RPC refuses any other). */
export async function removeListing(
  listingId: string,
  client: AppSupabaseClient = supabase,
): Promise<void> {
  unwrap(await client.rpc('admin_remove_listing', { p_listing_id: listingId }), adminError);
}

export function useRemoveListing() {
  // Listings show in many places (browser, cards, counts, dashboards).
  return useInvalidatingMutation(
    (listingId: string) => removeListing(listingId),
    SHIPMENT_QUERY_ROOTS,
  );
}
