import { describe, expect, it } from 'vitest';
import {
  arcaQrUrl,
  formatInvoiceNumber,
  invoiceMonths,
  invoiceTotalsByMonth,
  invoicesCsv,
  invoicesCsvFileName,
  invoiceTypeLabel,
} from './invoice-logic';
import { issuedInvoice } from './testing/issued-invoice';

const invoice = issuedInvoice({
  amountArs: 2_250_000.5,
  netArs: 1_859_504.55,
  vatArs: 390_495.95,
  receiverName: '=Bodega; "Andina"',
});

describe('invoice logic', () => {
  it('names the class and the number as ARCA prints them', () => {
    expect(invoiceTypeLabel(1)).toBe('Factura A');
    expect(invoiceTypeLabel(6)).toBe('Factura B');
    expect(invoiceTypeLabel(11)).toBe('Factura C');
    expect(formatInvoiceNumber(5, 12)).toBe('00005-00000012');
  });

  it("makes ARCA's QR URL with the JSON of RG 4892", () => {
    const url = arcaQrUrl(invoice);
    expect(url.startsWith('https://www.afip.gob.ar/fe/qr/?p=')).toBe(true);
    const json: unknown = JSON.parse(atob(url.split('?p=')[1]));
    expect(json).toEqual({
      ver: 1,
      fecha: '2026-11-28',
      cuit: 20123456786,
      ptoVta: 5,
      tipoCmp: 1,
      nroCmp: 12,
      importe: 2_250_000.5,
      moneda: 'PES',
      ctz: 1,
      tipoDocRec: 80,
      nroDocRec: 30712345671,
      tipoCodAut: 'E',
      codAut: 71263951827464,
    });
  });

  it("writes a month's invoices for the accountant, safe from formulas", () => {
    const other = { ...invoice, number: 3, issuedOn: '2026-11-02', receiverName: 'Otra' };
    const october = { ...invoice, issuedOn: '2026-10-30' };
    const csv = invoicesCsv([invoice, october, other], '2026-11');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFFecha;Comprobante;Número;CUIT emisor;Emisor;CUIT receptor;Receptor;Importe (ARS);CAE;Vencimiento CAE',
    );
    expect(lines[1]).toMatch(/^2026-11-02;Factura A;00005-00000003;/);
    expect(lines[2]).toBe(
      `2026-11-28;Factura A;00005-00000012;20123456786;Transportes del Oeste;30712345671;"'=Bodega; ""Andina""";2250000,50;71263951827464;2026-12-08`,
    );
    expect(lines).toHaveLength(4);
    expect(invoicesCsvFileName('2026-11')).toBe('facturas-2026-11.csv');
  });

  it('lists the months with invoices, newest first', () => {
    expect(
      invoiceMonths([invoice, { ...invoice, issuedOn: '2026-10-01' }, { ...invoice }]),
    ).toEqual(['2026-11', '2026-10']);
  });
});

describe('invoiceTotalsByMonth', () => {
  it('counts and adds up each month to the cent, newest first', () => {
    const at = (issuedOn: string, amountArs: number) => ({ ...invoice, issuedOn, amountArs });
    expect(
      invoiceTotalsByMonth([
        at('2026-10-31', 0.1),
        at('2026-11-02', 1000.55),
        at('2026-10-01', 0.2),
        at('2026-11-28', 999.45),
      ]),
    ).toEqual([
      { month: '2026-11', count: 2, totalArs: 2000 },
      { month: '2026-10', count: 2, totalArs: 0.3 },
    ]);
    expect(invoiceTotalsByMonth([])).toEqual([]);
  });
});
