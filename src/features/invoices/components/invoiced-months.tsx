import { Link } from 'react-router-dom';
import { DataTable } from '@/components/ui/data-table';
import { LoadingList } from '@/components/ui/loading-list';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { formatMonth, formatPesos } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useMyInvoices } from '../api/invoices';
import { invoiceTotalsByMonth } from '../invoice-logic';

const MONTH_COLUMNS = [
  { label: 'Mes' },
  { label: 'Facturas', numeric: true },
  { label: 'Importe', numeric: true },
];

/** 'Facturas emitidas' in the transporter's 'Finanzas': how many invoices and pesos each month. */
export function InvoicedMonths() {
  const invoices = useMyInvoices();
  const months = invoices.data ? invoiceTotalsByMonth(invoices.data) : [];
  return (
    <section aria-labelledby="finances-invoices" className="space-y-3">
      <h2 id="finances-invoices" className="text-lg font-semibold text-slate-900">
        Facturas emitidas
      </h2>
      {invoices.isPending ? (
        <LoadingList label="Cargando tus facturas…" rows={2} />
      ) : invoices.data === undefined ? (
        <QueryErrorState title="No pudimos cargar tus facturas" query={invoices} />
      ) : months.length === 0 ? (
        <p className="text-sm text-slate-600">
          Todavía no emitiste facturas: se emiten desde el envío, una vez entregado.
        </p>
      ) : (
        <DataTable columns={MONTH_COLUMNS}>
          {months.map((line) => (
            <tr key={line.month} className="border-t">
              <th scope="row" className="py-2 pr-3 font-normal text-slate-900">
                {formatMonth(`${line.month}-01`)}
              </th>
              <td className="py-2 pr-3 text-right">{line.count}</td>
              <td className="py-2 text-right">{formatPesos(line.totalArs)}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <Link
        to={paths.transporterInvoices}
        className="inline-block text-sm font-medium text-brand-700 underline"
      >
        Ver las facturas
      </Link>
    </section>
  );
}
