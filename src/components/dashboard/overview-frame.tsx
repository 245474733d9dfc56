import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryErrorState, StaleDataNotice } from '@/components/ui/query-error-state';
import { Spinner } from '@/components/ui/spinner';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * A dashboard's Resumen: its heading and main action, then its one query's loading, error or data;
 * data already there (kept on the device, or read before) stays when reading it again fails.
 */
export function OverviewFrame<T>({
  action,
  query,
  children,
}: {
  action: ReactNode;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  usePageTitle('Resumen');
  return (
    <section className="space-y-6 px-4 py-8 md:px-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Resumen</h1>
        {action}
      </div>
      {query.data !== undefined ? (
        <>
          <StaleDataNotice query={query} />
          {children(query.data)}
        </>
      ) : query.isError ? (
        <QueryErrorState title="No se pudo cargar el resumen" query={query} />
      ) : (
        <Spinner label="Cargando resumen…" />
      )}
    </section>
  );
}
