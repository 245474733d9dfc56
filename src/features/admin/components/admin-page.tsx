import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingList } from '@/components/ui/loading-list';
import { QueryErrorState } from '@/components/ui/query-error-state';
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
  error: unknown;
  data: readonly T[] | undefined;
  refetch: () => unknown;
}

/** A back-office list with its loading, error and empty states; one item per row. */
export function AdminList<T extends { id: string }>({
  query,
  label,
  loadingLabel,
  errorTitle,
  emptyIcon,
  emptyTitle,
  renderItem,
}: {
  query: ListQuery<T>;
  label: string;
  loadingLabel: string;
  errorTitle: string;
  emptyIcon: LucideIcon;
  emptyTitle: string;
  renderItem: (item: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingList label={loadingLabel} rows={2} />;
  if (query.data === undefined) {
    return <QueryErrorState title={errorTitle} query={query} />;
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
