import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const tones = {
  /** A listing card's compact facts. */
  compact: { term: 'font-medium text-slate-700', value: 'text-slate-600' },
  /** A page's facts, the value in full contrast. */
  page: { term: 'text-sm font-medium text-slate-500', value: 'mt-0.5 text-slate-900' },
  /** Small upper-case captions over the values (profile card, history). */
  caption: { term: 'text-xs font-medium text-slate-500 uppercase', value: 'text-slate-800' },
} as const;

/** One term and its value inside a <dl>. */
export function DetailItem({
  label,
  children,
  tone = 'page',
  valueClassName,
}: {
  label: ReactNode;
  children: ReactNode;
  tone?: keyof typeof tones;
  valueClassName?: string;
}) {
  return (
    <div>
      <dt className={tones[tone].term}>{label}</dt>
      <dd className={cn(tones[tone].value, valueClassName)}>{children}</dd>
    </div>
  );
}

export interface Detail {
  label: string;
  /** Null or empty hides the item (a fact the record does not have). */
  value: ReactNode;
  valueClassName?: string;
}

/** A <dl> of facts given as data; items without a value are left out. */
export function DetailList({
  items,
  tone,
  className,
}: {
  items: readonly Detail[];
  tone?: keyof typeof tones;
  className?: string;
}) {
  return (
    <dl className={className}>
      {items
        .filter((item) => item.value !== null && item.value !== undefined && item.value !== '')
        .map((item) => (
          <DetailItem
            key={item.label}
            tone={tone}
            label={item.label}
            valueClassName={item.valueClassName}
          >
            {item.value}
          </DetailItem>
        ))}
    </dl>
  );
}
