import { useQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { unwrap } from '@/lib/query-result';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import type { Tracking } from '../types';
import { trackingError } from './errors';
import { trackingKeys } from './keys';

type GeneratedRow = Database['public']['Functions']['tracking_view']['Returns'][number];
/**
 * The typegen marks every column of a function NOT NULL; these can be null (outer joins, and a
 * profile without a company).
 */
type OuterJoined =
  | 'shipper_company'
  | 'origin_lat'
  | 'origin_lon'
  | 'destination_lat'
  | 'destination_lon'
  | 'transporter_company'
  | 'last_lat'
  | 'last_lon'
  | 'last_at'
  | 'delivered_at'
  | 'conformity'
  | 'confirmed_by_name';
type TrackingRow = Omit<GeneratedRow, OuterJoined> & {
  [K in OuterJoined]: GeneratedRow[K] | null;
};

/** A 256-bit token as the link carries it: 64 hexadecimal digits. */
export const TRACKING_TOKEN = /^[0-9a-f]{64}$/;

function point(lat: number | null, lon: number | null) {
  return lat !== null && lon !== null ? { lat, lon } : null;
}

export function rowToTracking(row: TrackingRow): Tracking {
  return {
    status: row.status,
    origin: row.origin,
    destination: row.destination,
    originPoint: point(row.origin_lat, row.origin_lon),
    destinationPoint: point(row.destination_lat, row.destination_lon),
    pickupDate: row.pickup_date,
    deliveryDate: row.delivery_date,
    shipperCompany: row.shipper_company,
    transporterCompany: row.transporter_company,
    last:
      row.last_lat !== null && row.last_lon !== null && row.last_at !== null
        ? { lat: row.last_lat, lon: row.last_lon, at: row.last_at }
        : null,
    deliveredAt: row.delivered_at,
    conformity: row.conformity,
    confirmedByName: row.confirmed_by_name,
  };
}

/** The shipment a tracking token shows, or null when the link is revoked, expired or unknown. */
export async function fetchTracking(
  token: string,
  client: AppSupabaseClient = supabase,
): Promise<Tracking | null> {
  if (!TRACKING_TOKEN.test(token)) return null;
  const rows = unwrap(await client.rpc('tracking_view', { p_token: token }), trackingError);
  return rows[0] ? rowToTracking(rows[0]) : null;
}

/**
 * The consignee's page refreshes by itself: a new position every minute at most. A dead link
 * stops asking: every lookup of it counts against the connection's 20 misses in 10 minutes.
 */
export function useTracking(token: string) {
  return useQuery({
    queryKey: trackingKeys.view(token),
    queryFn: () => fetchTracking(token),
    refetchInterval: (query) => (query.state.data === null ? false : 60_000),
  });
}
