import { Construction } from 'lucide-react';
import { usePageTitle } from '@/lib/use-page-title';

/** Shown by routes whose screen a later issue builds. */
export function UnderConstruction({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <Construction aria-hidden="true" className="mx-auto mb-4 h-10 w-10 text-accent-500" />
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">
        Esta sección está en construcción. Muy pronto vas a poder usarla.
      </p>
    </section>
  );
}
