/**
 * A transporter's own 'Camión disponible' (publish, list, withdraw) and the public browse of active
 * ones. RLS keeps writes to the transporter's own rows; anyone reads the active ones.
 */
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { Database, Tables, TablesInsert } from '@/lib/database.types';
import { keysetPage, nextPageParam, type KeysetPage } from '@/lib/keyset';
import { nullableNumber } from '@/lib/nullable-number';
import { unwrap } from '@/lib/query-result';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import type { AvailabilityInput } from '../schemas';
import type { Availability, PublicAvailability, TransporterSummary, TruckWindow } from '../types';
import { availabilityError } from './errors';
import { availabilityKeys, type TruckFilters } from './keys';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

/** Trucks on one page of 'Camiones disponibles'. */
export const TRUCKS_PAGE_SIZE = 24;
/** A transporter's list shows his latest ones; older, long-past windows matter to nobody. */
export const MY_AVAILABILITIES_LIMIT = 50;

const OWN_COLUMNS =
  'id, vehicle_id, vehicle_type, place, province, available_from, available_to, destination_province, note, withdrawn_at, created_at';

type OwnRow = Pick<
  Tables<'truck_availabilities'>,
  | 'id'
  | 'vehicle_id'
  | 'vehicle_type'
  | 'place'
  | 'province'
  | 'available_from'
  | 'available_to'
  | 'destination_province'
  | 'note'
  | 'withdrawn_at'
  | 'created_at'
>;
type BrowseRow = Database['public']['Functions']['browse_availabilities']['Returns'][number];

/** A truck's window as every query returns it (a function's row never types a column as null). */
type TruckWindowRow = Pick<
  OwnRow,
  'vehicle_type' | 'place' | 'province' | 'available_from' | 'available_to'
> & { destination_province: string | null };

/** The offered truck in a public list's row: its transporter and its window. */
type OfferedTruckRow = TruckWindowRow &
  Pick<
    BrowseRow,
    'transporter_id' | 'carrier_name' | 'verified' | 'rating_average' | 'rating_count'
  >;

function toTruckWindow(row: TruckWindowRow): TruckWindow {
  return {
    vehicleType: row.vehicle_type,
    place: row.place,
    province: row.province,
    availableFrom: row.available_from,
    availableTo: row.available_to,
    destinationProvince: row.destination_province,
  };
}

/** Who offers a truck and when and where it is free, as 'Camiones disponibles' and 'Camiones cerca' show it. */
export function toOfferedTruck(row: OfferedTruckRow): TruckWindow & TransporterSummary {
  return {
    transporterId: row.transporter_id,
    transporterName: row.carrier_name,
    verified: row.verified,
    ratingAverage: nullableNumber(row.rating_average as number | null),
    ratingCount: row.rating_count,
    ...toTruckWindow(row),
  };
}

export function toAvailability(row: OwnRow): Availability {
  return {
    id: row.id,
    vehicleId: row.vehicle_id,
    ...toTruckWindow(row),
    note: row.note,
    withdrawnAt: row.withdrawn_at,
    createdAt: row.created_at,
  };
}

export function toPublicAvailability(row: BrowseRow): PublicAvailability {
  return {
    id: row.id,
    ...toOfferedTruck(row),
    note: row.note,
    createdAt: row.created_at,
  };
}

/** Whether a transporter's availability still counts: not withdrawn and not over (`today` YYYY-MM-DD). */
export function isActive(
  availability: Pick<Availability, 'withdrawnAt' | 'availableTo'>,
  today: string,
): boolean {
  return availability.withdrawnAt === null && availability.availableTo >= today;
}

export async function createAvailability(
  input: AvailabilityInput,
  client: AppSupabaseClient = supabase,
): Promise<Availability> {
  // lat and lon are the insert trigger's, from the place: clients may not write them.
  const values: TablesInsert<'truck_availabilities'> = {
    vehicle_id: input.vehicleId,
    vehicle_type: input.vehicleType,
    place: input.place,
    province: input.province,
    available_from: input.availableFrom,
    available_to: input.availableTo,
    destination_province: input.destinationProvince,
    note: input.note,
  };
  const row = unwrap(
    await client.from('truck_availabilities').insert(values).select(OWN_COLUMNS).single(),
    availabilityError,
  );
  return toAvailability(row);
}

/** The transporter's availabilities, active and past, newest first. */
export async function fetchMyAvailabilities(
  transporterId: string,
  client: AppSupabaseClient = supabase,
): Promise<Availability[]> {
  const rows = unwrap(
    await client
      .from('truck_availabilities')
      .select(OWN_COLUMNS)
      .eq('transporter_id', transporterId)
      .order('created_at', { ascending: false })
      .limit(MY_AVAILABILITIES_LIMIT),
    availabilityError,
  );
  return rows.map(toAvailability);
}

/** 'Retirar': the truck is no longer offered (the row stays, for his history). */
export async function withdrawAvailability(
  id: string,
  client: AppSupabaseClient = supabase,
): Promise<void> {
  unwrap(
    await client
      .from('truck_availabilities')
      .update({ withdrawn_at: new Date().toISOString() })
      .eq('id', id)
      .select('id'),
    availabilityError,
  );
}

/** Where a page of trucks starts: the last truck of the previous one (soonest first, then id). */
export interface TrucksCursor {
  availableFrom: string;
  id: string;
}

/** A page of active availabilities matching the filters, after `after` (null: the first page). */
export async function fetchTrucksPage(
  filters: TruckFilters,
  after: TrucksCursor | null,
  size: number = TRUCKS_PAGE_SIZE,
  client: AppSupabaseClient = supabase,
): Promise<KeysetPage<PublicAvailability, TrucksCursor>> {
  const rows = unwrap(
    await client.rpc('browse_availabilities', {
      p_province: filters.province ?? undefined,
      p_vehicle_type: filters.vehicleType ?? undefined,
      // One past the page: it only says that another page follows.
      p_limit: size + 1,
      p_after_from: after?.availableFrom,
      p_after_id: after?.id,
    }),
    availabilityError,
  );
  return keysetPage(rows.map(toPublicAvailability), size, (truck) => ({
    availableFrom: truck.availableFrom,
    id: truck.id,
  }));
}

export const myAvailabilitiesQuery = (transporterId: string) =>
  queryOptions({
    queryKey: availabilityKeys.mine(transporterId),
    queryFn: () => fetchMyAvailabilities(transporterId),
  });

export function useMyAvailabilities(transporterId: string | undefined) {
  return useQuery({
    ...myAvailabilitiesQuery(transporterId ?? ''),
    enabled: Boolean(transporterId),
  });
}

export function trucksOptions(filters: TruckFilters) {
  return infiniteQueryOptions({
    queryKey: availabilityKeys.browse(filters),
    queryFn: ({ pageParam }) => fetchTrucksPage(filters, pageParam),
    initialPageParam: null as TrucksCursor | null,
    getNextPageParam: nextPageParam,
  });
}

export function useTrucks(filters: TruckFilters) {
  return useInfiniteQuery(trucksOptions(filters));
}

function useAvailabilityMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  return useInvalidatingMutation(mutationFn, [availabilityKeys.all]);
}

export const useCreateAvailability = () =>
  useAvailabilityMutation((input: AvailabilityInput) => createAvailability(input));
export const useWithdrawAvailability = () =>
  useAvailabilityMutation((id: string) => withdrawAvailability(id));
