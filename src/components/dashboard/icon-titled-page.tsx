import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * A dashboard page headed by its icon, its title (the page's and the document's) and one line on
 * what it shows for the reader's role; 'Facturas' and 'Finanzas' are such pages.
 */
export function IconTitledPage({
  titleId,
  icon: Icon,
  title,
  intro,
  children,
}: {
  /** The heading's id, which names the section for screen readers. */
  titleId: string;
  icon: LucideIcon;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <section className="space-y-6" aria-labelledby={titleId}>
      <header>
        <h1 id={titleId} className="flex items-center gap-2 text-2xl font-bold text-slate-900">
          <Icon aria-hidden="true" className="h-6 w-6 text-brand-700" />
          {title}
        </h1>
        <p className="mt-1 text-slate-600">{intro}</p>
      </header>
      {children}
    </section>
  );
}
