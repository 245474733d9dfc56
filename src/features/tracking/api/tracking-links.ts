import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/query-result';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import type { TrackingLink } from '../types';
import { trackingError } from './errors';
import { trackingKeys } from './keys';

/**
 * The shipment's link: its live token and whether the transporter may share it. The transporter
 * reads the row only while he may (RLS), so for him no row means not allowed.
 */
export async function fetchTrackingLink(
  listingId: string,
  client: AppSupabaseClient = supabase,
): Promise<TrackingLink> {
  const row = unwrap(
    await client
      .from('tracking_links')
      .select('token, revoked_at, transporter_may_share')
      .eq('listing_id', listingId)
      .maybeSingle(),
    trackingError,
  );
  return {
    token: row && row.revoked_at === null ? row.token : null,
    transporterMayShare: row?.transporter_may_share ?? false,
  };
}

/** The live token, or a new one: what the shipper (or the allowed transporter) shares. */
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

/** The shipper lets the transporter share the link too, or stops letting him. */
export async function setTransporterTracking(
  listingId: string,
  allowed: boolean,
  client: AppSupabaseClient = supabase,
): Promise<void> {
  unwrap(
    await client.rpc('set_transporter_tracking', { p_listing_id: listingId, p_allowed: allowed }),
    trackingError,
  );
}

export function useTrackingLink(listingId: string) {
  return useQuery({
    queryKey: trackingKeys.link(listingId),
    queryFn: () => fetchTrackingLink(listingId),
  });
}

export function useShareTrackingLink(listingId: string) {
  return useInvalidatingMutation(
    () => shareTrackingLink(listingId),
    [trackingKeys.link(listingId)],
  );
}

export function useSetTransporterTracking(listingId: string) {
  return useInvalidatingMutation(
    (allowed: boolean) => setTransporterTracking(listingId, allowed),
    [trackingKeys.link(listingId)],
  );
}

export function useRevokeTrackingLink(listingId: string) {
  return useInvalidatingMutation(
    () => revokeTrackingLink(listingId),
    [trackingKeys.link(listingId)],
  );
}
