/**
 * Two-way matching, computed by the database (100 km around the place, owner-only):
 * 'Cargas para tu camión' for a transporter's availability, 'Camiones cerca' for a shipper's listing.
 */
import { useQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { unwrap } from '@/lib/query-result';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import type { LoadMatch, TruckNear } from '../types';
import { nullableNumber } from '@/lib/nullable-number';
import { toOfferedTruck } from './availability';
import { availabilityError } from './errors';
import { availabilityKeys } from './keys';

/** Matches shown under one availability or listing, best first. */
export const MATCHES_LIMIT = 10;

type LoadRow = Database['public']['Functions']['loads_for_availability']['Returns'][number];
type TruckRow = Database['public']['Functions']['trucks_near_listing']['Returns'][number];

export function toLoadMatch(row: LoadRow): LoadMatch {
  return {
    id: row.id,
    title: row.title,
    origin: row.origin,
    destination: row.destination,
    pickupDate: row.pickup_date,
    price: Number(row.price),
    distanceKm: nullableNumber(row.distance_km as number | null),
    pricePerKm: nullableNumber(row.price_per_km as number | null),
    pickupDistanceKm: row.pickup_distance_km,
  };
}

export function toTruckNear(row: TruckRow): TruckNear {
  return {
    availabilityId: row.availability_id,
    ...toOfferedTruck(row),
    pickupDistanceKm: row.pickup_distance_km,
    invited: row.invited,
  };
}

export async function fetchLoadsForAvailability(
  availabilityId: string,
  client: AppSupabaseClient = supabase,
): Promise<LoadMatch[]> {
  const rows = unwrap(
    await client.rpc('loads_for_availability', {
      p_availability_id: availabilityId,
      p_limit: MATCHES_LIMIT,
    }),
    availabilityError,
  );
  return rows.map(toLoadMatch);
}

export async function fetchTrucksNearListing(
  listingId: string,
  client: AppSupabaseClient = supabase,
): Promise<TruckNear[]> {
  const rows = unwrap(
    await client.rpc('trucks_near_listing', { p_listing_id: listingId, p_limit: MATCHES_LIMIT }),
    availabilityError,
  );
  return rows.map(toTruckNear);
}

export function useLoadsForAvailability(availabilityId: string) {
  return useQuery({
    queryKey: availabilityKeys.loads(availabilityId),
    queryFn: () => fetchLoadsForAvailability(availabilityId),
  });
}

export function useTrucksNearListing(listingId: string) {
  return useQuery({
    queryKey: availabilityKeys.trucksNear(listingId),
    queryFn: () => fetchTrucksNearListing(listingId),
  });
}

export async function fetchReturnLoads(
  listingId: string,
  client: AppSupabaseClient = supabase,
): Promise<LoadMatch[]> {
  const rows = unwrap(
    await client.rpc('return_loads', { p_listing_id: listingId, p_limit: MATCHES_LIMIT }),
    availabilityError,
  );
  return rows.map(toLoadMatch);
}

export function useReturnLoads(listingId: string) {
  return useQuery({
    queryKey: availabilityKeys.returnLoads(listingId),
    queryFn: () => fetchReturnLoads(listingId),
  });
}
