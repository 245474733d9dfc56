/**
 * The invoice's PDF, made in the browser from what ARCA authorized: the issuer and the receiver
 * with their CUIT and IVA condition, the freight, the amounts (IVA broken out of A and B), the CAE
 * and its due date, and ARCA's QR (RG 4892/2020). jsPDF and the QR encoder are passed in.
 */
import type { jsPDF as JsPdf } from 'jspdf';
import type QrCode from 'qrcode-generator';
import { formatCuit } from '@/domain/cuit';
import { formatDate, formatPesos } from '@/lib/format';
import { drawQr } from '@/lib/pdf-qr';
import {
  arcaQrUrl,
  formatInvoiceNumber,
  invoiceTypeLabel,
  type IssuedInvoice,
} from '../invoice-logic';

export interface InvoicePdfDeps {
  jsPDF: typeof JsPdf;
  qrcode: typeof QrCode;
}

const MARGIN = 16;
const PAGE_WIDTH = 210;

/** Every line of the invoice, in order: what the PDF prints, and what the test reads back. */
export function invoiceLines(invoice: IssuedInvoice): [label: string, value: string][] {
  return [
    ['Emisor', `${invoice.issuerName} · CUIT ${formatCuit(invoice.issuerCuit)}`],
    ['Receptor', `${invoice.receiverName} · CUIT ${formatCuit(invoice.receiverCuit)}`],
    ['Fecha', formatDate(invoice.issuedOn)],
    ['Concepto', 'Servicios: flete'],
    ['Período', `del ${formatDate(invoice.serviceFrom)} al ${formatDate(invoice.serviceTo)}`],
    ...(invoice.invoiceType === 11
      ? []
      : ([
          ['Neto gravado', formatPesos(invoice.netArs)],
          ['IVA 21 %', formatPesos(invoice.vatArs)],
        ] as [string, string][])),
    ['Total', formatPesos(invoice.amountArs)],
    ['CAE', invoice.cae],
    ['Vencimiento del CAE', formatDate(invoice.caeDue)],
  ];
}

export function renderInvoicePdf(
  invoice: IssuedInvoice,
  { jsPDF, qrcode }: InvoicePdfDeps,
): ArrayBuffer {
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  const title = `${invoiceTypeLabel(invoice.invoiceType)} ${formatInvoiceNumber(invoice.pointOfSale, invoice.number)}`;
  doc.setProperties({ title, creator: 'ConectaCargas' });
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(18);
  doc.text(title, MARGIN, 22);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(9);
  doc.text('Comprobante autorizado por ARCA', MARGIN, 28);
  let y = 40;
  doc.setFontSize(10);
  for (const [label, value] of invoiceLines(invoice)) {
    doc.setFont('helvetica', 'bold');
    doc.text(`${label}:`, MARGIN, y);
    doc.setFont('helvetica', 'normal');
    const lines = doc.splitTextToSize(value, PAGE_WIDTH - 2 * MARGIN - 48) as string[];
    doc.text(lines, MARGIN + 48, y);
    y += 6 * lines.length;
  }
  drawQr(doc, qrcode, arcaQrUrl(invoice), MARGIN, y + 6, 34);
  doc.setFontSize(8);
  doc.text('Verificá este comprobante en ARCA con el código QR.', MARGIN + 40, y + 24);
  return doc.output('arraybuffer');
}

/** 'factura-a-00005-00000012.pdf'. */
export function invoiceFileName(invoice: IssuedInvoice): string {
  return `${invoiceTypeLabel(invoice.invoiceType).replace(' ', '-').toLowerCase()}-${formatInvoiceNumber(invoice.pointOfSale, invoice.number)}.pdf`;
}

/** Builds the PDF and saves it; jsPDF and the QR encoder load here, on the click. */
export async function downloadInvoicePdf(invoice: IssuedInvoice): Promise<void> {
  const [{ jsPDF }, { default: qrcode }, { downloadBlob }] = await Promise.all([
    import('jspdf'),
    import('qrcode-generator'),
    import('@/lib/download'),
  ]);
  downloadBlob(
    invoiceFileName(invoice),
    new Blob([renderInvoicePdf(invoice, { jsPDF, qrcode })], { type: 'application/pdf' }),
  );
}
