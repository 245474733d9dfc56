import { Skeleton } from '@/components/ui/skeleton';

/** The map's place while its code and outlines load. */
export function MapSkeleton({ className }: { className?: string }) {
  return (
    <div role="status" className={className}>
      <span className="sr-only">Cargando el mapa…</span>
      <Skeleton className="h-64 w-full sm:h-80" />
    </div>
  );
}
