export interface FaqItem {
  question: string;
  answer: string;
}

/** Questions as native disclosure widgets: keyboard and screen readers work without script. */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
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
