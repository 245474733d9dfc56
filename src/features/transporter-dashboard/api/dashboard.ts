import { unwrap } from '@/lib/query-result';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { activityEntrySchema, type ActivityItem } from '@/domain/activity';
import type { Json } from '@/lib/database.types';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import type { TransporterCounts } from '../counters';

export interface UpcomingPickup {
  id: string;
  title: string;
  origin: string;
  destination: string;
  pickupDate: string;
}

export interface TransporterDashboard {
  counts: TransporterCounts;
  upcomingPickups: UpcomingPickup[];
  activity: ActivityItem[];
}

const count = z.number().int().nonnegative();

/** The document `transporter_dashboard()` returns (jsonb: checked here, not trusted). */
const transporterDashboardSchema = z
  .object({
    available: count,
    assigned: count,
    in_transit: count,
    delivered: count,
    live_proposals: count,
    upcoming_pickups: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        origin: z.string(),
        destination: z.string(),
        pickup_date: z.string(),
      }),
    ),
    activity: z.array(activityEntrySchema),
  })
  .transform((doc): TransporterDashboard => ({
    counts: {
      available: doc.available,
      assigned: doc.assigned,
      inTransit: doc.in_transit,
      delivered: doc.delivered,
      liveProposals: doc.live_proposals,
    },
    upcomingPickups: doc.upcoming_pickups.map((load) => ({
      id: load.id,
      title: load.title,
      origin: load.origin,
      destination: load.destination,
      pickupDate: load.pickup_date,
    })),
    activity: doc.activity,
  }));

export function parseTransporterDashboard(doc: Json): TransporterDashboard {
  return transporterDashboardSchema.parse(doc);
}

/** The transporter's Resumen in one query; RLS (the function is security invoker) decides. */
export async function fetchTransporterDashboard(
  client: AppSupabaseClient = supabase,
): Promise<TransporterDashboard> {
  const data = unwrap(await client.rpc('transporter_dashboard'));
  return parseTransporterDashboard(data);
}

export const transporterDashboardKeys = {
  overview: (userId: string) => ['transporter-dashboard', 'overview', userId] as const,
};

/** Fresh on every visit (staleTime 0): new cargo and answers to offers arrive meanwhile. */
export function useTransporterDashboard(userId: string) {
  return useQuery({
    queryKey: transporterDashboardKeys.overview(userId),
    queryFn: () => fetchTransporterDashboard(),
    staleTime: 0,
  });
}
