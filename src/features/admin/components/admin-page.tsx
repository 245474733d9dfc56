import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/data-errors';
import { usePageTitle } from '@/lib/use-page-title';

/** The frame of a back-office page: its title (page and document) and what it shows. */
export function AdminPage({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <section className="space-y-6 px-4 py-8">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {description ? <p className="mt-1 text-slate-600">{description}</p> : null}
      </header>
      {children}
    </section>
  );
}

/** Loading and error states of a back-office list. */
export function AdminQueryState({
  query,
  loadingLabel,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  loadingLabel: string;
}) {
  if (query.isPending) {
    return (
      <div role="status" className="space-y-2">
        <span className="sr-only">{loadingLabel}</span>
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        <p>{errorMessage(query.error)}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
          Reintentar
        </Button>
      </div>
    );
  }
  return null;
}
