import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
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

interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: readonly T[] | undefined;
  refetch: () => unknown;
}

/** A back-office list with its loading, error and empty states; one item per row. */
export function AdminList<T extends { id: string }>({
  query,
  label,
  loadingLabel,
  emptyIcon,
  emptyTitle,
  renderItem,
}: {
  query: ListQuery<T>;
  label: string;
  loadingLabel: string;
  emptyIcon: LucideIcon;
  emptyTitle: string;
  renderItem: (item: T) => ReactNode;
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
  if (query.isError || !query.data) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        <p>{errorMessage(query.error)}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
          Reintentar
        </Button>
      </div>
    );
  }
  if (query.data.length === 0) return <EmptyState icon={emptyIcon} title={emptyTitle} />;
  return (
    <ul aria-label={label} className="space-y-3">
      {query.data.map((item) => (
        <li key={item.id}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}
