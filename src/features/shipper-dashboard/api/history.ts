import { unwrap } from '@/lib/query-result';
import { useQuery } from '@tanstack/react-query';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import type { HistoryCsvRow } from '../history-csv';
import { shipperDashboardKeys } from './dashboard';

/** A delivered shipment of the shipper's Historial. */
export interface HistoryEntry {
  id: string;
  title: string;
  origin: string;
  destination: string;
  /** The agreed price (the accepted proposal's). */
  price: number;
  pickupDate: string;
  deliveryDate: string;
  deliveredAt: string;
  /** Null once the transporter's account is deleted. */
  transporterName: string | null;
  transporterCompany: string | null;
}

/** 'Ana Pérez (Transportes Andinos)', 'Ana Pérez', or a dash when the transporter is gone. */
export function transporterLabel(
  entry: Pick<HistoryEntry, 'transporterName' | 'transporterCompany'>,
): string {
  if (!entry.transporterName) return '—';
  return entry.transporterCompany
    ? `${entry.transporterName} (${entry.transporterCompany})`
    : entry.transporterName;
}

export function historyCsvRows(entries: readonly HistoryEntry[]): HistoryCsvRow[] {
  return entries.map((entry) => ({
    title: entry.title,
    origin: entry.origin,
    destination: entry.destination,
    transporter: transporterLabel(entry),
    price: entry.price,
    pickupDate: entry.pickupDate,
    deliveredAt: entry.deliveredAt,
  }));
}

/** The shipper's delivered shipments, latest delivery first. */
export async function fetchShipperHistory(
  client: AppSupabaseClient = supabase,
): Promise<HistoryEntry[]> {
  const data = unwrap(await client.rpc('shipper_history'));
  return data.map((row) => ({
    id: row.id,
    title: row.title,
    origin: row.origin,
    destination: row.destination,
    price: row.price,
    pickupDate: row.pickup_date,
    deliveryDate: row.delivery_date,
    deliveredAt: row.delivered_at,
    // Typed non-null by the generator; a left join makes them null once the transporter is gone.
    transporterName: row.carrier_name as string | null,
    transporterCompany: row.carrier_company as string | null,
  }));
}

export function useShipperHistory(userId: string) {
  return useQuery({
    queryKey: shipperDashboardKeys.history(userId),
    queryFn: () => fetchShipperHistory(),
    staleTime: 0,
  });
}
