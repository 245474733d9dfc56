import { ChartColumn } from 'lucide-react';
import { ListingLink } from '@/components/ui/listing-link';
import { InvoicedMonths } from '@/features/invoices';
import { DataTable } from '@/components/ui/data-table';
import { LoadingList } from '@/components/ui/loading-list';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { formatDate, formatMonth, formatPrice, parseDate } from '@/lib/format';
import { IconTitledPage } from '@/components/dashboard/icon-titled-page';
import {
  useFinanceBreakdown,
  useFinanceMonths,
  usePaymentsDue,
  type FinanceMonth,
} from '../api/finances';
import { StackedBarChart, type ChartSeries } from '../components/stacked-bar-chart';

type Role = 'shipper' | 'transporter';

const TEXT = {
  transporter: {
    intro: 'Lo que cobraste, lo reservado a tu favor y lo pendiente de tus fletes, en euros.',
    paid: 'Cobrado',
    breakdown: 'Por dador',
    who: 'Dador',
    due: 'Por cobrar',
    noDue: 'No tenés fletes entregados sin cobrar.',
  },
  shipper: {
    intro: 'Lo que pagaste, lo reservado en Pago protegido y lo pendiente de tus envíos, en euros.',
    paid: 'Pagado',
    breakdown: 'Por ruta',
    who: 'Ruta',
    due: 'Pagos pendientes',
    noDue: 'No tenés envíos entregados sin pagar.',
  },
} as const;

const shortMonth = new Intl.DateTimeFormat('es-ES', { month: 'short' });

function series(role: Role): ChartSeries[] {
  return [
    { key: 'paid', label: TEXT[role].paid, fill: 'fill-green-600' },
    { key: 'reserved', label: 'Reservado', fill: 'fill-blue-500' },
    { key: 'pending', label: 'Pendiente', fill: 'fill-amber-400' },
  ];
}

function Totals({ months, role }: { months: readonly FinanceMonth[]; role: Role }) {
  const sum = (key: 'paid' | 'reserved' | 'pending') =>
    months.reduce((total, month) => total + month[key], 0);
  const figures = [
    [TEXT[role].paid, sum('paid')],
    ['Reservado', sum('reserved')],
    ['Pendiente', sum('pending')],
  ] as const;
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-lg border bg-white p-3">
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="text-lg font-semibold text-slate-900">{formatPrice(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Months({ role }: { role: Role }) {
  const months = useFinanceMonths();
  if (months.isPending) return <LoadingList label="Cargando tus finanzas…" rows={2} />;
  if (months.data === undefined)
    return <QueryErrorState title="No pudimos cargar tus finanzas" query={months} />;
  return (
    <section aria-labelledby="finances-months" className="space-y-3">
      <h2 id="finances-months" className="text-lg font-semibold text-slate-900">
        Últimos 12 meses
      </h2>
      <Totals months={months.data} role={role} />
      <StackedBarChart
        caption={`${TEXT[role].paid}, reservado y pendiente por mes, en euros`}
        series={series(role)}
        rows={months.data.map((month) => ({
          short: shortMonth.format(parseDate(month.month)),
          label: formatMonth(month.month),
          values: { paid: month.paid, reserved: month.reserved, pending: month.pending },
        }))}
        format={formatPrice}
      />
    </section>
  );
}

function Breakdown({ role }: { role: Role }) {
  const lines = useFinanceBreakdown();
  const text = TEXT[role];
  return (
    <section aria-labelledby="finances-breakdown" className="space-y-3">
      <h2 id="finances-breakdown" className="text-lg font-semibold text-slate-900">
        {text.breakdown}
      </h2>
      {lines.isPending ? (
        <LoadingList label="Cargando…" rows={2} />
      ) : lines.data === undefined ? (
        <QueryErrorState title="No pudimos cargar el detalle" query={lines} />
      ) : lines.data.length === 0 ? (
        <p className="text-sm text-slate-600">Todavía no hay pagos ni reservas.</p>
      ) : (
        <DataTable
          columns={[
            { label: text.who },
            { label: 'Envíos', numeric: true },
            { label: 'Importe', numeric: true },
            ...(role === 'transporter' ? [{ label: 'Días para pagar', numeric: true }] : []),
          ]}
        >
          {lines.data.map((line) => (
            <tr key={line.label} className="border-t">
              <th scope="row" className="py-2 pr-3 font-normal text-slate-900">
                {line.label}
              </th>
              <td className="py-2 pr-3 text-right">{line.shipments}</td>
              <td className="py-2 pr-3 text-right">{formatPrice(line.amount)}</td>
              {role === 'transporter' ? (
                <td className="py-2 text-right">
                  {line.daysToPay === null ? '—' : line.daysToPay}
                </td>
              ) : null}
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}

function Due({ role }: { role: Role }) {
  const due = usePaymentsDue();
  const text = TEXT[role];
  return (
    <section aria-labelledby="finances-due" className="space-y-3">
      <h2 id="finances-due" className="text-lg font-semibold text-slate-900">
        {text.due}
      </h2>
      {due.isPending ? (
        <LoadingList label="Cargando…" rows={2} />
      ) : due.data === undefined ? (
        <QueryErrorState title="No pudimos cargar los pagos pendientes" query={due} />
      ) : due.data.length === 0 ? (
        <p className="text-sm text-slate-600">{text.noDue}</p>
      ) : (
        <ul className="divide-y rounded-lg border bg-white" aria-label={text.due}>
          {due.data.map((item) => (
            <li
              key={item.listingId}
              className="flex flex-wrap items-baseline justify-between gap-2 p-3"
            >
              <ListingLink id={item.listingId} title={item.title} tone="row" />
              <span className="text-sm text-slate-700">
                {formatPrice(item.amount)}
                {item.conformedOn ? ` · conformidad del ${formatDate(item.conformedOn)}` : ''}
                {item.reserved ? ' · reservado' : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /shipper-dashboard/finances and /transporter-dashboard/finances — 'Finanzas'. */
export function FinancesPage({ role }: { role: Role }) {
  return (
    <IconTitledPage
      titleId="finances-title"
      icon={ChartColumn}
      title="Finanzas"
      intro={TEXT[role].intro}
    >
      <Months role={role} />
      <Breakdown role={role} />
      <Due role={role} />
      {role === 'transporter' ? <InvoicedMonths /> : null}
    </IconTitledPage>
  );
}
