import { Link } from 'react-router-dom';

export interface CounterCard {
  label: string;
  /** A count, or what stands for one beyond a limit ('+1000'). */
  value: number | string;
  /** The page that lists what the counter counts. */
  href: string;
}

/** A dashboard's counters, each a link to the page that lists what it counts. */
export function CounterGrid({ counters }: { counters: readonly CounterCard[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Indicadores">
      {counters.map((counter) => (
        <li key={counter.label}>
          <Link
            to={counter.href}
            className="block min-h-24 rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300 focus:ring-2 focus:ring-brand-600 focus:outline-none"
          >
            <span className="block text-sm text-slate-600">{counter.label}</span>
            <span className="mt-1 block text-3xl font-bold text-slate-900">{counter.value}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
