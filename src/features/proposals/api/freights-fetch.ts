/**
 * Mis Fletes' read, given the client (no import of the app's singleton: scripts run it on Node
 * too). The hook that passes the app's client is in ./shipments.ts.
 */
import { keysetPage, type KeysetPage } from '@/lib/keyset';
import { unwrap } from '@/lib/query-result';
import type { AppSupabaseClient } from '@/lib/supabase-client-type';
import type { Freight } from '../types';
import { proposalError } from './errors';

/** Loads on one page of Mis Fletes (each card reads its contact and rating too). */
export const FREIGHTS_PAGE_SIZE = 10;

/** Where a page starts: the last load of the previous one (soonest pickup first). */
export interface FreightsCursor {
  pickupDate: string;
  id: string;
}

const FREIGHT_COLUMNS =
  'id, shipper_id, title, origin, destination, pickup_date, delivery_date, weight_kg, price, status';

/**
 * The page of loads assigned to the transporter (every status after pending) after `after`, by
 * pickup date then id: the rows after the cursor, bounded by its date so the index range starts
 * there (cargo_listings_transporter_pickup_idx).
 */
export async function fetchMyFreightsPage(
  transporterId: string,
  after: FreightsCursor | null,
  size: number,
  client: AppSupabaseClient,
): Promise<KeysetPage<Freight, FreightsCursor>> {
  let query = client
    .from('cargo_listings')
    .select(FREIGHT_COLUMNS)
    .eq('transporter_id', transporterId)
    .neq('status', 'pending');
  if (after) {
    query = query
      .gte('pickup_date', after.pickupDate)
      .or(`pickup_date.gt.${after.pickupDate},id.gt.${after.id}`);
  }
  const rows = unwrap(
    await query
      .order('pickup_date', { ascending: true })
      .order('id', { ascending: true })
      .limit(size + 1),
    proposalError,
  );
  const freights = rows.map((row): Freight => ({
    id: row.id,
    shipperId: row.shipper_id,
    title: row.title,
    origin: row.origin,
    destination: row.destination,
    pickupDate: row.pickup_date,
    deliveryDate: row.delivery_date,
    weightKg: row.weight_kg,
    price: row.price,
    status: row.status,
  }));
  return keysetPage(freights, size, (freight) => ({
    pickupDate: freight.pickupDate,
    id: freight.id,
  }));
}
