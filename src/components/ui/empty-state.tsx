import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface EmptyStateProps {
  icon?: LucideIcon;
  title: ReactNode;
  /** The page's heading when the empty state is the whole page (a listing not found). */
  titleAs?: 'p' | 'h1';
  description?: ReactNode;
  /** An action under the text (a link styled as a button). */
  children?: ReactNode;
}

/** The dashed box shown where content would be: nothing found, nothing yet. */
export function EmptyState({
  icon: Icon,
  title,
  titleAs: Title = 'p',
  description,
  children,
}: EmptyStateProps) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-12 text-center">
      {Icon ? <Icon aria-hidden="true" className="mx-auto mb-3 h-10 w-10 text-slate-400" /> : null}
      <Title
        className={cn(
          'text-slate-900',
          Title === 'h1' ? 'text-2xl font-bold' : 'text-lg font-semibold',
        )}
      >
        {title}
      </Title>
      {description ? (
        <p className={cn('text-slate-600', Title === 'h1' ? 'mt-2' : 'mt-1')}>{description}</p>
      ) : null}
      {children}
    </div>
  );
}
