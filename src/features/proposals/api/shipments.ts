import { unwrap } from '@/lib/query-result';
/** What the two parties of a shipment read: the transporter's loads, the timeline, the contact. */
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { nextPageParam } from '@/lib/keyset';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import type { ShipmentContact, ShipmentEvent } from '../types';
import { fetchMyFreightsPage, FREIGHTS_PAGE_SIZE, type FreightsCursor } from './freights-fetch';
import { proposalKeys } from './keys';
import { proposalError } from './errors';

/** Mis Fletes: the loads assigned to the transporter, soonest pickup first, a page at a time. */
export function useMyFreights(transporterId: string | undefined) {
  return useInfiniteQuery({
    queryKey: proposalKeys.freights(transporterId ?? ''),
    queryFn: ({ pageParam }) =>
      fetchMyFreightsPage(transporterId ?? '', pageParam, FREIGHTS_PAGE_SIZE, supabase),
    initialPageParam: null as FreightsCursor | null,
    getNextPageParam: nextPageParam,
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
