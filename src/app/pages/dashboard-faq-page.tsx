import { FaqQuestions } from '@/features/site/components/faq-list';
import { shipperFaq, transporterFaq, type Faq } from '@/features/site/faq-content';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * The dashboards' Preguntas Frecuentes: the public FAQ pages' questions, from the same source.
 * Composed here rather than in the dashboard features so that the site feature's index, which
 * the home page loads up front, does not carry the FAQ.
 */
function DashboardFaqPage({ faq }: { faq: Faq }) {
  usePageTitle('Preguntas Frecuentes');
  return (
    <section className="max-w-3xl space-y-6 px-4 py-8 md:px-8">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold text-slate-900">Preguntas Frecuentes</h1>
        <p className="text-slate-600">{faq.intro}</p>
      </header>
      <FaqQuestions faq={faq} />
    </section>
  );
}

export function ShipperDashboardFaqPage() {
  return <DashboardFaqPage faq={shipperFaq} />;
}

export function TransporterDashboardFaqPage() {
  return <DashboardFaqPage faq={transporterFaq} />;
}
