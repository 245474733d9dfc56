import { cn } from '@/lib/cn';
import { Skeleton } from './skeleton';

/** A list still loading: skeleton rows, and what is loading for screen readers. */
export function LoadingList({
  label,
  rows = 3,
  rowClassName = 'h-20',
}: {
  /** What a screen reader hears, e.g. 'Cargando tus envíos…'. */
  label: string;
  rows?: number;
  rowClassName?: string;
}) {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, key) => (
        <Skeleton key={key} className={cn('w-full', rowClassName)} />
      ))}
    </div>
  );
}
