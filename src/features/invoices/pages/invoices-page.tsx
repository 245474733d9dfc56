import { Download, ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { IconTitledPage } from '@/components/dashboard/icon-titled-page';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/input';
import { ListingLink } from '@/components/ui/listing-link';
import { LoadingList } from '@/components/ui/loading-list';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { downloadBlob } from '@/lib/download';
import { formatDate, formatMonth, formatPesos } from '@/lib/format';
import { useMyInvoices } from '../api/invoices';
import { InvoiceDownloadButton } from '../components/invoice-download-button';
import {
  formatInvoiceNumber,
  invoiceMonths,
  invoicesCsv,
  invoicesCsvFileName,
  invoiceTypeLabel,
} from '../invoice-logic';

type Role = 'shipper' | 'transporter';

const INTRO: Record<Role, string> = {
  transporter: 'Las facturas electrónicas que emitiste por tus fletes, autorizadas por ARCA.',
  shipper: 'Las facturas electrónicas que te emitieron los transportistas por tus envíos.',
};

/** 'Facturas': the invoices issued by (transporter) or to (shipper) the person, by month. */
export function InvoicesPage({ role }: { role: Role }) {
  const invoices = useMyInvoices();
  const [chosen, setChosen] = useState<string | null>(null);
  const months = invoices.data ? invoiceMonths(invoices.data) : [];
  const month = chosen ?? months[0] ?? '';
  const shown = (invoices.data ?? []).filter((invoice) => invoice.issuedOn.startsWith(month));

  return (
    <IconTitledPage
      titleId="invoices-title"
      icon={ReceiptText}
      title="Facturas"
      intro={INTRO[role]}
    >
      {invoices.isPending ? (
        <LoadingList label="Cargando tus facturas…" rows={3} />
      ) : invoices.data === undefined ? (
        <QueryErrorState title="No pudimos cargar tus facturas" query={invoices} />
      ) : months.length === 0 ? (
        <EmptyState
          icon={ReceiptText}
          title="Todavía no hay facturas"
          description={
            role === 'transporter'
              ? 'Emitís la factura de un flete desde el envío, una vez entregado.'
              : 'Las verás acá cuando un transportista facture un envío tuyo.'
          }
        />
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-3">
            <label className="space-y-1 text-sm font-medium text-slate-700">
              <span className="block">Mes</span>
              <Select value={month} onChange={(event) => setChosen(event.target.value)}>
                {months.map((value) => (
                  <option key={value} value={value}>
                    {formatMonth(`${value}-01`)}
                  </option>
                ))}
              </Select>
            </label>
            <Button
              variant="outline"
              onClick={() =>
                downloadBlob(
                  invoicesCsvFileName(month),
                  new Blob([invoicesCsv(invoices.data, month)], { type: 'text/csv;charset=utf-8' }),
                )
              }
            >
              <Download aria-hidden="true" className="h-4 w-4" />
              Exportar CSV del mes
            </Button>
          </div>
          <ul className="space-y-3" aria-label={`Facturas de ${formatMonth(`${month}-01`)}`}>
            {shown.map((invoice) => (
              <li
                key={`${invoice.pointOfSale}-${invoice.invoiceType}-${invoice.number}`}
                className="space-y-2 rounded-lg border bg-white p-4"
                data-testid="invoice"
              >
                <p className="font-semibold text-slate-900">
                  {invoiceTypeLabel(invoice.invoiceType)}{' '}
                  {formatInvoiceNumber(invoice.pointOfSale, invoice.number)} ·{' '}
                  {formatPesos(invoice.amountArs)}
                </p>
                <p className="text-sm text-slate-700">
                  {formatDate(invoice.issuedOn)} ·{' '}
                  {role === 'transporter' ? invoice.receiverName : invoice.issuerName} · CAE{' '}
                  {invoice.cae}
                </p>
                <div className="flex flex-wrap items-center gap-3">
                  <InvoiceDownloadButton invoice={invoice} label="Descargar PDF" />
                  {invoice.listingId ? (
                    <ListingLink id={invoice.listingId} title="Ver el envío" tone="row" />
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </IconTitledPage>
  );
}
