import { useQuery } from '@tanstack/react-query';
import { useStoringMutation } from '@/lib/use-invalidating-mutation';
import type { ShipperRegistrationValues } from '../schemas';
import {
  fetchShipperRegistration,
  saveShipperRegistration,
  shipperKeys,
} from './shipper-registration';

export function useShipperRegistration(userId: string) {
  return useQuery({
    queryKey: shipperKeys.registration(userId),
    queryFn: () => fetchShipperRegistration(userId),
  });
}

/** 'Guardar': the first save inserts, later ones update; the stored row goes into the cache. */
export function useSaveShipperRegistration(userId: string, exists: boolean) {
  return useStoringMutation(
    (values: ShipperRegistrationValues) => saveShipperRegistration(userId, values, exists),
    shipperKeys.registration(userId),
  );
}
