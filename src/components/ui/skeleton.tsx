import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/** A grey placeholder block that keeps the space of content still loading (no layout shift). */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-slate-200', className)}
      {...props}
    />
  );
}
