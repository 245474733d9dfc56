// @vitest-environment node
/** The invoice's PDF, made with the real jsPDF and QR encoder and read back with PDF.js (unpdf). */
import { jsPDF } from 'jspdf';
import qrcode from 'qrcode-generator';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { issuedInvoice } from '../testing/issued-invoice';
import { invoiceFileName, renderInvoicePdf } from './invoice-pdf';

const invoice = issuedInvoice();

async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\u00a0/g, ' ').replace(/\s+/g, ' ');
}

describe('the invoice PDF', () => {
  it('carries both parties, the amounts, the CAE and its due date, and a QR', async () => {
    const bytes = renderInvoicePdf(invoice, { jsPDF, qrcode });
    const raw = new TextDecoder('latin1').decode(new Uint8Array(bytes).slice());
    const text = await pdfText(bytes);
    for (const field of [
      'Factura A 00005-00000012',
      'Transportes del Oeste · CUIT 20-12345678-6',
      'Bodega Andina S.A. · CUIT 30-71234567-1',
      '28 nov 2026',
      'Neto gravado',
      'IVA 21 %',
      '71263951827464',
      '8 dic 2026',
      'Verificá este comprobante en ARCA',
    ]) {
      expect(text, field).toContain(field);
    }
    // The QR is drawn as filled squares.
    expect(raw.match(/ re\b/g)?.length ?? 0).toBeGreaterThan(100);
  });

  it('breaks out no IVA on a class C invoice, and names the file', async () => {
    const c = { ...invoice, invoiceType: 11, netArs: 1210, vatArs: 0 };
    const text = await pdfText(renderInvoicePdf(c, { jsPDF, qrcode }));
    expect(text).toContain('Factura C 00005-00000012');
    expect(text).not.toContain('IVA 21 %');
    expect(invoiceFileName(invoice)).toBe('factura-a-00005-00000012.pdf');
  });
});
