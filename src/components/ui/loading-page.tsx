import { Skeleton } from './skeleton';

/**
 * A page still loading: its heading's skeleton, then one per block (their sizes as classes), and
 * what is loading for screen readers.
 */
export function LoadingPage({
  label,
  blocks,
}: {
  /** What a screen reader hears, e.g. 'Cargando la carga…'. */
  label: string;
  blocks: readonly string[];
}) {
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-9 w-2/3" />
      {blocks.map((className, key) => (
        <Skeleton key={key} className={className} />
      ))}
    </div>
  );
}
