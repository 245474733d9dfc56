import { unwrap } from '@/lib/query-result';
/** What the two parties of a shipment read: the transporter's loads, the timeline, the contact. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import type { Freight, ShipmentContact, ShipmentEvent } from '../types';
import { proposalKeys } from './keys';
import { proposalError } from './errors';

const FREIGHT_COLUMNS =
  'id, shipper_id, title, origin, destination, pickup_date, delivery_date, weight_kg, price, status';

/** The loads assigned to the transporter, in every status after pending, soonest pickup first. */
export async function fetchMyFreights(
  transporterId: string,
  client: AppSupabaseClient = supabase,
): Promise<Freight[]> {
  const data = unwrap(
    await client
      .from('cargo_listings')
      .select(FREIGHT_COLUMNS)
      .eq('transporter_id', transporterId)
      .neq('status', 'pending')
      .order('pickup_date', { ascending: true })
      .order('id', { ascending: true }),
    proposalError,
  );
  return data.map((row) => ({
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
}

export function useMyFreights(transporterId: string | undefined) {
  return useQuery({
    queryKey: proposalKeys.freights(transporterId ?? ''),
    queryFn: () => fetchMyFreights(transporterId ?? ''),
    enabled: Boolean(transporterId),
  });
}

/** The statuses the listing reached, oldest first (visible to its owner and its transporter). */
export async function fetchShipmentEvents(
  listingId: string,
  client: AppSupabaseClient = supabase,
): Promise<ShipmentEvent[]> {
  const data = unwrap(
    await client
      .from('shipment_events')
      .select('status, created_at')
      .eq('listing_id', listingId)
      .order('created_at', { ascending: true }),
    proposalError,
  );
  return data.map((row) => ({ status: row.status, createdAt: row.created_at }));
}

export function shipmentEventsOptions(listingId: string) {
  return queryOptions({
    queryKey: proposalKeys.events(listingId),
    queryFn: () => fetchShipmentEvents(listingId),
  });
}

export function useShipmentEvents(listingId: string, enabled = true) {
  return useQuery({ ...shipmentEventsOptions(listingId), enabled });
}

/** The other party of an assigned shipment, or null (pending, or not a party). */
export async function fetchShipmentContact(
  listingId: string,
  client: AppSupabaseClient = supabase,
): Promise<ShipmentContact | null> {
  const data = unwrap(
    await client.rpc('shipment_contact', { p_listing_id: listingId }),
    proposalError,
  );
  const row = data[0];
  if (!row) return null;
  return { name: row.name, company: row.company, phone: row.phone, email: row.email };
}

export function useShipmentContact(listingId: string, enabled = true) {
  return useQuery({
    queryKey: proposalKeys.contact(listingId),
    queryFn: () => fetchShipmentContact(listingId),
    enabled,
  });
}
