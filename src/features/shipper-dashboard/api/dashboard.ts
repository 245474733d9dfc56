import { unwrap } from '@/lib/query-result';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { activityEntrySchema, type ActivityItem } from '@/domain/activity';
import type { Json } from '@/lib/database.types';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import type { ShipperCounts } from '../counters';
import { shipperDashboardKeys } from './keys';

export interface RecentListing {
  id: string;
  title: string;
  origin: string;
  destination: string;
  status: string;
  createdAt: string;
}

export interface ShipperDashboard {
  counts: ShipperCounts;
  recentListings: RecentListing[];
  activity: ActivityItem[];
}

const count = z.number().int().nonnegative();

/** The document `shipper_dashboard()` returns (jsonb: checked here, not trusted). */
const shipperDashboardSchema = z
  .object({
    pending: count,
    assigned: count,
    in_transit: count,
    delivered: count,
    live_proposals: count,
    recent_listings: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        origin: z.string(),
        destination: z.string(),
        status: z.string(),
        created_at: z.string(),
      }),
    ),
    activity: z.array(activityEntrySchema),
  })
  .transform((doc): ShipperDashboard => ({
    counts: {
      pending: doc.pending,
      assigned: doc.assigned,
      inTransit: doc.in_transit,
      delivered: doc.delivered,
      liveProposals: doc.live_proposals,
    },
    recentListings: doc.recent_listings.map((listing) => ({
      id: listing.id,
      title: listing.title,
      origin: listing.origin,
      destination: listing.destination,
      status: listing.status,
      createdAt: listing.created_at,
    })),
    activity: doc.activity,
  }));

export function parseShipperDashboard(doc: Json): ShipperDashboard {
  return shipperDashboardSchema.parse(doc);
}

/** True for an account with nothing yet: the page shows a first step instead of empty boxes. */
export function isNewShipper(dashboard: ShipperDashboard): boolean {
  return dashboard.recentListings.length === 0;
}

/** The shipper's Resumen in one query; RLS (the function is security invoker) decides. */
export async function fetchShipperDashboard(
  client: AppSupabaseClient = supabase,
): Promise<ShipperDashboard> {
  const data = unwrap(await client.rpc('shipper_dashboard'));
  return parseShipperDashboard(data);
}

/** Fresh on every visit (staleTime 0): offers and shipments move while the person is away. */
export function useShipperDashboard(userId: string) {
  return useQuery({
    queryKey: shipperDashboardKeys.overview(userId),
    queryFn: () => fetchShipperDashboard(),
    staleTime: 0,
  });
}
