import { useQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { unwrap } from '@/lib/query-result';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { adminError } from './errors';
import { adminKeys } from './keys';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

export type TripIncident =
  Database['public']['Functions']['admin_trip_incidents']['Returns'][number];

/** 'Incidencias': problems shippers reported on deliveries, open ones first. */
export async function fetchTripIncidents(
  client: AppSupabaseClient = supabase,
): Promise<TripIncident[]> {
  return unwrap(await client.rpc('admin_trip_incidents'), adminError);
}

export interface IncidentResolution {
  id: string;
  resolution: string;
  /** The amount agreed in €, below the price; a reserved payment is captured for it. */
  settledEur: number | null;
}

export async function resolveTripIncident(
  { id, resolution, settledEur }: IncidentResolution,
  client: AppSupabaseClient = supabase,
): Promise<void> {
  unwrap(
    await client.rpc('admin_resolve_trip_incident', {
      p_incident_id: id,
      p_resolution: resolution,
      ...(settledEur === null ? {} : { p_settled_eur: settledEur }),
    }),
    adminError,
  );
}

export function useTripIncidents() {
  return useQuery({ queryKey: adminKeys.incidents, queryFn: () => fetchTripIncidents() });
}

export function useResolveTripIncident() {
  return useInvalidatingMutation(
    (input: IncidentResolution) => resolveTripIncident(input),
    [adminKeys.incidents],
  );
}
