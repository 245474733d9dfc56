import { ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Facts } from '@/components/ui/facts';
import { InlineQueryError } from '@/components/ui/query-error-state';
import { Spinner } from '@/components/ui/spinner';
import { formatDate, formatPesos } from '@/lib/format';
import { toastOutcome } from '@/lib/mutation-toast';
import { useIssueInvoice, useShipmentInvoice } from '../api/invoices';
import { formatInvoiceNumber, invoiceTypeLabel, type IssuedInvoice } from '../invoice-logic';
import { InvoiceDownloadButton } from './invoice-download-button';

function IssuedFacts({ invoice }: { invoice: IssuedInvoice }) {
  const facts: [string, string][] = [
    [
      'Comprobante',
      `${invoiceTypeLabel(invoice.invoiceType)} ${formatInvoiceNumber(invoice.pointOfSale, invoice.number)}`,
    ],
    ['Fecha', formatDate(invoice.issuedOn)],
    ['Total', formatPesos(invoice.amountArs)],
    ['CAE', invoice.cae],
    ['Vencimiento del CAE', formatDate(invoice.caeDue)],
  ];
  return <Facts items={facts} />;
}

function IssueButton({ listingId }: { listingId: string }) {
  const issue = useIssueInvoice(listingId);
  const [busy, setBusy] = useState(false);
  return (
    <Button
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void toastOutcome(issue.mutateAsync(), 'Factura emitida', () => setBusy(false));
      }}
    >
      {busy ? 'Pidiendo el CAE a ARCA…' : 'Emitir factura'}
    </Button>
  );
}

/**
 * 'Factura' of a delivered shipment: its transporter issues it through ARCA ('Emitir factura');
 * both parties see it once issued and download its PDF. A draft ARCA refused says why.
 */
export function ShipmentInvoice({
  listingId,
  canIssue,
}: {
  listingId: string;
  /** The shipment's transporter: the one who invoices it. */
  canIssue: boolean;
}) {
  const invoice = useShipmentInvoice(listingId);
  return (
    <section
      aria-label="Factura"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h3 className="flex items-center gap-2 font-semibold text-slate-900">
        <ReceiptText aria-hidden="true" className="h-4 w-4 text-brand-700" />
        Factura
      </h3>
      {invoice.isPending ? (
        <Spinner label="Cargando la factura…" />
      ) : invoice.data === undefined ? (
        <InlineQueryError query={invoice} />
      ) : invoice.data?.status === 'issued' ? (
        <>
          <IssuedFacts invoice={invoice.data} />
          <InvoiceDownloadButton invoice={invoice.data} />
        </>
      ) : canIssue ? (
        <>
          {invoice.data?.lastError ? (
            <p role="alert" className="text-sm text-red-700">
              La última vez no se pudo: {invoice.data.lastError}
            </p>
          ) : (
            <p className="text-sm text-slate-600">
              Emití la factura electrónica de este flete con tus datos de Facturación electrónica;
              ARCA la autoriza con un CAE.
            </p>
          )}
          <IssueButton listingId={listingId} />
        </>
      ) : (
        <p className="text-sm text-slate-600">
          El transportista todavía no emitió la factura de este flete.
        </p>
      )}
    </section>
  );
}
