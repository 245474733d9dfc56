/** A carrier's vehicles and drivers: list, add, remove (RLS keeps each carrier to his own). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { unwrap } from '@/lib/query-result';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import type { DriverInput, VehicleInput } from '../schemas';
import { fleetError } from './errors';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

export type Vehicle = Pick<
  Tables<'vehicles'>,
  'id' | 'plate' | 'vehicle_type' | 'capacity_kg' | 'trailer_plate'
>;
export type Driver = Pick<
  Tables<'drivers'>,
  'id' | 'full_name' | 'dni' | 'licence_number' | 'licence_expiry' | 'phone'
>;

const VEHICLE_COLUMNS = 'id, plate, vehicle_type, capacity_kg, trailer_plate';
const DRIVER_COLUMNS = 'id, full_name, dni, licence_number, licence_expiry, phone';

export const fleetKeys = {
  all: ['fleet'] as const,
  vehicles: (ownerId: string) => ['fleet', 'vehicles', ownerId] as const,
  drivers: (ownerId: string) => ['fleet', 'drivers', ownerId] as const,
};

export async function fetchMyVehicles(
  ownerId: string,
  client: AppSupabaseClient = supabase,
): Promise<Vehicle[]> {
  return unwrap(
    await client.from('vehicles').select(VEHICLE_COLUMNS).eq('owner_id', ownerId).order('plate'),
    fleetError,
  );
}

export async function fetchMyDrivers(
  ownerId: string,
  client: AppSupabaseClient = supabase,
): Promise<Driver[]> {
  return unwrap(
    await client.from('drivers').select(DRIVER_COLUMNS).eq('owner_id', ownerId).order('full_name'),
    fleetError,
  );
}

export async function addVehicle(input: VehicleInput, client: AppSupabaseClient = supabase) {
  return unwrap(
    await client
      .from('vehicles')
      .insert({
        plate: input.plate,
        vehicle_type: input.vehicleType,
        capacity_kg: input.capacityKg,
        trailer_plate: input.trailerPlate,
      })
      .select(VEHICLE_COLUMNS)
      .single(),
    fleetError,
  );
}

export async function addDriver(input: DriverInput, client: AppSupabaseClient = supabase) {
  return unwrap(
    await client
      .from('drivers')
      .insert({
        full_name: input.fullName,
        dni: input.dni,
        licence_number: input.licenceNumber,
        licence_expiry: input.licenceExpiry,
        phone: input.phone,
      })
      .select(DRIVER_COLUMNS)
      .single(),
    fleetError,
  );
}

export async function removeFleetItem(
  table: 'vehicles' | 'drivers',
  id: string,
  client: AppSupabaseClient = supabase,
): Promise<void> {
  unwrap(await client.from(table).delete().eq('id', id).select('id'), fleetError);
}

export const myVehiclesQuery = (ownerId: string) =>
  queryOptions({ queryKey: fleetKeys.vehicles(ownerId), queryFn: () => fetchMyVehicles(ownerId) });
export const myDriversQuery = (ownerId: string) =>
  queryOptions({ queryKey: fleetKeys.drivers(ownerId), queryFn: () => fetchMyDrivers(ownerId) });

export function useMyVehicles(ownerId: string | undefined) {
  return useQuery({ ...myVehiclesQuery(ownerId ?? ''), enabled: Boolean(ownerId) });
}

export function useMyDrivers(ownerId: string | undefined) {
  return useQuery({ ...myDriversQuery(ownerId ?? ''), enabled: Boolean(ownerId) });
}

function useFleetMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  return useInvalidatingMutation(mutationFn, [fleetKeys.all]);
}

export const useAddVehicle = () => useFleetMutation((input: VehicleInput) => addVehicle(input));
export const useAddDriver = () => useFleetMutation((input: DriverInput) => addDriver(input));
export const useRemoveFleetItem = () =>
  useFleetMutation(({ table, id }: { table: 'vehicles' | 'drivers'; id: string }) =>
    removeFleetItem(table, id),
  );
