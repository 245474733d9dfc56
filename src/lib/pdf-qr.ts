/**
 * A QR code drawn as squares in a jsPDF document. jsPDF and the QR encoder are passed in, so only
 * the click that makes a document loads them.
 */
import type { jsPDF as JsPdf } from 'jspdf';
import type QrCode from 'qrcode-generator';

export function drawQr(
  doc: JsPdf,
  qrcode: typeof QrCode,
  url: string,
  x: number,
  y: number,
  size: number,
) {
  const qr = qrcode(0, 'M');
  qr.addData(url);
  qr.make();
  const count = qr.getModuleCount();
  const cell = size / count;
  doc.setFillColor(15, 23, 42);
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (qr.isDark(row, col)) doc.rect(x + col * cell, y + row * cell, cell, cell, 'F');
    }
  }
}
