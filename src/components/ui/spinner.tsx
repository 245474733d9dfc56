import { cn } from '@/lib/cn';

export function Spinner({
  className,
  label = 'Cargando…',
}: {
  className?: string;
  label?: string;
}) {
  return (
    <div role="status" className={cn('flex items-center justify-center py-8', className)}>
      <span
        aria-hidden="true"
        className="h-8 w-8 animate-spin rounded-full border-4 border-slate-200 border-t-brand-700"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
