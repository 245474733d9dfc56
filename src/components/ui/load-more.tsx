import { Button } from '@/components/ui/button';
import { QueryErrorState } from '@/components/ui/query-error-state';

/** The part of a TanStack infinite query the foot of its list reads. */
interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: () => unknown;
}

/**
 * The foot of a list read a page at a time: 'Cargar más' while pages follow ('Cargando…' while
 * one arrives), or why the next page failed with a way to try again. The pages already shown stay.
 */
export function LoadMore({ query, errorTitle }: { query: PagedQuery; errorTitle: string }) {
  if (query.isFetchNextPageError) {
    return (
      <QueryErrorState
        title={errorTitle}
        error={query.error}
        onRetry={() => void query.fetchNextPage()}
      />
    );
  }
  if (!query.hasNextPage) return null;
  return (
    <div className="flex justify-center">
      <Button
        variant="outline"
        onClick={() => void query.fetchNextPage()}
        disabled={query.isFetchingNextPage}
      >
        {query.isFetchingNextPage ? 'Cargando…' : 'Cargar más'}
      </Button>
    </div>
  );
}
