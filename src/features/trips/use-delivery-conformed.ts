import { useTripState } from './api/trip';
import { conformityOf } from './trip-logic';

/**
 * Whether the parties may rate each other: after the shipper's conformity (by hand or after
 * 72 h), or for a delivery recorded before proof of delivery existed. The database holds the
 * same rule (is_delivery_conformed in the ratings policy).
 */
export function useDeliveryConformed(listingId: string, delivered: boolean): boolean {
  const state = useTripState(listingId, delivered);
  if (!delivered || !state.data) return false;
  const { delivery } = state.data;
  if (!delivery) return true;
  const conformity = conformityOf(delivery.conformity, delivery.delivered_at);
  return conformity === 'confirmed' || conformity === 'auto_confirmed';
}
