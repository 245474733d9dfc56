import type { ReactNode } from 'react';

/** One titled part of the trip panel. */
export function TripSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      aria-label={title}
    >
      <h3 className="font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}
