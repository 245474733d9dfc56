import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/use-page-title';

/** The frame of a text page: its title (document and h1), an intro and the page's sections. */
export function ContentPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <div className="mb-10">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {intro ? <p className="mt-4 text-lg text-slate-600">{intro}</p> : null}
      </div>
      <div className="space-y-10">{children}</div>
    </article>
  );
}

/** A titled section of a text page (h2). */
export function ContentSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="mb-3 text-xl font-semibold text-slate-900">{title}</h2>
      <div className="space-y-3 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}
