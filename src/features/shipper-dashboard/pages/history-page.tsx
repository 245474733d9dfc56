import { DetailList } from '@/components/ui/detail-item';
import { Download, History, Loader2 } from 'lucide-react';
import { useAuth } from '@/auth';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { Spinner } from '@/components/ui/spinner';
import { downloadBlob } from '@/lib/download';
import { formatDate, formatPrice } from '@/lib/format';
import { loadedRows } from '@/lib/keyset';
import { usePageTitle } from '@/lib/use-page-title';
import { useExportShipperHistory, useShipperHistory } from '../api/history';
import { transporterLabel, type HistoryEntry } from '../api/history-fetch';
import { historyCsvFileName } from '../history-csv';
import { toastFailure } from '@/lib/mutation-toast';

/** 'Exportar CSV': every delivered shipment, not only the pages on screen. */
function ExportCsvButton() {
  const exportCsv = useExportShipperHistory();
  return (
    <Button
      variant="outline"
      disabled={exportCsv.isPending}
      onClick={() =>
        exportCsv.mutate(undefined, {
          onSuccess: (file) => downloadBlob(historyCsvFileName(), file),
          onError: (error) => toastFailure(error),
        })
      }
    >
      {exportCsv.isPending ? (
        <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
      ) : (
        <Download aria-hidden="true" className="h-4 w-4" />
      )}
      Exportar CSV
    </Button>
  );
}

function HistoryTable({ entries }: { entries: readonly HistoryEntry[] }) {
  return (
    <ul className="space-y-3" aria-label="Envíos entregados">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="font-semibold break-words text-slate-900">{entry.title}</h2>
            <span className="font-semibold text-slate-900">{formatPrice(entry.price)}</span>
          </div>
          <p className="text-sm text-slate-600">
            {entry.origin} → {entry.destination}
          </p>
          <DetailList
            tone="caption"
            className="mt-3 grid gap-2 text-sm sm:grid-cols-3"
            items={[
              {
                label: 'Transportista',
                value: transporterLabel(entry),
                valueClassName: 'break-words',
              },
              { label: 'Fecha de retiro', value: formatDate(entry.pickupDate) },
              { label: 'Entregada', value: formatDate(entry.deliveredAt) },
            ]}
          />
        </li>
      ))}
    </ul>
  );
}

/** The shipper's Historial: delivered shipments, latest first, a page at a time, with 'Exportar CSV'. */
export function ShipperHistoryPage() {
  usePageTitle('Historial');
  const { user } = useAuth();
  const history = useShipperHistory(user?.id ?? '');
  const entries = loadedRows(history.data?.pages);
  return (
    <section className="space-y-6 px-4 py-8 md:px-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Historial</h1>
        {entries.length > 0 ? <ExportCsvButton /> : null}
      </div>
      {history.isPending ? (
        <Spinner label="Cargando historial…" />
      ) : history.data === undefined ? (
        <QueryErrorState title="No se pudo cargar el historial" query={history} />
      ) : entries.length === 0 ? (
        <EmptyState
          icon={History}
          title="Todavía no tienes envíos entregados"
          description="Cuando un transportista entregue una de tus cargas, aparecerá aquí con su precio y sus fechas."
        />
      ) : (
        <>
          <HistoryTable entries={entries} />
          <LoadMore query={history} errorTitle="No se pudieron cargar más envíos" />
        </>
      )}
    </section>
  );
}
