import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';
import type { Faq, FaqItem } from '../faq-content';
import { ContentPage } from './content-page';

/** Questions as native disclosure widgets: keyboard and screen readers work without script. */
function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.question} className="group p-4">
          <summary className="cursor-pointer list-none font-medium text-slate-900 marker:hidden">
            <span className="flex items-center justify-between gap-4">
              {item.question}
              <span
                aria-hidden="true"
                className="text-brand-700 transition-transform group-open:rotate-45"
              >
                +
              </span>
            </span>
          </summary>
          <p className="mt-3 leading-relaxed text-slate-700">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}

/** The questions, then a line that sends the rest of the questions to Contacto. */
export function FaqQuestions({ faq }: { faq: Faq }) {
  return (
    <>
      <FaqList items={faq.items} />
      <p className="text-slate-700">
        {faq.contactPrompt}{' '}
        <Link to={paths.contact} className="font-medium text-brand-700 hover:underline">
          {faq.contactLabel}
        </Link>
        .
      </p>
    </>
  );
}

/** A public FAQ page. */
export function FaqPage({ faq }: { faq: Faq }) {
  return (
    <ContentPage title={faq.title} intro={faq.intro}>
      <FaqQuestions faq={faq} />
    </ContentPage>
  );
}
