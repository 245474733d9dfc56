/**
 * 'Exportar CSV' of the shipper's Historial: one row per delivered shipment, as lib/csv.ts writes
 * for es-AR spreadsheets, with ISO dates (unambiguous, sortable).
 */
import { CSV_BOM, csvDecimal, csvFileName, csvLine } from '@/lib/csv';

export interface HistoryCsvRow {
  title: string;
  origin: string;
  destination: string;
  transporter: string;
  price: number;
  pickupDate: string;
  deliveredAt: string;
}

const HEADER = [
  'Carga',
  'Origen',
  'Destino',
  'Transportista',
  'Precio (EUR)',
  'Fecha de retiro',
  'Entregada',
];

/** `2026-11-15` from a date or timestamp string as the database sends it. */
function isoDay(value: string): string {
  return value.slice(0, 10);
}

function rowLine(row: HistoryCsvRow): string {
  return csvLine([
    row.title,
    row.origin,
    row.destination,
    row.transporter,
    csvDecimal(row.price),
    isoDay(row.pickupDate),
    isoDay(row.deliveredAt),
  ]);
}

/**
 * The file in chunks as the rows arrive a page at a time: the BOM and the header first, then the
 * lines of each page, so no string ever holds the whole history.
 */
export async function* historyCsvChunks(
  pages: AsyncIterable<readonly HistoryCsvRow[]>,
): AsyncGenerator<string> {
  yield `${CSV_BOM}${csvLine(HEADER)}`;
  for await (const rows of pages) {
    if (rows.length > 0) yield rows.map(rowLine).join('');
  }
}

/** `historial-envios-2026-11-23.csv`, dated with the local day of the export. */
export function historyCsvFileName(now: Date = new Date()): string {
  return csvFileName('historial-envios', now);
}
