/**
 * Historial's reads, given the client (no import of the app's singleton: scripts run them on
 * Node too). The hooks that pass the app's client are in ./history.ts.
 */
import type { Database } from '@/lib/database.types';
import { keysetPage, keysetPages, type KeysetPage } from '@/lib/keyset';
import { unwrap } from '@/lib/query-result';
import type { AppSupabaseClient } from '@/lib/supabase-client-type';
import { historyCsvChunks, type HistoryCsvRow } from '../history-csv';

/** Shipments on one page of Historial; the export reads larger pages (fewer requests). */
export const HISTORY_PAGE_SIZE = 50;
export const HISTORY_EXPORT_PAGE_SIZE = 500;

const HISTORY_CSV_TYPE = 'text/csv;charset=utf-8';

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

/** Where a page starts: the last shipment of the previous one. */
export interface HistoryCursor {
  deliveredAt: string;
  id: string;
}

type HistoryPage = KeysetPage<HistoryEntry, HistoryCursor>;

type HistoryRow = Database['public']['Functions']['shipper_history']['Returns'][number];

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

function toHistoryEntry(row: HistoryRow): HistoryEntry {
  return {
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
  };
}

/** The page of the shipper's delivered shipments after `after` (null: the latest delivery first). */
export async function fetchShipperHistoryPage(
  after: HistoryCursor | null,
  size: number,
  client: AppSupabaseClient,
): Promise<HistoryPage> {
  const rows = unwrap(
    await client.rpc('shipper_history', {
      p_limit: size + 1,
      p_after_delivered_at: after?.deliveredAt,
      p_after_id: after?.id,
    }),
  );
  return keysetPage(rows.map(toHistoryEntry), size, (entry) => ({
    deliveredAt: entry.deliveredAt,
    id: entry.id,
  }));
}

/**
 * The whole Historial as a CSV file, streamed: one page requested at a time, each turned into its
 * lines as it arrives, the lines kept as the parts of a Blob (never one string of the whole file).
 */
export async function shipperHistoryCsv(client: AppSupabaseClient): Promise<Blob> {
  const pages = keysetPages((after: HistoryCursor | null) =>
    fetchShipperHistoryPage(after, HISTORY_EXPORT_PAGE_SIZE, client),
  );
  const parts: string[] = [];
  for await (const chunk of historyCsvChunks(csvRowPages(pages))) parts.push(chunk);
  return new Blob(parts, { type: HISTORY_CSV_TYPE });
}

async function* csvRowPages(pages: AsyncIterable<HistoryEntry[]>): AsyncGenerator<HistoryCsvRow[]> {
  for await (const entries of pages) yield historyCsvRows(entries);
}
