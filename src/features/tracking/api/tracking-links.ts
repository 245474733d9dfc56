import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/query-result';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { trackingError } from './errors';
import { trackingKeys } from './keys';

/** The shipper's live tracking token for a shipment, or null (none yet, or revoked). */
export async function fetchTrackingToken(
  listingId: string,
  client: AppSupabaseClient = supabase,
): Promise<string | null> {
  const row = unwrap(
    await client
      .from('tracking_links')
      .select('token')
      .eq('listing_id', listingId)
      .is('revoked_at', null)
      .maybeSingle(),
    trackingError,
  );
  return row?.token ?? null;
}

/** The live token, or a new one: what the shipper shares. */
export async function shareTrackingLink(
  listingId: string,
  client: AppSupabaseClient = supabase,
): Promise<string> {
  return unwrap(
    await client.rpc('share_tracking_link', { p_listing_id: listingId }),
    trackingError,
  );
}

/** Ends the live link: whoever holds it sees 'Este enlace ya no está disponible'. */
export async function revokeTrackingLink(
  listingId: string,
  client: AppSupabaseClient = supabase,
): Promise<void> {
  unwrap(await client.rpc('revoke_tracking_link', { p_listing_id: listingId }), trackingError);
}

export function useTrackingToken(listingId: string) {
  return useQuery({
    queryKey: trackingKeys.link(listingId),
    queryFn: () => fetchTrackingToken(listingId),
  });
}

export function useShareTrackingLink(listingId: string) {
  return useInvalidatingMutation(
    () => shareTrackingLink(listingId),
    [trackingKeys.link(listingId)],
  );
}

export function useRevokeTrackingLink(listingId: string) {
  return useInvalidatingMutation(
    () => revokeTrackingLink(listingId),
    [trackingKeys.link(listingId)],
  );
}
