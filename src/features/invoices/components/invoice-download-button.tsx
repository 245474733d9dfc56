import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toastFailure } from '@/lib/mutation-toast';
import type { IssuedInvoice } from '../invoice-logic';

/** 'Descargar factura': the PDF, made on the click (jsPDF loads only then). */
export function InvoiceDownloadButton({
  invoice,
  label = 'Descargar factura',
}: {
  invoice: IssuedInvoice;
  label?: string;
}) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const { downloadInvoicePdf } = await import('../documents/invoice-pdf');
      await downloadInvoicePdf(invoice);
    } catch (error) {
      toastFailure(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" size="sm" disabled={busy} onClick={() => void download()}>
      <FileDown aria-hidden="true" className="h-4 w-4" />
      {busy ? 'Generando…' : label}
    </Button>
  );
}
