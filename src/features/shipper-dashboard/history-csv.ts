/**
 * 'Exportar CSV' of the shipper's Historial: one row per delivered shipment. Written for
 * spreadsheets set to es-AR: a BOM so Excel reads UTF-8, ';' between fields because ',' is the
 * decimal separator, decimal commas without grouping, ISO dates (unambiguous, sortable).
 */
export interface HistoryCsvRow {
  title: string;
  origin: string;
  destination: string;
  transporter: string;
  price: number;
  pickupDate: string;
  deliveredAt: string;
}

const BOM = '\uFEFF';
const SEPARATOR = ';';

const HEADER = [
  'Carga',
  'Origen',
  'Destino',
  'Transportista',
  'Precio (EUR)',
  'Fecha de retiro',
  'Entregada',
];

const decimal = new Intl.NumberFormat('es-AR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});

/**
 * Quotes a field when it holds a separator, a quote or a line break (RFC 4180, doubling quotes).
 * A field a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading
 * apostrophe, so a listing title cannot inject a formula into the shipper's spreadsheet.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** `2026-11-15` from a date or timestamp string as the database sends it. */
function isoDay(value: string): string {
  return value.slice(0, 10);
}

function csvLine(fields: readonly string[]): string {
  return `${fields.map(csvField).join(SEPARATOR)}\r\n`;
}

function rowLine(row: HistoryCsvRow): string {
  return csvLine([
    row.title,
    row.origin,
    row.destination,
    row.transporter,
    decimal.format(row.price),
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
  yield `${BOM}${csvLine(HEADER)}`;
  for await (const rows of pages) {
    if (rows.length > 0) yield rows.map(rowLine).join('');
  }
}

/** `historial-envios-2026-11-23.csv`, dated with the local day of the export. */
export function historyCsvFileName(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `historial-envios-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
