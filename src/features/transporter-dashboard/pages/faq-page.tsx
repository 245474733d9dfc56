import { FaqQuestions, transporterFaq } from '@/features/site';
import { usePageTitle } from '@/lib/use-page-title';

/** The dashboard's Preguntas Frecuentes: the same questions as the public FAQ page. */
export function TransporterDashboardFaqPage() {
  usePageTitle('Preguntas Frecuentes');
  return (
    <section className="max-w-3xl space-y-6 px-4 py-8 md:px-8">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold text-slate-900">Preguntas Frecuentes</h1>
        <p className="text-slate-600">{transporterFaq.intro}</p>
      </header>
      <FaqQuestions faq={transporterFaq} />
    </section>
  );
}
