import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface DataColumn {
  label: ReactNode;
  /** Figures: right-aligned, under a right-aligned header. */
  numeric?: boolean;
}

/**
 * A table of figures as the dashboards show them: full width, small text, a muted header row, and
 * sideways scrolling on a phone. `children` are the body's rows; `caption` names the table for a
 * screen reader where no heading does.
 */
export function DataTable({
  columns,
  caption,
  children,
}: {
  columns: readonly DataColumn[];
  caption?: string;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className="text-slate-600">
          <tr>
            {columns.map((column, index) => (
              <th
                // The columns of a table are fixed: their place is their identity.
                key={index}
                scope="col"
                className={cn(
                  'py-1 font-medium',
                  index < columns.length - 1 && 'pr-3',
                  column.numeric && 'text-right',
                )}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
