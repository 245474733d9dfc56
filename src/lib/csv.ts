/**
 * CSV for spreadsheets set to es-AR: a BOM so Excel reads UTF-8, ';' between fields because ','
 * is the decimal separator, decimal commas without grouping.
 */
export const CSV_BOM = '\uFEFF';
const SEPARATOR = ';';

const decimal = new Intl.NumberFormat('es-AR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});

/** `1234,50`: two decimals, a decimal comma, no grouping. */
export const csvDecimal = (value: number) => decimal.format(value);

/**
 * Quotes a field when it holds a separator, a quote or a line break (RFC 4180, doubling quotes).
 * A field a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading
 * apostrophe, so text typed by someone else cannot inject a formula into the spreadsheet.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvLine(fields: readonly string[]): string {
  return `${fields.map(csvField).join(SEPARATOR)}\r\n`;
}

/** `<prefix>-2026-11-23.csv`, dated with the local day of the export. */
export function csvFileName(prefix: string, now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${prefix}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
