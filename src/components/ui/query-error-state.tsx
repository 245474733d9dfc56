import { AlertTriangle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/data-errors';

/** The part of a TanStack query a failure needs: its error and how to run it again. */
interface RetryableQuery {
  error: unknown;
  refetch: () => unknown;
}

type RetryProps = { query: RetryableQuery } | { error: unknown; onRetry: () => void };

function retryOf(props: RetryProps): { error: unknown; onRetry: () => void } {
  if ('query' in props) {
    const { query } = props;
    return { error: query.error, onRetry: () => void query.refetch() };
  }
  return props;
}

/** A failed query (or any failed load given as error and onRetry): why, in Spanish, and a way to try again. */
export function QueryErrorState({ title, ...retry }: { title: string } & RetryProps) {
  const { error, onRetry } = retryOf(retry);
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-8 text-center">
      <AlertTriangle aria-hidden="true" className="mx-auto mb-3 h-8 w-8 text-red-500" />
      <p className="font-semibold text-red-800">{title}</p>
      <p className="mt-1 text-sm text-red-700">{errorMessage(error)}</p>
      <Button variant="outline" size="sm" className="mt-4" onClick={onRetry}>
        Reintentar
      </Button>
    </div>
  );
}

/** The compact form, inside a tab: the reason and the way to try again, without a heading. */
export function InlineQueryError(props: RetryProps) {
  const { error, onRetry } = retryOf(props);
  return (
    <div role="alert" className="space-y-3 text-center">
      <p className="text-red-700">{errorMessage(error)}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Reintentar
      </Button>
    </div>
  );
}

/**
 * Over data whose reading again failed (most often: no network): what is shown is the last data
 * read or kept on the device, said once. Nothing while the data is fresh. A query with no data
 * to show says why with QueryErrorState instead: a page tests `query.data === undefined`, not
 * `isError`, so what it has stays in view.
 */
export function StaleDataNotice({ query }: { query: { isError: boolean; data: unknown } }) {
  if (!query.isError || query.data === undefined) return null;
  return (
    <p role="status" className="text-sm text-amber-800">
      No se pudo actualizar: se muestran los últimos datos guardados.
    </p>
  );
}
