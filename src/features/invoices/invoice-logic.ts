/**
 * An issued invoice as ARCA names it and as it prints: its class letter, its number, the ARCA QR
 * (RG 4892/2020: https://www.afip.gob.ar/fe/qr/?p= and the base64 of its JSON), the
 * accountant's CSV of a month, and what was invoiced each month. Pure functions.
 */
import { CSV_BOM, csvDecimal, csvLine } from '@/lib/csv';

export interface IssuedInvoice {
  invoiceType: number;
  pointOfSale: number;
  number: number;
  issuedOn: string;
  issuerCuit: string;
  issuerName: string;
  receiverCuit: string;
  receiverName: string;
  amountArs: number;
  /** Net and IVA as ARCA authorized them (IVA 0 on a class C invoice). */
  netArs: number;
  vatArs: number;
  cae: string;
  caeDue: string;
  serviceFrom: string;
  serviceTo: string;
}

const LETTERS: Readonly<Record<number, string>> = { 1: 'A', 6: 'B', 11: 'C' };

/** 'Factura A'. */
export function invoiceTypeLabel(type: number): string {
  return `Factura ${LETTERS[type] ?? '?'}`;
}

/** '00005-00000012': point of sale and number as ARCA prints them. */
export function formatInvoiceNumber(pointOfSale: number, number: number): string {
  return `${String(pointOfSale).padStart(5, '0')}-${String(number).padStart(8, '0')}`;
}

/** The URL of the invoice's QR, which ARCA's site checks. */
export function arcaQrUrl(invoice: IssuedInvoice): string {
  const payload = {
    ver: 1,
    fecha: invoice.issuedOn,
    cuit: Number(invoice.issuerCuit),
    ptoVta: invoice.pointOfSale,
    tipoCmp: invoice.invoiceType,
    nroCmp: invoice.number,
    importe: invoice.amountArs,
    moneda: 'PES',
    ctz: 1,
    tipoDocRec: 80,
    nroDocRec: Number(invoice.receiverCuit),
    tipoCodAut: 'E',
    codAut: Number(invoice.cae),
  };
  return `https://www.afip.gob.ar/fe/qr/?p=${btoa(JSON.stringify(payload))}`;
}

const HEADER = [
  'Fecha',
  'Comprobante',
  'Número',
  'CUIT emisor',
  'Emisor',
  'CUIT receptor',
  'Receptor',
  'Importe (ARS)',
  'CAE',
  'Vencimiento CAE',
];

/** 'Exportar CSV' of the invoices issued in `month` (YYYY-MM), oldest first. */
export function invoicesCsv(invoices: readonly IssuedInvoice[], month: string): string {
  const lines = invoices
    .filter((invoice) => invoice.issuedOn.startsWith(month))
    .sort((a, b) => a.issuedOn.localeCompare(b.issuedOn) || a.number - b.number)
    .map((invoice) =>
      csvLine([
        invoice.issuedOn,
        invoiceTypeLabel(invoice.invoiceType),
        formatInvoiceNumber(invoice.pointOfSale, invoice.number),
        invoice.issuerCuit,
        invoice.issuerName,
        invoice.receiverCuit,
        invoice.receiverName,
        csvDecimal(invoice.amountArs),
        invoice.cae,
        invoice.caeDue,
      ]),
    );
  return `${CSV_BOM}${csvLine(HEADER)}${lines.join('')}`;
}

/** 'facturas-2026-11.csv'. */
export const invoicesCsvFileName = (month: string) => `facturas-${month}.csv`;

/** The months with an invoice, newest first (YYYY-MM). */
export function invoiceMonths(invoices: readonly IssuedInvoice[]): string[] {
  return [...new Set(invoices.map((invoice) => invoice.issuedOn.slice(0, 7)))].sort().reverse();
}

export interface InvoicedMonth {
  /** YYYY-MM */
  month: string;
  count: number;
  totalArs: number;
}

/** How many invoices and how many pesos each month, newest first. */
export function invoiceTotalsByMonth(invoices: readonly IssuedInvoice[]): InvoicedMonth[] {
  const months = new Map<string, InvoicedMonth>();
  for (const invoice of invoices) {
    const month = invoice.issuedOn.slice(0, 7);
    const line = months.get(month) ?? { month, count: 0, totalArs: 0 };
    line.count += 1;
    // In cents, so that a month of many invoices adds up to the cent.
    line.totalArs = Math.round(line.totalArs * 100 + invoice.amountArs * 100) / 100;
    months.set(month, line);
  }
  return [...months.values()].sort((a, b) => b.month.localeCompare(a.month));
}
