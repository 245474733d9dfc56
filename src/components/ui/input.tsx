import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const fieldClasses =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:opacity-60 aria-[invalid=true]:border-red-500';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldClasses, 'h-10', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClasses, 'min-h-24', className)} {...props} />;
}

/** A native select: accessible and phone-friendly without extra JavaScript. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(fieldClasses, 'h-10', className)} {...props} />;
}

export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cn('h-4 w-4 rounded border-slate-300 text-brand-700 accent-brand-700', className)}
      {...props}
    />
  );
}

/** The `<option>`s of a Select, one per choice. */
export function SelectOptions({
  options,
}: {
  options: readonly { value: string; label: string }[];
}) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}
